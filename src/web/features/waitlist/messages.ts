// The waitlist's texts on the web side (DESIGN §8.6); the ones the server shares are in @domain/waitlist.

export const WAITLIST_SUBMIT_LABEL = 'Join the waitlist';
export const WAITLIST_LINK_TEXT = 'None of these suit you? Join the waitlist';
export const WAITLIST_FORM_TITLE = 'Join the waitlist';
export const WAITLIST_FORM_TEXT =
  'Tell us the days and time of day that suit you. When a visit frees up, we email you a link to book it.';
/** When all the region's visits are in one part of the day, there is no time of day to choose. */
export const WAITLIST_FORM_DAYS_TEXT =
  'Tell us the days that suit you. When a visit frees up, we email you a link to book it.';
export const WAITLIST_NO_SLOTS_TEXT = 'You can join the waitlist and we will email you when a visit frees up.';
export const waitlistJoinedMessage = (position: number) =>
  `You are on the waitlist (number ${position} in the queue). Once you confirm your mobile number below, we will email and text you when a visit frees up.`;
export const WAITLIST_LEAVE_NOTE = 'The email we sent you has a link to leave the waitlist at any time.';
export const WAITLIST_JOIN_FAILED_TITLE = 'Could not join the waitlist';
export const WAITLIST_JOIN_FAILED_MESSAGE = 'Something went wrong. Please try again.';
export const WAITLIST_DETAILS_MISSING_MESSAGE = 'Please complete your details in step 1 first.';
export const WAITLIST_PACKAGE_MISSING_MESSAGE = 'Please choose a package in step 2 first.';

// Proving the mobile (DESIGN §8.9): the form after joining and the email's /waitlist/confirm page.
// What the server and the email share (where the code went, the limits) is in @domain/waitlist.
export const WAITLIST_CODE_TITLE = 'Confirm your mobile number';
export const WAITLIST_CODE_LABEL = 'Code from the text message';
export const WAITLIST_CODE_BUTTON = 'Confirm';
export const WAITLIST_NEW_CODE_BUTTON = 'Send a new code';
export const WAITLIST_CODE_FORMAT_MESSAGE = 'Enter the 6 digits from the text message.';
export const WAITLIST_CODE_FAILED_MESSAGE = 'We could not check the code just now. Please try again.';
export const WAITLIST_NEW_CODE_FAILED_MESSAGE = 'We could not send a new code just now. Please try again.';
export const WAITLIST_CONFIRM_PAGE_TITLE = 'Confirm your waitlist entry';
export const WAITLIST_CONFIRMED_TITLE = 'Mobile number confirmed';

// The offer page.
export const OFFER_PAGE_TITLE = 'A visit for you';
export const OFFER_NOT_FOUND_TITLE = 'Offer not found';
export const OFFER_ENDED_TITLE = 'Offer ended';
export const OFFER_DECLINED_TITLE = 'Visit passed on';
export const OFFER_DECLINED_MESSAGE = 'The visit has been passed on. You stay on the waitlist for other visits.';
export const OFFER_LOAD_FAILED_MESSAGE = 'The offer could not be loaded. Please try again.';
export const OFFER_BOOK_FAILED_TITLE = 'Could not book this visit';
export const OFFER_DECLINE_FAILED_TITLE = 'Could not pass the visit on';
export const heldUntilMessage = (time: string) => `Held for you until ${time}`;
export const BACK_HOME_LABEL = 'Back to appointments';

// The leave page.
export const LEAVE_PAGE_TITLE = 'Leave the waitlist';
export const LEAVE_BUTTON_LABEL = 'Leave the waitlist';
export const LEAVE_PAGE_TEXT = 'You will get no more emails about free visits for this entry.';
export const LEFT_TITLE = 'You have left the waitlist';
export const LEFT_MESSAGE = 'You have left the waitlist.';
export const LEAVE_LINK_MISSING_MESSAGE =
  'This link is missing its code. Please open the link in the waitlist email again.';
export const LEAVE_FAILED_MESSAGE = 'You could not be taken off the waitlist. Please try again.';
