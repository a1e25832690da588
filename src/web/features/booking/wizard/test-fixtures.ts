import type { HouseholdMemberEntry } from './use-booking-wizard';

/** A household member as the add dialog hands it to the wizard (unit tests only). */
export const householdMemberFixture: HouseholdMemberEntry = {
  id: '1',
  // i18n-ignore: a test's person, never shown to a customer
  firstName: 'Wei Jie',
  // i18n-ignore: a test's person, never shown to a customer
  lastName: 'Tan',
  identificationNumber: 'S8012345J',
  dateOfBirth: '1980-03-02',
  // i18n-ignore: the value a form sends, not a text
  gender: 'Male',
  packageId: 2,
};
