import { NO_BENEFITS_MESSAGE } from '@domain/bookings/messages';
import { normalizeId } from '@domain/shared/identity';
import type { InsurerAdapter, InsurerVerification } from './types';

interface RosterEntry {
  identificationNumber: string;
  dateOfBirth: string;
  /** When set, the member is recognised only with this Vitality number. */
  vitalityMembershipNo?: string;
  answer: Omit<InsurerVerification, 'status'>;
}

/** DESIGN §7: the built-in members used when INSURER_API_URL is unset (demo and tests). */
export const INSURER_ROSTER: readonly RosterEntry[] = [
  {
    identificationNumber: 'S1234567D',
    dateOfBirth: '1980-01-01',
    answer: {
      isAiaMember: true,
      isVitalityMember: false,
      message: 'AIA Health Shield membership verified. Member pricing will apply.',
      benefitProfileData: { programme: 'AIA Health Shield' },
    },
  },
  {
    identificationNumber: 'S2345678H',
    dateOfBirth: '1985-06-15',
    vitalityMembershipNo: 'V123456789',
    answer: {
      isAiaMember: false,
      isVitalityMember: true,
      message: 'Vitality membership verified. Member pricing will apply.',
      benefitProfileData: { programme: 'AIA Vitality' },
    },
  },
];

export function createRosterInsurer(roster: readonly RosterEntry[] = INSURER_ROSTER): InsurerAdapter {
  return {
    async verify(input) {
      const id = normalizeId(input.identificationNumber);
      const vitalityNo = input.vitalityMembershipNo ? normalizeId(input.vitalityMembershipNo) : undefined;
      // The date of birth must match too: an NRIC alone is never treated as a credential.
      const entry = roster.find(
        (member) =>
          member.identificationNumber === id &&
          member.dateOfBirth === input.dateOfBirth &&
          (member.vitalityMembershipNo === undefined || member.vitalityMembershipNo === vitalityNo),
      );
      if (!entry) {
        return {
          status: 'not_found',
          isAiaMember: false,
          isVitalityMember: false,
          message: NO_BENEFITS_MESSAGE,
          benefitProfileData: null,
        };
      }
      return { status: 'success', ...entry.answer };
    },
  };
}
