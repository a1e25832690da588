import { plural } from '@domain/events/messages';

// Texts of staff sign-in that the web's admin pages and the server both use (spec 001 §5 where it
// gives the text; the server's own refusals where it does not). Apart from the customer texts so that
// they stay out of the customer pages' bundle.

/** Spec 001 §5, login. */
export const USERNAME_REQUIRED_MESSAGE = 'Username is required';
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
/** Not in the spec: the admin session and sign-in. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';
export const ADMIN_LOGIN_REQUIRED_MESSAGE = 'Please log in as an admin to continue';
export const ADMIN_ROLE_REQUIRED_MESSAGE = 'Only admins can use the admin area';
export const LOGIN_RATE_LIMITED_MESSAGE = 'Too many login attempts. Please wait a few minutes and try again.';
/** The wait after repeated failures of one account from one network: seconds below a minute, else minutes. */
export const loginSlowedMessage = (seconds: number) =>
  `Too many failed login attempts for this account from your network. Please try again in ${
    seconds < 60 ? plural(Math.max(1, Math.ceil(seconds)), 'second') : plural(Math.ceil(seconds / 60), 'minute')
  }.`;
export const LOGOUT_SUCCESS_MESSAGE = 'You have been logged out';
export const LOGOUT_EVERYWHERE_MESSAGE = 'You have been signed out everywhere: every session of your account has ended';

/** Staff accounts (DESIGN §8.12). */
export const STAFF_ROLE_MESSAGE = 'Role must be admin, nurse or doctor';
export const STAFF_USERNAME_MESSAGE =
  'Username must be 3 to 50 characters: lower-case letters, digits, dots, dashes or underscores';
export const DISPLAY_NAME_REQUIRED_MESSAGE = 'Display name is required';
export const STAFF_PASSWORD_MESSAGE = 'Password must be at least 12 characters';
export const USERNAME_TAKEN_MESSAGE = 'A staff account with this username already exists';
export const STAFF_CREATED_MESSAGE = 'Staff account created';
