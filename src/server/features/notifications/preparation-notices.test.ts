import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { composeEmail } from './compose';
import { preparationText } from './notices';
import { sampleBooking } from './samples';

// The fixed words of the messages before a visit (DESIGN §8.11): the pending form's reminder, "Start
// fasting now", and the confirmation's link to each person's form.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t.close());

describe('what the preparation messages say', () => {
  it('in English and Chinese, the fast from 22:00 when moved, or now', async () => {
    const english = sampleBooking('confirmation', NOW);
    const moved = await composeEmail(t.db, {
      kind: 'fasting',
      booking: english,
      publicBaseUrl: 'https://book.example.sg',
      variables: { fastFrom: '22:00', movedToEvening: 'true' },
    });
    expect(moved.subject).toBe(`Start fasting now: booking ${english.receipt.referenceNumber}`);
    expect(moved.html).toContain('Please start fasting from 10:00 PM tonight');
    const now = preparationText('fasting', english, { fastFrom: '08:00', movedToEvening: 'false' });
    expect(now).toMatch(/^Home Based Health Screening: start fasting now for your visit on /);

    const chinese = sampleBooking('confirmation', NOW, 'zh');
    const reminder = await composeEmail(t.db, {
      kind: 'prepare-reminder',
      booking: chinese,
      publicBaseUrl: 'https://book.example.sg',
      variables: { names: 'Siti Rahman' },
    });
    expect(reminder.subject).toBe(`请填写到访前表格：预约 ${chinese.receipt.referenceNumber}`);
    expect(reminder.html).toContain('Siti Rahman 的到访前表格尚未填写');
    expect(reminder.html).toContain(`https://book.example.sg/booking/${chinese.receipt.referenceNumber}/prepare`);
    expect(preparationText('prepare-reminder', chinese, { names: 'Siti Rahman' })).toContain('Siti Rahman');
  });

  it('asks a booking of a moved day to pick another visit, with its rebook link, in its language', async () => {
    const tamil = sampleBooking('confirmation', NOW, 'ta');
    const reference = tamil.receipt.referenceNumber;
    const email = await composeEmail(t.db, {
      kind: 'rebook',
      booking: tamil,
      publicBaseUrl: 'https://book.example.sg',
      linkSecrets: { rebookToken: 'tok_abc123' },
      variables: { reason: 'Nurse unwell' },
    });
    expect(email.subject).toBe(`உங்கள் வீட்டு வருகைக்குப் புதிய நேரத்தைத் தேர்ந்தெடுக்கவும்: முன்பதிவு ${reference}`);
    expect(email.html).toContain(`https://book.example.sg/booking/${reference}/rebook?token=tok_abc123`);
    expect(email.html).toContain('காரணம்: Nurse unwell');
    const text = preparationText(
      'rebook',
      sampleBooking('confirmation', NOW, 'en'),
      {},
      { publicBaseUrl: 'https://book.example.sg', linkSecrets: { rebookToken: 'tok_abc123' } },
    );
    expect(text).toMatch(/^Home Based Health Screening: sorry, our nurse cannot come/);
    expect(text).toContain('/rebook?token=tok_abc123');
  });

  it('links each person’s form with the booking token in the confirmation email', async () => {
    const email = await composeEmail(t.db, {
      kind: 'confirmation',
      booking: sampleBooking('confirmation', NOW),
      publicBaseUrl: 'https://book.example.sg',
      linkSecrets: { bookingToken: 'tok123' },
    });
    expect(email.html).toContain('https://book.example.sg/booking/HS0000-0000-0000/prepare#token=tok123');
    expect(email.html).toContain('Fill in the pre-visit form');
  });
});
