import { todayInSingapore } from '@domain/shared/dates';
import { BOOKER_GENDERS, genderOptions } from '@domain/shared/gender';
import { TIME_OF_DAY_LABELS, WAITLIST_JOIN_LABEL, type WaitlistJoinResult } from '@domain/waitlist/rules';
import { useMutation } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RadioField } from '@/components/ui/radio-field';
import { ApiError, serverMessage } from '@/lib/api';
import { autoFormatDateTyping, displayDateOnBlur } from '@/lib/date-input';
import { useLanguage, useMessageText } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { fieldErrorsOf, joinWaitlist } from './api';
import {
  buildWaitlistJoinRequest,
  defaultWaitlistValues,
  formFieldOf,
  type JoinDetails,
  offeredTimesOfDay,
  type WaitlistFormField,
  type WaitlistFormValues,
} from './join-request';
import { WaitlistCodeForm } from './waitlist-code-form';

export interface WaitlistJoinProps {
  eventId: number;
  /** The main person's package; null until step 2 is done. */
  packageId: number | null;
  /** The main person and the household. */
  persons: number;
  /** Step 1's details; null until step 1 is done. */
  details: JoinDetails | null;
  /** The dates the appointment step offers ('yyyy-MM-dd'); the form's range covers them all. */
  offeredDates: readonly string[];
  /** The times of the region's visits ('HH:mm'): the form offers only the times of day they have. */
  offeredTimes: readonly string[];
  /** 'prominent' when the region has no free visit; 'link' under the list of dates. */
  variant: 'prominent' | 'link';
}

const GENDERS = genderOptions(BOOKER_GENDERS);

/**
 * "Join the waitlist" on the wizard's appointment step (DESIGN §8.6): a button (or a quiet link under
 * the dates) that opens a small form for the days and time of day; the rest comes from the wizard.
 */
export function WaitlistJoin(props: WaitlistJoinProps) {
  const { t } = useTranslation('waitlist');
  const messageText = useMessageText();
  const [isOpen, setIsOpen] = useState(false);
  const [joined, setJoined] = useState<WaitlistJoinResult | null>(null);

  if (joined) return <WaitlistJoined joined={joined} />;
  if (!isOpen) {
    return props.variant === 'prominent' ? (
      <div className="mt-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="min-w-0 text-sm text-slate-600">{t('join.noSlotsText')}</p>
        <Button className="h-auto min-h-10 shrink-0 whitespace-normal text-balance" onClick={() => setIsOpen(true)}>
          <BellRing aria-hidden="true" />
          {messageText(WAITLIST_JOIN_LABEL)}
        </Button>
      </div>
    ) : (
      <p className="mt-4 text-sm text-slate-600">
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0 text-left whitespace-normal"
          onClick={() => setIsOpen(true)}
        >
          {t('join.linkText')}
        </Button>
      </p>
    );
  }
  return <WaitlistJoinForm {...props} idPrefix="waitlist" onJoined={setJoined} />;
}

/** Joined: the place in the queue, then the code texted to the mobile, without which no offer comes (DESIGN §8.9). */
export function WaitlistJoined({ joined }: { joined: WaitlistJoinResult }) {
  const { t } = useTranslation('waitlist');
  return (
    <div className="mt-6">
      <Alert variant="success" role="status">
        <p>{t('joined.message', { position: joined.position })}</p>
        <p>{t('joined.leaveNote')}</p>
      </Alert>
      <WaitlistCodeForm
        entryId={joined.id}
        token={joined.leaveToken}
        codeSentTo={joined.codeSentTo}
        idPrefix="waitlist"
      />
    </div>
  );
}

