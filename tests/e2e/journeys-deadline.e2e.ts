import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOLD_KEPT_MESSAGE, OLDER_FLOW_HELD_LINE, RELEASED_BOOKING_MESSAGE } from '@domain/bookings/hold-messages';
import type { ParsedMail } from 'mailparser';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiBookingBody,
  axeViolations,
  CENTRAL_POSTAL_CODE,
  setUpJourney,
  shot,
  testPerson,
  VIEWPORTS,
  waitForToast,
} from './harness';
import { chooseOnEventPage, LEGACY_EVENT_PATH } from './older-flow';
import { outboxReader, recipients, textOutboxReader } from './outbox';
import { agreeToPrivacyNotice } from './wizard';

// New customers on a 390 px phone: while a visit is held for its code, that one deadline comes first on
// the confirmation page, in the email and in the text; PayNow on the phone that shows the code; and a
// released or cancelled booking reads as closed, with "Book again".

const dataDir = mkdtempSync(path.join(tmpdir(), 'hs-e2e-deadline-'));
const journey = setUpJourney(
  { DATA_DIR: dataDir },
  { afterStop: () => rmSync(dataDir, { recursive: true, force: true }) },
);
const { waitForMessage } = outboxReader(path.join(dataDir, 'outbox'));
const { waitForText } = textOutboxReader(path.join(dataDir, 'outbox'));

interface Booked {
  id: string;
  reference_number: string;
  bookingToken: string;
}

/** A main-flow booking of one person, unpaid and held for its emailed code, in the first free visit. */
async function bookUnpaid(
  serial: number,
  email: string,
  firstName: string,
  extra: Record<string, unknown> = {},
): Promise<Booked & { mobile: string }> {
  const event = await journey.eventDetails(
    extra.whitecoatBookingCode ? 'whitecoat-health-screening' : 'home-health-screening',
  );
  const slots = await journey.api(`/api/timeslots/postal-code?postalCode=${CENTRAL_POSTAL_CODE}&eventId=${event.id}`);
  const days = ((await slots.json()) as { data: Record<string, { timeslot: { id: number; isAvailable: boolean }[] }> })
    .data;
  const slot = Object.values(days)
    .flatMap((day) => day.timeslot)
    .find((candidate) => candidate.isAvailable)!;
  const body = apiBookingBody(
    {
      eventId: event.id,
      packageId: event.packages.find((pkg) => pkg.name === (extra.whitecoatBookingCode ? 'Comprehensive' : 'Premium'))!
        .id,
      timeslotId: slot.id,
    },
    serial,
    { firstName, lastName: 'Tan', email, gender: 'female', dateOfBirth: '1984-05-06', address: '1 Orchard Road' },
  );
  const response = await journey.postJson('/api/registrations', { ...body, ...extra });
  expect(response.status).toBe(201);
  const data = ((await response.json()) as { data: Booked }).data;
  return { ...data, mobile: `+65${testPerson(serial).mobileNumber}` };
}

/** Where an element starts on the page (not the screen), in CSS pixels from the top. */
const pageTop = (locator: Locator) =>
  locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

/** The look-up answered as the server answers it once the hold ran out: status expired, nothing held. */
async function answerAsReleased(page: Page) {
  await page.route('**/api/registrations/lookup/**', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { data: Record<string, unknown> };
    json.data = { ...json.data, status: 'expired', holdExpiresAt: null, canSelfServe: false };
    await route.fulfill({ response, json });
  });
}

/** No toast with this text shows up within a moment of what was just done. */
async function noToast(page: Page, text: string) {
  await page.waitForTimeout(800);
  expect(await page.locator('[data-sonner-toast]').filter({ hasText: text }).count()).toBe(0);
}

/**
 * The hold's end as customers read it: '5:27 PM today', or with its date when the half hour runs past
 * midnight in Singapore (a journey run between 23:30 and 00:00 there).
 */
const HOLD_END = String.raw`(?:\d{1,2}:\d{2} [AP]M today|\w{3}, \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M)`;
const KEEP_VISIT_EMAIL = new RegExp(`^Keep your visit: enter the code from your email by ${HOLD_END}, or pay by then$`);

