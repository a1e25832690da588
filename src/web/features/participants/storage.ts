import type { ParticipantForm } from '@domain/participants/schemas';
import { MEMBER_GENDERS } from '@domain/shared/gender';
import { z } from 'zod';
import { MAX_PARTICIPANTS } from './participant-list';

// Spec 000 §2 and §9: 'Continue' keeps the participants list in local storage for the next step. The
// list is kept with the event it was made for, so another event's booking never picks it up, and it
// is removed once the booking is made (it holds ID numbers and dates of birth). Every key is here.

export const PARTICIPANT_STORAGE_KEYS = {
  /** localStorage: the participants list (JSON array). */
  participants: 'bookingParticipants',
  /** localStorage: the event id the list was made for. */
  eventId: 'bookingParticipantsEventId',
} as const;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function localStore(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const amount = z.string().regex(/^\d+\.\d{2}$/);
const text = z.string().nullable();

/**
 * A participant before the booking exists (spec 000 §3, Participant): the form's values, the
 * participant's id (the client time it was added), whether it is the primary contact and its price.
 */
export const draftParticipantSchema = z.object({
  id: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  identificationNumber: z.string(),
  /** 'yyyy-MM-dd'. */
  dateOfBirth: z.string(),
  gender: z.enum(MEMBER_GENDERS),
  packageId: z.number().int().positive(),
  isAiaMember: z.boolean(),
  isVitalityMember: z.boolean(),
  aiaMemberId: text,
  vitalityMembershipNo: text,
  email: text,
  mobileNumber: text,
  medicalConditions: text,
  isPrimary: z.boolean(),
  /** Display only: the server prices the booking. */
  packagePrice: amount,
  originalPrice: amount,
  discountAmount: amount,
  registrationId: z.null(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DraftParticipant = z.infer<typeof draftParticipantSchema>;

const draftListSchema = z.array(draftParticipantSchema).max(MAX_PARTICIPANTS);

/** A participant from the form's values, priced for display. */
export function toDraftParticipant(
  values: ParticipantForm,
  prices: { packagePrice: string; originalPrice: string; discountAmount: string },
  id: string,
  now: string,
  previous?: DraftParticipant,
): DraftParticipant {
  const isAiaMember = values.isAiaMember === true;
  const vitalityMembershipNo = values.vitalityMembershipNo || null;
  return {
    id,
    firstName: values.firstName,
    lastName: values.lastName,
    identificationNumber: values.identificationNumber,
    dateOfBirth: values.dateOfBirth,
    gender: values.gender,
    packageId: values.packageId,
    isAiaMember,
    isVitalityMember: vitalityMembershipNo !== null,
    // Spec 000 §5: sent as null when the member box is not ticked.
    aiaMemberId: isAiaMember ? values.aiaMemberId || null : null,
    vitalityMembershipNo,
    email: values.email ?? null,
    mobileNumber: values.mobileNumber ?? null,
    medicalConditions: values.medicalConditions || null,
    isPrimary: previous?.isPrimary ?? false,
    ...prices,
    registrationId: null,
    createdAt: previous?.createdAt ?? now,
    updatedAt: now,
  };
}

export function saveDraftParticipants(
  eventId: number,
  list: readonly DraftParticipant[],
  store: KeyValueStore | null = localStore(),
): void {
  try {
    store?.setItem(PARTICIPANT_STORAGE_KEYS.participants, JSON.stringify(list));
    store?.setItem(PARTICIPANT_STORAGE_KEYS.eventId, String(eventId));
  } catch {
    // full or switched off: the next step asks for the details again
  }
}

/** The list kept for this event, or [] (nothing kept, another event's, or not of the right shape). */
export function readDraftParticipants(eventId: number, store: KeyValueStore | null = localStore()): DraftParticipant[] {
  if (!store) return [];
  if (store.getItem(PARTICIPANT_STORAGE_KEYS.eventId) !== String(eventId)) return [];
  let value: unknown = null;
  try {
    value = JSON.parse(store.getItem(PARTICIPANT_STORAGE_KEYS.participants) ?? 'null');
  } catch {
    // unreadable: cleared below
  }
  const parsed = draftListSchema.safeParse(value);
  if (parsed.success && parsed.data.filter((person) => person.isPrimary).length <= 1) return parsed.data;
  clearDraftParticipants(store);
  return [];
}

export function clearDraftParticipants(store: KeyValueStore | null = localStore()): void {
  store?.removeItem(PARTICIPANT_STORAGE_KEYS.participants);
  store?.removeItem(PARTICIPANT_STORAGE_KEYS.eventId);
}
