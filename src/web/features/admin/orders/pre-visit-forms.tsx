import type {
  AdminQuestionnaire,
  PreVisitConsent,
  PreVisitSummary,
  QuestionnaireAnswersView,
  QuestionnaireCondition,
  QuestionnaireFlag,
} from '@domain/questionnaire/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatTimestamp } from '../format';
import { PreVisitBadges } from '../pre-visit-badges';
import { forgetRegistrationQuestionnaire, registrationQuestionnaireQueryOptions } from './api';

// The pre-visit forms of a booking in its order details (DESIGN §8.11): each person's consent and
// flags; the answers only on "Show answers", one audited call, and forgotten on "Hide answers".

export const SHOW_ANSWERS = 'Show answers';
export const HIDE_ANSWERS = 'Hide answers';
export const ANSWERS_AUDIT_NOTE = 'Each view of the answers is recorded in Activity.';
export const NOT_FILLED_IN = 'Not filled in yet';
export const NO_PRE_VISIT_FORMS = 'No pre-visit forms for this booking.';
export const answersFailed = (message: string) => `The answers could not be shown: ${message}`;

/** The conditions as staff read them. */
export const QUESTIONNAIRE_CONDITION_LABELS: Record<QuestionnaireCondition, string> = {
  diabetes: 'Diabetes',
  hypertension: 'High blood pressure',
  heart_disease: 'Heart disease',
  bleeding_disorder: 'Bleeding disorder',
  blood_thinners: 'Takes blood thinners',
  pregnant: 'Pregnant',
  fainting_with_needles: 'Faints with needles',
};

/** The answers while shown, and the Show and Hide of one booking's details. */
export interface PreVisitAnswersState {
  shown: boolean;
  answers: AdminQuestionnaire | undefined;
  isLoading: boolean;
  error: string | null;
}

/**
 * Whether staff chose to see the answers, and the answers then. Hide, and closing the dialog, drop them
 * from the query cache at once.
 */
export function usePreVisitAnswers(registrationId: string): PreVisitAnswersState & {
  show(): void;
  hide(): void;
} {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(false);
  const query = useQuery(registrationQuestionnaireQueryOptions(registrationId, shown));
  useEffect(() => () => forgetRegistrationQuestionnaire(queryClient, registrationId), [queryClient, registrationId]);
  return {
    shown,
    answers: shown ? query.data : undefined,
    isLoading: shown && query.isFetching,
    error: shown && query.isError ? query.error.message : null,
    show: () => setShown(true),
    hide() {
      setShown(false);
      forgetRegistrationQuestionnaire(queryClient, registrationId);
    },
  };
}

/** The section as the order details show it. */
export function PreVisitForms({ registrationId, persons }: { registrationId: string; persons: PreVisitSummary[] }) {
  const answers = usePreVisitAnswers(registrationId);
  return <PreVisitFormsView persons={persons} state={answers} onShow={answers.show} onHide={answers.hide} />;
}

const fullName = (person: { firstName: string; lastName: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

/**
 * Each person with their consent and flags, the Show / Hide button and, while shown, the answers.
 * Without hooks: what it shows follows from its props alone.
 */
export function PreVisitFormsView({
  persons,
  state,
  onShow,
  onHide,
}: {
  persons: PreVisitSummary[];
  state: PreVisitAnswersState;
  onShow: () => void;
  onHide: () => void;
}) {
  if (persons.length === 0) return <p className="text-slate-500">{NO_PRE_VISIT_FORMS}</p>;
  const answersOf = (participantId: number) =>
    state.answers?.persons.find((person) => person.participantId === participantId);
  return (
    <div className="space-y-3">
      <ul className="space-y-2" aria-label="Pre-visit forms">
        {persons.map((person) => {
          const answered = answersOf(person.participantId);
          return (
            <li key={person.participantId} className="rounded-lg bg-slate-50 px-3 py-2">
              <PersonLine person={answered ?? person} />
              {state.answers ? <PersonAnswers answers={answered?.answers ?? null} /> : null}
            </li>
          );
        })}
      </ul>
      {state.error ? <Alert variant="error">{answersFailed(state.error)}</Alert> : null}
      <div>
        {state.shown ? (
          <Button variant="outline" size="sm" onClick={onHide}>
            <EyeOff aria-hidden="true" />
            {HIDE_ANSWERS}
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={onShow}>
            <Eye aria-hidden="true" />
            {SHOW_ANSWERS}
          </Button>
        )}
        {state.isLoading ? <span className="ml-2 text-xs text-slate-500">Loading...</span> : null}
        <p className="mt-1 text-xs text-slate-500">{ANSWERS_AUDIT_NOTE}</p>
      </div>
    </div>
  );
}

function PersonLine({
  person,
}: {
  person: {
    firstName: string;
    lastName: string;
    isPrimary: boolean;
    consent: PreVisitConsent;
    flags: QuestionnaireFlag[];
  };
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-medium text-slate-900">
        {fullName(person)}
        {person.isPrimary ? <span className="ml-1.5 text-xs font-normal text-slate-500">(primary)</span> : null}
      </span>
      <PreVisitBadges consent={person.consent} flags={person.flags} />
    </p>
  );
}

function AnswerRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,8rem)_1fr] gap-3 py-1">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

const orNone = (text: string) => (text.trim() ? text : <span className="text-slate-500">None</span>);

/** One person's answers, or that the form is not filled in yet. */
function PersonAnswers({ answers }: { answers: QuestionnaireAnswersView | null }) {
  if (!answers) return <p className="mt-1 text-slate-600">{NOT_FILLED_IN}</p>;
  const conditions = answers.conditions.map((condition) => QUESTIONNAIRE_CONDITION_LABELS[condition]);
  return (
    <dl className="mt-2 border-t border-slate-200 pt-1">
      <AnswerRow label="Medicines">{orNone(answers.medicines)}</AnswerRow>
      <AnswerRow label="Allergies">{orNone(answers.allergies)}</AnswerRow>
      <AnswerRow label="Conditions">{orNone(conditions.join(', '))}</AnswerRow>
      <AnswerRow label="Consent">
        Signed “{answers.consent.signedName}” on {formatTimestamp(answers.consent.signedAt)} · text version{' '}
        {answers.consent.textVersion}
      </AnswerRow>
    </dl>
  );
}
