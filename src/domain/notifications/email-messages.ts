// Texts of the email settings page and the test tool that the web's admin pages and the server both
// use. Apart from messages.ts so that they stay out of the customer pages' bundle.

// The email settings page and the test tool (spec 001 §2, §5, §8 where it gives the text; the server's
// own refusals where it does not).

/** Spec 001 §5, email configuration form. */
export const EMAIL_CONFIG_KEY_MIN_MESSAGE = 'Key must be at least 3 characters';
export const EMAIL_CONFIG_KEY_MAX_MESSAGE = 'Key must be less than 50 characters';
export const EMAIL_CONFIG_VALUE_MIN_MESSAGE = 'Value must be at least 3 characters';
export const EMAIL_CONFIG_DESCRIPTION_MAX_MESSAGE = 'Description must be less than 200 characters';
/** Spec 001 §5, test email: the toast's title and text. */
export const INVALID_EMAIL_TITLE = 'Invalid Email';
export const TEST_EMAIL_ADDRESS_MESSAGE = 'Please enter a valid email address';
/** Spec 001 §2, email settings page. */
export const EMAIL_CONFIGS_EMPTY_TEXT = 'No email configurations found. Add one to get started.';
export const EMAIL_CONFIG_DELETE_TITLE = 'Are you sure?';
export const EMAIL_CONFIG_DELETE_DESCRIPTION =
  'This action cannot be undone. This will permanently delete the email configuration.';
export const EMAIL_CONFIG_NOT_AVAILABLE_TEXT = 'N/A';
/** Spec 001 §8, success toasts and the test tool's outcome. */
export const EMAIL_CONFIG_CREATED_MESSAGE = 'Configuration created';
export const EMAIL_CONFIG_UPDATED_MESSAGE = 'Configuration updated';
export const EMAIL_CONFIG_DELETED_MESSAGE = 'Configuration deleted';
export const EMAIL_SENT_TITLE = 'Email Sent';
export const SEND_EMAIL_FAILED_MESSAGE = 'Failed to send email';
export const EMAIL_TEST_FAILED_TITLE = 'Email Test Failed';
export const EMAIL_TEST_FAILED_DESCRIPTION = 'There was a problem sending the test email';
/** Spec 001 §8: 'Failed to create configuration: {message}', and likewise update and delete. */
export const emailConfigFailedMessage = (action: 'create' | 'update' | 'delete', message: string) =>
  `Failed to ${action} configuration: ${message}`;

/** Not in the spec: refusals of the email configuration and outbox calls, and the test tool's answer. */
export const EMAIL_CONFIG_VALUE_MAX_MESSAGE = 'Value must be at most 100000 characters';
export const EMAIL_CONFIG_NOT_FOUND_MESSAGE = 'Email configuration not found';
export const EMAIL_CONFIG_KEY_TAKEN_MESSAGE = 'A configuration with this key already exists';
export const EMAIL_CONFIG_KEY_READ_ONLY_MESSAGE = 'The key of a configuration cannot be changed';
export const EMAIL_SENDER_ADDRESS_MESSAGE = 'The sender address must be a valid email address';
/**
 * A template (or subject) that does not compile, fails with the sample booking or is stopped by a
 * limit (time, memory): refused when saved, with where (when known) and why.
 */
export const templateErrorMessage = (line: number | null, reason: string) =>
  line === null ? `Template error: ${reason}` : `Template error on line ${line}: ${reason}`;
/** A stored template that fails in a preview or test email, or was stopped while an email was rendered. */
export const storedTemplateErrorMessage = (key: string, line: number | null, reason: string) =>
  `${key}: ${templateErrorMessage(line, reason)}`;
export const testEmailSentMessage = (address: string) => `Test email sent to ${address}`;
export const EMAIL_NOT_FOUND_MESSAGE = 'Email not found';
export const EMAIL_NOT_FAILED_MESSAGE = 'Only an email that failed can be sent again';
export const EMAIL_RESENT_MESSAGE = 'The email will be sent again shortly';
