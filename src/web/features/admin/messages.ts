// Every text of the admin area that the spec gives (001 §2, §4, §8), word for word, and the few the
// spec leaves open. Form validation messages come with the schemas in @domain/admin-schemas.

export const ADMIN_TITLE = 'Health Screening Admin';

// Session (spec 001 §8).
export * from './auth/session-messages';

// Login page (spec 001 §2: the side panel's title and tagline are not given word for word).
export const LOGIN_PORTAL_TITLE = 'Admin Portal';
export const LOGIN_PORTAL_TAGLINE =
  'Manage screening events, packages and registrations for home-based health screening.';

// Shell (spec 001 §2).
export const NOT_ALLOWED_TITLE = 'Admin not allow to go to appointment page';
export const NOT_ALLOWED_TEXT = 'Please relogin to the admin account';
export const welcomeMessage = (username: string) => `Welcome, ${username}`;
export const SIGN_OUT_EVERYWHERE_LABEL = 'Sign out everywhere';
export const SIGN_OUT_EVERYWHERE_QUESTION = 'Sign out everywhere?';
export const SIGN_OUT_EVERYWHERE_TEXT =
  'This ends every session of your account: in this browser and on every other device. Everyone using it will need to log in again.';
export const SIGNING_OUT_EVERYWHERE = 'Signing out...';
export const SIGNED_OUT_EVERYWHERE_TITLE = 'Signed out everywhere';
export const signedOutEverywhereText = (sessions: number) =>
  `${sessions} session${sessions === 1 ? '' : 's'} ended. Please log in again.`;
export const SIGN_OUT_EVERYWHERE_FAILED_TITLE = 'Sign out everywhere failed';
export const SIGN_OUT_EVERYWHERE_FAILED_FALLBACK = 'Your sessions could not be ended. Please try again.';
export const PAYMENT_SETTINGS_LINK = 'Payment settings';

// Dashboard (spec 001 §1, §2).
export const DASHBOARD_HEADING = 'Dashboard';
export const BOOKING_AS_CUSTOMER_NOTICE =
  'Admins cannot use the customer booking module. Please log out to book an appointment as a customer, to prevent authentication conflicts.';
export const PAYMENT_PROVIDER_NAME = 'Braintree';
/** The Payments card in test mode (the Payments tab's own word for it): nothing is charged. */
export const SIMULATED_PAYMENTS_NAME = 'Test Mode';

// Failures of a change (spec 001 §8): a destructive toast titled 'Error'.
export const ERROR_TITLE = 'Error';
export type ChangeAction = 'create' | 'update' | 'delete';
export const changeFailedMessage = (action: ChangeAction, entity: string, message: string) =>
  `Failed to ${action} ${entity}: ${message}`;

// Events tab (spec 001 §2, §8).
export const EVENT_CREATED = 'Event created';
export const EVENT_UPDATED = 'Event updated';
export const EVENT_DELETED = 'Event deleted';
export const NO_EVENTS = 'No events found. Add one to get started.';
export const deleteEventQuestion = (name: string) =>
  `Are you sure you want to delete the event "${name}"? This action cannot be undone.`;

// Packages tab.
export const PACKAGE_CREATED = 'Package created';
export const PACKAGE_UPDATED = 'Package updated';
export const PACKAGE_DELETED = 'Package deleted';
export const NO_PACKAGES = 'No packages found. Add one to get started.';
export const deletePackageQuestion = (name: string) =>
  `Are you sure you want to delete the package "${name}"? This action cannot be undone.`;

// Orders tab.
export const NO_ORDERS = 'No orders found.';
export const NOT_PROVIDED = 'Not provided';
export const REGISTRATION_UPDATED = 'Registration updated';
export const registrationUpdateFailed = (message: string) => `Failed to update registration: ${message}`;
// ID numbers in the order details (DESIGN §8.3): masked, "Show" reveals one (audited).
export const SHOW_ID_NUMBER = 'Show';
export const HIDE_ID_NUMBER = 'Hide';
export const idNumberOf = (firstName: string, lastName: string) => `ID number of ${firstName} ${lastName}`.trim();
export const revealIdNumberFailed = (message: string) => `Failed to show the ID number: ${message}`;
/** 'DD/MM/YYYY' (Singapore date). */
export const personalDataErasedNote = (date: string) => `Personal data erased on ${date}`;

// Holidays tab.
export const HOLIDAY_CREATED = 'Holiday created';
export const HOLIDAY_UPDATED = 'Holiday updated';
export const HOLIDAY_DELETED = 'Holiday deleted';
export const NO_HOLIDAYS = 'No public holidays found. Create your first holiday to get started.';
export const deleteHolidayQuestion = (name: string) =>
  `Are you sure you want to delete the holiday "${name}"? This action cannot be undone.`;
