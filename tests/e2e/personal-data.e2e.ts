import { readFileSync } from 'node:fs';
import type { PersonalData } from '@domain/privacy/personal-data';
import { toDisplayDate } from '@domain/shared/dates';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, setUpJourney, shot, testPerson, VIEWPORTS, waitForToast } from './harness';

// A person's data on request (DESIGN §8.3) against the real server: a customer books, staff find them on
// /admin/privacy by their ID number, are refused erasing while the visit is ahead, cancel it, export the
// JSON and erase; the person is then no longer found, and the activity log records each export and the
// erasure without the ID number itself.

const HOME_EVENT_SLUG = 'home-health-screening';
const CENTRAL_POSTAL_CODE = '238801';
const PERSON = testPerson(4_207_311);
const EMAIL = 'mei.ling.privacy@example.com';

const journey = setUpJourney();
const { api } = journey;

interface Booked {
  id: string;
  reference: string;
  visitDate: string;
}

/** A customer's booking through the public API, as the wizard sends it: no admin token, no cookie. */
async function bookAsCustomer(): Promise<Booked> {
  const event = await journey.eventDetails(HOME_EVENT_SLUG);
  const slots = await api(`/api/timeslots/postal-code?postalCode=${CENTRAL_POSTAL_CODE}&eventId=${event.id}`);
  expect(slots.status).toBe(200);
  const days = ((await slots.json()) as { data: Record<string, { timeslot: { id: number; isAvailable: boolean }[] }> })
    .data;
  const [visitDate, day] = Object.entries(days).find(([, candidate]) =>
    candidate.timeslot.some((slot) => slot.isAvailable),
  )!;
  const response = await api('/api/registrations', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({
      eventId: event.id,
      packageId: event.packages.find((pkg) => pkg.name === 'Premium')!.id,
      timeslotId: day.timeslot.find((slot) => slot.isAvailable)!.id,
      firstName: 'Mei Ling',
      lastName: 'Tan',
      email: EMAIL,
      mobileNumber: PERSON.mobileNumber,
      gender: 'female',
      identificationNumber: PERSON.identificationNumber,
      dateOfBirth: '1979-03-08',
      postalCode: CENTRAL_POSTAL_CODE,
      address: '1 Orchard Road',
      unitNumber: '#05-12',
      medicalConditions: 'Asthma',
      participants: [],
    }),
  });
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { id: string; reference_number: string } };
  return { id: data.id, reference: data.reference_number, visitDate };
}

/** Staff cancel a booking (the orders tab's status change), which lets its data be erased. */
async function cancelAsStaff(booking: Booked): Promise<void> {
  const response = await api(`/api/admin/registrations/${booking.id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await journey.sessionToken()}` },
    body: JSON.stringify({ status: 'cancelled' }),
  });
  expect(response.status).toBe(200);
}

