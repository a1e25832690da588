import { simulatedNonceFor } from '@domain/payments/test-cards';
import { addDaysToIsoDate, todayInSingapore } from '@domain/shared/dates';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, setUpJourney, shot, testPerson, VIEWPORTS, type Viewport } from './harness';

// Clinic staff at 1280 px and on a phone (390 px): the dashboard starts with today's and tomorrow's
// visits (address or "Address needed"), the holds about to go and the failed messages, its nine tabs on
// one row; every order has one payment state, the same in the list and the details, with its history.

const journey = setUpJourney();
const { api, postJson } = journey;

const CENTRAL_POSTAL_CODE = '238801';
const PARTNER_PAID_IN_FULL = '100000000001';

interface Booked {
  id: string;
  reference: string;
  amountDue: string;
}

async function adminCall(method: string, urlPath: string, body?: unknown) {
  const token = await journey.sessionToken();
  const response = await api(urlPath, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBe(method === 'POST' ? 201 : 200);
  return ((await response.json()) as { data: unknown }).data;
}

/** An event of its own with visits tomorrow (Singapore time), bookable now. */
async function eventWithVisitsTomorrow(tomorrow: string) {
  const home = await journey.eventDetails('home-health-screening');
  const premium = home.packages.find((pkg) => pkg.name === 'Premium')!;
  const event = (await adminCall('POST', '/api/admin/events', {
    name: 'Staff Journey Screening',
    slug: `staff-journey-${Date.now()}`,
    description: null,
    location: 'At your home',
    isActive: true,
    packageIds: [premium.id],
    schedule: {
      configType: 'manual',
      bufferHours: 0,
      slotsPerTimeslot: 1,
      manualDates: [{ date: tomorrow, times: ['09:00', '10:00', '11:00', '14:00'] }],
    },
  })) as { id: number };
  const slots = await api(`/api/timeslots/postal-code?postalCode=${CENTRAL_POSTAL_CODE}&eventId=${event.id}`);
  expect(slots.status).toBe(200);
  const days = ((await slots.json()) as { data: Record<string, { timeslot: { id: number }[] }> }).data;
  const ids = Object.values(days).flatMap((day) => day.timeslot.map((slot) => slot.id));
  expect(ids.length).toBeGreaterThanOrEqual(4);
  return { eventId: event.id, packageId: premium.id, slotIds: ids };
}

async function bookWizard(
  at: { eventId: number; packageId: number; timeslotId: number },
  serial: number,
  extra: Record<string, unknown> = {},
): Promise<Booked> {
  const person = testPerson(9_400_000 + serial);
  const res = await postJson(
    '/api/registrations',
    {
      ...at,
      firstName: 'Mei Ling',
      lastName: `Tan ${serial}`,
      email: `mei.ling.${serial}@example.com`,
      mobileNumber: person.mobileNumber,
      gender: 'female',
      identificationNumber: person.identificationNumber,
      dateOfBirth: '1985-04-12',
      postalCode: CENTRAL_POSTAL_CODE,
      address: '1 Orchard Road',
      unitNumber: '#10-01',
      participants: [],
      ...extra,
    },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  expect(res.status).toBe(201);
  const data = ((await res.json()) as { data: { id: string; reference_number: string; amountDue: string } }).data;
  return { id: data.id, reference: data.reference_number, amountDue: data.amountDue };
}

async function payByCard(booking: Booked) {
  const res = await postJson('/api/payments/process', {
    registrationId: booking.id,
    nonce: simulatedNonceFor('4111 1111 1111 1111'),
    amount: booking.amountDue,
  });
  expect(res.status).toBe(200);
}

/** The older flow's own body (spec 000 §3): no postal code, no address. */
async function bookOlderFlow(at: { eventId: number; packageId: number; timeslotId: number }): Promise<Booked> {
  const person = testPerson(9_500_001);
  const res = await postJson('/api/registrations', {
    ...at,
    firstName: 'Boon Keng',
    lastName: 'Lim',
    gender: 'male',
    dateOfBirth: '1970-03-03',
    identificationNumber: person.identificationNumber,
    mobileNumber: person.mobileNumber,
    email: 'boon.keng@example.com',
    vitalityMembershipNo: null,
    medicalConditions: '',
  });
  expect(res.status).toBe(201);
  const data = ((await res.json()) as { data: { id: string; referenceNumber: string; amountDue: string } }).data;
  return { id: data.id, reference: data.referenceNumber, amountDue: data.amountDue };
}

const cancelAsStaff = (booking: Booked) =>
  adminCall('PATCH', `/api/admin/registrations/${booking.id}`, { status: 'cancelled' });

/** The nine tabs stand on one row: their tops are all the same. */
async function tabRows(page: Page): Promise<number> {
  const tops = await page.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().top));
  return new Set(tops.map(Math.round)).size;
}

