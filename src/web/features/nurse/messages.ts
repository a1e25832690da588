import type { VisitEventType, VisitResult } from '@domain/nurse/schemas';

// The words of the nurse's phone view (DESIGN §8.12). Like the admin area it is for the clinic's
// staff and stays English, so its texts live here rather than in the customers' catalogues.

export const NURSE_PAGE_TITLE = 'Your visits';
export const NURSE_APP_NAME = 'Nurse view';
export const SIGN_IN_TITLE = 'Nurse sign-in';
export const SIGN_IN_TEXT = 'Sign in with your staff account to see your visits.';
export const SIGN_IN_BUTTON = 'Sign in';
export const SIGNING_IN = 'Signing in...';
export const SIGN_IN_FAILED = 'Sign-in failed: check your username and password.';
export const SIGN_IN_OFFLINE = 'No signal: signing in needs a connection.';
export const SIGN_OUT_BUTTON = 'Sign out';
export const SIGNING_OUT = 'Signing out...';
export const CHECKING_SESSION = 'Checking your session';
export const NOT_A_NURSE_TEXT = 'You are signed in with an account that has no visits of its own.';
export const SESSION_CHECK_FAILED = 'Your account could not be checked. Try again when you have signal.';
export const SIGNED_IN_AS = 'Signed in as';

export const TODAY = 'Today';
export const TOMORROW = 'Tomorrow';
export const DAY_SWITCH_LABEL = 'Which day';
export const LOADING_VISITS = 'Loading your visits';
export const NO_VISITS = 'No visits for you on this day.';
export const VISITS_FAILED = 'Your visits could not be loaded.';
export const TRY_AGAIN = 'Try again';
export const VISIT_COUNT = (count: number) => (count === 1 ? '1 visit' : `${count} visits`);

/** Shown over a list kept on the phone: the time it was last fetched ('HH:mm', Singapore). */
export const offlineListText = (time: string) => `Offline — showing the list from ${time}`;
export const WAITING_FOR_SIGNAL = 'Waiting for signal';
export const SENDING = 'Sending...';
export const SIGN_IN_TO_SEND = 'Sign in again to send';
export const unsentCountText = (count: number) =>
  count === 1 ? '1 press waiting for signal' : `${count} presses waiting for signal`;
export const NOT_SENT = 'Not sent';
export const DISMISS = 'Dismiss';

export const PRESS_LABELS: Record<VisitEventType, string> = {
  on_my_way: 'On my way',
  arrived: 'Arrived',
  done: 'Done',
};

export const pressesLabel = (order: number) => `Presses for visit ${order}`;
export const VISIT_LOG_LABEL = 'What was pressed';
export const NOTHING_PRESSED = 'Nothing pressed yet';
export const visitHeading = (order: number, time: string) => `${order}. ${time}`;
export const FIRST_VISIT = 'First visit of the day';
export const distanceText = (km: number) => `${km.toFixed(1)} km from the previous visit`;
export const OPEN_MAP = 'Open map';
export const CALL = 'Call';
export const ADDRESS_NEEDED = 'Address needed';
export const PERSONS_LABEL = 'Persons';
export const VISIT_CANCELLED = 'This visit is cancelled';
export const VISIT_DONE = 'Visit done';

export const OUTCOME_TITLE = 'How did the visit go?';
export const OUTCOME_TEXT = 'Give an outcome for each person, then send.';
export const OUTCOME_SUBMIT = 'Send Done';
export const OUTCOME_CANCEL = 'Back';
export const OUTCOME_CHOOSE = 'Choose how it went';
export const OUTCOME_NOTE_LABEL = 'What was not done';
export const RESULT_LABELS: Record<VisitResult, string> = {
  screened: 'Screened',
  partly: 'Partly',
  refused: 'Refused',
  not_home: 'Not at home',
};
