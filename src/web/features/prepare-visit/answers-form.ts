import {
  isSignedNameOf,
  type QuestionnaireAnswers,
  type QuestionnaireCondition,
  type QuestionnairePerson,
  questionnaireAnswersSchema,
  signedNameMismatchMessage,
} from '@domain/questionnaire/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';

// One person's form as react-hook-form holds it, checked by the rules the server checks it by (the
// shared schema), and the typed name against the person's own name, as the server does.

export interface AnswersFormValues {
  medicines: string;
  allergies: string;
  conditions: QuestionnaireCondition[];
  consent: { agreed: boolean; signedName: string };
}

/** A pending person's form is empty; a done person's starts from the answers given. */
export function formValuesOf(person: QuestionnairePerson): AnswersFormValues {
  const answers = person.answers;
  return {
    medicines: answers?.medicines ?? '',
    allergies: answers?.allergies ?? '',
    conditions: answers?.conditions ?? [],
    consent: { agreed: answers !== null, signedName: answers?.consent.signedName ?? '' },
  };
}

/** The schema's resolver, and the signed name's mismatch with the person's name under consent.signedName. */
export function answersResolver(
  person: Pick<QuestionnairePerson, 'firstName' | 'lastName'>,
): Resolver<AnswersFormValues, unknown, QuestionnaireAnswers> {
  // The schema's input asks agreed: true; the form holds the box's state until then.
  const schemaResolver = zodResolver(questionnaireAnswersSchema) as unknown as Resolver<
    AnswersFormValues,
    unknown,
    QuestionnaireAnswers
  >;
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const signedName = values.consent.signedName.trim();
    if (!signedName || isSignedNameOf(signedName, person)) return result;
    const errors: FieldErrors<AnswersFormValues> = {
      ...result.errors,
      consent: {
        ...result.errors.consent,
        signedName: { type: 'validate', message: signedNameMismatchMessage(person) },
      },
    };
    return { values: {}, errors };
  };
}