/** A booking as the order details show it to staff. */
async function adminDetails(booking: Booked) {
  const response = await api(`/api/admin/registrations/${booking.id}`, {
    headers: { Authorization: `Bearer ${await journey.sessionToken()}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

async function findById(page: Page): Promise<void> {
  await page.getByLabel('ID number', { exact: true }).fill(PERSON.identificationNumber);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
}

const results = (page: Page) => page.getByRole('region', { name: /^Held about/ });
const bookingsTable = (page: Page) => page.getByRole('table', { name: 'Bookings holding this person' });
const bookingRow = (page: Page, reference: string) =>
  bookingsTable(page).getByRole('row', { name: new RegExp(reference) });
const summary = (page: Page) => results(page).getByRole('status');

describe("a person's data", () => {
  it('finds a person by ID number, refuses erasing while a visit is ahead, exports the JSON and erases', async () => {
    const first = await bookAsCustomer();
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      await journey.signIn(page);
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Privacy' }).click();
      await page.waitForURL('**/admin/privacy');
      await page.getByRole('heading', { level: 1, name: 'Personal data' }).waitFor();
      expect(await page.title()).toMatch(/^Privacy \| /);

      // At least one of the two, as the server asks.
      await page.getByRole('button', { name: 'Find', exact: true }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Enter an ID number, an email address or a mobile number' })
        .waitFor();
      expect(await page.getByLabel('ID number', { exact: true }).getAttribute('aria-invalid')).toBe('true');

      // Found by the ID number: the booking's visit is ahead, so erasing waits.
      await findById(page);
      await bookingRow(page, first.reference).waitFor();
      expect(await summary(page).textContent()).toMatch(/^1 booking(, \d+ emails?)? holds? this person\.$/);
      const row = bookingRow(page, first.reference);
      expect(await row.textContent()).toContain(toDisplayDate(first.visitDate));
      expect(await row.textContent()).toContain('Main person');
      await row.getByText('Visit ahead', { exact: true }).waitFor();
      // The ID number shows masked, and never lands in the address (browser history, logs).
      const heading = await results(page).getByRole('heading', { level: 2 }).textContent();
      expect(heading).toContain(`ID number *****${PERSON.identificationNumber.slice(-4)}`);
      expect(heading).not.toContain(PERSON.identificationNumber);
      expect(page.url()).not.toContain(PERSON.identificationNumber);
      const eraseButton = page.getByRole('button', { name: 'Erase now' });
      expect(await eraseButton.isDisabled()).toBe(true);
      await page
        .getByText(`The visit of booking ${first.reference} is still ahead: cancel it before erasing.`)
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'personal-data-desktop-1-visit-ahead');

      await page.setViewportSize(VIEWPORTS.phone);
      await row.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        VIEWPORTS.phone.width,
      );
      expect(await axeViolations(page)).toEqual([]);
      // The table fits too: its columns on a phone need no sideways scrolling.
      expect(
        await bookingsTable(page).evaluate((table) => table.scrollWidth <= (table.parentElement?.clientWidth ?? 0)),
      ).toBe(true);
      await shot(page, 'personal-data-phone-1-visit-ahead');
      await page.setViewportSize(VIEWPORTS.desktop);

      // Cancelled, it can be erased.
      await cancelAsStaff(first);
      await findById(page);
      await bookingRow(page, first.reference).getByText('Held', { exact: true }).waitFor();
      expect(await bookingRow(page, first.reference).textContent()).toContain('Cancelled');
      expect(await eraseButton.isEnabled()).toBe(true);

      // Meanwhile the person books again: the server refuses the erasure (409), erases nothing, and the
      // list read again shows the new visit ahead.
      const second = await bookAsCustomer();
      await eraseButton.click();
      let dialog = page.getByRole('alertdialog', { name: "Erase this person's data?" });
      await dialog.waitFor();
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
      await waitForToast(page, 'Error', `Failed to erase personal data: The visit of booking ${second.reference}`);
      await dialog.waitFor({ state: 'hidden' });
      await bookingRow(page, second.reference).getByText('Visit ahead', { exact: true }).waitFor();
      expect(await adminDetails(first)).toMatchObject({
        firstName: 'Mei Ling',
        identificationNumber: expect.any(String),
      });
      expect(await eraseButton.isDisabled()).toBe(true);

      await cancelAsStaff(second);
      await findById(page);
      await bookingRow(page, second.reference).getByText('Held', { exact: true }).waitFor();
      expect(await summary(page).textContent()).toMatch(/^2 bookings(, \d+ emails?)? hold this person\.$/);

      // The export: everything held, the ID number included, as a JSON file.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export JSON' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = JSON.parse(readFileSync((await file.path())!, 'utf8')) as PersonalData;
      expect(exported.query.identificationNumber).toBe(PERSON.identificationNumber);
      expect(exported.bookings.map((booking) => booking.referenceNumber).sort()).toEqual(
        [first.reference, second.reference].sort(),
      );
      for (const booking of exported.bookings) {
        expect(booking.booking).toMatchObject({
          identificationNumber: PERSON.identificationNumber,
          email: EMAIL,
          medicalConditions: 'Asthma',
        });
      }

      // Erased: the toast, and the person is no longer found by their ID number.
      await eraseButton.click();
      dialog = page.getByRole('alertdialog', { name: "Erase this person's data?" });
      await dialog
        .getByText(
          "The personal data in 2 bookings will be erased for good: names become 'Erased' and ID number, date of birth, address, medical conditions, email and mobile are cleared. The books stay.",
        )
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'personal-data-desktop-2-confirm');
      await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
      await waitForToast(page, 'Erased personal data in 2 bookings');
      await dialog.waitFor({ state: 'hidden' });
      await summary(page).getByText('Nothing is held about this person.').waitFor();
      await findById(page);
      await summary(page).getByText('Nothing is held about this person.').waitFor();
      expect(await bookingsTable(page).count()).toBe(0);
      expect(await eraseButton.count()).toBe(0);
      await shot(page, 'personal-data-desktop-3-erased');

      // The books stay: the reference and the status, without the person.
      expect(await adminDetails(first)).toMatchObject({
        referenceNumber: first.reference,
        status: 'cancelled',
        firstName: 'Erased',
        lastName: 'Erased',
        identificationNumber: '',
        email: '',
      });

      // The activity log records each export and the erasure, naming no ID number.
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Activity' }).click();
      await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
      const activity = page.getByRole('table', { name: 'Activity' });
      await activity
        .getByRole('row', { name: /Erased the personal data/ })
        .first()
        .waitFor();
      const exports = activity.getByRole('row', { name: /Exported the personal data/ });
      // Four searches by ID number, and the reads after the refused and the done erasure.
      expect(await exports.count()).toBe(6);
      // The erasure: the request, naming both bookings, and one entry per booking erased.
      const erasures = activity.getByRole('row', { name: /Erased the personal data/ });
      expect(await erasures.count()).toBe(3);
      const request = erasures.filter({ hasText: /data of orders / });
      expect(await request.count()).toBe(1);
      expect(await request.textContent()).toContain(first.reference);
      expect(await request.textContent()).toContain(second.reference);
      expect(await erasures.filter({ hasText: /data of order HS/ }).count()).toBe(2);
      expect(await activity.textContent()).not.toContain(PERSON.identificationNumber);
      await shot(page, 'personal-data-desktop-4-activity');
    } finally {
      await context.close();
    }
  });
});