describe('the one deadline that matters, on a phone', () => {
  it('leads the page, the email and the text while the visit is held; the payment deadline follows the code', async () => {
    const email = 'first.deadline@example.com';
    const booked = await bookUnpaid(101, email, 'Mei Ling');
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      await page.goto(`/booking/confirmation/${booked.reference_number}?showPayment=true`);
      const keep = page.getByRole('heading', { level: 2, name: KEEP_VISIT_EMAIL });
      await keep.waitFor();
      const pay = page.getByRole('heading', { level: 2, name: /^Pay \$\d+\.\d{2} to confirm your booking$/ });
      await pay.waitFor();
      // On the first screen, above the payment form; the later payment deadline is not said yet.
      expect(await pageTop(keep)).toBeLessThan(await pageTop(pay));
      expect(await pageTop(keep)).toBeLessThan(VIEWPORTS.phone.height / 2);
      expect(await page.getByText(/Please pay by/).count()).toBe(0);
      // Arriving, the deadline has the focus and is on the screen (not scrolled past to the form).
      await page.waitForFunction(() => document.activeElement?.textContent?.startsWith('Keep your visit'));
      const onScreen = await keep.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
      expect(onScreen).toBe(true);
      // ...and so is the payment that meets it too.
      const cardHeading = await page.getByRole('heading', { name: 'Pay by card' }).boundingBox();
      expect(cardHeading!.y + cardHeading!.height).toBeLessThanOrEqual(VIEWPORTS.phone.height);
      await shot(page, 'journeys-deadline-phone-1-held');
      expect.soft(await axeViolations(page)).toEqual([]);

      // The email says it before anything the template says, the code under it.
      const mail = await waitForMessage(
        (message: ParsedMail) => recipients(message).includes(email) && /Keep your visit/.test(String(message.html)),
      );
      const html = String(mail.html);
      expect(html.indexOf('Keep your visit')).toBeLessThan(html.indexOf('Dear Mei Ling'));
      expect(html.indexOf('Keep your visit')).toBeLessThan(html.indexOf('Please pay by'));
      // Under the brand's name, which heads every email.
      expect(String(mail.text).trim()).toMatch(
        /^Home Based Health Screening\s+Keep your visit: enter the code below by /,
      );
      const code = /letter-spacing:6px[^>]*>(\d{6})</.exec(html)?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);

      // The text carries the same code first, with the link whose button keeps the visit.
      const text = await waitForText((message) => message.to === booked.mobile && message.kind === 'confirmation');
      expect(text.body.startsWith(`Keep your visit: your code is ${code}. Enter it by `)).toBe(true);
      expect(text.body).toContain(`/booking/verify/${booked.reference_number}#code=${code}`);

      await page.getByLabel('Code from your email').fill(code);
      await page.getByRole('button', { name: 'Keep my visit' }).click();
      await waitForToast(page, HOLD_KEPT_MESSAGE);
      await keep.waitFor({ state: 'hidden' });
      // Now the payment deadline is the one that counts, and it is said.
      await page
        .getByText(/^Please pay by \w{3}, \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M\. Unpaid bookings/)
        .waitFor();
      // The reminder says what is sent, by the names customers read everywhere.
      await page.getByText(/^We send you a reminder email the day before your visit/).waitFor();
      expect(await page.getByText(/call or send you an SMS/).count()).toBe(0);

      // Closing the card form is said where the form was, with the way back: no toast.
      const cardForm = page.getByRole('region', { name: 'Pay by card' });
      await cardForm.getByRole('button', { name: 'Cancel' }).click();
      const closed = page.getByRole('status').filter({ hasText: 'Payment Cancelled' });
      await closed.waitFor();
      await closed.getByText(/You can complete your payment later\. Please pay \$\d+\.\d{2} by /).waitFor();
      await noToast(page, 'Payment Cancelled');
      await shot(page, 'journeys-deadline-phone-2-kept-form-closed');
      await closed.getByRole('button', { name: 'Pay now' }).click();
      await cardForm.waitFor();
    } finally {
      await context.close();
    }
  });

  it("keeps the visit from the email's button on a phone, said once by the page, not again by a toast", async () => {
    const email = 'button.phone@example.com';
    const booked = await bookUnpaid(107, email, 'Wei Jie');
    const mail = await waitForMessage(
      (message: ParsedMail) => recipients(message).includes(email) && /Keep your visit/.test(String(message.html)),
    );
    const link = new URL(/href="([^"]*\/booking\/verify\/[^"]*)"/.exec(String(mail.html))![1]!);
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      await page.goto(`${link.pathname}${link.hash}`);
      await page.getByRole('heading', { level: 1, name: 'Keep your home visit' }).waitFor();
      await page.getByRole('button', { name: 'Keep my visit' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your visit is kept' }).waitFor();
      await page.getByText(HOLD_KEPT_MESSAGE).waitFor();
      await noToast(page, HOLD_KEPT_MESSAGE);
      expect(
        (await journey.lookUp<{ holdExpiresAt: string | null }>(booked.reference_number)).holdExpiresAt,
      ).toBeNull();
      await shot(page, 'journeys-deadline-phone-9-kept-by-button');
    } finally {
      await context.close();
    }
  });

  it('tells a phone how to pay by PayNow: save the code, scan it from photos, or pay the UEN by hand', async () => {
    const booked = await bookUnpaid(102, 'paynow.phone@example.com', 'Aisha');
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: journey.baseUrl });
    try {
      await page.goto(`/booking/confirmation/${booked.reference_number}?showPayment=true`);
      await page.getByRole('tab', { name: 'PayNow' }).click();
      const panel = page.getByRole('region', { name: 'Pay by PayNow' });
      const steps = panel.getByRole('region', { name: 'Paying on this phone' });
      await steps.waitFor();
      await steps.getByText('Open your banking app and scan the saved image from your photos.').waitFor();
      // The scan-the-screen instruction is a computer's; a phone cannot scan its own screen.
      expect(await panel.getByText('Scan with your banking app').isVisible()).toBe(false);

      // "Save the QR code" downloads the PNG itself.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        steps.getByRole('link', { name: 'Save the QR code' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`paynow-${booked.reference_number}.png`);
      const png = readFileSync(await download.path());
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');

      // By hand: the UEN and the company, the amount and the reference, each copied with one press.
      const byHand = panel.getByRole('region', { name: 'Or pay by hand' });
      await byHand.getByText('Home Health Screening Holdings Pte. Ltd.').waitFor();
      await byHand.getByRole('button', { name: 'Copy UEN' }).click();
      await byHand.getByRole('button', { name: 'Copy UEN' }).getByText('Copied').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('201234567K');
      await byHand.getByRole('button', { name: 'Copy Reference' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(booked.reference_number);
      await byHand.getByRole('button', { name: 'Copy Amount' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\d+\.\d{2}$/);
      await shot(page, 'journeys-deadline-phone-3-paynow');
      expect.soft(await axeViolations(page)).toEqual([]);

      // On a computer the scan instruction comes first and the phone's steps are not shown.
      await page.setViewportSize(VIEWPORTS.desktop);
      await panel.getByText('Scan with your banking app').waitFor();
      expect(await steps.isVisible()).toBe(false);
      await shot(page, 'journeys-deadline-desktop-4-paynow');
    } finally {
      await context.close();
    }
  });

  it('shows a released booking as closed: no payment, no amounts due, no visit tips, and "Book again"', async () => {
    const booked = await bookUnpaid(103, 'released.visit@example.com', 'Kumar');
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      // The hold runs out after HOLD_VERIFY_MINUTES (5 at the least): the look-up is answered as the server
      // answers it then.
      await answerAsReleased(page);
      await page.goto(`/booking/confirmation/${booked.reference_number}`);
      await page.getByRole('heading', { level: 1, name: 'Booking Released' }).waitFor();
      await page.getByText(RELEASED_BOOKING_MESSAGE).waitFor();
      for (const live of ['Before your visit', 'Balance due', 'Card', 'PayNow', 'Keep your visit']) {
        expect(await page.getByText(live, { exact: true }).count(), live).toBe(0);
      }
      const again = page.getByRole('link', { name: 'Book again' });
      expect(await again.getAttribute('href')).toBe('/events/home-health-screening');
      await shot(page, 'journeys-deadline-phone-5-released');
      expect.soft(await axeViolations(page)).toEqual([]);
      await again.click();
      await page.waitForURL(/\/events\/home-health-screening$/);
      await page.getByRole('heading', { level: 1, name: 'Home Based Health Screening' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('books a released partner booking again through its partner link, and says the prepaid amount stays', async () => {
    const booked = await bookUnpaid(106, 'released.partner@example.com', 'Nur Aisyah', {
      whitecoatBookingCode: '100000000002',
    });
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      await answerAsReleased(page);
      // As the email's "Manage your booking" link opens it: the booking's token after '#'.
      await page.goto(`/booking/confirmation/${booked.reference_number}#token=${booked.bookingToken}`);
      await page.getByRole('heading', { level: 1, name: 'Booking Released' }).waitFor();
      await page
        .getByText(/^Nothing was charged on this site\. The \$50\.00 you paid through WhiteCoat stays yours/)
        .waitFor();
      const again = page.getByRole('link', { name: 'Book again' });
      await again.waitFor();
      expect(await again.getAttribute('href')).toBe('/wc/100000000002');
      await shot(page, 'journeys-deadline-phone-6-released-partner');
    } finally {
      await context.close();
    }
  });

  it('shows a cancelled booking as closed too, with the day it was cancelled and "Book again"', async () => {
    const booked = await bookUnpaid(104, 'cancelled.visit@example.com', 'Ravi');
    const cancelled = await journey.postJson(`/api/registrations/${booked.id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      await page.goto(`/booking/confirmation/${booked.reference_number}`);
      await page.getByRole('heading', { level: 1, name: 'Booking Cancelled' }).waitFor();
      await page
        .getByText(/^This booking was cancelled on \w{3}, \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M\.$/)
        .waitFor();
      for (const live of ['Before your visit', 'Balance due', 'Card', 'PayNow']) {
        expect(await page.getByText(live, { exact: true }).count(), live).toBe(0);
      }
      expect(await page.getByRole('link', { name: 'Book again' }).getAttribute('href')).toBe(
        '/events/home-health-screening',
      );
      await shot(page, 'journeys-deadline-phone-6-cancelled');
      // The paid booking's page of it says the same.
      await page.goto(`/booking/confirmed/${booked.reference_number}`);
      await page.getByRole('heading', { level: 1, name: 'Booking Cancelled' }).waitFor();
      await page.getByRole('link', { name: 'Book again' }).waitFor();
      expect(await page.getByText('Balance due', { exact: true }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('in the older flow, says the visit is held, not booked, until the texted code is in', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      await page.goto(LEGACY_EVENT_PATH);
      await page.getByRole('heading', { level: 1, name: 'Home Based Health Screening' }).waitFor();
      await chooseOnEventPage(page, 'Premium', CENTRAL_POSTAL_CODE);
      await page.getByRole('button', { name: 'Continue to Participants' }).click();
      await page.getByRole('heading', { level: 1, name: 'Participants' }).waitFor();
      await page.getByRole('button', { name: 'Add Participant' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Participant' });
      await dialog.getByLabel('First name', { exact: true }).fill('Boon Hock');
      await dialog.getByLabel('Last name', { exact: true }).fill('Ng');
      await dialog.getByLabel('ID number or passport', { exact: true }).fill(testPerson(105).identificationNumber);
      await dialog.getByLabel('Date of birth', { exact: true }).fill('1972-04-04');
      await dialog.getByRole('radio', { name: 'Male', exact: true }).click();
      await dialog.getByLabel(/^Email/).fill('older.held@example.com');
      await dialog.getByLabel(/^Mobile number/).fill(testPerson(105).mobileNumber);
      await dialog.getByRole('button', { name: 'Add Participant' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('heading', { name: 'Your personal details' }).waitFor();
      await page.getByLabel('Address', { exact: true }).fill('1 Orchard Road');
      await page.getByLabel(/I accept the terms and conditions/).check();
      await agreeToPrivacyNotice(page);
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      await page.waitForURL(/\/confirmation$/, { timeout: 20_000 });
      // Spec 000 §2's heading stays; the words under it say what is true: held, one step left.
      await page.getByRole('heading', { level: 1, name: 'Booking Confirmed' }).waitFor();
      await page.getByText(OLDER_FLOW_HELD_LINE, { exact: false }).waitFor();
      expect(await page.getByText(/is booked/).count()).toBe(0);
      const keep = page.getByRole('heading', {
        level: 2,
        name: new RegExp(
          String.raw`^Keep your visit: enter the code we sent by text message to \*{4}\d{4} by ${HOLD_END}$`,
        ),
      });
      await keep.waitFor();
      expect(await pageTop(keep)).toBeLessThan(await pageTop(page.getByText('Reference number', { exact: true })));
      await shot(page, 'journeys-deadline-phone-7-older-held');
      expect.soft(await axeViolations(page)).toEqual([]);

      const mobile = `+65${testPerson(105).mobileNumber}`;
      const text = await waitForText((message) => message.to === mobile && message.kind === 'hold-code');
      const code = /your code is (\d{6})/.exec(text.body)?.[1] ?? '';
      await page.getByLabel('Code from your text message').fill(code);
      await page.getByRole('button', { name: 'Keep my visit' }).click();
      await keep.waitFor({ state: 'hidden' });
      await page.getByText(/Your home visit is booked; you pay on the day of the visit\./).waitFor();
      await shot(page, 'journeys-deadline-phone-8-older-kept');
    } finally {
      await context.close();
    }
  });
});
