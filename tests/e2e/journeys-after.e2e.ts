import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type BookedThroughApi, bookPremiumThroughApi, payByTestCard } from './api-booking';
import { axeViolations, setUpJourney, shot, testPerson, VIEWPORTS, type Viewport, waitForToast } from './harness';
import { outboxReader, recipients } from './outbox';
import { confirmBooking, reachReview } from './wizard';

// What a customer sees after booking, on a phone (390 px) and at 1280 px: the visit's own address on
// the booking's pages (with the booking's token only), in the emails and the receipt; the payment step
// on screen after Confirm Booking; the cancel page that reads a reference however it is typed, says the
// refund before cancelling and leads home after; emails that fit a phone.

const EVENT_SLUG = 'home-health-screening';
const ADDRESS = '1 Orchard Road, #10-01, Singapore 238801';
const WITHHELD = "The home address you gave us. To see it here, open 'Manage your booking' in your confirmation email.";

const dataDir = mkdtempSync(path.join(tmpdir(), 'hs-e2e-after-'));
const journey = setUpJourney(
  { DATA_DIR: dataDir },
  { afterStop: () => rmSync(dataDir, { recursive: true, force: true }) },
);
const { waitForMessage } = outboxReader(path.join(dataDir, 'outbox'));

let serial = 0;

type Booked = BookedThroughApi;

/** A Premium booking in the first free central visit, made through the API. */
function bookThroughApi(firstName: string): Promise<Booked> {
  serial += 1;
  return bookPremiumThroughApi(journey, {
    eventSlug: EVENT_SLUG,
    firstName,
    serial: 7_300_000 + serial,
    emailTag: 'after',
  });
}

const payThroughApi = (booking: Booked) => payByTestCard(journey, booking);

/** The email's HTML drawn in a browser of the given width: nothing may scroll sideways. */
async function checkEmailFits(mail: ParsedMail, viewport: Viewport, name: string) {
  const { context, page } = await journey.newPage(viewport);
  try {
    await page.setContent(String(mail.html), { waitUntil: 'load' });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(viewport.width);
    await shot(page, name);
  } finally {
    await context.close();
  }
}

const mailText = (mail: ParsedMail) => String(mail.text).replace(/\s+/g, ' ');

/** Keeps a booking's token in the browser, as the booking's own browser or the manage link does. */
async function keepBookingToken(page: Page, booking: Booked) {
  await page.goto('/privacy');
  await page.evaluate(
    ([id, token]) => localStorage.setItem(`booking_token:${id}`, token!),
    [booking.id, booking.bookingToken],
  );
}

const isFilled = async (locator: ReturnType<Page['getByRole']>) =>
  (await locator.getAttribute('class'))?.includes('bg-brand-700') ?? false;

describe('after booking on a phone', () => {
  it('puts the payment step first after Confirm Booking, shows the visit address, and the email fits 390 px', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      const person = testPerson(7_390_001);
      await page.goto(`/events/${EVENT_SLUG}`);
      await reachReview(page, {
        firstName: 'Farah',
        lastName: 'Lim',
        gender: 'Female',
        dateOfBirth: '12/04/1985',
        id: person.identificationNumber,
        email: 'farah.lim.after@example.com',
        mobile: person.mobileNumber,
        postalCode: '238801',
        unitNumber: '#10-01',
        address: '1 Orchard Road',
      });
      await confirmBooking(page);

      // Point 5: the payment step is on the first screen and has the focus.
      const payHeading = page.getByRole('heading', { name: /^Pay \$\d+\.\d{2} to confirm your booking$/ });
      await payHeading.waitFor();
      await page.getByRole('heading', { name: 'Pay by card' }).waitFor();
      // While the visit is held for its emailed code, that deadline (just above) has the focus instead.
      await page.waitForFunction(() =>
        document.activeElement?.textContent?.startsWith('Keep your visit: enter the code'),
      );
      const cardHeading = await page.getByRole('heading', { name: 'Pay by card' }).boundingBox();
      expect(cardHeading!.y + cardHeading!.height).toBeLessThanOrEqual(VIEWPORTS.phone.height);
      await page.getByLabel('Card number', { exact: true }).waitFor({ timeout: 10_000 });
      const home = page.getByRole('link', { name: 'Return to Home' });
      expect(await isFilled(home)).toBe(false);
      // Point 2: the visit's own address, asked with the token the wizard kept.
      await page.getByTestId('visit-address').getByText(ADDRESS).waitFor();
      await shot(page, 'journeys-after-phone-1-pay-first');
      expect(await axeViolations(page)).toEqual([]);
      const reference = page.url().match(/HS\d{4}-\d{4}-\d{4}/)![0];

      // The confirmation email names the address, and fits the phone.
      const confirmation = await waitForMessage(
        (mail) =>
          recipients(mail).includes('farah.lim.after@example.com') && mail.subject?.includes(reference) === true,
      );
      expect(mailText(confirmation)).toContain(ADDRESS);
      expect(mailText(confirmation)).not.toContain('anywhere in Singapore');
      await checkEmailFits(confirmation, VIEWPORTS.phone, 'journeys-after-phone-2-confirmation-email');
      await checkEmailFits(confirmation, VIEWPORTS.desktop, 'journeys-after-desktop-2-confirmation-email');

      // Paid on the phone: the booking's page shows the address too.
      await page.getByLabel('Card number', { exact: true }).fill('4111 1111 1111 1111');
      await page.getByLabel('Expiry date (MM/YY)', { exact: true }).fill('12/30');
      await page.getByLabel('CVV', { exact: true }).fill('123');
      await page.getByLabel('Card holder name', { exact: true }).fill('Farah Lim');
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      await waitForToast(page, 'Payment Successful');
      await page.getByRole('heading', { level: 1, name: 'Booking Confirmed' }).waitFor();
      await page.goto(`/booking/confirmed/${reference}`);
      await page.getByTestId('visit-address').getByText(ADDRESS).waitFor();
      await shot(page, 'journeys-after-phone-3-confirmed');
      expect(await axeViolations(page)).toEqual([]);
      const receipt = await waitForMessage(
        (mail) =>
          recipients(mail).includes('farah.lim.after@example.com') && /Payment received/.test(mail.subject ?? ''),
      );
      await checkEmailFits(receipt, VIEWPORTS.phone, 'journeys-after-phone-4-receipt-email');
    } finally {
      await context.close();
    }
  });
});

