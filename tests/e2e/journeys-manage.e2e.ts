import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLINIC_CONTACT } from '@domain/bookings/appointment-messages';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type BookedThroughApi, bookPremiumThroughApi, payByTestCard } from './api-booking';
import { axeViolations, setUpJourney, shot, testPerson, VIEWPORTS, waitForToast } from './harness';
import { outboxReader, recipients } from './outbox';

// "Manage your booking" on a phone (390 px), as a new customer meets it: the confirmation email's link
// opens a page where the booking is seen and changed (the people, the contact details, the date and
// time, cancelling, paying), a paid booking says before any try what only the clinic can change, and a
// browser without the link is told where it is. The cancel page shows a household's total and leads
// with what comes next; the emails' calendar files replace each other instead of piling up.

const EVENT_SLUG = 'home-health-screening';
const ADDRESS = '1 Orchard Road, #10-01, Singapore 238801';

const dataDir = mkdtempSync(path.join(tmpdir(), 'hs-e2e-manage-'));
const journey = setUpJourney(
  { DATA_DIR: dataDir },
  { afterStop: () => rmSync(dataDir, { recursive: true, force: true }) },
);
const { messages, waitForMessage } = outboxReader(path.join(dataDir, 'outbox'));

let serial = 0;

type Booked = BookedThroughApi;

/** A Premium booking in the first free central visit, made through the API. */
function bookThroughApi(firstName: string, members: { firstName: string; serial: number }[] = []): Promise<Booked> {
  serial += 1;
  return bookPremiumThroughApi(journey, {
    eventSlug: EVENT_SLUG,
    firstName,
    serial: 7_400_000 + serial,
    emailTag: 'manage',
    members,
  });
}

const payThroughApi = (booking: Booked) => payByTestCard(journey, booking);

/** The "Manage your booking" link of a booking's confirmation email, as a path of this server. */
async function manageLinkOf(booking: Booked): Promise<string> {
  const mail = await waitForMessage(
    (message) =>
      recipients(message).includes(booking.email) &&
      message.subject === `Your health screening booking ${booking.reference}`,
  );
  const href = /<a href="([^"]+)">Manage your booking<\/a>: change/.exec(String(mail.html))?.[1];
  expect(href).toBeDefined();
  const url = new URL(href!.replace(/&amp;/g, '&'));
  return `${url.pathname}${url.hash}`;
}

/** The visit's calendar file attached to an email, read back as a calendar app reads it. */
function calendarOf(mail: ParsedMail) {
  const file = mail.attachments.find((attachment) => /\.ics$/.test(attachment.filename ?? ''));
  expect(file).toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(file!.content.toString()));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { method: calendar.getFirstPropertyValue('method'), uid: event.uid, sequence: event.sequence };
}

/** The emails of a booking with this subject start that went to `to`. */
async function mailsTo(to: string, subjectStart: string): Promise<ParsedMail[]> {
  return (await messages()).filter(
    (mail) => recipients(mail).includes(to) && (mail.subject ?? '').startsWith(subjectStart),
  );
}

