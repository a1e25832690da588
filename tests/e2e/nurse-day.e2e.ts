import { simulatedNonceFor } from '@domain/payments/test-cards';
import { formatTimeLabel, singaporeDateTime, singaporeWallClock } from '@domain/shared/dates';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, openTab, setUpJourney, shot, testPerson, VIEWPORTS } from './harness';

// The nurse's day on her phone (390 px, DESIGN §8.12): an admin creates a nurse and puts her on the
// central roster for a day; two visits of that day are booked and assigned to her as they are made.
// She signs in at /nurse on that morning (the browser's clock), sees both in route order, loses signal,
// presses "Arrived" and "Done" (everyone screened) at known times — both shown waiting for signal,
// also after a reload without signal — and once back online the queue empties and staff see both
// presses with the times she pressed them.

const ADMIN = { username: 'admin', password: 'e2e-nurse-day-admin-1' };
const NURSE = { username: 'siti.nurse', displayName: 'Siti Nurhaliza', password: 'e2e-nurse-password-1' };
const HOME_EVENT_SLUG = 'home-health-screening';

const journey = setUpJourney({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });

const MINUTE = 60_000;
/** '9:05 AM': a time as the nurse's page shows it (Singapore). */
const shownTime = (instant: Date) => formatTimeLabel(singaporeWallClock(instant).time);

interface FreeSlot {
  id: number;
  time: string;
}

/** The first date with two free central visits, and those two, earliest first. */
async function firstDayWithTwoVisits(eventId: number): Promise<{ date: string; slots: [FreeSlot, FreeSlot] }> {
  const response = await journey.api(`/api/timeslots/postal-code?postalCode=238801&eventId=${eventId}`);
  expect(response.status).toBe(200);
  const days = (
    (await response.json()) as {
      data: Record<string, { timeslot: { id: number; time: string; isAvailable: boolean }[] }>;
    }
  ).data;
  for (const [date, day] of Object.entries(days).sort(([a], [b]) => a.localeCompare(b))) {
    const free = day.timeslot.filter((slot) => slot.isAvailable).sort((a, b) => a.time.localeCompare(b.time));
    if (free.length >= 2) return { date, slots: [free[0]!, free[1]!] };
  }
  throw new Error('no day with two free central visits');
}

async function adminCall(token: string, method: string, urlPath: string, body?: unknown) {
  const response = await journey.api(urlPath, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { data: Record<string, unknown> } };
}

let serial = 0;

/** A paid Premium booking at a central address, with household members, as the wizard sends it. */
async function bookAndPay(options: {
  eventId: number;
  packageId: number;
  timeslotId: number;
  firstName: string;
  postalCode: string;
  address: string;
  unitNumber: string | null;
  members?: string[];
}): Promise<{ id: string; reference: string }> {
  serial += 1;
  const person = testPerson(7_700_000 + serial * 10);
  const response = await journey.postJson(
    '/api/registrations',
    {
      eventId: options.eventId,
      packageId: options.packageId,
      timeslotId: options.timeslotId,
      firstName: options.firstName,
      lastName: 'Tan',
      email: `${options.firstName.toLowerCase().replace(/[^a-z]/g, '')}.nurseday@example.com`,
      mobileNumber: person.mobileNumber,
      gender: 'female',
      identificationNumber: person.identificationNumber,
      dateOfBirth: '1985-04-12',
      postalCode: options.postalCode,
      address: options.address,
      ...(options.unitNumber ? { unitNumber: options.unitNumber } : {}),
      participants: (options.members ?? []).map((firstName, index) => ({
        firstName,
        lastName: 'Tan',
        identificationNumber: testPerson(7_700_000 + serial * 10 + index + 1).identificationNumber,
        dateOfBirth: '1988-02-02',
        gender: 'Male',
        packageId: options.packageId,
      })),
    },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  const body = (await response.json()) as { data: Record<string, string>; message?: string };
  expect(response.status, body.message).toBe(201);
  const { data } = body;
  const payment = await journey.postJson('/api/payments/process', {
    registrationId: data.id,
    nonce: simulatedNonceFor('4111 1111 1111 1111'),
    amount: data.amountDue,
    paymentType: 'card',
    deviceData: '{}',
  });
  expect(payment.status).toBe(200);
  return { id: data.id!, reference: data.reference_number! };
}

const cardOf = (page: Page, reference: string): Locator => page.getByRole('article').filter({ hasText: reference });

/** The press lines of a card in a given state ('sent', 'waiting', 'failed'), as text. */
const pressLines = (card: Locator, state: string) => card.locator(`[data-press-state="${state}"]`).allTextContents();

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);