describe("staff's day", () => {
  let paid: Booked;
  let older: Booked;
  let refunded: Booked;
  let partnerCancelled: Booked;

  it('books the day the staff will see: paid, older flow without an address, refunded, partner prepaid and cancelled', async () => {
    const tomorrow = addDaysToIsoDate(todayInSingapore(), 1);
    const { eventId, packageId, slotIds } = await eventWithVisitsTomorrow(tomorrow);
    const at = (index: number) => ({ eventId, packageId, timeslotId: slotIds[index]! });
    paid = await bookWizard(at(0), 1);
    await payByCard(paid);
    older = await bookOlderFlow(at(1));
    refunded = await bookWizard(at(2), 2);
    await payByCard(refunded);
    await cancelAsStaff(refunded);
    partnerCancelled = await bookWizard(at(3), 3, { whitecoatBookingCode: PARTNER_PAID_IN_FULL });
    await cancelAsStaff(partnerCancelled);
  });

  for (const [name, viewport] of [
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ] as [string, Viewport][]) {
    it(`starts the dashboard with today's work and shows one payment state per order (${name})`, async () => {
      const { context, page } = await journey.newPage(viewport);
      try {
        await journey.signIn(page);
        const today = page.getByRole('region', { name: 'Today' });
        await today.getByText(older.reference).first().waitFor();
        const todayText = (await today.textContent()) ?? '';
        // Tomorrow's live visits, in time order, with the address or the need of one; cancelled ones gone.
        expect(todayText).toMatch(/Tomorrow, /);
        expect(todayText.indexOf(paid.reference)).toBeLessThan(todayText.indexOf(older.reference));
        expect(todayText).toContain('1 Orchard Road, #10-01, Singapore 238801');
        expect(todayText).toContain('Address needed');
        expect(todayText).not.toContain(refunded.reference);
        expect(todayText).not.toContain(partnerCancelled.reference);
        // The older-flow booking holds its visit only until its contact is proven: it is about to go.
        expect(todayText).toMatch(/Holds ending in the next 12 hours/);
        expect(todayText).toMatch(/Failed messages/);
        expect(await today.getByRole('link', { name: /Run sheet Central/ }).count()).toBeGreaterThan(0);
        // The counters and the notice come after the day's work.
        const summaryTop = await page
          .getByRole('region', { name: 'Summary' })
          .evaluate((el) => el.getBoundingClientRect().top);
        const todayTop = await today.evaluate((el) => el.getBoundingClientRect().top);
        expect(todayTop).toBeLessThan(summaryTop);
        if (name === 'desktop') expect(await tabRows(page)).toBe(1);
        expect(await axeViolations(page)).toEqual([]);
        await shot(page, `journeys-staff-${name}-dashboard`);

        // The visit's reference opens its order: no address, paid on the day.
        await today.getByRole('link', { name: older.reference }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Order Details' });
        await dialog.getByText('Personal Information').waitFor();
        await expect.poll(async () => (await dialog.textContent()) ?? '').toMatch(/Payment statusPay on the day/);
        const olderText = (await dialog.textContent()) ?? '';
        expect(olderText).toMatch(/AddressNot providedAddress needed/);
        expect(olderText).toContain('No payment recorded.');
        expect(await axeViolations(page)).toEqual([]);
        await dialog.getByText('Payment history').scrollIntoViewIfNeeded();
        await shot(page, `journeys-staff-${name}-order-address-needed`);
        await dialog.getByRole('button', { name: 'Close' }).first().click();
        await dialog.waitFor({ state: 'hidden' });

        // The orders list: the state beside the status, plain status names in the filter.
        const orders = page.getByRole('tabpanel', { name: 'Orders' });
        const filter = orders.getByLabel('Status');
        const options = await filter.locator('option').allTextContents();
        expect(options).toEqual(expect.arrayContaining(['Pending payment', 'No show']));
        expect(options.some((option) => option.includes('_'))).toBe(false);
        await orders.getByLabel('Search').fill(refunded.reference);
        const row = orders.getByRole('row', { name: new RegExp(refunded.reference) });
        await row.getByText('Refunded', { exact: true }).waitFor();
        await row.getByText('Cancelled', { exact: true }).waitFor();
        expect(await row.getByText('Unpaid', { exact: true }).count()).toBe(0);
        await shot(page, `journeys-staff-${name}-orders-refunded`);

        // Its details: the same state and the history of the money.
        await row.getByRole('button', { name: /View Details/ }).click();
        await dialog.getByText('Payment history').waitFor();
        await expect.poll(async () => (await dialog.textContent()) ?? '').toMatch(/Payment statusRefunded/);
        const history = dialog.getByRole('list', { name: 'Payment history' });
        const lines = await history.getByRole('listitem').allTextContents();
        expect(lines).toHaveLength(2);
        expect(lines[0]).toMatch(/^Charged.*Visa ending 1111/);
        expect(lines[1]).toMatch(/^Refunded−/);
        expect(await axeViolations(page)).toEqual([]);
        await history.scrollIntoViewIfNeeded();
        await shot(page, `journeys-staff-${name}-order-refunded`);
        await dialog.getByRole('button', { name: 'Close' }).first().click();
        await dialog.waitFor({ state: 'hidden' });

        // The partner's prepayment of a cancelled booking: kept, and said so.
        await orders.getByLabel('Search').fill(partnerCancelled.reference);
        const partnerRow = orders.getByRole('row', { name: new RegExp(partnerCancelled.reference) });
        await partnerRow.getByText('Partner prepaid', { exact: true }).waitFor();
        await partnerRow.getByRole('button', { name: /View Details/ }).click();
        await dialog.getByText('Payment history').waitFor();
        const partnerHistory = dialog.getByRole('list', { name: 'Payment history' });
        const partnerLines = await partnerHistory.getByRole('listitem').allTextContents();
        expect(partnerLines[0]).toMatch(/^Prepaid at WhiteCoat/);
        expect(partnerLines[1]).toMatch(/WhiteCoat prepayment kept.*does not return/);
        expect(await axeViolations(page)).toEqual([]);
        await partnerHistory.scrollIntoViewIfNeeded();
        await shot(page, `journeys-staff-${name}-order-partner-kept`);
      } finally {
        await context.close();
      }
    });
  }
});