async function waitForMails(to: string, subjectStart: string, count: number): Promise<ParsedMail[]> {
  let found: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        found = await mailsTo(to, subjectStart);
        return found.length;
      },
      { timeout: 45_000, interval: 500 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** Moves the visit to the first other free time the page offers. */
async function rescheduleOnPage(page: Page) {
  await page.getByRole('button', { name: 'Reschedule Appointment' }).click();
  const slots = page.getByRole('radiogroup', { name: 'Need another time?' });
  await slots.getByRole('radio').first().click();
  await page.getByRole('button', { name: 'Confirm New Time' }).click();
  await waitForToast(page, 'Appointment rescheduled');
  await page.getByRole('status').filter({ hasText: 'Your appointment has been moved' }).waitFor();
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);

describe('Manage your booking on a phone', () => {
  it('opens from the confirmation email and changes the people, the contact details, the date and time, then cancels', async () => {
    const booking = await bookThroughApi('Mei');
    const link = await manageLinkOf(booking);
    expect(link).toBe(`/booking/manage/${booking.reference}#token=${booking.bookingToken}`);

    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: 'Manage your booking' }).waitFor();
      // The token is kept in this browser and taken out of the address bar.
      expect(page.url()).not.toContain('token');
      await page.getByText(ADDRESS).waitFor();
      expect(await page.getByTestId('booking-total').textContent()).toBe(`$${booking.totalAmount}`);
      expect(await page.getByTestId('amount-due').textContent()).toBe(`$${booking.amountDue}`);
      expect(await page.getByRole('link', { name: `Pay $${booking.amountDue} now` }).getAttribute('href')).toBe(
        `/booking/confirmation/${booking.reference}?showPayment=true`,
      );
      await page.getByText('1 person, GST included').waitFor();
      await page.getByText(/^Please pay by .+\. Unpaid bookings are released after this time\.$/).waitFor();
      // The visit is held until the contact is proven: the code from the email keeps it here too.
      await page.getByRole('button', { name: 'Keep my visit' }).waitFor();
      await shot(page, 'journeys-manage-phone-1-opened');
      await noSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);

      // A household member is added: the booking is re-priced for two.
      await page.getByRole('button', { name: 'Add Participant' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Participant' });
      await dialog.getByLabel('First name', { exact: true }).fill('Wei Jie');
      await dialog.getByLabel('Last name', { exact: true }).fill('Tan');
      await dialog
        .getByLabel('ID number or passport', { exact: true })
        .fill(testPerson(7_499_001).identificationNumber);
      await dialog.getByLabel('Date of birth', { exact: true }).fill('1987-06-06');
      await dialog.getByRole('radio', { name: 'Male', exact: true }).click();
      await dialog.getByRole('button', { name: 'Add Participant' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await waitForToast(page, 'Participant Added');
      await page.getByText('2 people, GST included').waitFor();
      const twoPeople = await journey.lookUp<{ totalAmount: string; personCount: number }>(booking.reference);
      expect(twoPeople.personCount).toBe(2);
      await expect.poll(() => page.getByTestId('booking-total').textContent()).toBe(`$${twoPeople.totalAmount}`);
      await page.getByText('Premium × 2').waitFor();

      // The member's details are changed, then the member becomes the primary contact: the page asks for
      // the email and mobile number the clinic needs first. Then Mei takes it back.
      await page.getByRole('button', { name: 'Edit Wei Jie Tan' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Participant' });
      await edit.getByLabel('First name', { exact: true }).fill('Weijie');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await edit.waitFor({ state: 'hidden' });
      await waitForToast(page, 'Participant Updated');
      await page.getByRole('button', { name: 'Make Weijie Tan the primary contact' }).click();
      const makePrimary = page.getByRole('dialog', { name: 'Make Primary Contact' });
      await makePrimary.getByLabel(/^Email/).fill(`weijie.manage${serial}@example.com`);
      await makePrimary.getByLabel(/^Mobile number/).fill('91230000');
      await makePrimary.getByRole('button', { name: 'Save and make primary' }).click();
      await makePrimary.waitFor({ state: 'hidden' });
      await waitForToast(page, 'Primary Contact Changed', 'Weijie Tan is now the primary contact.');
      expect(await page.getByRole('region', { name: 'Primary contact' }).textContent()).toContain('Weijie Tan');
      await page.getByRole('button', { name: 'Make Mei Tan the primary contact' }).click();
      await waitForToast(page, 'Primary Contact Changed', 'Mei Tan is now the primary contact.');
      expect(await page.getByRole('region', { name: 'Primary contact' }).textContent()).toContain('Mei Tan');

      // The primary contact cannot be removed while someone else is on the booking (spec 000 §4).
      await page.getByRole('button', { name: 'Remove Mei Tan' }).click();
      await waitForToast(page, 'Cannot Remove Primary Participant');
      await shot(page, 'journeys-manage-phone-2-household');

      // The member is removed again: one person, one price.
      await page.getByRole('button', { name: 'Remove Weijie Tan' }).click();
      await waitForToast(page, 'Participant Removed');
      await page.getByText('1 person, GST included').waitFor();

      // The contact details: a new email, which the old and the new address hear of.
      const newEmail = `mei.new${serial}@example.com`;
      await page.getByRole('button', { name: 'Change contact details' }).click();
      await page.getByLabel('Email', { exact: true }).fill(newEmail);
      await page.getByRole('button', { name: 'Save contact details' }).click();
      await waitForToast(page, 'Contact details saved');
      expect(await page.getByTestId('contact-email').textContent()).toBe(newEmail);
      const notice = `The contact details of your booking ${booking.reference} were changed`;
      await waitForMails(booking.email, notice, 1);
      await waitForMails(newEmail, notice, 1);

      // Another date and time, twice: each email's calendar file is a later version of the same entry.
      const before = await page.getByTestId('visit-date-time').textContent();
      const subject = `Your home visit ${booking.reference} is now on`;
      const uid = `${booking.reference}@home-health-screening`;
      await rescheduleOnPage(page);
      await expect.poll(() => page.getByTestId('visit-date-time').textContent()).not.toBe(before);
      await shot(page, 'journeys-manage-phone-3-rescheduled');
      const [first] = await waitForMails(newEmail, subject, 1);
      expect(calendarOf(first!)).toEqual({ method: 'PUBLISH', uid, sequence: 1 });
      await rescheduleOnPage(page);
      const moved = await waitForMails(newEmail, subject, 2);
      expect(moved.map((mail) => calendarOf(mail).sequence).sort()).toEqual([1, 2]);
      expect(moved.every((mail) => calendarOf(mail).uid === uid)).toBe(true);

      // Cancelling, with the cancel page's own form: nothing was paid, so nothing is refunded.
      await page
        .getByTestId('refund-before-cancel')
        .getByText('Nothing has been paid for this booking, so if you cancel there is nothing to refund.')
        .waitFor();
      await page.getByLabel(/I confirm that I want to cancel this appointment/).check();
      await page.getByRole('button', { name: 'Cancel Appointment' }).click();
      await page.getByRole('heading', { level: 1, name: 'Appointment Cancelled' }).waitFor();
      await page.getByRole('link', { name: 'Return to Home' }).waitFor();
      await shot(page, 'journeys-manage-phone-4-cancelled');
      const [cancellation] = await waitForMails(
        newEmail,
        `Your health screening booking ${booking.reference} is cancelled`,
        1,
      );
      expect(String(cancellation!.text).replace(/\s+/g, ' ')).toContain(
        'Nothing was paid for this booking, so there is nothing to refund.',
      );
      expect(calendarOf(cancellation!)).toEqual({
        method: 'CANCEL',
        uid: `${booking.reference}@home-health-screening`,
        sequence: 3,
      });
    } finally {
      await context.close();
    }
  });

  it('says before any try that a paid booking keeps its people, yet still changes the contact details', async () => {
    const booking = await bookThroughApi('Aisha');
    await payThroughApi(booking);
    const link = await manageLinkOf(booking);
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: 'Manage your booking' }).waitFor();
      await page.getByText('Paid', { exact: true }).first().waitFor();
      await page.getByText('The people on a paid booking can no longer be changed online.').waitFor();
      await page.getByText(CLINIC_CONTACT.phone).first().waitFor();
      expect(await page.getByRole('button', { name: 'Add Participant' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: /^Pay / }).count()).toBe(0);
      await page
        .getByTestId('refund-before-cancel')
        .getByText(`If you cancel, the $${booking.totalAmount} you paid is refunded`)
        .waitFor();
      await shot(page, 'journeys-manage-phone-5-paid');
      await noSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Change contact details' }).click();
      await page.getByLabel(/^New mobile number/).fill('91234000');
      await page.getByRole('button', { name: 'Save contact details' }).click();
      await waitForToast(page, 'Contact details saved');
      await expect.poll(() => page.getByTestId('contact-mobile').textContent()).toBe('****4000');
    } finally {
      await context.close();
    }
  });

  it('without the link says where it is, and changes the date and time by reference on the cancel page', async () => {
    const booking = await bookThroughApi('Priya', [{ firstName: 'Ravi', serial: 7_499_100 }]);
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      await page.goto(`/booking/manage/${booking.reference}`);
      await page.getByRole('heading', { name: 'Open the link from your confirmation email' }).waitFor();
      // The address is masked, as the look-up gives it: the page is no key to the booking.
      await page.getByText(/in the confirmation email we sent to p\*\*\*@example\.com/).waitFor();
      expect(await page.getByText(ADDRESS).count()).toBe(0);
      await shot(page, 'journeys-manage-phone-6-no-link');
      expect(await axeViolations(page)).toEqual([]);

      // A wrong token opens nothing either.
      await page.goto(`/booking/manage/${booking.reference}#token=not-the-token`);
      await page.getByRole('heading', { name: 'Open the link from your confirmation email' }).waitFor();

      await page.getByRole('link', { name: 'Reschedule or cancel by reference' }).click();
      await page.getByRole('heading', { level: 1, name: 'Reschedule or Cancel Appointment' }).waitFor();
      // Finding 13: the household's total, not one package's price.
      await page.getByRole('heading', { name: 'Your appointment' }).waitFor();
      expect(await page.getByTestId('booking-total').textContent()).toBe(`$${booking.totalAmount}`);
      await page.getByText('2 people, GST included').waitFor();
      await page.getByText('Premium × 2').waitFor();
      await shot(page, 'journeys-manage-phone-7-cancel-page');
      await noSidewaysScroll(page);
    } finally {
      await context.close();
    }
  });

  it('after a paid household booking is cancelled, leads with the refund and home; the email states the amount', async () => {
    const booking = await bookThroughApi('Huimin', [{ firstName: 'Jun', serial: 7_499_200 }]);
    await payThroughApi(booking);
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      await page.goto('/cancel-appointment');
      await page.getByLabel('Reference number').fill(booking.reference);
      await page.getByRole('button', { name: 'Look Up Appointment' }).click();
      expect(await page.getByTestId('booking-total').textContent()).toBe(`$${booking.totalAmount}`);
      await page.getByLabel(/I confirm that I want to cancel this appointment/).check();
      await page.getByRole('button', { name: 'Cancel Appointment' }).click();
      await page.getByRole('heading', { level: 1, name: 'Appointment Cancelled' }).waitFor();
      await page.getByText(`has been refunded. $${booking.totalAmount} goes back to the card`).waitFor();
      const home = page.getByRole('link', { name: 'Return to Home' });
      expect(await home.getAttribute('class')).toContain('bg-brand-700');
      // Still there, but quiet: a ghost button below.
      const another = page.getByRole('button', { name: 'Cancel Another Appointment' });
      expect(await another.getAttribute('class')).not.toContain('border');
      const homeBox = (await home.boundingBox())!;
      expect((await another.boundingBox())!.y).toBeGreaterThan(homeBox.y);
      await shot(page, 'journeys-manage-phone-8-cancelled-paid');
      expect(await axeViolations(page)).toEqual([]);
      const [cancellation] = await waitForMails(
        booking.email,
        `Your health screening booking ${booking.reference} is cancelled`,
        1,
      );
      expect(String(cancellation!.text).replace(/\s+/g, ' ')).toContain(`Refund: S$${booking.totalAmount}`);
    } finally {
      await context.close();
    }
  });

  it('is one tap from the confirmation page of the browser that booked, and not offered to one without the token', async () => {
    const booking = await bookThroughApi('Hui');
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      await page.goto(`/booking/confirmation/${booking.reference}`);
      await page.getByRole('button', { name: 'Print' }).waitFor();
      expect(await page.getByRole('link', { name: 'Manage your booking' }).count()).toBe(0);

      // The wizard keeps the booking answer's token in this browser, as here.
      await page.evaluate(
        ([id, token]) => localStorage.setItem(`booking_token:${id}`, token!),
        [booking.id, booking.bookingToken],
      );
      await page.reload();
      await page.getByRole('link', { name: 'Manage your booking' }).click();
      await page.waitForURL(`**/booking/manage/${booking.reference}`);
      await page.getByRole('heading', { level: 1, name: 'Manage your booking' }).waitFor();
      await page.getByText(ADDRESS).waitFor();
    } finally {
      await context.close();
    }
  });

  it('names each thing one way on the pages and in the email a household reads (docs/glossary.md)', async () => {
    const booking = await bookThroughApi('Wen', [
      { firstName: 'Kai', serial: 7_450_001 },
      { firstName: 'Lin', serial: 7_450_002 },
    ]);
    // The other names of people and of the insurer's programme that the glossary retired.
    const retired = /\bpersons\b|\battendees?\b|\bpax\b|HealthShield/i;
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      await page.goto(`/booking/confirmation/${booking.reference}`);
      await page.getByText('Kai Tan').waitFor();
      const confirmation = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
      expect(confirmation).not.toMatch(retired);
      expect(confirmation).toContain('3 people');

      await page.goto(`/cancel-appointment?reference=${booking.reference}`);
      await page.getByText('People (3)').waitFor();
      expect(await page.locator('main').textContent()).not.toMatch(retired);

      await page.goto(await manageLinkOf(booking));
      await page.getByRole('heading', { level: 1, name: 'Manage your booking' }).waitFor();
      await page.getByText('Lin Tan').first().waitFor();
      expect(await page.locator('main').textContent()).not.toMatch(retired);

      const [mail] = await waitForMails(booking.email, `Your health screening booking ${booking.reference}`, 1);
      expect(String(mail!.text)).not.toMatch(retired);
    } finally {
      await context.close();
    }
  });
});
