import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOLD_KEPT_MESSAGE } from '@domain/bookings/hold-messages';
import type { ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, setUpJourney, shot, VIEWPORTS, waitForToast } from './harness';
import { outboxReader, recipients, textOutboxReader } from './outbox';
import {
  agreeToPrivacyNotice,
  chooseFirstSlot,
  choosePackage,
  confirmBooking,
  fillPersonalDetails,
  next,
} from './wizard';

// DESIGN §8.2 "Holds must be earned", as customers live it: the page says until when the visit is
// held, the confirmation email carries the code, and the code (or the email's button) keeps the visit.

// Our own data folder, so that the emails can be read from its outbox.
const dataDir = mkdtempSync(path.join(tmpdir(), 'hs-e2e-holds-'));
const journey = setUpJourney(
  { DATA_DIR: dataDir },
  { afterStop: () => rmSync(dataDir, { recursive: true, force: true }) },
);
const { waitForMessage } = outboxReader(path.join(dataDir, 'outbox'));
const { texts, waitForText } = textOutboxReader(path.join(dataDir, 'outbox'));

/** The codes texted to a mobile (E.164), oldest first: the older flow's code comes by text (DESIGN §8.9). */
const textedCodes = (mobile: string) =>
  texts()
    .filter((text) => text.to === mobile && text.kind === 'hold-code')
    .map((text) => /your code is (\d{6})/.exec(text.body)?.[1] ?? '');

interface Held {
  status: string;
  holdExpiresAt: string | null;
}

/** The confirmation email to this address, with the code that keeps the visit and the button's link. */
async function confirmationEmail(email: string) {
  const mail = await waitForMessage(
    (message: ParsedMail) => recipients(message).includes(email) && /Keep your visit/.test(String(message.html)),
  );
  const html = String(mail.html);
  const code = /letter-spacing:6px[^>]*>(\d{6})</.exec(html)?.[1];
  const button = /href="([^"]*\/booking\/verify\/[^"]*)"/.exec(html)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  expect(button).toContain(`#code=${code}`);
  return { code: code!, button: button! };
}

/** The hold notice, its code field and the button, as the confirmation pages of both flows show them. */
async function keepWithCode(page: Page, code: string, label = 'Code from your email') {
  const notice = page.getByRole('heading', { level: 2, name: /^Keep your visit: enter the code .+ by / });
  await notice.waitFor();
  const field = page.getByLabel(label);
  // A wrong code is refused beside the field, and the visit stays held.
  await field.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Keep my visit' }).click();
  await page.getByRole('alert').filter({ hasText: 'That code is not right' }).waitFor();
  await field.fill(code);
  await page.getByRole('button', { name: 'Keep my visit' }).click();
  await waitForToast(page, HOLD_KEPT_MESSAGE);
  await notice.waitFor({ state: 'hidden' });
}

