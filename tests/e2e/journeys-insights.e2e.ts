import { readFileSync } from 'node:fs';
import { formatDateLabel } from '@domain/shared/dates';
import { describe, expect, it } from 'vitest';
import { apiBookingBody, axeViolations, CENTRAL_POSTAL_CODE, setUpJourney, shot, VIEWPORTS } from './harness';

// Staff's insights (DESIGN §8.7) at 1280 px and 390 px: signed in, they open Insights from the admin
// header, read the orders the journey made on their visit day in the charts' numbers, change the range
// to that day, and download a chart's CSV.

const HOME_EVENT_SLUG = 'home-health-screening';

const journey = setUpJourney();
const { api, postJson } = journey;

/** Books two visits on the first central day offered: answers that day. */
async function bookTwoVisits(): Promise<string> {
  const home = await journey.eventDetails(HOME_EVENT_SLUG);
  const premium = home.packages.find((pkg) => pkg.name === 'Premium')!;
  const res = await api(`/api/timeslots/postal-code?postalCode=${CENTRAL_POSTAL_CODE}&eventId=${home.id}`);
  const days = ((await res.json()) as { data: Record<string, { timeslot: { id: number; isAvailable: boolean }[] }> })
    .data;
  const [date, day] = Object.entries(days).find(
    ([, entry]) => entry.timeslot.filter((s) => s.isAvailable).length >= 2,
  )!;
  const free = day.timeslot.filter((slot) => slot.isAvailable);
  for (const [index, slot] of free.slice(0, 2).entries()) {
    const booked = await postJson(
      '/api/registrations',
      apiBookingBody({ eventId: home.id, packageId: premium.id, timeslotId: slot.id }, 8_300_000 + index, {
        firstName: 'Lim',
        lastName: 'Insight',
        email: `lim.insight+${index}@example.com`,
        gender: 'female',
        dateOfBirth: '1975-03-03',
        address: '3 Orchard Road',
      }),
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(booked.status).toBe(201);
  }
  return date;
}

let visitDay: string;

describe('insights for staff', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`opens Insights from the header, shows the orders made, changes the range and downloads a CSV (${label})`, async () => {
      visitDay ??= await bookTwoVisits();
      const { context, page } = await journey.newPage(viewport);
      try {
        await journey.signIn(page);
        await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Insights' }).click();
        await page.waitForURL('**/admin/insights');
        await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();

        // The range that holds the visit day: from the first of its month to the day itself, typed as
        // DD/MM/YYYY on a number pad (the slashes come by themselves); an ISO date is read too.
        const [year, month, day] = visitDay.split('-');
        await page.getByLabel('From').fill('');
        await page.getByLabel('From').pressSequentially(`01${month}${year}`);
        expect(await page.getByLabel('From').inputValue()).toBe(`01/${month}/${year}`);
        await page.getByLabel('To').fill(visitDay);
        await page.getByRole('button', { name: 'Show', exact: true }).click();
        await expect.poll(() => page.getByLabel('To').inputValue()).toBe(`${day}/${month}/${year}`);

        const orders = page.getByRole('region', { name: 'Orders per day' });
        await orders.getByText('Show the numbers').click();
        // The day as staff read dates everywhere ('Mon, 1 Mar 2027'); the CSV below keeps yyyy-MM-dd.
        const dayRow = orders.getByRole('row').filter({ hasText: formatDateLabel(visitDay) });
        // Two orders awaiting payment that day, and their total.
        await expect
          .poll(() => dayRow.getByRole('cell').allTextContents())
          .toEqual([formatDateLabel(visitDay), '2', '0', '0', '0', '0', '0', '0', '2']);
        await expect
          .poll(() => page.getByText('Orders', { exact: true }).locator('..').textContent())
          .toBe('Orders2by visit date');
        const packages = page.getByRole('region', { name: 'Package mix' });
        await packages.getByText('Show the numbers').click();
        await expect
          .poll(() => packages.getByRole('row').filter({ hasText: 'Premium' }).getByRole('cell').last().textContent())
          .toBe('2');
        const utilisation = page.getByRole('region', { name: 'Utilisation by region and weekday' });
        await utilisation.getByText('Central', { exact: true }).first().waitFor();
        await shot(page, `journeys-insights-${label}-month`);
        expect(await axeViolations(page)).toEqual([]);

        // A bad range is refused on the page, before any call.
        await page.getByLabel('From').fill(visitDay);
        await page.getByLabel('To').fill(`${visitDay.slice(0, 4)}-01-01`);
        await page.getByRole('button', { name: 'Show', exact: true }).click();
        await page.getByRole('alert').filter({ hasText: 'on or before' }).waitFor();

        // Just the visit day.
        await page.getByLabel('To').fill(visitDay);
        await page.getByRole('button', { name: 'Show', exact: true }).click();
        await expect.poll(() => orders.getByRole('row').count()).toBe(2);

        const download = page.waitForEvent('download');
        await orders.getByRole('button', { name: 'Download CSV: Orders per day' }).click();
        const file = await download;
        expect(file.suggestedFilename()).toBe(`insights-orders-${visitDay}-to-${visitDay}.csv`);
        const csv = readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '');
        expect(csv.split('\r\n')[1]).toBe(`${visitDay},2,0,0,0,0,0,0,2`);

        // Every table open, as staff reading the numbers would have it.
        for (const summary of await page.getByText('Show the numbers').all()) {
          if ((await summary.locator('..').getAttribute('open')) === null) await summary.click();
        }
        await shot(page, `journeys-insights-${label}`);
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
