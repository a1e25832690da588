import { OUTCOME_NOTE_MESSAGE } from '@domain/nurse/messages';
import { type NurseVisitPerson, VISIT_RESULTS, type VisitOutcomeEntry, type VisitResult } from '@domain/nurse/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import {
  OUTCOME_CANCEL,
  OUTCOME_CHOOSE,
  OUTCOME_NOTE_LABEL,
  OUTCOME_SUBMIT,
  OUTCOME_TEXT,
  OUTCOME_TITLE,
  RESULT_LABELS,
} from './messages';

// "Done" (DESIGN §8.12): how the visit went for each person — screened, partly (saying what was not
// done), refused or not at home — before the press is queued with it.

export interface OutcomeFormValues {
  persons: { participantId: number; result: VisitResult | ''; note: string }[];
}

/** The form's rule: a result for each person, and a note for a partly screening (as the server asks). */
const outcomeFormSchema = z
  .object({
    persons: z.array(
      z
        .object({
          participantId: z.number().int(),
          result: z.enum(VISIT_RESULTS, { error: OUTCOME_CHOOSE }),
          note: z.string().trim().max(500),
        })
        .superRefine((entry, issues) => {
          if (entry.result === 'partly' && !entry.note) {
            issues.addIssue({ code: 'custom', path: ['note'], message: OUTCOME_NOTE_MESSAGE });
          }
        }),
    ),
  })
  // What "Done" sends: the note of a partly screening, the only one the form asks for.
  .transform(({ persons }): VisitOutcomeEntry[] =>
    persons.map(({ participantId, result, note }) =>
      result === 'partly' ? { participantId, result, note } : { participantId, result },
    ),
  );

/** The form holds '' until a result is chosen; the schema refuses it with OUTCOME_CHOOSE. */
export const outcomeResolver = zodResolver(outcomeFormSchema) as unknown as Resolver<
  OutcomeFormValues,
  unknown,
  VisitOutcomeEntry[]
>;

export const emptyOutcome = (persons: readonly NurseVisitPerson[]): OutcomeFormValues => ({
  persons: persons.map((person) => ({ participantId: person.participantId, result: '', note: '' })),
});

export function OutcomeForm({
  idPrefix,
  persons,
  onSubmit,
  onCancel,
}: {
  /** Keeps the fields' ids apart between the visits' cards. */
  idPrefix: string;
  persons: readonly NurseVisitPerson[];
  onSubmit: (outcome: VisitOutcomeEntry[]) => void;
  onCancel: () => void;
}) {
  const form = useForm<OutcomeFormValues, unknown, VisitOutcomeEntry[]>({
    resolver: outcomeResolver,
    defaultValues: emptyOutcome(persons),
  });
  const results = useWatch({ control: form.control, name: 'persons' });
  const errors = form.formState.errors.persons;
  const titleId = `${idPrefix}-outcome-title`;

  return (
    <form
      aria-labelledby={titleId}
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="space-y-4 rounded-xl border-2 border-brand-700 bg-brand-50/40 p-3"
    >
      <div>
        <h3 id={titleId} className="text-lg font-bold text-slate-900">
          {OUTCOME_TITLE}
        </h3>
        <p className="text-sm text-slate-700">{OUTCOME_TEXT}</p>
      </div>
      {persons.map((person, index) => {
        const fieldId = `${idPrefix}-outcome-${person.participantId}`;
        const error = errors?.[index];
        const isPartly = results?.[index]?.result === 'partly';
        return (
          <fieldset
            key={person.participantId}
            aria-describedby={error?.result ? `${fieldId}-error` : undefined}
            className="space-y-2"
          >
            <legend className="text-base font-semibold text-slate-900">
              {person.firstName} {person.lastName}
            </legend>
            <div className="grid grid-cols-2 gap-2">
              {VISIT_RESULTS.map((result) => (
                <label
                  key={result}
                  htmlFor={`${fieldId}-${result}`}
                  className={cn(
                    'flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border border-slate-400 bg-white px-3 text-base font-medium text-slate-900',
                    'has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-700',
                    'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                  )}
                >
                  <input
                    type="radio"
                    id={`${fieldId}-${result}`}
                    value={result}
                    className="size-5 shrink-0 accent-brand-700"
                    {...form.register(`persons.${index}.result`)}
                  />
                  {RESULT_LABELS[result]}
                </label>
              ))}
            </div>
            <FieldError id={`${fieldId}-error`} message={error?.result?.message} />
            {isPartly ? (
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${fieldId}-note`}>{OUTCOME_NOTE_LABEL}</Label>
                <Textarea
                  id={`${fieldId}-note`}
                  rows={2}
                  aria-invalid={Boolean(error?.note)}
                  aria-describedby={error?.note ? `${fieldId}-note-error` : undefined}
                  {...form.register(`persons.${index}.note`)}
                />
                <FieldError id={`${fieldId}-note-error`} message={error?.note?.message} />
              </div>
            ) : null}
          </fieldset>
        );
      })}
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" variant="outline" size="lg" className="min-h-12" onClick={onCancel}>
          {OUTCOME_CANCEL}
        </Button>
        <Button type="submit" size="lg" className="min-h-12">
          {OUTCOME_SUBMIT}
        </Button>
      </div>
    </form>
  );
}
