import { simulatedNonceFor } from '@domain/payments/test-cards';
import { addDaysToIsoDate, formatMonthLabel, toDisplayDate, todayInSingapore } from '@domain/shared/dates';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, screenshotPath, setUpJourney, shot, testPerson, VIEWPORTS, waitForToast } from './harness';

// Clinic staff at 1280 px (and the nurse's run sheet on a phone): a template naming a variable that does
// not exist is refused with the known ones; the insights say which date each figure counts by and open
// on a range with orders; the admin area has one header; the run sheet's "On my way" settles and its
// addresses open a map; the waitlist lists its queue in order and its demand fits the screen; the
// discount and test-email dialogs speak plainly.

// Texts go to a Twilio that cannot be reached (nothing listens on the discard port), as when the carrier
// is down: an "On my way" then waits for its next try, and the run sheet must say it has not gone.
const journey = setUpJourney({
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'unreachable-twilio-token',
  SMS_FROM: '+6560000000',
  TWILIO_API_BASE: 'http://127.0.0.1:9',
});
const { api } = journey;

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
  expect(response.status).toBeLessThan(300);
  return ((await response.json()) as { data: unknown }).data;
}

const CENTRAL_POSTAL_CODE = '238801';

/** The calendar month of a 'yyyy-MM-dd' date, first to last day. */
function monthOf(isoDate: string) {
  const from = `${isoDate.slice(0, 8)}01`;
  const next = addDaysToIsoDate(from, 32);
  return { from, to: addDaysToIsoDate(`${next.slice(0, 8)}01`, -1) };
}

/** An event of its own with visits on a day (tomorrow unless told, Singapore time) at the given times, bookable now. */
async function eventWithVisitsTomorrow(times: string[], day = addDaysToIsoDate(todayInSingapore(), 1)) {
  const tomorrow = day;
  const home = await journey.eventDetails('home-health-screening');
  const premium = home.packages.find((pkg) => pkg.name === 'Premium')!;
  const event = (await adminCall('POST', '/api/admin/events', {
    name: 'Staff Journey Two',
    slug: `staff-journey-two-${Date.now()}`,
    description: null,
    location: 'At your home',
    isActive: true,
    packageIds: [premium.id],
    schedule: { configType: 'manual', bufferHours: 0, slotsPerTimeslot: 1, manualDates: [{ date: tomorrow, times }] },
  })) as { id: number };
  const slots = await api(`/api/timeslots/postal-code?postalCode=${CENTRAL_POSTAL_CODE}&eventId=${event.id}`);
  expect(slots.status).toBe(200);
  const days = ((await slots.json()) as { data: Record<string, { timeslot: { id: number }[] }> }).data;
  const slotIds = Object.values(days).flatMap((day) => day.timeslot.map((slot) => slot.id));
  return { tomorrow, eventId: event.id, packageId: premium.id, slotIds };
}