describe("the nurse's day on her phone", () => {
  it('has its service worker and manifest served from the site root, scoped to /nurse', async () => {
    const worker = await journey.api('/nurse-sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(await worker.text()).toContain('nurse-assets');
    const manifest = await journey.api('/nurse.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/manifest\+json|json/);
    expect(await manifest.json()).toMatchObject({ scope: '/nurse', start_url: '/nurse', short_name: 'Nurse view' });
    // index.html, which every page shares, names neither.
    const home = await (await journey.api('/')).text();
    expect(home).not.toContain('nurse-sw');
    expect(home).not.toContain('rel="manifest"');
  });

  it('shows her visits in route order, keeps her presses without signal, and sends them with their times once back online', async () => {
    const adminToken = await journey.adminToken();
    const event = await journey.eventDetails(HOME_EVENT_SLUG);
    const premium = event.packages.find((pkg) => pkg.name === 'Premium')!;

    // The nurse, and her duty: the whole day in central, on the first day with two free visits.
    const staff = await adminCall(adminToken, 'POST', '/api/admin/staff', { ...NURSE, role: 'nurse' });
    expect(staff.status).toBe(201);
    const nurseId = staff.json.data.id as number;
    const { date, slots } = await firstDayWithTwoVisits(event.id);
    const duty = await adminCall(adminToken, 'POST', '/api/admin/roster', {
      staffId: nurseId,
      region: 'central',
      date,
      partOfDay: 'day',
    });
    expect(duty.status).toBe(201);

    // Two visits of that day, booked after the duty: both are hers.
    const first = await bookAndPay({
      eventId: event.id,
      packageId: premium.id,
      timeslotId: slots[0].id,
      firstName: 'Mei Ling',
      postalCode: '238801',
      address: '391 Orchard Road',
      unitNumber: '#10-01',
      members: ['Wei Jie'],
    });
    const second = await bookAndPay({
      eventId: event.id,
      packageId: premium.id,
      timeslotId: slots[1].id,
      firstName: 'Aisha',
      postalCode: '310123',
      address: '123 Lorong 1 Toa Payoh',
      unitNumber: null,
    });
    for (const booking of [first, second]) {
      const details = await adminCall(adminToken, 'GET', `/api/admin/registrations/${booking.id}`);
      expect(details.status).toBe(200);
      expect(details.json.data.nurse).toEqual({ staffId: nurseId, displayName: NURSE.displayName });
    }

    // Her phone: Singapore's time zone, on the morning of that day.
    const context: BrowserContext = await journey.browser.newContext({
      baseURL: journey.baseUrl,
      viewport: VIEWPORTS.phone,
      timezoneId: 'Asia/Singapore',
    });
    const page = await context.newPage();
    // An hour before the first visit she opens the page; she arrives 5 minutes after its start and is
    // done 40 minutes after it (a "Done" before the visit's start would not complete it).
    const firstStart = singaporeDateTime(date, slots[0].time);
    const openedAt = new Date(firstStart.getTime() - 60 * MINUTE);
    const arrivedAt = new Date(firstStart.getTime() + 5 * MINUTE);
    const doneAt = new Date(firstStart.getTime() + 40 * MINUTE);
    const arrivedLine = `Arrived ${shownTime(arrivedAt)}`;
    const doneLine = `Done ${shownTime(doneAt)}`;
    try {
      await page.clock.setFixedTime(openedAt);
      await page.goto('/nurse');
      await page.getByRole('heading', { level: 1, name: 'Nurse sign-in' }).waitFor();
      await page.getByLabel('Username').fill(NURSE.username);
      await page.getByLabel('Password').fill(NURSE.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Your visits' }).waitFor();
      await page.getByText(`Signed in as ${NURSE.displayName}`).waitFor();
      // The sign-in's toast, closed: the browser's clock stands still here, so it would not go by itself.
      await page.getByRole('button', { name: 'Close toast' }).click();

      // Both visits, in route order: the earlier slot first, the second with its distance.
      const cards = page.getByRole('article');
      await expect.poll(() => cards.count()).toBe(2);
      const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
      expect(headings.map((heading) => heading.split('.')[0])).toEqual(['1', '2']);
      const one = cardOf(page, first.reference);
      const two = cardOf(page, second.reference);
      await one.getByText('First visit of the day').waitFor();
      await two.getByText(/^\d+\.\d km from the previous visit$/).waitFor();
      await one.getByText('391 Orchard Road, #10-01, Singapore 238801').waitFor();
      expect(await one.getByRole('link', { name: 'Open map' }).getAttribute('href')).toMatch(
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
      );
      expect(await one.getByRole('link', { name: /^Call / }).getAttribute('href')).toMatch(/^tel:9\d{7}$/);
      await one.getByText('Mei Ling Tan').waitFor();
      await one.getByText('Wei Jie Tan').waitFor();
      expect(await one.getByText('Consent pending').count()).toBe(2);
      await one.getByText('Nothing pressed yet').waitFor();
      await noSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'nurse-day-1-list');

      // The service worker controls the page and has kept it and its files for a reload without signal.
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15_000 });
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              const pageKept = await caches.match('/nurse', { ignoreVary: true, ignoreSearch: true });
              const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map(
                (script) => script.src,
              );
              const missing = [];
              for (const src of scripts) if (!(await caches.match(src))) missing.push(new URL(src).pathname);
              return { page: Boolean(pageKept), missing };
            }),
          { timeout: 15_000 },
        )
        .toEqual({ page: true, missing: [] });

      // No signal: "Arrived" at 9:05 and "Done" at 9:40, both kept on the phone.
      await context.setOffline(true);
      await page.clock.setFixedTime(arrivedAt);
      await one.getByRole('button', { name: 'Arrived', exact: true }).click();
      await expect.poll(() => pressLines(one, 'waiting')).toEqual([`${arrivedLine} · Waiting for signal`]);
      await page.clock.setFixedTime(doneAt);
      await one.getByRole('button', { name: 'Done', exact: true }).click();
      const outcome = one.getByRole('form', { name: 'How did the visit go?' });
      await outcome.getByRole('button', { name: 'Send Done' }).click();
      // Nothing chosen yet: each person is asked for a result, and nothing is queued.
      await expect.poll(() => outcome.getByText('Choose how it went').count()).toBe(2);
      expect(await pressLines(one, 'waiting')).toHaveLength(1);
      // "Partly" needs what was not done.
      await outcome.getByRole('group', { name: 'Wei Jie Tan' }).getByLabel('Partly').check();
      await outcome.getByLabel('What was not done').waitFor();
      await outcome.getByRole('group', { name: 'Mei Ling Tan' }).getByLabel('Screened').check();
      await outcome.getByRole('group', { name: 'Wei Jie Tan' }).getByLabel('Screened').check();
      expect(await outcome.getByLabel('What was not done').count()).toBe(0);
      await noSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'nurse-day-2-outcome');
      await outcome.getByRole('button', { name: 'Send Done' }).click();
      await expect
        .poll(() => pressLines(one, 'waiting'))
        .toEqual([`${arrivedLine} · Waiting for signal`, `${doneLine} · Waiting for signal`]);
      await page.getByText('2 presses waiting for signal').waitFor();
      await one.getByText('Visit done').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'nurse-day-3-offline');

      // Reloaded without signal: the page, the list kept from when it was opened, the two presses waiting.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Your visits' }).waitFor();
      await page.getByText(`Offline — showing the list from ${singaporeWallClock(openedAt).time}`).waitFor();
      await expect.poll(() => page.getByRole('article').count()).toBe(2);
      await expect.poll(() => pressLines(cardOf(page, first.reference), 'waiting')).toHaveLength(2);
      await page.getByText('2 presses waiting for signal').waitFor();
      await shot(page, 'nurse-day-4-reloaded-offline');

      // Signal again: the queue is sent in order and empties; the card shows both as the server's.
      await context.setOffline(false);
      await expect.poll(() => page.getByText(/waiting for signal/i).count(), { timeout: 20_000 }).toBe(0);
      const sentCard = cardOf(page, first.reference);
      await expect.poll(() => pressLines(sentCard, 'sent'), { timeout: 15_000 }).toEqual([arrivedLine, doneLine]);
      await expect.poll(() => page.getByText('Offline — showing the list from').count(), { timeout: 15_000 }).toBe(0);
      // (The server completes a visit on "Done" only once its start time has come by its own clock,
      // which here is days before the visit: the booking stays paid, its outcome in the visit log.)
      await sentCard.getByText('Visit done').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'nurse-day-5-sent');

      // Any other page of the site, in the same browser, is left to the network: the worker is /nurse's.
      await page.goto('/admin/login');
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    } finally {
      await context.close();
    }

    // Staff see both presses with the times she pressed them (not when they arrived), and Done's outcome.
    const details = await adminCall(adminToken, 'GET', `/api/admin/registrations/${first.id}`);
    const log = details.json.data.visitEvents as {
      type: string;
      at: string;
      receivedAt: string;
      staffName: string;
      outcome: { name: string; result: string }[] | null;
    }[];
    expect(log.map((entry) => [entry.type, Date.parse(entry.at), entry.staffName])).toEqual([
      ['arrived', arrivedAt.getTime(), NURSE.displayName],
      ['done', doneAt.getTime(), NURSE.displayName],
    ]);
    expect(log[1]!.outcome?.map((entry) => [entry.name, entry.result])).toEqual([
      ['Mei Ling Tan', 'screened'],
      ['Wei Jie Tan', 'screened'],
    ]);
    // The second visit: nothing pressed.
    const other = await adminCall(adminToken, 'GET', `/api/admin/registrations/${second.id}`);
    expect(other.json.data.visitEvents).toEqual([]);

    // And on their screen: the order details' visit log, each press at the time she pressed it.
    const desk = await journey.newPage(VIEWPORTS.desktop);
    try {
      await journey.signIn(desk.page, adminToken);
      const orders = await openTab(desk.page, 'Orders');
      await orders.getByLabel('Search').fill(first.reference);
      await orders
        .getByRole('row', { name: new RegExp(first.reference) })
        .getByRole('button', { name: /View Details/ })
        .click();
      const visitLog = desk.page
        .getByRole('dialog', { name: 'Order Details' })
        .getByRole('list', { name: 'Visit log' });
      await visitLog.waitFor();
      const times = await visitLog
        .locator('time')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime')));
      expect(times.map((time) => Date.parse(time ?? ''))).toEqual([arrivedAt.getTime(), doneAt.getTime()]);
      await visitLog.getByText('Mei Ling Tan:').waitFor();
      await visitLog.scrollIntoViewIfNeeded();
      await shot(desk.page, 'nurse-day-6-staff-visit-log');
    } finally {
      await desk.context.close();
    }
  });
});
