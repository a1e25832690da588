// A person's gender as each request spells it, and the one set of words every page shows for it. The
// spellings are the spec's and stay exactly as they are on the wire:
// - the person booking in the main flow, and the waitlist, send 'male' or 'female' (spec 000 §5);
// - the older flow's form adds 'other' (spec 000 §5, older registration form);
// - household members and the participants page send 'Male' or 'Female' (spec 000 §3, §5); the
//   participants list answers 'Other' for a primary contact who booked through the older flow.
// Every spelling reads 'Male', 'Female' or 'Other' (the English `messages` catalogue's gender.*).
import { MESSAGES } from './texts';

const WORDS = MESSAGES.gender;

export const BOOKER_GENDERS = ['male', 'female'] as const;
export const OLDER_FLOW_GENDERS = ['male', 'female', 'other'] as const;
export const MEMBER_GENDERS = ['Male', 'Female'] as const;
export const PARTICIPANT_GENDERS = ['Male', 'Female', 'Other'] as const;

export type BookerGender = (typeof BOOKER_GENDERS)[number];
export type OlderFlowGender = (typeof OLDER_FLOW_GENDERS)[number];
export type MemberGender = (typeof MEMBER_GENDERS)[number];
export type ParticipantGender = (typeof PARTICIPANT_GENDERS)[number];
export type Gender = OlderFlowGender | ParticipantGender;

/** Spec 000 §3: a household member's form starts on Male. */
export const DEFAULT_MEMBER_GENDER: MemberGender = 'Male';

export const GENDER_LABELS: Readonly<Record<Gender, string>> = Object.freeze({
  male: WORDS.male,
  female: WORDS.female,
  other: WORDS.other,
  Male: WORDS.male,
  Female: WORDS.female,
  Other: WORDS.other,
});

const isGender = (value: string): value is Gender => Object.hasOwn(GENDER_LABELS, value);

/** 'female' and 'Female' → 'Female'. A value no form sends (an older row's) is shown capitalised. */
export function genderLabel(gender: string): string {
  if (isGender(gender)) return GENDER_LABELS[gender];
  return gender.charAt(0).toUpperCase() + gender.slice(1).toLowerCase();
}

/** The choices of a form that sends these spellings, in this order, each with its words. */
export const genderOptions = <G extends Gender>(genders: readonly G[]): { value: G; label: string }[] =>
  genders.map((value) => ({ value, label: GENDER_LABELS[value] }));

/** A household member's gender as the person booking's form spells it: 'Male' → 'male'. */
export const bookerGenderOf = (gender: MemberGender): BookerGender => (gender === 'Male' ? 'male' : 'female');
