// What the booking pages share: the wizard (features/booking), the older flow (features/older-flow)
// and the participants page (features/participants) each import these from here, rather than keeping a
// copy. The event they all read is the events feature's (useEvent).
//
// Only pages that load on demand import this folder: the bundler puts everything a module re-exported here
// needs (the form fields, the radio group, react-hook-form) in the chunks of whoever imports it, so an
// import from the home page or the event page's shell would add them to the first load.

export { SupportContact } from '@/components/support-contact';
export { AddressFields, type AddressFieldsProps } from './address-fields';
export { DateOfBirthInput } from './date-of-birth-input';
export { useGenderLabel } from './gender-label';
export { emptyHouseholdMember } from './household-member';
export { type PersonField, PersonFields, type PersonFieldsProps } from './person-fields';
export { PricedPeople, type PricedPersonLine, PriceRow } from './price-parts';
export { PrivacyConsent, type PrivacyConsentProps } from './privacy-consent';
export { SmsReminders, type SmsRemindersChoice, type SmsRemindersProps } from './sms-reminders';
export { StatusBadge } from './status-badge';
export { VisitGuidance, type VisitGuidanceProps } from './visit-guidance';
