import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OFFER_BOOK_LABEL } from '@domain/waitlist/rules';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiBookingBody,
  axeViolations,
  CENTRAL_POSTAL_CODE,
  screenshotPath,
  setUpJourney,
  shot,
  testPerson,
  VIEWPORTS,
  waitForToast,
} from './harness';
import { outboxReader, recipients, textOutboxReader } from './outbox';
import { agreeToPrivacyNotice, choosePackage, confirmBooking, fillPersonalDetails, next, reachReview } from './wizard';

// New customers on a 390 px phone: the home page lists only what the public can book, the partner's
// visitor is greeted by the name the partner gives, a household member's NRIC is checked like the
// primary contact's, a fully booked region says so first with the waitlist on the first screen, and the
// waitlist's offer shows its price and its times as the rest of the site does.

const HOME_EVENT = 'Home Based Health Screening';
const PARTNER_EVENT = 'WhiteCoat Health Screening';
const ID_NUMBER_INVALID = 'Please enter a valid NRIC, FIN or passport number.';

const dataDir = mkdtempSync(path.join(tmpdir(), 'hs-e2e-journeys-wizard-2-'));
const journey = setUpJourney(
  // The fully booked region is booked by others through the API, more than a minute's bookings from one client.
  { DATA_DIR: dataDir, BOOKING_RATE_LIMIT_PER_MINUTE: '1000' },
  { afterStop: () => rmSync(dataDir, { recursive: true, force: true }) },
);
const { waitForMessage } = outboxReader(path.join(dataDir, 'outbox'));
const { waitForText } = textOutboxReader(path.join(dataDir, 'outbox'), 'sms');
const EAST_POSTAL_CODE = '460123';

const phonePage = () => journey.newPage(VIEWPORTS.phone);

/** A primary contact at a central address, with an ID number and mobile of their own. */
function primaryContact(serial: number, firstName: string, lastName: string) {
  const { identificationNumber, mobileNumber } = testPerson(serial);
  return {
    firstName,
    lastName,
    gender: 'Female' as const,
    dateOfBirth: '12/04/1982',
    id: identificationNumber,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
    mobile: mobileNumber,
    postalCode: '238801',
    address: '391 Orchard Road',
  };
}

const eventHeadings = (page: Page) => page.locator('#events h3');

