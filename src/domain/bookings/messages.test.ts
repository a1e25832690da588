import {
  ID_FORMAT_DESCRIPTION,
  ID_FORMAT_MESSAGE,
  ID_FORMAT_TITLE,
  NO_BENEFITS_MESSAGE,
  PRICE_CHANGED_MESSAGE,
  REGISTRATION_NOT_FOUND_MESSAGE,
  VERIFICATION_ERROR_DESCRIPTION,
  VERIFICATION_ERROR_MESSAGE,
  VERIFICATION_ERROR_TITLE,
  VERIFICATION_TIMEOUT_MESSAGE,
  VERIFICATION_TIMEOUT_MS,
} from '@domain/bookings/messages';
import { describe, expect, it } from 'vitest';

describe('shared messages', () => {
  it('quotes spec 000 §5 and §8 word for word', () => {
    expect(ID_FORMAT_TITLE).toBe('Invalid ID Format');
    expect(ID_FORMAT_DESCRIPTION).toBe(
      'Please enter a valid Singapore NRIC/FIN (e.g., S1234567A) or Vitality ID (e.g., V123456789).',
    );
    expect(ID_FORMAT_MESSAGE).toBe(
      'Invalid ID Format: Please enter a valid Singapore NRIC/FIN (e.g., S1234567A) or Vitality ID (e.g., V123456789).',
    );
    expect(NO_BENEFITS_MESSAGE).toBe('No active member benefits detected. Standard pricing will apply.');
    expect(VERIFICATION_ERROR_TITLE).toBe('Verification Error');
    expect(VERIFICATION_ERROR_DESCRIPTION).toBe(
      'Unable to verify AIA Health Shield status. Standard pricing will apply.',
    );
    expect(VERIFICATION_ERROR_MESSAGE).toBe(
      'Verification Error: Unable to verify AIA Health Shield status. Standard pricing will apply.',
    );
    expect(VERIFICATION_TIMEOUT_MESSAGE).toBe('Verification timed out after 5 seconds');
    expect(VERIFICATION_TIMEOUT_MS).toBe(5000);
    expect(REGISTRATION_NOT_FOUND_MESSAGE).toBe(
      'Registration not found. Please check your reference number and try again.',
    );
    expect(PRICE_CHANGED_MESSAGE).toBe(
      'The price of your booking has changed. Please review the updated total and confirm again.',
    );
  });
});
