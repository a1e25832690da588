import type { CancelAppointmentResult, RegistrationLookup } from '@domain/bookings/responses';
import { type LookupReference, lookupReferenceSchema } from '@domain/bookings/schemas';
import { formatDateLabel, formatTimeLabel } from '@domain/shared/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Search } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { CodeInput } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { VisitAddressValue } from '@/features/held-visit';
import { useLanguage, useMessageText } from '@/lib/i18n';
import { registrationLookupQueryOptions } from '@/lib/registration-lookup';
import { useDocumentTitle } from '@/lib/use-document-title';
import { appointmentStateOf, lookupErrorMessage } from './appointment-state';
import { BookingAmounts, Detail, PackageNames } from './booking-amounts';
import { CancelForm } from './cancel-form';
import { CancelledCard } from './cancelled-card';
import { CutOffAlert } from './cut-off-alert';
import {
  ALREADY_CANCELLED_DESCRIPTION,
  ALREADY_CANCELLED_TITLE,
  NOT_CANCELLABLE_MESSAGE,
  REFERENCE_PLACEHOLDER,
} from './messages';
import { ReschedulePanel } from './reschedule-panel';

/**
 * /cancel-appointment: look up by reference, then cancel (spec 000 §2) or change the date and time.
 * `?reference=` (the link of "Manage your booking" without its token) looks that booking up at once.
 */
export function CancelAppointmentPage() {
  const { t } = useTranslation('manage');
  const title = t('appointment.title');
  useDocumentTitle(title);
  const [searchParams] = useSearchParams();
  const linked = lookupReferenceSchema.safeParse({ referenceNumber: searchParams.get('reference') ?? '' });
  const [reference, setReference] = useState<string | null>(linked.success ? linked.data.referenceNumber : null);
  const [cancelled, setCancelled] = useState<CancelAppointmentResult | null>(null);
  // A new look-up form (empty) after 'Cancel Another Appointment'.
  const [round, setRound] = useState(0);

  const startAgain = () => {
    setCancelled(null);
    setReference(null);
    setRound((value) => value + 1);
  };

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      {cancelled ? (
        <CancelledCard result={cancelled} onStartAgain={startAgain} />
      ) : (
        <>
          <header>
            <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">{title}</h1>
            <p className="mt-2 text-slate-600">{t('appointment.intro')}</p>
          </header>
          <Card className="mt-6">
            <CardContent className="pt-5 sm:pt-6">
              <LookupForm key={round} initial={round === 0 ? (reference ?? '') : ''} onLookUp={setReference} />
            </CardContent>
          </Card>
          {reference ? <LookupResult key={reference} reference={reference} onCancelled={setCancelled} /> : null}
        </>
      )}
    </div>
  );
}

function LookupForm({ initial, onLookUp }: { initial: string; onLookUp: (reference: string) => void }) {
  const { t } = useTranslation('manage');
  const form = useForm<z.input<typeof lookupReferenceSchema>, unknown, LookupReference>({
    resolver: zodResolver(lookupReferenceSchema),
    defaultValues: { referenceNumber: initial },
  });
  const error = form.formState.errors.referenceNumber?.message;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => onLookUp(values.referenceNumber))}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <FormField id="referenceNumber" label={t('appointment.referenceNumber')} error={error} className="min-w-0 flex-1">
        {(controlProps) => (
          <CodeInput {...controlProps} placeholder={REFERENCE_PLACEHOLDER} {...form.register('referenceNumber')} />
        )}
      </FormField>
      <Button type="submit" className="sm:mt-6.5">
        <Search aria-hidden="true" />
        {t('appointment.lookUp')}
      </Button>
    </form>
  );
}

function LookupResult({
  reference,
  onCancelled,
}: {
  reference: string;
  onCancelled: (result: CancelAppointmentResult) => void;
}) {
  const { t } = useTranslation('manage');
  const messageText = useMessageText();
  const lookup = useQuery(registrationLookupQueryOptions(reference));
  if (lookup.isPending) return <Spinner label={t('appointment.lookingUp')} className="py-12" />;
  if (lookup.isError) {
    return (
      <Alert variant="error" role="alert" className="mt-6">
        {messageText(lookupErrorMessage(lookup.error))}
      </Alert>
    );
  }
  return <AppointmentDetails booking={lookup.data} onCancelled={onCancelled} />;
}

function AppointmentDetails({
  booking,
  onCancelled,
}: {
  booking: RegistrationLookup;
  onCancelled: (result: CancelAppointmentResult) => void;
}) {
  const { t } = useTranslation(['manage', 'common']);
  const language = useLanguage();
  const messageText = useMessageText();
  const state = appointmentStateOf(booking, language);
  const [rescheduled, setRescheduled] = useState(false);
  const when = t('common:join.dateTime', {
    date: formatDateLabel(booking.timeslotDate, language),
    time: formatTimeLabel(booking.timeslotTime, language),
  });
  return (
    <Card className="mt-6">
      <CardContent className="pt-5 sm:pt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900">{t('appointment.yourAppointment')}</h2>
          {booking.status === 'cancelled' ? <Badge variant="danger">{t('appointment.cancelledBadge')}</Badge> : null}
        </div>
        <dl className="mt-2 divide-y divide-slate-100 text-sm">
          <Detail term={t('appointment.referenceNumber')}>
            <span className="font-mono">{booking.referenceNumber}</span>
          </Detail>
          <Detail term={t('appointment.name')}>
            {booking.firstName} {booking.lastName}
          </Detail>
          <Detail term={t('appointment.idNumber')}>{booking.identificationNumber}</Detail>
          <Detail term={t('appointment.event')}>{booking.eventName}</Detail>
          <Detail term={booking.participants.length > 0 ? t('appointment.packages') : t('appointment.package')}>
            <PackageNames booking={booking} />
          </Detail>
          <Detail term={t('appointment.dateAndTime')}>{when}</Detail>
          <Detail term={t('appointment.visitAddress')}>
            <VisitAddressValue registrationId={booking.id} />
          </Detail>
          {booking.participants.length > 0 ? (
            <Detail term={t('appointment.people', { number: booking.personCount })}>
              <ul>
                <li>
                  {booking.firstName} {booking.lastName}
                </li>
                {booking.participants.map((person) => (
                  <li key={`${person.firstName} ${person.lastName} ${person.identificationNumber}`}>
                    {person.firstName} {person.lastName}
                  </li>
                ))}
              </ul>
            </Detail>
          ) : null}
          <BookingAmounts booking={booking} />
        </dl>

        {rescheduled && state.kind === 'open' ? (
          <Alert variant="success" title={t('appointment.movedTitle')} className="mt-4" role="status">
            {t('appointment.newTime', { when })}
          </Alert>
        ) : null}

        {state.kind === 'cancelled' ? (
          <Alert variant="error" title={messageText(ALREADY_CANCELLED_TITLE)} role="alert" className="mt-4">
            {messageText(ALREADY_CANCELLED_DESCRIPTION)}
          </Alert>
        ) : state.kind === 'cut-off' ? (
          <CutOffAlert message={state.message} />
        ) : state.kind === 'closed' ? (
          <Alert variant="info" className="mt-4">
            {messageText(NOT_CANCELLABLE_MESSAGE)}
          </Alert>
        ) : (
          <>
            <p className="mt-4 flex items-start gap-2 text-sm text-slate-600">
              <CalendarClock className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
              {t('appointment.changeUntil', { when: state.cutoffLabel })}
            </p>
            <ReschedulePanel booking={booking} onRescheduled={() => setRescheduled(true)} />
            <CancelForm booking={booking} onCancelled={onCancelled} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
