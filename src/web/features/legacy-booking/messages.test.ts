import * as domain from '@domain/messages';
import { describe, expect, it } from 'vitest';
import * as local from './messages';

describe('older flow texts', () => {
  it('are the texts src/domain/messages.ts gives the server, word for word', () => {
    expect(local).toMatchObject({
      EVENT_DETAILS_ERROR_TITLE: domain.EVENT_DETAILS_LOAD_ERROR_TITLE,
      EVENT_DETAILS_ERROR_MESSAGE: domain.TRY_AGAIN_OR_CONTACT_SUPPORT_MESSAGE,
      REGISTRATION_FAILED_TITLE: domain.REGISTRATION_FAILED_TITLE,
      ADD_PARTICIPANT_FAILED_TITLE: domain.ADD_PARTICIPANT_FAILED_MESSAGE,
      BOOKING_CONFIRMED_TITLE: domain.BOOKING_CONFIRMED_MESSAGE,
    });
  });

  it("words a failure without the server's envelope as 'Registration failed: status statusText'", () => {
    expect(local.registrationFailedStatus(502, 'Bad Gateway')).toBe('Registration failed: 502 Bad Gateway');
    expect(local.registrationFailedStatus(500, '')).toBe('Registration failed: 500');
  });
});