/** A wizard booking at a central address, unpaid (its visit is held until it is paid), texts ticked. */
async function bookUnpaid(at: { eventId: number; packageId: number; timeslotId: number }, serial: number) {
  const person = testPerson(9_600_000 + serial);
  const response = await journey.postJson(
    '/api/registrations',
    {
      ...at,
      firstName: 'Siew Ling',
      lastName: `Ong ${serial}`,
      email: `siew.ling.${serial}@example.com`,
      mobileNumber: person.mobileNumber,
      gender: 'female',
      identificationNumber: person.identificationNumber,
      dateOfBirth: '1979-02-03',
      postalCode: CENTRAL_POSTAL_CODE,
      address: '1 Orchard Road',
      unitNumber: '#10-01',
      participants: [],
      smsReminders: true,
    },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  expect(response.status).toBe(201);
  const data = ((await response.json()) as { data: { id: string; reference_number: string } }).data;
  return { id: data.id, reference: data.reference_number };
}

async function withPage(viewport: { width: number; height: number }, run: (page: Page) => Promise<void>) {
  const { context, page } = await journey.newPage(viewport);
  try {
    await journey.signIn(page);
    await run(page);
  } finally {
    await context.close();
  }
}

describe('email templates', () => {
  it('refuses a template that names an unknown variable, by the field, with the known ones; the stock one still saves', async () => {
    await withPage(VIEWPORTS.desktop, async (page) => {
      const before = (await adminCall('GET', '/api/admin/email-configs')) as {
        configKey: string;
        configValue: string;
      }[];
      const stock = before.find((config) => config.configKey === 'EMAIL_CONFIRMATION_TEMPLATE')!;
      expect(stock.configValue).toContain('<%= registration.firstName %>');

      await page.goto('/admin/email');
      const table = page.getByRole('tabpanel', { name: 'Email Configurations' });
      await table
        .getByRole('row', { name: /EMAIL_CONFIRMATION_TEMPLATE(?!_)/ })
        .getByRole('button', { name: /Edit/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Edit Configuration' });
      const value = dialog.getByLabel('Value');
      await value.fill(stock.configValue.replace('<%= registration.firstName %>', '<%= registration.fristName %>'));
      await dialog.getByRole('button', { name: 'Save Changes' }).click();

      // Under the field: what is wrong, what was meant, and every variable there is.
      const error = dialog.getByText(/Unknown variable registration\.fristName/);
      await error.waitFor();
      const message = (await error.textContent()) ?? '';
      expect(message).toMatch(
        /^Template error on line \d+: Unknown variable registration\.fristName \(did you mean registration\.firstName\?\)\. Known variables: registration\.referenceNumber, registration\.firstName, /,
      );
      expect(message).toContain('timeslot.date');
      expect(message).toContain('booking.visitAddress');
      expect(await value.getAttribute('aria-invalid')).toBe('true');
      expect(await error.getAttribute('id')).toBe(
        (await value.getAttribute('aria-describedby'))?.split(' ').find((id) => id.endsWith('-error')),
      );
      await error.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath('journeys-staff-2-template-unknown-variable') });
      const after = (await adminCall('GET', '/api/admin/email-configs')) as {
        configKey: string;
        configValue: string;
      }[];
      expect(after.find((config) => config.configKey === 'EMAIL_CONFIRMATION_TEMPLATE')!.configValue).toBe(
        stock.configValue,
      );

      // The stock template, unchanged, saves.
      await value.fill(stock.configValue);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await waitForToast(page, 'Configuration updated');
      await dialog.waitFor({ state: 'hidden' });
    });
  });
});

describe('insights', () => {
  it('opens on the closest month with orders and says which date each figure counts by', async () => {
    // Paid today for a visit next month: this month has revenue and no orders by visit date.
    const thisMonth = monthOf(todayInSingapore());
    const visitDay = addDaysToIsoDate(thisMonth.to, 5);
    const { eventId, packageId, slotIds } = await eventWithVisitsTomorrow(['10:00'], visitDay);
    const booked = await bookUnpaid({ eventId, packageId, timeslotId: slotIds[0]! }, 3);
    const lookedUp = await journey.lookUp<{ amountDue: string }>(booked.reference);
    const paid = await journey.postJson('/api/payments/process', {
      registrationId: booked.id,
      nonce: simulatedNonceFor('4111 1111 1111 1111'),
      amount: lookedUp.amountDue,
    });
    expect(paid.status).toBe(200);

    await withPage(VIEWPORTS.desktop, async (page) => {
      await page.goto('/admin/insights');
      const next = monthOf(visitDay);
      await page
        .getByText(
          `No orders have visit dates in ${formatMonthLabel(thisMonth.from)}: showing ${formatMonthLabel(next.from)}, the closest month with orders.`,
        )
        .waitFor();
      expect(await page.getByLabel('From').inputValue()).toBe(toDisplayDate(next.from));
      expect(await page.getByLabel('To').inputValue()).toBe(toDisplayDate(next.to));
      // Each figure says what it counts by.
      const figure = (label: string) => page.getByText(label, { exact: true }).locator('..');
      await expect.poll(() => figure('Orders').textContent()).toBe('Orders1by visit date');
      expect(await figure('Net revenue').textContent()).toMatch(/by payment date/);
      await page.getByRole('heading', { name: 'Orders per day, by visit date' }).waitFor();
      await page.getByRole('heading', { name: 'Revenue per day, by payment date' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath('journeys-staff-2-insights-opening') });

      // Back to this month: its revenue, no orders, and the way to the month that has them.
      await page.getByLabel('From').fill(thisMonth.from);
      await page.getByLabel('To').fill(thisMonth.to);
      await page.getByRole('button', { name: 'Show', exact: true }).click();
      await expect.poll(() => figure('Orders').textContent()).toBe('Orders0by visit date');
      expect(await figure('Net revenue').textContent()).not.toMatch(/^Net revenue\$0\.00/);
      await page.getByText('No orders have visit dates in this range.').waitFor();
      await page.getByRole('button', { name: `Show ${formatMonthLabel(next.from)}` }).click();
      await expect.poll(() => figure('Orders').textContent()).toBe('Orders1by visit date');
    });
  });
});

describe('the admin area at 1280 px', () => {
  it('has one header with one Logout, the nine tabs on the first screen, and says what is still ahead and what is simulated', async () => {
    const { eventId, packageId, slotIds } = await eventWithVisitsTomorrow(['09:00', '10:00']);
    const held = await bookUnpaid({ eventId, packageId, timeslotId: slotIds[0]! }, 1);
    await withPage(VIEWPORTS.desktop, async (page) => {
      const work = page.getByRole('region', { name: /^Today/ });
      await work.getByText(held.reference).first().waitFor();

      // One header, the site's (spec 001 §2: Appointments, Admin Dashboard, one Logout), and under it the
      // admin bar with its title, the pages and the welcome; no second Logout.
      expect(await page.getByRole('button', { name: 'Logout', exact: true }).count()).toBe(1);
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.getByText('Health Screening Admin', { exact: true }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Admin Dashboard', exact: true }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Appointments', exact: true }).count()).toBe(1);

      // The nine tabs on one row, on the first screen of a laptop (they started about 690 px down).
      const tops = await page
        .getByRole('tab')
        .evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().top));
      expect(tops).toHaveLength(9);
      expect(new Set(tops.map(Math.round)).size).toBe(1);
      await page.screenshot({ path: screenshotPath('journeys-staff-2-dashboard-first-screen') });
      // Under the site's header and the admin bar: room on a 900 px screen for the tab's first rows too.
      expect(tops[0]).toBeLessThan(560);

      // The hold is still ahead: it releases at a time, it has not been released.
      const hold = work.getByRole('listitem').filter({ hasText: held.reference }).filter({ hasText: ' due ' });
      const holdText = (await hold.textContent()) ?? '';
      expect(holdText).toMatch(/Releases at \d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M/);
      expect(holdText).not.toMatch(/Released/);

      // Test mode: the Payments card does not name the provider as if cards were charged.
      const summary = page.getByRole('region', { name: 'Summary' });
      await summary.getByText('Test Mode', { exact: true }).waitFor();
      expect(await summary.getByText('Braintree').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'journeys-staff-2-dashboard');

      // The Payments tab's provider card says the same: Braintree's settings, but not what answers now.
      await page.getByRole('tab', { name: 'Payments', exact: true }).click();
      await page
        .getByRole('tabpanel', { name: 'Payments' })
        .getByText(
          'Test mode is on: card payments go to the simulated gateway, not to Braintree, and nothing is charged.',
        )
        .waitFor();

      // Every admin page has that one header.
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Insights' }).click();
      await page.waitForURL('**/admin/insights');
      expect(await page.getByRole('button', { name: 'Logout', exact: true }).count()).toBe(1);
    });
  });
});

