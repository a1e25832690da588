import { describe, expect, it } from 'vitest';
import { composeEmail } from './compose';
import { bookAgainUrl, confirmationHoldBlock, noticeEmail } from './notices';
import { sampleBooking } from './samples';
import { holdDeadlineTextLine } from './text-compose';

// The fixed parts of the booking messages that staff templates cannot change: the one deadline of a held
// visit, first, and what a released hold says about the money and where "Book again" leads.

const NOW = new Date('2026-12-01T08:57:00Z'); // 4:57 PM in Singapore
const BASE = 'https://book.example.sg';
/** The sample booking, held until 5:27 PM Singapore time today, payable until tomorrow 4:57 PM. */
const held = () => sampleBooking('confirmation', NOW);

describe('a held visit in the confirmation email', () => {
  it('leads with the hold’s deadline and the code, and says the payment deadline counts only after', () => {
    const block = confirmationHoldBlock({
      booking: held(),
      secrets: { verificationCode: '123456' },
      publicBaseUrl: BASE,
      now: NOW,
    });
    expect(block).toContain('Keep your visit: enter the code below by 5:27 PM today, or pay by then.');
    expect(block).toContain('>123456<');
    expect(block).toContain(`${BASE}/booking/verify/HS0000-0000-0000#code=123456`);
    expect(block).toContain('Once the code is entered, you have until Wed, 2 Dec 2026, 4:57 PM to pay.');
    expect(block.indexOf('Keep your visit')).toBeLessThan(block.indexOf('Once the code is entered'));
  });

  it('names the masked mobile in the older flow, whose code went by text', () => {
    const block = confirmationHoldBlock({ booking: held(), secrets: {}, publicBaseUrl: BASE, now: NOW });
    expect(block).toContain('Keep your visit: enter the code we sent by text message to ****4567 by 5:27 PM today.');
    expect(block).not.toMatch(/letter-spacing:6px/);
  });

  it('is empty once nothing is held conditionally', () => {
    const proven = { ...held(), holdExpiresAt: null };
    expect(confirmationHoldBlock({ booking: proven, secrets: { verificationCode: '1' }, publicBaseUrl: BASE })).toBe(
      '',
    );
  });

  it('gives the date as well when the hold ends on another day', () => {
    const late = { ...held(), holdExpiresAt: new Date('2026-12-01T16:20:00Z') }; // 12:20 AM on 2 Dec
    const block = confirmationHoldBlock({
      booking: late,
      secrets: { verificationCode: '123456' },
      publicBaseUrl: BASE,
      now: NOW,
    });
    expect(block).toContain('enter the code below by Wed, 2 Dec 2026, 12:20 AM, or pay by then');
  });
});

describe('a held visit in the confirmation text', () => {
  it('starts with the deadline, the code and the link that keeps the visit', () => {
    const line = holdDeadlineTextLine({ booking: held(), verificationCode: '654321', publicBaseUrl: BASE, now: NOW });
    expect(line).toBe(
      `Keep your visit: your code is 654321. Enter it by 5:27 PM today, or pay by then, or the visit is released: ${BASE}/booking/verify/HS0000-0000-0000#code=654321`,
    );
  });

  it('says where the older flow’s code went, and nothing once the visit is kept', () => {
    expect(holdDeadlineTextLine({ booking: held(), publicBaseUrl: BASE, now: NOW })).toBe(
      'Keep your visit: enter the code we sent by text message to ****4567 by 5:27 PM today, or the visit is released.',
    );
    expect(holdDeadlineTextLine({ booking: { ...held(), holdExpiresAt: null }, publicBaseUrl: BASE })).toBeNull();
  });
});

describe('the released hold’s email', () => {
  it('says nothing was charged and books again on the event’s page', () => {
    const { body } = noticeEmail('hold-expired', held(), { publicBaseUrl: BASE });
    expect(body).toContain('Nothing was charged.');
    expect(body).toContain(`<a href="${BASE}/events/home-health-screening">Book again</a>`);
  });

  it('for a partner prepayment, says what happens to it and books again on the partner link', () => {
    const sample = held();
    const partnerBooking = {
      ...sample,
      receipt: { ...sample.receipt, partnerPaid: '50.00' },
      partnerCode: '100000000002',
      eventSlug: 'whitecoat-health-screening',
    };
    const { body } = noticeEmail('hold-expired', partnerBooking, { publicBaseUrl: BASE, partnerName: 'WhiteCoat' });
    expect(body).not.toContain('Nothing was charged.');
    expect(body).toContain('Nothing was charged on this site. The S$50.00 you paid through WhiteCoat stays yours');
    expect(body).toContain('+65 6000 0000');
    expect(body).toContain(`<a href="${BASE}/wc/100000000002">Book again</a>`);
  });

  it('falls back to the list of events when the booking names no event', () => {
    expect(bookAgainUrl(`${BASE}/`, { partnerCode: null, eventSlug: null })).toBe(`${BASE}/`);
  });
});

// composeEmail reads the templates from the database only for the template's own part: a notice needs none.
describe('composeEmail of a notice', () => {
  it('passes the partner name on', async () => {
    const sample = held();
    const booking = { ...sample, receipt: { ...sample.receipt, partnerPaid: '50.00' }, partnerCode: '100000000002' };
    const db = { select: () => ({ from: () => ({ where: async () => [] }) }) } as unknown as Parameters<
      typeof composeEmail
    >[0];
    const mail = await composeEmail(db, {
      kind: 'hold-expired',
      booking,
      publicBaseUrl: BASE,
      partnerName: 'Partner X',
    });
    expect(mail.html).toContain('paid through Partner X');
  });
});
