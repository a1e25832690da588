import type { Questionnaire, QuestionnaireAnswers, QuestionnairePerson } from '@domain/questionnaire/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiPut, retryLostConnection } from '@/lib/api';
import { BOOKING_TOKEN_HEADER } from '@/lib/booking-token';

// The calls of "Prepare for your visit" (DESIGN §8.11): the booking's pre-visit forms, read and saved
// with the booking's token in X-Booking-Token (never in the address). The answers come back in the
// page's language already, as every customer call's.

const questionnaireUrl = (reference: string) => `/api/registrations/${encodeURIComponent(reference)}/questionnaire`;

const tokenHeaders = (token: string) => ({ headers: { [BOOKING_TOKEN_HEADER]: token } });

export const questionnaireQueryOptions = (reference: string, token: string) =>
  queryOptions({
    queryKey: ['/api/registrations/questionnaire', reference, token],
    queryFn: async (): Promise<Questionnaire> =>
      (await apiGet<Questionnaire>(questionnaireUrl(reference), tokenHeaders(token))).data,
    retry: retryLostConnection,
    staleTime: 60_000,
  });

/** One person's answers: the main person's participantId is 0, each household member's their own. */
export async function saveQuestionnaireAnswers(
  reference: string,
  token: string,
  participantId: number,
  answers: QuestionnaireAnswers,
): Promise<QuestionnairePerson> {
  return (
    await apiPut<QuestionnairePerson>(
      `${questionnaireUrl(reference)}/${encodeURIComponent(String(participantId))}`,
      answers,
      tokenHeaders(token),
    )
  ).data;
}

/** The booking's forms with one person's saved answers in place of what was there. */
export function withSavedPerson(questionnaire: Questionnaire, saved: QuestionnairePerson): Questionnaire {
  return {
    ...questionnaire,
    persons: questionnaire.persons.map((person) => (person.participantId === saved.participantId ? saved : person)),
  };
}

/**
 * A 400's field messages by the field's path ('consent.signedName'), the first of each; the envelope
 * names it `path` (some answers `field`). Any other error has none.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const errors: Record<string, string> = {};
  for (const issue of (error.body?.errors ?? []) as { path?: string; field?: string; message: string }[]) {
    const path = issue.path ?? issue.field;
    if (path && !errors[path]) errors[path] = issue.message;
  }
  return errors;
}

export interface SaveAnswersInput {
  participantId: number;
  answers: QuestionnaireAnswers;
}

/** Saves a person's form; the page's forms then show it done. A closed booking (409) is read again. */
export function useSaveQuestionnaireAnswers(reference: string, token: string) {
  const queryClient = useQueryClient();
  const { queryKey } = questionnaireQueryOptions(reference, token);
  return useMutation({
    mutationFn: ({ participantId, answers }: SaveAnswersInput) =>
      saveQuestionnaireAnswers(reference, token, participantId, answers),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, (current) => (current ? withSavedPerson(current, saved) : current));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