describe("the nurse's run sheet", () => {
  it('settles "On my way" when the text cannot go (Not sent yet, Try again), and opens the address on a map (390 px)', async () => {
    const today = todayInSingapore();
    // 23:59, so that the visit is still ahead whenever today the journey runs.
    const { eventId, packageId, slotIds } = await eventWithVisitsTomorrow(['23:59'], today);
    const visit = await bookUnpaid({ eventId, packageId, timeslotId: slotIds[0]! }, 2);
    await withPage(VIEWPORTS.phone, async (page) => {
      await page.goto(`/admin/run-sheet?region=central&date=${today}`);
      const card = page.getByRole('listitem').filter({ hasText: visit.reference });
      await card.waitFor();

      await card.getByRole('button', { name: 'On my way' }).click();
      await card.getByText(/^Sending…/).waitFor();
      // The carrier cannot be reached: within a minute the line says so, and offers to try again.
      await card
        .getByText('Not sent yet: the text could not go out. Try again, or call the customer.')
        .waitFor({ timeout: 70_000 });
      expect(await card.getByText(/^Sending…/).count()).toBe(0);
      const again = card.getByRole('button', { name: 'Try again' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'journeys-staff-2-run-sheet-not-sent-phone');
      await again.click();
      await card.getByText(/^Sending…/).waitFor();

      // The address is a link to Google Maps' search for it, in a new tab.
      const map = card.getByRole('link', { name: /1 Orchard Road, #10-01, Singapore 238801/ });
      expect(await map.getAttribute('href')).toBe(
        'https://www.google.com/maps/search/?api=1&query=1%20Orchard%20Road%2C%20Singapore%20238801',
      );
      expect(await map.getAttribute('target')).toBe('_blank');
      expect(await map.getAttribute('rel')).toContain('noopener');
      expect(await map.textContent()).toContain('(map, opens in a new tab)');
    });

    // At 1280 px the table's address is the same link.
    await withPage(VIEWPORTS.desktop, async (page) => {
      await page.goto(`/admin/run-sheet?region=central&date=${today}`);
      const row = page.getByRole('row').filter({ hasText: visit.reference });
      const map = row.getByRole('link', { name: /1 Orchard Road/ });
      expect(await map.getAttribute('target')).toBe('_blank');
      expect(await map.getAttribute('href')).toContain('https://www.google.com/maps/search/?api=1&query=');
      await shot(page, 'journeys-staff-2-run-sheet-desktop');
    });
  }, 150_000);
});

describe('the waitlist at 1280 px', () => {
  it('lists each queue in its order (No. 1 first) and shows demand by week, fitting the screen', async () => {
    const home = await journey.eventDetails('home-health-screening');
    const premium = home.packages.find((pkg) => pkg.name === 'Premium')!;
    const from = addDaysToIsoDate(todayInSingapore(), 2);
    const names = ['Farah First', 'Gopal Second', 'Huimin Third'];
    for (const [index, name] of names.entries()) {
      const [firstName, lastName] = name.split(' ') as [string, string];
      const person = testPerson(9_700_000 + index);
      const joined = await journey.postJson('/api/waitlist', {
        eventId: home.id,
        packageId: premium.id,
        persons: 1,
        postalCode: CENTRAL_POSTAL_CODE,
        // Five weeks of days: by day that was 33 columns and more.
        dateFrom: from,
        dateTo: addDaysToIsoDate(from, 34),
        timeOfDay: 'any',
        firstName,
        lastName,
        email: `${firstName.toLowerCase()}.queue@example.com`,
        mobileNumber: person.mobileNumber,
        gender: 'female',
        identificationNumber: person.identificationNumber,
        dateOfBirth: '1988-08-08',
        address: '1 Orchard Road',
      });
      expect(joined.status, await joined.clone().text()).toBe(201);
      expect(((await joined.json()) as { data: { position: number } }).data.position).toBe(index + 1);
    }

    await withPage(VIEWPORTS.desktop, async (page) => {
      await page.goto('/admin/waitlist');
      await page.getByText('Huimin Third').first().waitFor();
      // The queue as it is: No. 1 at the top (newest first, No. 2 stood above No. 1).
      const positions = await page
        .getByText(/^No\. \d+ in the queue$/)
        .evaluateAll((items) => items.map((item) => item.closest('li')?.querySelector('h3')?.textContent ?? ''));
      const order = names.map((name) => positions.findIndex((text) => text.includes(name)));
      expect(order.every((index) => index >= 0)).toBe(true);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(positions[order[0]!]).toContain('No. 1 in the queue');
      // Under its queue's heading, as an ordered list.
      const queue = page.getByRole('region', { name: 'Queue: Central · Home Based Health Screening' });
      expect(await queue.locator('ol > li').count()).toBeGreaterThanOrEqual(3);

      // Demand by week: a handful of columns that fit, no sideways scrolling.
      const weeks = page.getByRole('table', { name: 'Entries waiting by region and week' });
      const columns = await weeks.getByRole('columnheader').count();
      expect(columns).toBeGreaterThanOrEqual(6);
      expect(columns).toBeLessThanOrEqual(11);
      expect(await weeks.evaluate((table) => table.scrollWidth <= (table.parentElement?.clientWidth ?? 0))).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
      const busiest = page.getByRole('region', { name: 'Busiest days' });
      expect(await busiest.textContent()).toMatch(/Central3 entries/);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'journeys-staff-2-waitlist');
    });
  });
});

describe('plain words in the discount and test-email dialogs at 1280 px', () => {
  it("explains the spec's discount labels instead of leaving jargon, and the test tool has one picker", async () => {
    await withPage(VIEWPORTS.desktop, async (page) => {
      await page.getByRole('tab', { name: 'Discounts', exact: true }).click();
      const discounts = page.getByRole('tabpanel', { name: 'Discounts' });
      await discounts.getByRole('button', { name: 'Add Discount' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Discount' });
      await dialog.getByText('Step 1 of 4: Basic Information').waitFor();
      // The spec's labels stay; what they mean is said beside them.
      const type = dialog.getByLabel('Discount Type');
      expect(await type.locator('option').allTextContents()).toEqual([
        '- (customers cannot use it)',
        'Promo (a code customers type)',
        'Bin (cards whose number starts with given digits)',
      ]);
      await dialog.getByText(/when the card number starts with digits you list \(its BIN/).waitFor();
      await type.selectOption('promo');
      await dialog.getByText('How every code of this discount starts, e.g. XMAS.').waitFor();
      await dialog.getByText('Random letters and digits after the prefix (1 to 16).').waitFor();
      await dialog.getByLabel('Name', { exact: true }).fill('Plain Words Promo');
      await dialog.getByLabel('Identifier Prefix').fill('PLAIN');
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath('journeys-staff-2-discount-basic') });
      await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.getByText('Step 2 of 4: Redemption').waitFor();
      await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.getByText('Step 3 of 4: Applicability').waitFor();
      const pdt = dialog.getByRole('checkbox', { name: /^PDT/ });
      expect(await pdt.count()).toBe(1);
      await dialog.getByText("For the clinic's PDT programme; home screening bookings do not check it").waitFor();
      expect(await dialog.getByText('PDT programme', { exact: true }).count()).toBe(0);
      await page.screenshot({ path: screenshotPath('journeys-staff-2-discount-applicability') });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // The test tool: one picker for the email, the preview follows it; only the spec's three send.
      await page.goto('/admin/email');
      await page.getByRole('button', { name: 'Test Email Template' }).click();
      const tool = page.getByRole('dialog', { name: 'Test Email Template' });
      expect(await tool.getByRole('combobox').count()).toBe(1);
      const picker = tool.getByLabel('Email Type');
      await tool.getByRole('region', { name: 'Preview: Booking confirmation' }).waitFor();
      await picker.selectOption('reminder');
      await tool.getByRole('region', { name: 'Preview: Reminder the day before' }).waitFor();
      expect(await tool.getByRole('button', { name: 'Send Test Email' }).isDisabled()).toBe(true);
      expect(await tool.getByRole('radio').count()).toBe(0);
      await picker.selectOption('receipt');
      await tool.getByRole('region', { name: 'Preview: Payment receipt' }).waitFor();
      expect(await tool.getByRole('button', { name: 'Send Test Email' }).isDisabled()).toBe(false);
      expect(await tool.getByRole('radio').count()).toBe(2);
      await tool.getByText('Up to date').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath('journeys-staff-2-test-email-tool') });
    });
  });
});
