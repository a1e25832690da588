import {
  CONSENT_TEXT_VERSION,
  QUESTIONNAIRE_CONDITIONS,
  type QuestionnaireAnswers,
  type QuestionnaireAnswersView,
  type QuestionnairePerson,
} from '@domain/questionnaire/schemas';
import { formatSingaporeDateTime } from '@domain/shared/dates';
import { CheckCircle2, CircleDashed, Pencil, Utensils } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { serverMessage } from '@/lib/api';
import { useLanguage, useMessageText } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { type AnswersFormValues, answersResolver, formValuesOf } from './answers-form';
import { fieldErrorsOf, useSaveQuestionnaireAnswers } from './api';

export const fullNameOf = (person: Pick<QuestionnairePerson, 'firstName' | 'lastName'>) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

/**
 * One person's card: their package's preparation, their status, and their form (open while to fill
 * in, behind "Edit answers" once done); a closed booking shows the answers alone.
 */
export function PersonCard({
  reference,
  token,
  person,
  isOpen,
}: {
  reference: string;
  token: string;
  person: QuestionnairePerson;
  isOpen: boolean;
}) {
  const { t } = useTranslation('prepare');
  const headingId = useId();
  const [isEditing, setIsEditing] = useState(person.status === 'pending');
  const save = useSaveQuestionnaireAnswers(reference, token);
  const name = fullNameOf(person);
  const showForm = isOpen && (person.status === 'pending' || isEditing);

  const onSave = (answers: QuestionnaireAnswers) =>
    save.mutate(
      { participantId: person.participantId, answers },
      {
        onSuccess: () => {
          setIsEditing(false);
          toast.success(t('prepare.saved', { name }));
        },
      },
    );

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardContent className="space-y-4 pt-5 sm:pt-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
              {name}
            </h2>
            <p className="text-sm break-words text-slate-600">
              {person.isPrimary ? `${t('prepare.mainPerson')} · ` : null}
              {t('prepare.package', { name: person.packageName })}
            </p>
          </div>
          <StatusBadge status={person.status} />
        </div>

        <Preparation person={person} />

        {showForm ? (
          <AnswersForm
            person={person}
            saving={save.isPending}
            saveError={save.error}
            onSave={onSave}
            onCancel={person.status === 'done' ? () => setIsEditing(false) : undefined}
          />
        ) : (
          <>
            <AnswersSummary answers={person.answers} />
            {isOpen ? (
              <Button variant="outline" className="w-full sm:w-auto" onClick={() => setIsEditing(true)}>
                <Pencil aria-hidden="true" />
                {t('prepare.edit')}
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

export function StatusBadge({ status }: { status: QuestionnairePerson['status'] }) {
  const { t } = useTranslation('prepare');
  return status === 'done' ? (
    <Badge variant="success" data-testid="person-status">
      <CheckCircle2 className="size-3.5" aria-hidden="true" />
      {t('prepare.status.done')}
    </Badge>
  ) : (
    <Badge variant="warning" data-testid="person-status">
      <CircleDashed className="size-3.5" aria-hidden="true" />
      {t('prepare.status.pending')}
    </Badge>
  );
}

/** The package's fasting hours (or none) and its own preparation text. */
function Preparation({ person }: { person: QuestionnairePerson }) {
  const { t } = useTranslation('prepare');
  return (
    <div className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
      <p className="flex items-center gap-2 font-semibold">
        <Utensils className="size-4 shrink-0" aria-hidden="true" />
        {t('prepare.preparation.title')}
      </p>
      <p className="mt-1">
        {person.fastingHours > 0
          ? t('prepare.preparation.fastHours', { count: person.fastingHours })
          : t('prepare.preparation.noFasting')}
      </p>
      {person.preparationText?.trim() ? (
        <p className="mt-1 break-words whitespace-pre-line">{person.preparationText}</p>
      ) : null}
    </div>
  );
}

/** What a done person answered; a person without answers (a closed booking) is said to have none. */
function AnswersSummary({ answers }: { answers: QuestionnaireAnswersView | null }) {
  const { t } = useTranslation('prepare');
  const language = useLanguage();
  if (!answers) return <p className="text-sm text-slate-600">{t('prepare.answers.notGiven')}</p>;
  const none = t('prepare.answers.none');
  return (
    <dl className="divide-y divide-slate-100 border-y border-slate-100 text-sm">
      <SummaryRow term={t('prepare.fields.medicines')}>{answers.medicines || none}</SummaryRow>
      <SummaryRow term={t('prepare.fields.allergies')}>{answers.allergies || none}</SummaryRow>
      <SummaryRow term={t('prepare.answers.conditions')}>
        {answers.conditions.length > 0
          ? answers.conditions.map((condition) => t(`prepare.conditions.${condition}`)).join(', ')
          : none}
      </SummaryRow>
      <SummaryRow term={t('prepare.consent.title')}>
        {t('prepare.consent.signedBy', {
          name: answers.consent.signedName,
          when: formatSingaporeDateTime(answers.consent.signedAt, 'long', language),
        })}
      </SummaryRow>
    </dl>
  );
}

function SummaryRow({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-3">
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="break-words whitespace-pre-line text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/**
 * The form itself: medicines, allergies, the conditions, and the consent with the person's full name.
 * The rules are checked here as the server checks them; the server's own messages (a 400's fields,
 * a closed booking) show where they belong.
 */
export function AnswersForm({
  person,
  saving,
  saveError,
  onSave,
  onCancel,
}: {
  person: QuestionnairePerson;
  saving: boolean;
  saveError: unknown;
  onSave: (answers: QuestionnaireAnswers) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('prepare');
  const messageText = useMessageText();
  const id = `person-${person.participantId}`;
  const resolver = useMemo(() => answersResolver(person), [person]);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<AnswersFormValues, unknown, QuestionnaireAnswers>({
    resolver,
    defaultValues: formValuesOf(person),
  });
  const serverErrors = fieldErrorsOf(saveError);
  const name = fullNameOf(person);
  const errorOf = (path: string, own?: string) => own ?? serverErrors[path];
  // A refusal without a field of this form (closed, link no longer valid, a server down).
  const hasFieldErrors = Object.keys(serverErrors).length > 0;
  const formError =
    saveError && !hasFieldErrors ? messageText(serverMessage(saveError, t('prepare.saveFailed'))) : null;

  return (
    <form noValidate onSubmit={handleSubmit(onSave)} className="space-y-5" aria-label={name}>
      <FormField
        id={`${id}-medicines`}
        label={t('prepare.fields.medicines')}
        hint={t('prepare.fields.medicinesHint')}
        optional
        error={errorOf('medicines', errors.medicines?.message)}
      >
        {(controlProps) => <Textarea {...controlProps} rows={3} {...register('medicines')} />}
      </FormField>
      <FormField
        id={`${id}-allergies`}
        label={t('prepare.fields.allergies')}
        hint={t('prepare.fields.allergiesHint')}
        optional
        error={errorOf('allergies', errors.allergies?.message)}
      >
        {(controlProps) => <Textarea {...controlProps} rows={2} {...register('allergies')} />}
      </FormField>

      <fieldset aria-describedby={`${id}-conditions-hint`}>
        <legend className="text-sm font-medium text-slate-900">{t('prepare.fields.conditions')}</legend>
        <p id={`${id}-conditions-hint`} className="mt-1 text-xs text-slate-500">
          {t('prepare.fields.conditionsHint')}
        </p>
        <Controller
          control={control}
          name="conditions"
          render={({ field }) => (
            <ul className="mt-3 space-y-3">
              {QUESTIONNAIRE_CONDITIONS.map((condition) => {
                const boxId = `${id}-condition-${condition}`;
                const checked = field.value.includes(condition);
                return (
                  <li key={condition} className="flex items-start gap-3">
                    <Checkbox
                      id={boxId}
                      checked={checked}
                      className="mt-0.5"
                      onCheckedChange={(value) =>
                        field.onChange(
                          value === true
                            ? QUESTIONNAIRE_CONDITIONS.filter((c) => c === condition || field.value.includes(c))
                            : field.value.filter((c) => c !== condition),
                        )
                      }
                    />
                    <Label htmlFor={boxId} className="min-w-0 font-normal break-words">
                      {t(`prepare.conditions.${condition}`)}
                    </Label>
                  </li>
                );
              })}
            </ul>
          )}
        />
        <FieldError message={errorOf('conditions', errors.conditions?.message)} />
      </fieldset>

      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4">
        <legend className="px-1 text-sm font-medium text-slate-900">{t('prepare.consent.title')}</legend>
        <p className="text-sm text-slate-700">{t('prepare.consent.text')}</p>
        <p className="text-xs text-slate-500">{t('prepare.consent.version', { version: CONSENT_TEXT_VERSION })}</p>
        <div className="flex items-start gap-3">
          <Controller
            control={control}
            name="consent.agreed"
            render={({ field }) => (
              <Checkbox
                id={`${id}-consent`}
                checked={field.value}
                className="mt-0.5"
                aria-invalid={Boolean(errorOf('consent.agreed', errors.consent?.agreed?.message))}
                aria-describedby={`${id}-consent-error`}
                onCheckedChange={(value) => field.onChange(value === true)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Label htmlFor={`${id}-consent`} className="min-w-0 font-normal break-words">
            {t('prepare.consent.agree')}
          </Label>
        </div>
        <FieldError
          id={`${id}-consent-error`}
          message={errorOf('consent.agreed', errors.consent?.agreed?.message ?? errors.consent?.message)}
        />
        <FormField
          id={`${id}-signed-name`}
          label={t('prepare.consent.signedName', { name })}
          hint={t('prepare.consent.signedNameHint', { name })}
          error={errorOf('consent.signedName', errors.consent?.signedName?.message)}
        >
          {(controlProps) => <Input {...controlProps} autoComplete="off" {...register('consent.signedName')} />}
        </FormField>
      </fieldset>

      {formError ? (
        <Alert variant="error" role="alert">
          {formError}
        </Alert>
      ) : null}

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" size="lg" disabled={saving} className="w-full sm:w-auto">
          {saving ? t('prepare.saving') : t('prepare.save')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" size="lg" className="w-full sm:w-auto" onClick={onCancel}>
            {t('prepare.cancelEdit')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
