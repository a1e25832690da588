import type { MembershipNotCheckedReason } from '@domain/bookings/responses';
import type { HouseholdMember } from '@domain/bookings/schemas';
import type { DiscountResult } from '@domain/discounts/responses';
import { useCallback, useMemo, useReducer } from 'react';
import { bookingText } from '../booking-texts';

export type WizardStep = 1 | 2 | 3 | 4;
export const WIZARD_STEPS = [1, 2, 3, 4] as const satisfies readonly WizardStep[];

/** A household member added in step 4, as the add dialog's schema parsed it; the main person is step 1's details. */
export type HouseholdMemberEntry = HouseholdMember & {
  /** Client-side key only (spec: "id (client timestamp)"). */
  id: string;
};

export interface MemberVerification {
  /** The ID, date of birth and Vitality number the result belongs to; null until verification has run. */
  verifiedFor: string | null;
  isAiaMember: boolean;
  isVitalityMember: boolean;
  /** Set when the membership could not be checked (standard pricing until it is checked again). */
  notChecked?: MembershipNotCheckedReason | null;
}

/** The membership the booking is priced with: the verification, or the server's word after it refused a total. */
export interface Membership {
  /** AIA or Vitality (spec 000 §4: Vitality counts as a member too). */
  isMember: boolean;
  isAiaMember: boolean;
  isVitalityMember: boolean;
}

export interface AppliedDiscount extends DiscountResult {
  /** The amount and membership it was validated against; a change triggers a new check. */
  validatedFor: string;
}

export interface WizardState {
  step: WizardStep;
  /** True once the appointment step (or a later one) has been shown since the details were last edited. */
  hasReachedAppointment: boolean;
  verification: MemberVerification;
  /**
   * Whether the server counts the customer as a member, from its price-changed answer (it verifies
   * again and its price wins, DESIGN §5.1); null until then. A new verification clears it.
   */
  serverIsMember: boolean | null;
  /** Why the server could not check the membership when it priced the booking at standard prices; null otherwise. */
  serverNotChecked: MembershipNotCheckedReason | null;
  packageId: number | null;
  /** The postal code the date and time below were offered for. */
  appointmentPostalCode: string | null;
  date: string | null;
  timeslotId: number | null;
  members: HouseholdMemberEntry[];
  discount: AppliedDiscount | null;
}

type Action =
  | { type: 'goTo'; step: WizardStep }
  | { type: 'verified'; verification: MemberVerification }
  | { type: 'serverMembership'; isMember: boolean; notChecked?: MembershipNotCheckedReason | null }
  | { type: 'detailsDone'; postalCode: string }
  | { type: 'skipToAppointment'; postalCode: string }
  | { type: 'selectPackage'; packageId: number }
  | { type: 'selectDate'; date: string }
  | { type: 'selectTimeslot'; timeslotId: number | null }
  | { type: 'addMember'; member: HouseholdMemberEntry }
  | { type: 'removeMember'; id: string }
  | { type: 'setDiscount'; discount: AppliedDiscount | null };

const NOT_VERIFIED: MemberVerification = { verifiedFor: null, isAiaMember: false, isVitalityMember: false };

export const initialWizardState: WizardState = {
  step: 1,
  hasReachedAppointment: false,
  verification: NOT_VERIFIED,
  serverIsMember: null,
  serverNotChecked: null,
  packageId: null,
  appointmentPostalCode: null,
  date: null,
  timeslotId: null,
  members: [],
  discount: null,
};

