import type { OnMyWayStatus } from '@domain/notifications/text-messages';
import { describe, expect, it } from 'vitest';
import {
  amountDueText,
  hasOnMyWayInFlight,
  hasVisitAddress,
  householdText,
  mapSearchUrl,
  msUntilSettled,
  ON_MY_WAY_SETTLE_MS,
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
    expect(householdText(3)).toBe('3 people');
    expect(amountDueText('0.00')).toBe('—');
    expect(amountDueText('118.00')).toBe('$118.00');
    expect(
      personLines({
        persons: [
          {
            firstName: 'Mei',
            lastName: 'Tan',
            packageName: 'Comprehensive',
            isPrimary: true,
            consent: 'pending',
            flags: [],
          },
          {
            firstName: 'Ahmad',
            lastName: 'Rahman',
            packageName: 'Premium',
            isPrimary: false,
            consent: 'pending',
            flags: [],
          },
        ],
      }),
    ).toEqual(['Mei Tan (Comprehensive)', 'Ahmad Rahman (Premium)']);
  });
});

describe('run sheet: the map link', () => {
  it('searches Google Maps for the street and postal code, or the postal code alone', () => {
    expect(mapSearchUrl({ address: '1 Orchard Road', postalCode: '238801' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20Orchard%20Road%2C%20Singapore%20238801',
    );
    expect(mapSearchUrl({ address: null, postalCode: '238801' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Singapore%20238801',
    );
    expect(mapSearchUrl({ address: ' ', postalCode: null })).toBeNull();
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

  // Two seconds after it was queued, and a minute after.
  const soon = new Date('2026-11-26T02:40:02.000Z');
  const later = new Date('2026-11-26T02:41:00.000Z');

  it('says a text just queued or sending is on its way', () => {
    expect(onMyWayStateText(queued, soon)).toEqual({
      text: 'Sending…',
      detail: '15 min · SMS',
      tone: 'sending',
      canRetry: false,
    });
    expect(onMyWayStateText({ ...queued, status: 'sending', channel: 'whatsapp' }, soon).detail).toBe(
      '15 min · WhatsApp',
    );
  });

  it("says when a text was sent, in Singapore time, with the carrier's report once there is one", () => {
    const sent = { ...queued, status: 'sent', sentAt: '2026-11-26T02:42:00.000Z' };
    expect(onMyWayStateText(sent, later)).toEqual({
      text: 'Sent at 10:42 AM',
      detail: '15 min · SMS',
      tone: 'sent',
      canRetry: false,
    });
    expect(onMyWayStateText({ ...sent, deliveryStatus: 'delivered' }, later).detail).toBe('15 min · SMS · delivered');
  });

  it('settles: a text still waiting after ON_MY_WAY_SETTLE_MS, or one that failed, is not sent and can be tried again', () => {
    expect(ON_MY_WAY_SETTLE_MS).toBeLessThanOrEqual(60_000);
    expect(onMyWayStateText(queued, later)).toMatchObject({
      text: 'Not sent yet: the text could not go out. Try again, or call the customer.',
      tone: 'failed',
      canRetry: true,
    });
    expect(onMyWayStateText({ ...queued, status: 'failed' }, soon)).toMatchObject({
      text: 'Not sent. Try again, or call the customer.',
      tone: 'failed',
      canRetry: true,
    });
    expect(onMyWayStateText({ ...queued, status: 'skipped', deliveryStatus: 'undelivered' }, soon)).toMatchObject({
      detail: '15 min · SMS · undelivered',
      tone: 'failed',
      canRetry: false,
    });
    expect(msUntilSettled(queued, soon)).toBe(ON_MY_WAY_SETTLE_MS - 2_000);
    expect(msUntilSettled(queued, later)).toBeNull();
  });

  it('reads the sheet again only while a text is on its way', () => {
    const visit = (onMyWay: OnMyWayStatus | null) => ({ onMyWay }) as never;
    expect(hasOnMyWayInFlight(undefined)).toBe(false);
    expect(hasOnMyWayInFlight({ visits: [visit(null)] })).toBe(false);
    expect(hasOnMyWayInFlight({ visits: [visit(null), visit(queued)] }, soon)).toBe(true);
    expect(hasOnMyWayInFlight({ visits: [visit({ ...queued, status: 'sent' })] }, soon)).toBe(false);
    // Past the settle time the sheet stops asking: it says the text has not gone.
    expect(hasOnMyWayInFlight({ visits: [visit(queued)] }, later)).toBe(false);
  });
});
