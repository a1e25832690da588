// The Payments tab (spec 001 §2 and §8 word for word; the rest where the spec leaves it open). The
// texts the server answers too come from the domain.

export {
  CONNECTION_ERROR_DESCRIPTION,
  CONNECTION_ERROR_TITLE,
  PAYMENT_SETTINGS_UPDATED_MESSAGE,
  TEST_MODE_CONNECTION_MESSAGE,
  TEST_MODE_ENABLED_TITLE,
  TEST_MODE_FETCH_FAILED_MESSAGE,
  TEST_MODE_SERVER_ERROR_MESSAGE,
  TEST_MODE_UPDATE_FAILED_MESSAGE,
  UPDATE_FAILED_TITLE,
} from '@domain/payments/settings-messages';

export const PAYMENT_SETTINGS_TITLE = 'Payment Settings';
export const TEST_MODE_ENABLED_TEXT = 'No real payments are processed. All transactions are simulated.';
export const SWITCH_TO_LIVE_LABEL = 'Switch to Live Mode';
export const ENABLE_TEST_MODE_LABEL = 'Enable Test Mode';
export const TEST_MODE_LABEL = 'Test Mode';
export const LIVE_MODE_LABEL = 'Live Mode';
