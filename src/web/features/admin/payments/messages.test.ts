import * as domain from '@domain/messages';
import { describe, expect, it } from 'vitest';
import * as local from './messages';

describe('Payments tab texts', () => {
  it('are the texts src/domain/messages.ts gives the server, word for word', () => {
    expect(local).toMatchObject({
      CONNECTION_ERROR_TITLE: domain.CONNECTION_ERROR_TITLE,
      CONNECTION_ERROR_DESCRIPTION: domain.CONNECTION_ERROR_DESCRIPTION,
      PAYMENT_SETTINGS_UPDATED_MESSAGE: domain.PAYMENT_SETTINGS_UPDATED_MESSAGE,
      TEST_MODE_CONNECTION_MESSAGE: domain.TEST_MODE_CONNECTION_MESSAGE,
      TEST_MODE_ENABLED_TITLE: domain.TEST_MODE_ENABLED_TITLE,
      TEST_MODE_FETCH_FAILED_MESSAGE: domain.TEST_MODE_FETCH_FAILED_MESSAGE,
      TEST_MODE_SERVER_ERROR_MESSAGE: domain.TEST_MODE_SERVER_ERROR_MESSAGE,
      TEST_MODE_UPDATE_FAILED_MESSAGE: domain.TEST_MODE_UPDATE_FAILED_MESSAGE,
      UPDATE_FAILED_TITLE: domain.UPDATE_FAILED_TITLE,
    });
  });
});