export function wizardReducer(state: WizardState, action: Action): WizardState {
  switch (action.type) {
    case 'goTo':
      // Spec 000 §4: going back from the appointment step (or later) to the details clears the verified
      // flag, so verification runs again. That holds for 3 → 2 → 1 too; a visitor who has only seen
      // the package step keeps the result.
      if (action.step === 1) {
        const hasReachedAppointment = state.hasReachedAppointment || state.step >= 3;
        return hasReachedAppointment
          ? {
              ...state,
              step: 1,
              hasReachedAppointment: false,
              verification: NOT_VERIFIED,
              serverIsMember: null,
              serverNotChecked: null,
            }
          : { ...state, step: 1 };
      }
      return { ...state, step: action.step, hasReachedAppointment: state.hasReachedAppointment || action.step >= 3 };
    case 'verified':
      return { ...state, verification: action.verification, serverIsMember: null, serverNotChecked: null };
    case 'serverMembership':
      return { ...state, serverIsMember: action.isMember, serverNotChecked: action.notChecked ?? null };
    case 'detailsDone':
      // Timeslots depend on the region: a new postal code invalidates the chosen date and time.
      if (state.appointmentPostalCode === action.postalCode) return { ...state, step: 2 };
      return { ...state, step: 2, appointmentPostalCode: action.postalCode, date: null, timeslotId: null };
    case 'skipToAppointment':
      // Spec 000 §4, partner flow: pre-filled details, a package and timeslots take the visitor straight
      // to the appointment step; step 1's details were checked and verified on the way.
      return {
        ...state,
        step: 3,
        hasReachedAppointment: true,
        appointmentPostalCode: action.postalCode,
        date: state.appointmentPostalCode === action.postalCode ? state.date : null,
        timeslotId: state.appointmentPostalCode === action.postalCode ? state.timeslotId : null,
      };
    case 'selectPackage':
      return { ...state, packageId: action.packageId };
    case 'selectDate':
      // Spec 000 §4: choosing a different date resets the chosen timeslot.
      return action.date === state.date ? state : { ...state, date: action.date, timeslotId: null };
    case 'selectTimeslot':
      return { ...state, timeslotId: action.timeslotId };
    case 'addMember':
      return { ...state, members: [...state.members, action.member] };
    case 'removeMember':
      return { ...state, members: state.members.filter((member) => member.id !== action.id) };
    case 'setDiscount':
      return { ...state, discount: action.discount };
  }
}

/** The key a verification result belongs to: new details need a new verification. */
export function verificationKey(details: {
  identificationNumber: string;
  dateOfBirth: string;
  vitalityMembershipNo?: string;
}): string {
  return [details.identificationNumber, details.dateOfBirth, details.vitalityMembershipNo ?? ''].join('|');
}

const NO_MEMBERSHIP: Membership = { isMember: false, isAiaMember: false, isVitalityMember: false };

export function membershipOf(state: Pick<WizardState, 'verification' | 'serverIsMember'>): Membership {
  const { isAiaMember, isVitalityMember } = state.verification;
  const isMember = state.serverIsMember ?? (isAiaMember || isVitalityMember);
  return isMember ? { isMember, isAiaMember, isVitalityMember } : NO_MEMBERSHIP;
}

/**
 * Spec 000 §2 member badge: 'AIA Member', 'Vitality Member' or 'Member' (the server said so, programme
 * unknown), in the page's language.
 */
export function memberBadgeLabel(membership: Membership): string | null {
  if (!membership.isMember) return null;
  if (membership.isAiaMember) return bookingText('memberBadge.aia');
  if (membership.isVitalityMember) return bookingText('memberBadge.vitality');
  return bookingText('memberBadge.member');
}

/** `initialPackageId`: a package chosen before the visit starts (the partner's, spec 000 §4). */
export function useBookingWizard(initialPackageId: number | null = null) {
  const [state, dispatch] = useReducer(wizardReducer, initialPackageId, (packageId) => ({
    ...initialWizardState,
    packageId,
  }));
  const goTo = useCallback((step: WizardStep) => dispatch({ type: 'goTo', step }), []);
  const actions = useMemo(
    () => ({
      goTo,
      setVerification: (verification: MemberVerification) => dispatch({ type: 'verified', verification }),
      setServerMembership: (isMember: boolean, notChecked: MembershipNotCheckedReason | null = null) =>
        dispatch({ type: 'serverMembership', isMember, notChecked }),
      completeDetails: (postalCode: string) => dispatch({ type: 'detailsDone', postalCode }),
      skipToAppointment: (postalCode: string) => dispatch({ type: 'skipToAppointment', postalCode }),
      selectPackage: (packageId: number) => dispatch({ type: 'selectPackage', packageId }),
      selectDate: (date: string) => dispatch({ type: 'selectDate', date }),
      selectTimeslot: (timeslotId: number | null) => dispatch({ type: 'selectTimeslot', timeslotId }),
      addMember: (member: HouseholdMemberEntry) => dispatch({ type: 'addMember', member }),
      removeMember: (id: string) => dispatch({ type: 'removeMember', id }),
      setDiscount: (discount: AppliedDiscount | null) => dispatch({ type: 'setDiscount', discount }),
    }),
    [goTo],
  );
  const { verification, serverIsMember } = state;
  const membership = useMemo(() => membershipOf({ verification, serverIsMember }), [verification, serverIsMember]);
  // The server's word, from its latest refusal, else the verification's.
  const membershipNotChecked =
    state.serverIsMember === null ? (verification.notChecked ?? null) : state.serverNotChecked;
  return {
    state,
    actions,
    membership,
    isMember: membership.isMember,
    membershipNotChecked,
    personCount: 1 + state.members.length,
  };
}

export type BookingWizard = ReturnType<typeof useBookingWizard>;
