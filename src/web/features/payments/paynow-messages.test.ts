import { describe, expect, it } from 'vitest';
import { payNowQrAlt, payNowTimeLeft } from './messages';

describe('PayNow texts', () => {
  it('count the time left down in minutes and seconds, never below zero', () => {
    expect(payNowTimeLeft(15 * 60_000)).toBe('15 min 00 s left');
    expect(payNowTimeLeft(14 * 60_000 + 5_000)).toBe('14 min 05 s left');
    // A part of a second left still counts as that second.
    expect(payNowTimeLeft(60_000 - 1)).toBe('1 min 00 s left');
    expect(payNowTimeLeft(59_000)).toBe('59 s left');
    expect(payNowTimeLeft(-5_000)).toBe('0 s left');
  });

  it('name the booking in the QR code image text', () => {
    expect(payNowQrAlt('HS2611-0607-1234')).toBe('PayNow QR code for booking HS2611-0607-1234');
  });
});