describe("the visit's address and a reference number alone", () => {
  it('shows the address with the manage link, and says where to find it without (1280 px)', async () => {
    const booking = await bookThroughApi('Siti');
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      await page.goto(`/booking/confirmation/${booking.reference}`);
      await page.getByRole('heading', { level: 1, name: 'Booking Received' }).waitFor();
      await page.getByTestId('visit-address').getByText(WITHHELD).waitFor();
      expect(await page.content()).not.toContain('Orchard');
      await shot(page, 'journeys-after-desktop-1-reference-only');
      expect(await axeViolations(page)).toEqual([]);

      // The email's "Manage your booking" link carries the token: now the address shows (opened afresh,
      // as from the email, not as a jump within the page).
      await page.goto('/privacy');
      await page.goto(`/booking/confirmation/${booking.reference}#token=${booking.bookingToken}`);
      await page.getByTestId('visit-address').getByText(ADDRESS).waitFor();
      expect(page.url()).not.toContain('token');
      // The payment step leads here too; Return to Home stays quiet.
      await page.getByRole('heading', { name: /^Pay \$\d+\.\d{2} to confirm your booking$/ }).waitFor();
      expect(await isFilled(page.getByRole('link', { name: 'Return to Home' }))).toBe(false);
      await shot(page, 'journeys-after-desktop-3-manage-link');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the cancel page', () => {
  for (const [size, viewport] of [
    ['phone', VIEWPORTS.phone],
    ['desktop', VIEWPORTS.desktop],
  ] as const) {
    it(`reads a reference typed with spaces, says the refund first, reschedules first and leads home after (${size})`, async () => {
      const booking = await bookThroughApi(size === 'phone' ? 'Nurul' : 'Wei');
      await payThroughApi(booking);
      const { context, page } = await journey.newPage(viewport);
      try {
        if (size === 'desktop') await keepBookingToken(page, booking);
        await page.goto('/cancel-appointment');
        await page.getByRole('heading', { level: 1, name: 'Reschedule or Cancel Appointment' }).waitFor();
        // Lower case with spaces, as read out over the phone.
        await page.getByLabel('Reference number').fill(booking.reference.toLowerCase().replaceAll('-', ' '));
        await page.getByRole('button', { name: 'Look Up Appointment' }).click();
        await page.getByRole('heading', { name: 'Your appointment' }).waitFor();
        await page.getByText(booking.reference, { exact: true }).waitFor();

        // This browser made the booking (desktop): the address; else where to find it.
        await page
          .getByTestId('visit-address')
          .getByText(size === 'desktop' ? ADDRESS : WITHHELD)
          .waitFor();
        // The refund as the server would make it, before cancelling.
        const refund = page.getByTestId('refund-before-cancel');
        await refund.getByText(`If you cancel, the $${booking.amountDue} you paid is refunded to the card`).waitFor();
        expect(await refund.textContent()).toContain('5 to 10 working days');
        // Rescheduling is the main action; cancelling is outlined, not filled.
        expect(await isFilled(page.getByRole('button', { name: 'Reschedule Appointment' }))).toBe(true);
        const cancelButton = page.getByRole('button', { name: 'Cancel Appointment' });
        expect(await isFilled(cancelButton)).toBe(false);
        expect(await cancelButton.getAttribute('class')).not.toContain('bg-red-600');
        await cancelButton.scrollIntoViewIfNeeded();
        await shot(page, `journeys-after-${size}-4-cancel-page`);
        expect(await axeViolations(page)).toEqual([]);

        if (size === 'desktop') {
          // Moved first: the rescheduled email names the address.
          await page.getByRole('button', { name: 'Reschedule Appointment' }).click();
          await page.getByRole('radio').nth(1).click();
          await page.getByRole('button', { name: 'Confirm New Time' }).click();
          await page.getByText('Your appointment has been moved').waitFor();
          const moved = await waitForMessage(
            (mail) => recipients(mail).includes(booking.email) && /is now on/.test(mail.subject ?? ''),
          );
          expect(mailText(moved)).toContain(ADDRESS);
        }

        await page.getByLabel(/I confirm that I want to cancel this appointment/).check();
        await page.getByRole('button', { name: 'Cancel Appointment' }).click();
        await page.getByRole('heading', { level: 1, name: 'Appointment Cancelled' }).waitFor();
        await page.getByText(/has been refunded\. \$\d+\.\d{2} goes back to the card/).waitFor();
        expect(await isFilled(page.getByRole('link', { name: 'Return to Home' }))).toBe(true);
        expect(await isFilled(page.getByRole('button', { name: 'Cancel Another Appointment' }))).toBe(false);
        await shot(page, `journeys-after-${size}-5-cancelled`);
        expect(await axeViolations(page)).toEqual([]);

        const cancelled = await waitForMessage(
          (mail) => recipients(mail).includes(booking.email) && /is cancelled/.test(mail.subject ?? ''),
        );
        expect(mailText(cancelled)).toContain(ADDRESS);
        await checkEmailFits(cancelled, viewport, `journeys-after-${size}-6-cancellation-email`);
      } finally {
        await context.close();
      }
    });
  }
});
