import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMS_OPT_OUT_LINE } from '@domain/notifications/text-messages';
import { todayInSingapore } from '@domain/shared/dates';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, setUpJourney, shot, testPerson, VIEWPORTS } from './harness';
import { outboxReader, recipients, textOutboxReader } from './outbox';
import { confirmBooking, reachReview } from './wizard';

// Text messages (DESIGN §8.5) as customers and nurses live them, on a server without Twilio, which
// writes each SMS as a text file under DATA_DIR/outbox/sms/: the review step's "Send me SMS
// reminders" decides whether the confirmation also goes out as a text, and the nurse's "On my way" on
// the run sheet (a phone, 390 px) texts the minutes to arrival.

const HOME_EVENT_PATH = '/events/home-health-screening';
const HOME_EVENT_SLUG = 'home-health-screening';
const CENTRAL_POSTAL_CODE = '238801';
const SMS_REMINDERS_LABEL = 'Send me SMS reminders';

// Our own data folder, so that the emails and texts can be read from its outbox.
const dataDir = mkdtempSync(path.join(tmpdir(), 'hs-e2e-texts-'));
const outboxDir = path.join(dataDir, 'outbox');
const journey = setUpJourney(
  { DATA_DIR: dataDir },
  { afterStop: () => rmSync(dataDir, { recursive: true, force: true }) },
);
const { api, postJson, sessionToken } = journey;
const { waitForMessage } = outboxReader(outboxDir);
const { texts, waitForText } = textOutboxReader(outboxDir, 'sms');

/** The number a text goes to: the 8-digit Singapore mobile as E.164. */
const e164 = (mobileNumber: string) => `+65${mobileNumber}`;

/** Today's visits: a manual event with one slot late tonight, no lead time, room for two households. */
async function sameDaySlot(): Promise<{ eventId: number; packageId: number; timeslotId: number; date: string }> {
  const today = todayInSingapore();
  const home = await journey.eventDetails(HOME_EVENT_SLUG);
  const premium = home.packages.find((pkg) => pkg.name === 'Premium')!;
  // 23:59 so that the slot is still ahead whenever today the journey runs (bufferHours 0: bookable until it starts).
  const created = await postJson(
    '/api/admin/events',
    {
      name: 'Same-day Home Visits',
      slug: 'same-day-home-visits',
      description: null,
      location: null,
      isActive: true,
      packageIds: [premium.id],
      schedule: {
        configType: 'manual',
        bufferHours: 0,
        slotsPerTimeslot: 2,
        maxAttendees: 10,
        manualDates: [{ date: today, times: ['23:59'] }],
      },
    },
    { Authorization: `Bearer ${await sessionToken()}` },
  );
  expect(created.status).toBe(201);
  const event = ((await created.json()) as { data: { id: number } }).data;
  const slots = await api(`/api/timeslots/postal-code?postalCode=${CENTRAL_POSTAL_CODE}&eventId=${event.id}`);
  expect(slots.status).toBe(200);
  const days = ((await slots.json()) as { data: Record<string, { timeslot: { id: number; isAvailable: boolean }[] }> })
    .data;
  const slot = days[today]?.timeslot.find((candidate) => candidate.isAvailable);
  expect(slot, `a free slot today (${today}) on the same-day event`).toBeDefined();
  return { eventId: event.id, packageId: premium.id, timeslotId: slot!.id, date: today };
}