describe('a held visit', () => {
  it('is held after booking in the wizard, and kept with the code from the email', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      const email = 'hold.keeper@example.com';
      await page.goto('/events/home-health-screening');
      await page.getByRole('heading', { level: 1, name: 'Home Based Health Screening' }).waitFor();
      await fillPersonalDetails(page, {
        firstName: 'Siew Lan',
        lastName: 'Goh',
        gender: 'Female',
        dateOfBirth: '02/03/1979',
        id: 'S7912345E',
        email,
        mobile: '98765432',
        postalCode: '238801',
        address: '1 Orchard Road',
      });
      await next(page);
      await choosePackage(page, 'Premium');
      await next(page);
      await chooseFirstSlot(page);
      await next(page);
      await page.getByText(/Once you confirm, we hold the visit for you for 30 minutes and email you/).waitFor();
      await confirmBooking(page);
      await page.waitForURL(/\/booking\/confirmation\/HS\d{4}-\d{4}-\d{4}\?showPayment=true$/, { timeout: 20_000 });
      const reference = new URL(page.url()).pathname.split('/').pop()!;

      const before = await journey.lookUp<Held>(reference);
      expect(before.status).toBe('pending_payment');
      expect(before.holdExpiresAt).not.toBeNull();
      await page
        .getByRole('heading', { level: 2, name: /^Keep your visit: enter the code from your email by / })
        .waitFor();
      await shot(page, 'holds-phone-1-held');
      expect.soft(await axeViolations(page)).toEqual([]);

      const { code } = await confirmationEmail(email);
      await keepWithCode(page, code);
      await shot(page, 'holds-phone-2-kept');
      const after = await journey.lookUp<Held>(reference);
      expect(after).toMatchObject({ status: 'pending_payment', holdExpiresAt: null });
    } finally {
      await context.close();
    }
  });

  it('is kept by the email button’s page, which changes nothing until its button is pressed', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      const event = await journey.eventDetails('home-health-screening');
      const slots = await journey.api(`/api/timeslots/postal-code?postalCode=238801&eventId=${event.id}`);
      const days = (
        (await slots.json()) as { data: Record<string, { timeslot: { id: number; isAvailable: boolean }[] }> }
      ).data;
      const slot = Object.values(days)
        .flatMap((day) => day.timeslot)
        .find((candidate) => candidate.isAvailable)!;
      const email = 'button.presser@example.com';
      const booked = await journey.postJson('/api/registrations', {
        eventId: event.id,
        packageId: event.packages.find((pkg) => pkg.name === 'Premium')!.id,
        timeslotId: slot.id,
        firstName: 'Ravi',
        lastName: 'Kumar',
        email,
        mobileNumber: '87654321',
        gender: 'male',
        identificationNumber: 'S8012345J',
        dateOfBirth: '1980-12-01',
        postalCode: '238801',
        address: '1 Orchard Road',
        participants: [],
      });
      expect(booked.status).toBe(201);
      const reference = ((await booked.json()) as { data: { reference_number: string } }).data.reference_number;
      const { button } = await confirmationEmail(email);

      // The link as the email has it, on this server's own address.
      const link = new URL(button);
      await page.goto(`${link.pathname}${link.hash}`);
      await page.getByRole('heading', { level: 1, name: 'Keep your home visit' }).waitFor();
      // The code left the address bar, and opening the page kept nothing.
      expect(new URL(page.url()).hash).toBe('');
      expect((await journey.lookUp<Held>(reference)).holdExpiresAt).not.toBeNull();
      await shot(page, 'holds-desktop-1-verify-page');
      expect.soft(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Keep my visit' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your visit is kept' }).waitFor();
      expect((await journey.lookUp<Held>(reference)).holdExpiresAt).toBeNull();
      await page.getByRole('link', { name: 'See your booking' }).click();
      await page.waitForURL(new RegExp(`/booking/confirmation/${reference}$`));
      await page.getByText(reference).first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('is held after booking in the older flow, and kept with the code that arrives by text', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      const email = 'older.keeper@example.com';
      await page.goto('/legacy/events/home-health-screening');
      await page.getByRole('heading', { level: 1, name: 'Home Based Health Screening' }).waitFor();
      await page.getByRole('radio', { name: /^Premium / }).click();
      await page.getByLabel(/^Postal code/).fill('238801');
      await page
        .getByRole('radiogroup', { name: 'Visit date' })
        .getByRole('radio', { name: /times? free$/ })
        .first()
        .click();
      await page
        .getByRole('radiogroup', { name: /^Visit time on / })
        .getByRole('radio', { disabled: false })
        .first()
        .click();
      await page.getByRole('button', { name: 'Continue to Participants' }).click();
      await page.getByRole('heading', { level: 1, name: 'Participants' }).waitFor();
      await page.getByRole('button', { name: 'Add Participant' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Participant' });
      await dialog.getByLabel('First name', { exact: true }).fill('Boon Keng');
      await dialog.getByLabel('Last name', { exact: true }).fill('Lim');
      await dialog.getByLabel('ID number or passport', { exact: true }).fill('S7012345B');
      await dialog.getByLabel('Date of birth', { exact: true }).fill('1970-03-03');
      await dialog.getByRole('radio', { name: 'Male', exact: true }).click();
      await dialog.getByLabel(/^Email/).fill(email);
      await dialog.getByLabel(/^Mobile number/).fill('81234567');
      await dialog.getByRole('button', { name: 'Add Participant' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('heading', { name: 'Your personal details' }).waitFor();
      await page
        .getByText(/Once you confirm, we hold the visit for you for 30 minutes and send a 6-digit code by text/)
        .waitFor();
      await page.getByLabel('Address', { exact: true }).fill('1 Orchard Road');
      await page.getByLabel(/I accept the terms and conditions/).check();
      await agreeToPrivacyNotice(page);
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      await page.waitForURL(/\/confirmation$/, { timeout: 20_000 });
      await page.getByRole('heading', { level: 1, name: 'Booking Confirmed' }).waitFor();
      const reference = (await page.locator('p.font-mono').first().textContent()) ?? '';
      expect((await journey.lookUp<Held>(reference)).status).toBe('confirmed');
      // The page says where the code went; the email carries none, since a catch-all mail domain proves nothing.
      await page.getByText(/enter the code we sent by text message to \*\*\*\*4567/).waitFor();
      await shot(page, 'holds-desktop-2-older-held');
      const first = await waitForText((text) => text.to === '+6581234567' && text.kind === 'hold-code');
      expect(first.body).toMatch(/your code is \d{6}\. Enter it by .+ to keep your home visit HS/);
      const mail = await waitForMessage(
        (message: ParsedMail) => recipients(message).includes(email) && /Keep your visit/.test(String(message.html)),
      );
      expect(String(mail.html)).toContain('by text message to ****4567');
      expect(String(mail.html)).not.toMatch(/letter-spacing:6px/);

      // "Send a new code": a second text, whose code replaces the first.
      await page.getByRole('button', { name: 'Send a new code' }).click();
      await page.getByRole('status').filter({ hasText: 'we have sent a new one by text message' }).waitFor();
      await vi.waitFor(() => expect(textedCodes('+6581234567')).toHaveLength(2), { timeout: 45_000, interval: 250 });
      const latest = textedCodes('+6581234567').at(-1)!;
      await keepWithCode(page, latest, 'Code from your text message');
      expect(await journey.lookUp<Held>(reference)).toMatchObject({ status: 'confirmed', holdExpiresAt: null });
    } finally {
      await context.close();
    }
  });
});