describe('the home page and the partner entry on a phone', () => {
  it("lists only the event the public can book, not the partner's", async () => {
    const { context, page } = await phonePage();
    try {
      await page.goto('/');
      await page
        .getByRole('link', { name: /^Book Now/ })
        .first()
        .waitFor();
      expect(await eventHeadings(page).allTextContents()).toEqual([HOME_EVENT]);
      expect(await page.getByText(PARTNER_EVENT).count()).toBe(0);
      await shot(page, 'journeys-wizard-2-phone-1-home-public-events');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps the partner's link working, and greets its visitor by the whole name the partner gives", async () => {
    const { context, page } = await phonePage();
    try {
      await page.goto('/wc/100000000001');
      await page.waitForURL('**/events/whitecoat-health-screening');
      await waitForToast(page, 'WhiteCoat Data Retrieved');
      await page.getByRole('heading', { name: 'Pick your appointment' }).waitFor();
      const greeting = page.getByRole('region', { name: 'Welcome, Tan Wei Ming' });
      await greeting.getByText('Premium, $128.62 already paid').waitFor();
      expect(await page.getByRole('heading', { name: 'Welcome, Tan', exact: true }).count()).toBe(0);
      await shot(page, 'journeys-wizard-2-phone-2-partner-greeting');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('household members on a phone', () => {
  it("refuses a household member's NRIC with a wrong check letter, with the primary contact's message, and adds the corrected one", async () => {
    const { context, page } = await phonePage();
    try {
      await page.goto('/events/home-health-screening');
      await reachReview(page, primaryContact(4_100_001, 'Mei', 'Chua'));
      await page.getByRole('button', { name: 'Add household member' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add household member' });
      await dialog.waitFor();
      await dialog.getByLabel('First name', { exact: true }).fill('Jun');
      await dialog.getByLabel('Last name', { exact: true }).fill('Chua');
      const idField = dialog.getByLabel('ID number or passport', { exact: true });
      // S1234567 takes the check letter D: A is a typo.
      await idField.fill('S1234567A');
      await dialog.getByLabel('Date of birth', { exact: true }).fill('15/05/1985');
      await dialog.getByRole('button', { name: 'Add member' }).click();
      await dialog.getByText(ID_NUMBER_INVALID, { exact: true }).waitFor();
      expect(await idField.getAttribute('aria-invalid')).toBe('true');
      expect(await dialog.isVisible()).toBe(true);
      await shot(page, 'journeys-wizard-2-phone-3-member-check-letter');
      expect(await axeViolations(page)).toEqual([]);

      await idField.fill('S1234567D');
      await dialog.getByRole('button', { name: 'Add member' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await waitForToast(page, 'Participant Added');
      await page.getByText('Jun Chua').first().waitFor();
    } finally {
      await context.close();
    }
  });
});

type DaySlots = Record<
  string,
  { date: { label: string }; timeslot: { id: number; time: string; label: string; isAvailable: boolean }[] }
>;

/** The visits the wizard offers a postal code, by date. */
async function visitsFor(postalCode: string, eventId: number): Promise<DaySlots> {
  const res = await journey.api(`/api/timeslots/postal-code?postalCode=${postalCode}&eventId=${eventId}`);
  return ((await res.json()) as { data: DaySlots }).data;
}

/** Someone else books this visit through the API; the booking's id. */
async function bookAsSomeoneElse(
  visit: { eventId: number; packageId: number; timeslotId: number },
  serial: number,
  postalCode: string,
) {
  const booked = await journey.postJson(
    '/api/registrations',
    {
      ...apiBookingBody(visit, serial, {
        firstName: 'Gopal',
        lastName: 'Nair',
        email: `gopal.nair+${serial}@example.com`,
        gender: 'male',
        dateOfBirth: '1970-05-05',
        address: '9 Example Road',
      }),
      postalCode,
    },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  expect(booked.status).toBe(201);
  return ((await booked.json()) as { data: { id: string } }).data.id;
}

/** The Total row of a price section. */
const priceTotal = (price: ReturnType<Page['getByRole']>) =>
  price
    .locator('dt')
    .filter({ hasText: /^Total$/ })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();

const displayDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Whether the element lies wholly inside the window as it is scrolled now. */
async function isOnScreen(page: Page, locator: ReturnType<Page['getByRole']>): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  return Boolean(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height);
}

describe('a fully booked region on a phone', () => {
  it('says first that nothing is free, puts "Join the waitlist" on the first screen, and asks for the whole schedule without an afternoon no visit has', async () => {
    const home = await journey.eventDetails('home-health-screening');
    const premium = home.packages.find((pkg) => pkg.name === 'Premium')!;
    // Every central visit of the schedule is booked by others.
    const schedule = await visitsFor(CENTRAL_POSTAL_CODE, home.id);
    const dates = Object.keys(schedule).sort();
    let serial = 4_200_000;
    for (const date of dates) {
      for (const slot of schedule[date]!.timeslot.filter((visit) => visit.isAvailable)) {
        serial += 1;
        await bookAsSomeoneElse(
          { eventId: home.id, packageId: premium.id, timeslotId: slot.id },
          serial,
          CENTRAL_POSTAL_CODE,
        );
      }
    }
    const times = new Set(dates.flatMap((date) => schedule[date]!.timeslot.map((slot) => slot.time)));
    expect([...times].every((time) => time < '12:00')).toBe(true);

    const { context, page } = await phonePage();
    try {
      const customer = testPerson(4_300_001);
      await page.goto('/events/home-health-screening');
      await fillPersonalDetails(page, {
        firstName: 'Hui',
        lastName: 'Min Goh',
        gender: 'Female',
        dateOfBirth: '03/03/1983',
        id: customer.identificationNumber,
        email: 'hui.min.goh@example.com',
        mobile: customer.mobileNumber,
        postalCode: CENTRAL_POSTAL_CODE,
        address: '20 Orchard Road',
      });
      await next(page);
      await choosePackage(page, 'Premium');
      await next(page);
      await page.getByRole('heading', { name: 'Pick your appointment' }).waitFor();

      // Said first, and the way on within the first screen.
      const allBooked = page.getByText('No free visits in the Central region', { exact: true });
      await allBooked.waitFor();
      await page.getByText(`Every home visit up to ${schedule[dates.at(-1)!]!.date.label} is booked.`).waitFor();
      const join = page.getByRole('button', { name: 'Join the waitlist', exact: true });
      await expect.poll(() => isOnScreen(page, join)).toBe(true);
      expect(await page.getByText('Choose a date first to see the times.').count()).toBe(0);
      await page.screenshot({ path: screenshotPath('journeys-wizard-2-phone-4-fully-booked-screen') });
      await shot(page, 'journeys-wizard-2-phone-4-fully-booked');
      expect(await axeViolations(page)).toEqual([]);

      // The form covers the whole schedule and asks no time of day (every central visit is in the morning).
      await join.click();
      const form = page.getByRole('region', { name: 'Join the waitlist' });
      expect(await form.getByLabel('First day').inputValue()).toBe(displayDate(dates[0]!));
      expect(await form.getByLabel('Last day').inputValue()).toBe(displayDate(dates.at(-1)!));
      expect(await form.getByRole('radio', { name: /Afternoon/ }).count()).toBe(0);
      expect(await form.getByText('Time of day').count()).toBe(0);
      await shot(page, 'journeys-wizard-2-phone-5-waitlist-form');
      expect(await axeViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Join the waitlist', exact: true }).click();
      await page.getByText(/You are on the waitlist \(number 1 in the queue\)/).waitFor();
      const entry = await journey.api('/api/admin/waitlist?status=all', {
        headers: { authorization: `Bearer ${await journey.sessionToken()}` },
      });
      const entries = (
        (await entry.json()) as {
          data: { entries: { email: string; dateFrom: string; dateTo: string; timeOfDay: string }[] };
        }
      ).data.entries;
      expect(entries.find((listed) => listed.email === 'hui.min.goh@example.com')).toMatchObject({
        dateFrom: dates[0],
        dateTo: dates.at(-1),
        timeOfDay: 'any',
      });
    } finally {
      await context.close();
    }
  });
});

describe("the waitlist's offer on a phone", () => {
  it('shows the price of the held visit for the household, priced as it books, with its times as "9:00 AM"', async () => {
    const home = await journey.eventDetails('home-health-screening');
    const premium = home.packages.find((pkg) => pkg.name === 'Premium')!;
    const east = await visitsFor(EAST_POSTAL_CODE, home.id);
    const [date, day] = Object.entries(east).find(([, entry]) => entry.timeslot.some((slot) => slot.isAvailable))!;
    const visit = day.timeslot.find((slot) => slot.isAvailable)!;
    // Someone else has the visit; then a household of two joins the waitlist for that day and proves the mobile.
    const taken = await bookAsSomeoneElse(
      { eventId: home.id, packageId: premium.id, timeslotId: visit.id },
      4_400_001,
      EAST_POSTAL_CODE,
    );
    const customer = testPerson(4_400_002);
    const email = 'aisha.rahim@example.com';
    const joined = await journey.postJson(
      '/api/waitlist',
      {
        eventId: home.id,
        packageId: premium.id,
        persons: 2,
        postalCode: EAST_POSTAL_CODE,
        dateFrom: date,
        dateTo: date,
        timeOfDay: 'any',
        firstName: 'Aisha',
        lastName: 'Rahim',
        email,
        mobileNumber: customer.mobileNumber,
        gender: 'female',
        identificationNumber: customer.identificationNumber,
        dateOfBirth: '1984-04-04',
        address: '12 Bedok North Road',
      },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(joined.status).toBe(201);
    const entry = ((await joined.json()) as { data: { id: number; leaveToken: string } }).data;
    const codeText = await waitForText(
      (text) => text.kind === 'waitlist-joined' && text.to === `+65${customer.mobileNumber}`,
    );
    const code = /\b(\d{6})\b/.exec(codeText.body)![1]!;
    const proven = await journey.postJson(
      `/api/waitlist/${entry.id}/verify`,
      { code },
      { 'X-Waitlist-Token': entry.leaveToken },
    );
    expect(proven.status).toBe(200);
    const cancelled = await journey.api(`/api/admin/registrations/${taken}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await journey.sessionToken()}` },
      body: JSON.stringify({ status: 'cancelled' }),
    });
    expect(cancelled.status).toBe(200);
    const offerMail = await waitForMessage(
      (mail) => recipients(mail).includes(email) && /A home visit is free/.test(mail.subject ?? ''),
    );
    const link = /href="([^"]*\/waitlist\/offer\/[^"]+)"/.exec(String(offerMail.html))![1]!;

    const { context, page } = await phonePage();
    try {
      await page.goto(link.replace(/^https?:\/\/[^/]+/, journey.baseUrl));
      await page.getByRole('button', { name: OFFER_BOOK_LABEL }).waitFor();
      // Times as everywhere else: '10:30 AM', never '10:30'.
      await page.getByText(/^Held for you until \d{1,2}:\d{2} (AM|PM) \(\d+ minutes? left\)$/).waitFor();
      await page.getByText(`${day.date.label}, ${visit.label}`, { exact: true }).waitFor();
      const price = page.getByRole('region', { name: 'Price' });
      // Two Premium (118.00 each), 5% family bundle discount, 9% GST: 236.00 → 224.20 → 244.38.
      await price.getByText('Family bundle discount (2 people, 5% off)').waitFor();
      expect(await priceTotal(price)).toBe('$244.38');

      // The household member's details, through the same fields as the wizard's dialog; another package re-prices.
      const member = page.getByRole('group', { name: 'Household member' });
      await member.getByLabel('First name', { exact: true }).fill('Imran');
      await member.getByLabel('Last name', { exact: true }).fill('Rahim');
      await member
        .getByLabel('ID number or passport', { exact: true })
        .fill(testPerson(4_400_003).identificationNumber);
      await member.getByLabel('Date of birth', { exact: true }).fill('05/05/1980');
      await member.getByRole('radio', { name: 'Male', exact: true }).click();
      const packageSelect = member.getByLabel('Package', { exact: true });
      const comprehensive = home.packages.find((pkg) => pkg.name === 'Comprehensive')!;
      await packageSelect.selectOption(String(comprehensive.id));
      // 118.00 + 198.00 = 316.00 → 300.20 → 327.22.
      await expect.poll(() => priceTotal(price)).toBe('$327.22');
      await price.getByText('Imran Rahim').waitFor();
      await shot(page, 'journeys-wizard-2-phone-6-offer-price');
      expect(await axeViolations(page)).toEqual([]);

      await agreeToPrivacyNotice(page);
      await page.getByRole('button', { name: OFFER_BOOK_LABEL }).click();
      await page.waitForURL(/\/booking\/confirmation\//, { timeout: 20_000 });
      const reference = (await page
        .getByText(/^HS\d{4}-\d{4}-\d{4}$/)
        .first()
        .textContent())!.trim();
      // The price shown is the price charged.
      expect(await journey.lookUp<{ totalAmount: string }>(reference)).toMatchObject({ totalAmount: '327.22' });
    } finally {
      await context.close();
    }
  });
});

describe('a member whose membership cannot be checked at Confirm, on a phone', () => {
  it('says on the review step that the member price could not be confirmed, shows the standard total, and books that total', async () => {
    // The roster's AIA member; four other dates of birth were tried for the ID number this hour.
    const member = { identificationNumber: 'S1234567D', dateOfBirth: '1980-01-01' };
    for (let day = 1; day <= 4; day += 1) {
      const tried = await journey.postJson('/api/verify-aia-healthshield', {
        ...member,
        dateOfBirth: `1980-02-0${day}`,
      });
      expect(tried.status).toBe(200);
    }
    const { context, page } = await phonePage();
    try {
      await page.goto('/events/home-health-screening');
      // The fifth verification, the right one: member prices from here on.
      await reachReview(page, {
        firstName: 'Kumar',
        lastName: 'Selvam',
        gender: 'Male',
        dateOfBirth: '01/01/1980',
        id: member.identificationNumber,
        email: 'kumar.selvam@example.com',
        mobile: testPerson(4_500_001).mobileNumber,
        // North: the fully booked region's journey took every central visit.
        postalCode: '560123',
        address: '123 Ang Mo Kio Avenue 3',
      });
      const summary = page.getByRole('region', { name: 'Order summary' });
      const memberTotal = await priceTotal(summary);
      expect(memberTotal).not.toBe('$128.62');

      // At Confirm the server cannot check the membership again (the hour's checks are used up).
      await confirmBooking(page);
      const notice = page.getByRole('alert').filter({ hasText: 'We could not confirm your member price' });
      await notice.waitFor();
      await notice.getByText(/this ID number has been checked too many times in the last hour/).waitFor();
      await notice
        .getByText(
          'The total below is the standard price, $128.62. Try again in a few minutes for the member price, or confirm now at the standard price.',
        )
        .waitFor();
      // The price shown is the price Confirm Booking books.
      await expect.poll(() => priceTotal(summary)).toBe('$128.62');
      expect(page.url()).toContain('/events/home-health-screening');
      await expect.poll(() => isOnScreen(page, notice)).toBe(true);
      // No sideways scroll on the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: screenshotPath('journeys-wizard-2-phone-7-member-price-not-confirmed-screen') });
      await shot(page, 'journeys-wizard-2-phone-7-member-price-not-confirmed');
      expect(await axeViolations(page)).toEqual([]);

      // Checking again now is refused the same way: the notice stays, the standard total too.
      await notice.getByRole('button', { name: 'Check my membership again' }).click();
      await waitForToast(page, 'Verification Error');
      await notice.getByRole('button', { name: 'Check my membership again' }).waitFor();
      expect(await priceTotal(summary)).toBe('$128.62');

      // Confirmed knowingly at the standard price: booked at it.
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      await page.waitForURL(/\/booking\/confirmation\//, { timeout: 20_000 });
      const reference = (await page
        .getByText(/^HS\d{4}-\d{4}-\d{4}$/)
        .first()
        .textContent())!.trim();
      expect(await journey.lookUp<{ totalAmount: string }>(reference)).toMatchObject({ totalAmount: '128.62' });
    } finally {
      await context.close();
    }
  });
});