/** A customer's booking through the public API, as the wizard sends it; returns its reference. */
async function bookThroughApi(options: {
  slot: { eventId: number; packageId: number; timeslotId: number };
  serial: number;
  firstName: string;
  smsReminders: boolean;
}): Promise<{ reference: string; mobileNumber: string }> {
  const person = testPerson(7_500_000 + options.serial);
  const response = await postJson(
    '/api/registrations',
    {
      eventId: options.slot.eventId,
      packageId: options.slot.packageId,
      timeslotId: options.slot.timeslotId,
      firstName: options.firstName,
      lastName: 'Ong',
      email: `${options.firstName.toLowerCase().replace(/\s+/g, '.')}.ong@example.com`,
      mobileNumber: person.mobileNumber,
      gender: 'female',
      identificationNumber: person.identificationNumber,
      dateOfBirth: '1981-07-21',
      postalCode: CENTRAL_POSTAL_CODE,
      address: '1 Orchard Road',
      unitNumber: '#12-03',
      participants: [],
      smsReminders: options.smsReminders,
    },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  const body = (await response.json()) as { message?: string; data?: { reference_number: string } };
  expect(response.status, body.message).toBe(201);
  return { reference: body.data!.reference_number, mobileNumber: person.mobileNumber };
}

/** Books a Premium visit through the wizard, the SMS box as asked; returns the reference, email and mobile. */
async function bookThroughWizard(
  page: Page,
  options: { serial: number; firstName: string; smsReminders: boolean },
): Promise<{ reference: string; email: string; mobileNumber: string }> {
  const person = testPerson(7_600_000 + options.serial);
  const email = `${options.firstName.toLowerCase()}.koh@example.com`;
  await page.goto(HOME_EVENT_PATH);
  await reachReview(page, {
    firstName: options.firstName,
    lastName: 'Koh',
    gender: 'Female',
    dateOfBirth: '03/09/1983',
    id: person.identificationNumber,
    email,
    mobile: person.mobileNumber,
    postalCode: CENTRAL_POSTAL_CODE,
    address: '1 Orchard Road',
    unitNumber: '#08-15',
  });
  const smsBox = page.getByLabel(SMS_REMINDERS_LABEL, { exact: true });
  // Ticked unless the customer unticks it.
  expect(await smsBox.isChecked()).toBe(true);
  if (!options.smsReminders) await smsBox.uncheck();
  expect(await smsBox.isChecked()).toBe(options.smsReminders);
  await confirmBooking(page);
  await page.waitForURL(/\/booking\/confirmation\/.+\?showPayment=true$/, { timeout: 20_000 });
  await page.getByRole('heading', { level: 1, name: 'Booking Received' }).waitFor();
  const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  return { reference, email, mobileNumber: person.mobileNumber };
}

describe('text messages', () => {
  it('lets the nurse send "On my way" from the run sheet on a phone (390 px), and the customer gets the text', async () => {
    const slot = await sameDaySlot();
    const texting = await bookThroughApi({ slot, serial: 1, firstName: 'Hui Min', smsReminders: true });
    const noTexts = await bookThroughApi({ slot, serial: 2, firstName: 'Li Na', smsReminders: false });

    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      await journey.signIn(page);
      await page.goto(`/admin/run-sheet?region=central&date=${slot.date}`);
      await page.getByRole('heading', { name: /Run Sheet · Central ·/ }).waitFor();
      // On a phone each visit is a card (the table is for wider screens and paper); inside the sheet,
      // as the toasts are list items naming the reference too.
      const sheet = page.getByRole('article');
      const card = sheet.getByRole('listitem').filter({ hasText: texting.reference });
      await card.waitFor();
      const otherCard = sheet.getByRole('listitem').filter({ hasText: noTexts.reference });
      await otherCard.getByText('No text messages: call instead').waitFor();
      expect(await otherCard.getByRole('button', { name: 'On my way' }).count()).toBe(0);

      const minutes = card.getByLabel('Minutes to arrival');
      expect(await minutes.inputValue()).toBe('15');
      await minutes.selectOption('10');
      await card.getByRole('button', { name: 'On my way' }).click();
      // The sheet is read again until the outbox worker has sent it.
      await card.getByText(/^Sent at \d{1,2}:\d{2} [AP]M · 10 min · SMS/).waitFor({ timeout: 30_000 });
      // Nothing sticks out sideways on a 390 px screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'texts-phone-on-my-way');

      const text = await waitForText(
        (candidate) => candidate.kind === 'on-my-way' && candidate.body.includes(texting.reference),
      );
      expect(text.to).toBe(e164(texting.mobileNumber));
      expect(text.channel).toBe('sms');
      expect(text.body).toContain('about 10 minutes');
      expect(text.body).toContain(`Ref ${texting.reference}`);
      expect(text.body.endsWith(SMS_OPT_OUT_LINE)).toBe(true);
      // The customer who asked for no texts got none.
      expect(texts().filter((candidate) => candidate.to === e164(noTexts.mobileNumber))).toEqual([]);

      // On paper: no button, no note.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('button', { name: 'On my way' }).first().isVisible()).toBe(false);
      expect(await page.getByText('No text messages: call instead').first().isVisible()).toBe(false);
      await page.emulateMedia({ media: 'screen' });
    } finally {
      await context.close();
    }
  }, 120_000);

  it('sends the confirmation as a text only when "Send me SMS reminders" stays ticked', async () => {
    // Each customer on a phone of their own.
    const bookOnPhone = async (options: { serial: number; firstName: string; smsReminders: boolean }) => {
      const { context, page } = await journey.newPage(VIEWPORTS.phone);
      try {
        const booked = await bookThroughWizard(page, options);
        if (!options.smsReminders) await shot(page, 'texts-phone-booked-without-sms');
        return booked;
      } finally {
        await context.close();
      }
    };
    const unticked = await bookOnPhone({ serial: 1, firstName: 'Wen', smsReminders: false });
    const ticked = await bookOnPhone({ serial: 2, firstName: 'Yan', smsReminders: true });

    // The ticked booking's confirmation comes as a text with its reference.
    const confirmation = await waitForText(
      (candidate) => candidate.kind === 'confirmation' && candidate.body.includes(ticked.reference),
    );
    expect(confirmation.to).toBe(e164(ticked.mobileNumber));
    expect(confirmation.channel).toBe('sms');
    expect(confirmation.body).toContain(SMS_OPT_OUT_LINE);

    // The unticked one's confirmation comes by email only (queued before the ticked booking's text,
    // so by now any text of it would have been written too).
    const mail = await waitForMessage(
      (message) => recipients(message).includes(unticked.email) && (message.text ?? '').includes(unticked.reference),
    );
    expect(mail.text ?? '').toContain(unticked.reference);
    expect(
      texts().filter(
        (candidate) => candidate.to === e164(unticked.mobileNumber) || candidate.body.includes(unticked.reference),
      ),
    ).toEqual([]);
  }, 180_000);
});
