import type { HouseholdMemberEntry } from './use-booking-wizard';

/** A household member as the add dialog hands it to the wizard (unit tests only). */
export const householdMemberFixture: HouseholdMemberEntry = {
  id: '1',
  firstName: 'Wei Jie',
  lastName: 'Tan',
  identificationNumber: 'S8012345J',
  dateOfBirth: '1980-03-02',
  gender: 'Male',
  packageId: 2,
};
