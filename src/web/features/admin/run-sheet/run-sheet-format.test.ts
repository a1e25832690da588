import type { OnMyWayStatus } from '@domain/text-messages';
import { describe, expect, it } from 'vitest';
import {
  amountDueText,
  hasOnMyWayInFlight,
  hasVisitAddress,
  householdText,
  onMyWayStateText,
  parseRunSheetForm,
  personLines,
  runSheetQueryFrom,
  visitAddress,
} from './run-sheet-format';

describe('run sheet', () => {
  it('reads its region and day from the address, only when both are valid', () => {
    expect(runSheetQueryFrom(new URLSearchParams('region=central&date=2026-11-23'))).toEqual({
      region: 'central',
      date: '2026-11-23',
    });
    expect(runSheetQueryFrom(new URLSearchParams('region=moon&date=2026-11-23'))).toBeNull();
    expect(runSheetQueryFrom(new URLSearchParams('region=north'))).toBeNull();
  });

  it('asks for a region and a day', () => {
    expect(parseRunSheetForm({ region: '', date: '' })).toEqual({
      ok: false,
      errors: { region: 'Please select a region', date: 'Please select a date' },
    });
    expect(parseRunSheetForm({ region: 'east', date: '2026-11-26' })).toEqual({
      ok: true,
      query: { region: 'east', date: '2026-11-26' },
    });
  });

  it('writes the address in one line, leaving out what is missing', () => {
    expect(visitAddress({ address: '1 Orchard Road', unitNumber: '#05-12', postalCode: '238801' })).toBe(
      '1 Orchard Road, #05-12, Singapore 238801',
    );
    expect(visitAddress({ address: '1 Orchard Road', unitNumber: null, postalCode: '238801' })).toBe(
      '1 Orchard Road, Singapore 238801',
    );
    expect(visitAddress({ address: null, unitNumber: ' ', postalCode: null })).toBe('');
  });

  it('needs a street address and a postal code before the nurse can find the home', () => {
    expect(hasVisitAddress({ address: '1 Orchard Road', postalCode: '238801' })).toBe(true);
    expect(hasVisitAddress({ address: null, postalCode: null })).toBe(false);
    expect(hasVisitAddress({ address: '  ', postalCode: '238801' })).toBe(false);
    expect(hasVisitAddress({ address: '1 Orchard Road', postalCode: null })).toBe(false);
  });

  it('names the household, its packages and what is due', () => {
    expect(householdText(1)).toBe('1 person');
    expect(householdText(3)).toBe('3 persons');
    expect(amountDueText('0.00')).toBe('—');
    expect(amountDueText('118.00')).toBe('$118.00');
    expect(
      personLines({
        persons: [
          { firstName: 'Mei', lastName: 'Tan', packageName: 'Comprehensive', isPrimary: true },
          { firstName: 'Ahmad', lastName: 'Rahman', packageName: 'Premium', isPrimary: false },
        ],
      }),
    ).toEqual(['Mei Tan (Comprehensive)', 'Ahmad Rahman (Premium)']);
  });
});

describe('run sheet: "On my way"', () => {
  const queued: OnMyWayStatus = {
    minutes: 15,
    channel: 'sms',
    // 10:40 and 10:42 in Singapore.
    queuedAt: '2026-11-26T02:40:00.000Z',
    status: 'pending',
    sentAt: null,
    deliveryStatus: null,
  };

  it('says a queued or sending text is on its way', () => {
    expect(onMyWayStateText(queued)).toEqual({ text: 'Sending… 15 min · SMS', tone: 'sending' });
    expect(onMyWayStateText({ ...queued, status: 'sending', channel: 'whatsapp' }).text).toBe(
      'Sending… 15 min · WhatsApp',
    );
  });

  it("says when a text was sent, in Singapore time, with the carrier's report once there is one", () => {
    const sent = { ...queued, status: 'sent', sentAt: '2026-11-26T02:42:00.000Z' };
    expect(onMyWayStateText(sent)).toEqual({ text: 'Sent 15 min · SMS · 10:42 AM', tone: 'sent' });
    expect(onMyWayStateText({ ...sent, deliveryStatus: 'delivered' }).text).toBe(
      'Sent 15 min · SMS · 10:42 AM · delivered',
    );
  });

  it('says a text was not sent, and why', () => {
    expect(onMyWayStateText({ ...queued, status: 'failed' })).toEqual({ text: 'Not sent: failed', tone: 'failed' });
    expect(onMyWayStateText({ ...queued, status: 'skipped', deliveryStatus: 'undelivered' }).text).toBe(
      'Not sent: skipped · undelivered',
    );
  });

  it('reads the sheet again only while a text is on its way', () => {
    const visit = (onMyWay: OnMyWayStatus | null) => ({ onMyWay }) as never;
    expect(hasOnMyWayInFlight(undefined)).toBe(false);
    expect(hasOnMyWayInFlight({ visits: [visit(null)] })).toBe(false);
    expect(hasOnMyWayInFlight({ visits: [visit(null), visit(queued)] })).toBe(true);
    expect(hasOnMyWayInFlight({ visits: [visit({ ...queued, status: 'sent' })] })).toBe(false);
  });
});
