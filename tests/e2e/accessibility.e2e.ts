import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { simulatedNonceFor } from '../../src/domain/test-cards';
import { paths } from '../../src/web/lib/paths';
import { type AxeViolation, axeResults, setUpJourney, storeAdminToken, VIEWPORTS } from './harness';

// axe-core on every route of src/web/lib/paths.ts, customer and admin (signed in), on a desktop and a
// phone, and on each tab of the admin dashboard: no serious or critical violation. A route added to
// paths.ts without an entry below fails the first test, so no page is left out.

const ADMIN_USERNAME = 'admin';
const ADMIN_PASSWORD = 'e2e-axe-password-1';
const HOME_EVENT_SLUG = 'home-health-screening';
const PARTNER_CODE = '100000000001';

const journey = setUpJourney({ ADMIN_USERNAME, ADMIN_PASSWORD });
const { api } = journey;
let adminToken: string;
const fixture = { eventId: 0, packageId: 0, unpaidReference: '', paidReference: '' };

/** The rules checked here: the journeys' set and WCAG 2.1 A and 2.2 AA as well. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function postJson(path: string, body: unknown) {
  const res = await journey.postJson(path, body);
  return {
    status: res.status,
    json: (await res.json()) as { data: { id: string; reference_number: string; amountDue: string; token: string } },
  };
}

let personSequence = 0;
async function bookOne(): Promise<{ id: string; reference: string; amountDue: string }> {
  const slots = (await (
    await api(`/api/timeslots/postal-code?postalCode=238801&eventId=${fixture.eventId}`)
  ).json()) as { data: Record<string, { timeslot: { id: number; isAvailable: boolean }[] }> };
  const free = Object.values(slots.data)
    .flatMap((day) => day.timeslot)
    .filter((slot) => slot.isAvailable);
  personSequence += 1;
  const res = await postJson('/api/registrations', {
    eventId: fixture.eventId,
    packageId: fixture.packageId,
    timeslotId: free[personSequence]!.id,
    firstName: 'Siti',
    lastName: 'Rahman',
    email: 'siti.rahman@example.com',
    mobileNumber: '91234567',
    gender: 'female',
    identificationNumber: `S${String(7_400_000 + personSequence).padStart(7, '0')}B`,
    dateOfBirth: '1985-04-12',
    postalCode: '238801',
    address: '1 Orchard Road',
  });
  expect(res.status).toBe(201);
  return { id: res.json.data.id, reference: res.json.data.reference_number, amountDue: res.json.data.amountDue };
}

beforeAll(async () => {
  adminToken = await journey.adminToken();
  const event = (await (await api(`/api/events/${HOME_EVENT_SLUG}`)).json()) as {
    data: { id: number; packages: { id: number }[] };
  };
  fixture.eventId = event.data.id;
  fixture.packageId = event.data.packages[0]!.id;
  fixture.unpaidReference = (await bookOne()).reference;
  const paid = await bookOne();
  const payment = await postJson('/api/payments/process', {
    registrationId: paid.id,
    nonce: simulatedNonceFor('4111 1111 1111 1111'),
    amount: paid.amountDue,
  });
  expect(payment.status).toBe(200);
  fixture.paidReference = paid.reference;
});

/** The URL each route is visited at, and whether it needs the admin's session. */
const VISITS: Record<string, { url: () => string; admin?: boolean }> = {
  home: { url: () => '/' },
  event: { url: () => `/events/${HOME_EVENT_SLUG}` },
  bookingConfirmation: { url: () => `/booking/confirmation/${fixture.unpaidReference}?showPayment=true` },
  bookingConfirmed: { url: () => `/booking/confirmed/${fixture.paidReference}` },
  cancelAppointment: { url: () => '/cancel-appointment' },
  legacyEvent: { url: () => `/legacy/events/${HOME_EVENT_SLUG}` },
  legacyRegistration: { url: () => '/registration' },
  legacyConfirmation: { url: () => '/confirmation' },
  legacyParticipants: { url: () => `/participants?eventId=${fixture.eventId}&packageId=${fixture.packageId}` },
  participants: {
    url: () => `/booking/${HOME_EVENT_SLUG}/participants?eventId=${fixture.eventId}&packageId=${fixture.packageId}`,
  },
  bookingPackages: { url: () => `/booking/packages?eventId=${fixture.eventId}` },
  bookingRegistration: {
    url: () => `/booking/registration?eventId=${fixture.eventId}&packageId=${fixture.packageId}`,
  },
  partnerEntry: { url: () => `/wc/${PARTNER_CODE}` },
  admin: { url: () => '/admin', admin: true },
  adminLogin: { url: () => '/admin/login' },
  adminDashboard: { url: () => '/admin/dashboard', admin: true },
  adminActivity: { url: () => '/admin/activity', admin: true },
  adminPostalTimeslots: { url: () => '/admin/postal-timeslots', admin: true },
  adminRunSheet: { url: () => '/admin/run-sheet', admin: true },
  adminEmail: { url: () => '/admin/email', admin: true },
  testAutoTimeslots: { url: () => '/test/auto-timeslots', admin: true },
  notFound: { url: () => '/no-such-page' },
};

const routeNames = Object.keys(paths);
const serious = (violations: AxeViolation[]) =>
  violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Lazy pages show a spinner until their chunk and data arrive; a heading means they rendered.
  await page
    .locator('h1, h2')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => {});
  await page.waitForTimeout(300);
}

async function visit(route: string, viewport: { width: number; height: number }) {
  const entry = VISITS[route]!;
  const { context, page } = await journey.newPage(viewport);
  try {
    if (entry.admin) {
      await storeAdminToken(page, adminToken);
    }
    await page.goto(entry.url());
    await settle(page);
    return { page: new URL(page.url()).pathname, violations: await axeResults(page, TAGS) };
  } finally {
    await context.close();
  }
}

describe('accessibility (axe-core) of every page', () => {
  it('has a visit for every route in paths.ts', () => {
    expect(routeNames.filter((name) => !VISITS[name])).toEqual([]);
  });

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`no serious or critical violation on any route, ${label}`, async () => {
      const found: string[] = [];
      const minor: string[] = [];
      for (const route of routeNames.filter((name) => VISITS[name])) {
        const { page, violations } = await visit(route, viewport);
        for (const violation of serious(violations)) {
          found.push(
            `${route} (${page}) ${violation.impact} ${violation.id}: ${violation.nodes.slice(0, 3).join(', ')}`,
          );
        }
        for (const violation of violations.filter((v) => !serious([v]).length)) {
          minor.push(`${route} ${violation.impact} ${violation.id}`);
        }
      }
      if (minor.length) console.log(`minor (${label}): ${minor.join('; ')}`);
      expect(found).toEqual([]);
    }, 600_000);
  }

  it('no serious or critical violation on any tab of the admin dashboard', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    const found: string[] = [];
    try {
      await storeAdminToken(page, adminToken);
      await page.goto('/admin/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      const tabs = page.getByRole('tab');
      const count = await tabs.count();
      expect(count).toBeGreaterThan(3);
      for (let index = 0; index < count; index += 1) {
        const name = (await tabs.nth(index).textContent())?.trim() ?? String(index);
        await tabs.nth(index).click();
        await settle(page);
        for (const violation of serious(await axeResults(page, TAGS))) {
          found.push(`tab ${name}: ${violation.impact} ${violation.id}: ${violation.nodes.slice(0, 3).join(', ')}`);
        }
      }
    } finally {
      await context.close();
    }
    expect(found).toEqual([]);
  }, 300_000);
});
