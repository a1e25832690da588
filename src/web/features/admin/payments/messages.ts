// The Payments tab (spec 001 §2 and §8 word for word; the rest where the spec leaves it open).
// src/domain/messages.ts holds these texts for the server too; they are written out here rather than
// imported because that module is part of the home page's bundle, and every text imported from it stays
// there. messages.test.ts keeps both copies equal.

export const CONNECTION_ERROR_TITLE = 'Connection error';
export const CONNECTION_ERROR_DESCRIPTION = 'Failed to connect to the server. Please try again.';
export const PAYMENT_SETTINGS_UPDATED_MESSAGE = 'Payment settings updated';
export const TEST_MODE_CONNECTION_MESSAGE = 'Error connecting to the server. Please try again.';
export const TEST_MODE_ENABLED_TITLE = 'Test Mode Enabled';
export const TEST_MODE_FETCH_FAILED_MESSAGE = 'Failed to fetch payment test mode status';
export const TEST_MODE_SERVER_ERROR_MESSAGE = 'Server error. Please try again.';
export const TEST_MODE_UPDATE_FAILED_MESSAGE = 'Failed to update payment test mode';
export const UPDATE_FAILED_TITLE = 'Update failed';

export const PAYMENT_SETTINGS_TITLE = 'Payment Settings';
export const TEST_MODE_ENABLED_TEXT = 'No real payments are processed. All transactions are simulated.';
export const SWITCH_TO_LIVE_LABEL = 'Switch to Live Mode';
export const ENABLE_TEST_MODE_LABEL = 'Enable Test Mode';
export const TEST_MODE_LABEL = 'Test Mode';
export const LIVE_MODE_LABEL = 'Live Mode';