function WaitlistJoinForm({
  eventId,
  packageId,
  persons,
  details,
  offeredDates,
  offeredTimes,
  idPrefix,
  onJoined,
}: WaitlistJoinProps & { idPrefix: string; onJoined: (result: WaitlistJoinResult) => void }) {
  const { t } = useTranslation('waitlist');
  const messageText = useMessageText();
  const language = useLanguage();
  const timesOfDay = offeredTimesOfDay(offeredTimes);
  const [values, setValues] = useState<WaitlistFormValues>(() =>
    defaultWaitlistValues(todayInSingapore(), offeredDates),
  );
  const [errors, setErrors] = useState<Partial<Record<WaitlistFormField, string>>>({});
  // One key per request body: pressing again after a lost answer joins once.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const join = useMutation({
    mutationFn: ({ request, key }: { request: Parameters<typeof joinWaitlist>[0]; key: string }) =>
      joinWaitlist(request, key),
  });
  const fieldId = (field: WaitlistFormField) => `${idPrefix}-${field}`;
  // Opened by a button that is now gone: the first field takes the focus.
  useEffect(() => document.getElementById(`${idPrefix}-dateFrom`)?.focus(), [idPrefix]);
  const change = (patch: Partial<WaitlistFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as WaitlistFormField[]) delete next[key];
      return next;
    });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!details) {
      toast.error(t('join.failedTitle'), { description: t('join.detailsMissing') });
      return;
    }
    if (packageId === null) {
      toast.error(t('join.failedTitle'), { description: t('join.packageMissing') });
      return;
    }
    const outcome = buildWaitlistJoinRequest({
      eventId,
      packageId,
      persons,
      details,
      values,
      today: todayInSingapore(),
      language,
    });
    if (!outcome.ok) {
      setErrors(outcome.errors);
      const first = (['dateFrom', 'dateTo', 'timeOfDay', 'gender'] as const).find((field) => outcome.errors[field]);
      // A radio group's first choice takes the focus for the group.
      const firstChoice = { dateFrom: '', dateTo: '', timeOfDay: '-morning', gender: '-male' } as const;
      if (first) document.getElementById(`${fieldId(first)}${firstChoice[first]}`)?.focus();
      return;
    }
    const body = JSON.stringify(outcome.request);
    if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
    join.mutate(
      { request: outcome.request, key: attempt.current.key },
      {
        onSuccess: onJoined,
        onError: (error) => {
          if (error instanceof ApiError) attempt.current = null;
          const fieldErrors = fieldErrorsOf(error);
          const mine: Partial<Record<WaitlistFormField, string>> = {};
          const others: string[] = [];
          for (const [path, message] of Object.entries(fieldErrors)) {
            const field = formFieldOf(path);
            if (field) mine[field] = message;
            else others.push(message);
          }
          setErrors(mine);
          if (others.length > 0) {
            toast.error(t('join.failedTitle'), { description: others.map(messageText).join(' ') });
          } else if (Object.keys(mine).length === 0) {
            toast.error(t('join.failedTitle'), {
              description: messageText(serverMessage(error, t('join.failedMessage'))),
            });
          }
        },
      },
    );
  };

  // A field's mistake is a message of the shared rules (join-request.ts) or the server's: in the page's language.
  const errorText = (message: string | undefined) => (message ? messageText(message) : undefined);

  const dateField = (field: 'dateFrom' | 'dateTo', label: string) => (
    <FormField id={fieldId(field)} label={label} hint={t('join.dateHint')} error={errorText(errors[field])}>
      {(controlProps) => (
        <Input
          {...controlProps}
          name={field}
          value={values[field]}
          onChange={(event) => change({ [field]: autoFormatDateTyping(event.target.value, values[field]) })}
          onBlur={() => change({ [field]: displayDateOnBlur(values[field]) })}
          inputMode="numeric"
          autoComplete="off"
          placeholder="DD/MM/YYYY"
          maxLength={10}
        />
      )}
    </FormField>
  );

  return (
    <section
      aria-labelledby={`${idPrefix}-heading`}
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h3 id={`${idPrefix}-heading`} className="text-base font-semibold text-slate-900">
        {t('join.formTitle')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {timesOfDay.length > 0 ? t('join.formText') : t('join.formDaysText')}
      </p>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        {dateField('dateFrom', t('join.firstDay'))}
        {dateField('dateTo', t('join.lastDay'))}
        {timesOfDay.length > 0 ? (
          <RadioField
            id={fieldId('timeOfDay')}
            label={t('join.timeOfDay')}
            options={timesOfDay.map((value) => ({ value, label: messageText(TIME_OF_DAY_LABELS[value]) }))}
            field={{
              value: values.timeOfDay,
              onChange: (value) => change({ timeOfDay: value as WaitlistFormValues['timeOfDay'] }),
              onBlur: () => {},
            }}
            error={errorText(errors.timeOfDay)}
            className="h-auto flex-col items-start gap-2 sm:flex-row sm:flex-wrap sm:gap-6"
          />
        ) : null}
        {details && !details.gender ? (
          <RadioField
            id={fieldId('gender')}
            label={t('join.gender')}
            options={GENDERS.map((option) => ({ ...option, label: messageText(option.label) }))}
            field={{
              value: values.gender,
              onChange: (value) => change({ gender: value as WaitlistFormValues['gender'] }),
              onBlur: () => {},
            }}
            error={errorText(errors.gender)}
          />
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={join.isPending} className="h-auto min-h-10 whitespace-normal text-balance">
            {join.isPending ? t('join.joining') : t('join.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
