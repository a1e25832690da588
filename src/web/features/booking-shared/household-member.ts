import type { HouseholdMemberInput } from '@domain/bookings/schemas';
import { DEFAULT_MEMBER_GENDER } from '@domain/shared/gender';

/** A household member's form as it opens (spec 000 §3): nothing typed yet, Male, the package given. */
export const emptyHouseholdMember = (packageId: number): HouseholdMemberInput => ({
  firstName: '',
  lastName: '',
  identificationNumber: '',
  dateOfBirth: '',
  gender: DEFAULT_MEMBER_GENDER,
  packageId: String(packageId),
});
