import * as domain from '@domain/messages';
import { describe, expect, it } from 'vitest';
import * as local from './messages';

describe('cancel page texts', () => {
  it('are the texts src/domain/messages.ts gives the server, word for word', () => {
    expect(local).toMatchObject({
      ALREADY_CANCELLED_TITLE: domain.ALREADY_CANCELLED_TITLE,
      ALREADY_CANCELLED_DESCRIPTION: domain.ALREADY_CANCELLED_DESCRIPTION,
      APPOINTMENT_CANCELLED_TOAST: domain.APPOINTMENT_CANCELLED_MESSAGE,
      APPOINTMENT_RESCHEDULED_TOAST: domain.APPOINTMENT_RESCHEDULED_MESSAGE,
      CANCEL_CONFIRM_REQUIRED_MESSAGE: domain.CANCEL_CONFIRM_REQUIRED_MESSAGE,
      CANCEL_FAILED_MESSAGE: domain.CANCEL_FAILED_MESSAGE,
      LOOKUP_FAILED_MESSAGE: domain.LOOKUP_FAILED_MESSAGE,
      NOT_CANCELLABLE_MESSAGE: domain.NOT_CANCELLABLE_MESSAGE,
      REFUND_PENDING_MESSAGE: domain.REFUND_PENDING_MESSAGE,
      REFUNDED_MESSAGE: domain.REFUNDED_MESSAGE,
      REGISTRATION_NOT_FOUND_MESSAGE: domain.REGISTRATION_NOT_FOUND_MESSAGE,
    });
  });
});
