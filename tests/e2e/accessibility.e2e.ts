import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RECEIPT_WITHOUT_TOKEN_MESSAGE } from '@domain/payments/messages';
import { simulatedNonceFor } from '@domain/payments/test-cards';
import { partOfDayAt } from '@domain/roster/schemas';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LEGACY_STORAGE_KEYS,
  legacyBookingDetailsSchema,
  legacyConfirmationSchema,
} from '../../src/web/features/older-flow/storage';
import { paths } from '../../src/web/lib/paths';
import {
  type AxeViolation,
  axeResults,
  openTab,
  setUpJourney,
  storeAdminToken,
  testPerson,
  VIEWPORTS,
} from './harness';
import { outboxReader, recipients } from './outbox';

// axe-core on every route of src/web/lib/paths.ts, customer and admin (signed in), on a desktop and a
// phone, and on each tab of the admin dashboard: no serious or critical violation. A route added to
// paths.ts without an entry below fails the first test, so no page is left out. Each visit must reach
// the page it names (its address and its heading) with its content loaded before axe looks at it, so
// a page that sends the visitor elsewhere, or never loads, fails instead of checking another page.

const ADMIN_USERNAME = 'admin';
const ADMIN_PASSWORD = 'e2e-axe-password-1';
const HOME_EVENT_SLUG = 'home-health-screening';
const HOME_EVENT_NAME = 'Home Based Health Screening';
const CENTRAL_POSTAL_CODE = '238801';
const PARTNER_CODE = '100000000001';

// A data folder of its own: the rebook link is read from the email the server writes there.
const dataDir = mkdtempSync(path.join(tmpdir(), 'hs-e2e-accessibility-'));
const journey = setUpJourney(
  { ADMIN_USERNAME, ADMIN_PASSWORD, DATA_DIR: dataDir },
  { afterStop: () => rmSync(dataDir, { recursive: true, force: true }) },
);
const { waitForMessage } = outboxReader(path.join(dataDir, 'outbox'));
const { api } = journey;
let adminToken: string;
const fixture = {
  eventId: 0,
  packageId: 0,
  unpaidReference: '',
  paidReference: '',
  /** The paid booking's token, as its confirmation email's links carry it. */
  paidToken: '',
  /** What the older event page keeps for /registration and /booking/registration (session storage). */
  legacyDetails: '',
  /** What /registration keeps for /confirmation: an older-flow booking as the server answered it. */
  legacyConfirmation: '',
  legacyReference: '',
  /** A booking whose part of the day the clinic moved, and its rebook link's token (from the email). */
  rebookReference: '',
  rebookToken: '',
};

/** The rules checked here: the journeys' set and WCAG 2.1 A and 2.2 AA as well. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function postJson(path: string, body: unknown) {
  const res = await journey.postJson(path, body);
  return {
    status: res.status,
    json: (await res.json()) as {
      data: { id: string; reference_number: string; amountDue: string; bookingToken: string };
    },
  };
}

interface FreeSlot {
  id: number;
  date: string;
  time: string;
}

/** The bookable central slots of the home event, in date and time order. */
async function freeSlots(): Promise<FreeSlot[]> {
  const slots = (await (
    await api(`/api/timeslots/postal-code?postalCode=${CENTRAL_POSTAL_CODE}&eventId=${fixture.eventId}`)
  ).json()) as { data: Record<string, { timeslot: { id: number; time: string; isAvailable: boolean }[] }> };
  return Object.entries(slots.data).flatMap(([date, day]) =>
    day.timeslot.filter((slot) => slot.isAvailable).map((slot) => ({ id: slot.id, date, time: slot.time })),
  );
}

let personSequence = 0;
const nextPerson = () => {
  personSequence += 1;
  return testPerson(7_400_000 + personSequence);
};

/** A booking of the home event at a central address, at the given slot or the next free one. */
async function bookOne(
  timeslotId?: number,
): Promise<{ id: string; reference: string; amountDue: string; token: string; email: string }> {
  const person = nextPerson();
  const email = `siti.rahman+${personSequence}@example.com`;
  const res = await postJson('/api/registrations', {
    eventId: fixture.eventId,
    packageId: fixture.packageId,
    timeslotId: timeslotId ?? (await freeSlots())[personSequence]!.id,
    firstName: 'Siti',
    lastName: 'Rahman',
    email,
    mobileNumber: person.mobileNumber,
    gender: 'female',
    identificationNumber: person.identificationNumber,
    dateOfBirth: '1985-04-12',
    postalCode: CENTRAL_POSTAL_CODE,
    address: '1 Orchard Road',
  });
  expect(res.status).toBe(201);
  const { id, reference_number: reference, amountDue, bookingToken: token } = res.json.data;
  return { id, reference, amountDue, token, email };
}

/**
 * A nurse cannot come (DESIGN §8.12): a booking at the last free central visit (a day the other
 * fixtures do not use), that part of its day moved by staff, and the token of the link its email carries.
 */
async function bookAndMove(): Promise<void> {
  const last = (await freeSlots()).at(-1)!;
  const booking = await bookOne(last.id);
  const request = await journey.api('/api/admin/reschedule-requests', {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      region: 'central',
      date: last.date,
      partOfDay: partOfDayAt(last.time),
      reason: 'Our nurse for the central region is unwell.',
    }),
  });
  expect(request.status).toBe(200);
  const mail = await waitForMessage(
    (message) => recipients(message).includes(booking.email) && String(message.html).includes('/rebook?token='),
  );
  const href = /href="([^"]*\/rebook\?token=[^"]*)"/.exec(String(mail.html))?.[1];
  expect(href).toBeTruthy();
  const token = new URL(href!.replaceAll('&amp;', '&')).searchParams.get('token');
  expect(token).toBeTruthy();
  fixture.rebookReference = booking.reference;
  fixture.rebookToken = token!;
}

beforeAll(async () => {
  adminToken = await journey.adminToken();
  const event = (await (await api(`/api/events/${HOME_EVENT_SLUG}`)).json()) as {
    data: {
      id: number;
      name: string;
      location: string | null;
      packages: { id: number; name: string; price: string; aiaPrice: string | null }[];
    };
  };
  const premium = event.data.packages[0]!;
  fixture.eventId = event.data.id;
  fixture.packageId = premium.id;
  fixture.unpaidReference = (await bookOne()).reference;
  const paid = await bookOne();
  const payment = await postJson('/api/payments/process', {
    registrationId: paid.id,
    nonce: simulatedNonceFor('4111 1111 1111 1111'),
    amount: paid.amountDue,
  });
  expect(payment.status).toBe(200);
  fixture.paidReference = paid.reference;
  fixture.paidToken = paid.token;

  // The older flow: the event page's choice, and a booking made with the older body, in the shapes the
  // pages read them (checked with the client's own schemas, so a change of either shows here).
  const [bookedSlot, chosenSlot] = await freeSlots();
  const older = await journey.postJson(
    '/api/registrations',
    {
      eventId: fixture.eventId,
      packageId: premium.id,
      timeslotId: bookedSlot!.id,
      firstName: 'Mei Ling',
      lastName: 'Tan',
      gender: 'female',
      dateOfBirth: '1990-05-15',
      ...nextPerson(),
      email: 'meiling.tan@example.com',
      vitalityMembershipNo: null,
      medicalConditions: '',
    },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  expect(older.status).toBe(201);
  const registration = ((await older.json()) as { data: { referenceNumber: string } }).data;
  fixture.legacyReference = registration.referenceNumber;
  fixture.legacyConfirmation = JSON.stringify(
    legacyConfirmationSchema.parse({
      registration,
      eventSlug: HOME_EVENT_SLUG,
      timeslotRegion: 'central',
      participants: [],
      totals: null,
    }),
  );
  fixture.legacyDetails = JSON.stringify(
    legacyBookingDetailsSchema.parse({
      eventId: fixture.eventId,
      eventSlug: HOME_EVENT_SLUG,
      eventName: event.data.name,
      location: event.data.location,
      packageId: premium.id,
      packageName: premium.name,
      packagePrice: premium.price,
      packageAiaPrice: premium.aiaPrice,
      timeslotId: chosenSlot!.id,
      timeslotDate: chosenSlot!.date,
      timeslotTime: chosenSlot!.time,
      timeslotRegion: 'central',
      timeslotPlacesLeft: 20,
      postalCode: '238801',
    }),
  );
  await bookAndMove();
});

/** Keeps a value in the tab's session storage before the site's code runs, as an earlier step would have. */
const inSessionStorage = (key: string, value: () => string) => async (page: Page) => {
  await page.addInitScript(([name, stored]) => sessionStorage.setItem(name, stored), [key, value()] as const);
};

interface Visit {
  /** Where the visit starts. */
  url: () => string;
  /** The page's level-1 heading: the visit reached the page it names. */
  heading: string;
  /** The path the page is shown at, when the route sends the visitor on by design; else the URL's own. */
  path?: string;
  /** Something the page shows once its code and data have arrived: axe checks it as a visitor sees it. */
  loaded: (page: Page) => Locator;
  /** Signed in as the admin first. */
  admin?: boolean;
  /** What an earlier step would have left in the browser. */
  prepare?: (page: Page) => Promise<void>;
}

const firstName = (page: Page) => page.getByLabel('First name', { exact: true });
const packageChoice = (page: Page) => page.getByRole('radio', { name: /^Premium / });
const eventsTable = (page: Page) =>
  page
    .getByRole('tabpanel', { name: 'Events' })
    .getByRole('row', { name: new RegExp(HOME_EVENT_NAME) })
    .first();
const participantsPath = `/booking/${HOME_EVENT_SLUG}/participants`;

const VISITS: Record<string, Visit> = {
  home: {
    url: () => '/',
    heading: HOME_EVENT_NAME,
    loaded: (page) => page.getByRole('link', { name: /^Book Now/ }).first(),
  },
  event: { url: () => `/events/${HOME_EVENT_SLUG}`, heading: HOME_EVENT_NAME, loaded: firstName },
  bookingConfirmation: {
    url: () => `/booking/confirmation/${fixture.unpaidReference}?showPayment=true`,
    heading: 'Booking Received',
    // The simulated card form appears a second after the page.
    loaded: (page) => page.getByLabel('Card number', { exact: true }),
  },
  bookingConfirmed: {
    url: () => `/booking/confirmed/${fixture.paidReference}`,
    heading: 'Booking Confirmed',
    // A browser without the booking's token is told where the receipt is (DESIGN §8.9).
    loaded: (page) => page.getByText(RECEIPT_WITHOUT_TOKEN_MESSAGE),
  },
  verifyHold: {
    // The confirmation email's button; the page posts the code only when its own button is pressed.
    url: () => `/booking/verify/${fixture.unpaidReference}#code=123456`,
    heading: 'Keep your home visit',
    loaded: (page) => page.getByRole('button', { name: 'Keep my visit' }),
  },
  cancelAppointment: {
    url: () => '/cancel-appointment',
    heading: 'Reschedule or Cancel Appointment',
    loaded: (page) => page.getByLabel('Reference number', { exact: true }),
  },
  manageBooking: {
    // Without the email's link: the page says where it is (journeys-manage.e2e.ts opens it with the token).
    url: () => `/booking/manage/${fixture.unpaidReference}`,
    heading: 'Manage your booking',
    loaded: (page) => page.getByRole('link', { name: 'Reschedule or cancel by reference' }),
  },
  // The confirmation email's link: the forms themselves, with their condition and consent fields.
  prepareVisit: {
    url: () => `/booking/${fixture.paidReference}/prepare#token=${fixture.paidToken}`,
    heading: 'Prepare for your visit',
    loaded: (page) => page.getByRole('checkbox').first(),
  },
  // The email's link when a nurse cannot come: the visits the booking can move to, the token taken out
  // of the address as the page opens.
  rebook: {
    url: () => paths.rebook.getHref(fixture.rebookReference, fixture.rebookToken),
    heading: 'Choose another time for your visit',
    loaded: (page) => page.getByRole('radio').first(),
  },
  privacyNotice: {
    url: () => '/privacy',
    heading: 'Privacy notice',
    loaded: (page) => page.getByRole('heading', { level: 2, name: 'Your rights' }),
  },
  legacyEvent: { url: () => `/legacy/events/${HOME_EVENT_SLUG}`, heading: HOME_EVENT_NAME, loaded: packageChoice },
  legacyRegistration: {
    url: () => '/registration',
    heading: 'Your personal details',
    loaded: firstName,
    prepare: inSessionStorage(LEGACY_STORAGE_KEYS.bookingDetails, () => fixture.legacyDetails),
  },
  legacyConfirmation: {
    url: () => '/confirmation',
    heading: 'Booking Confirmed',
    loaded: (page) => page.getByText(fixture.legacyReference, { exact: true }),
    prepare: inSessionStorage(LEGACY_STORAGE_KEYS.confirmation, () => fixture.legacyConfirmation),
  },
  legacyParticipants: {
    url: () => `/participants?eventId=${fixture.eventId}&packageId=${fixture.packageId}`,
    heading: 'Participants',
    path: participantsPath,
    loaded: (page) => page.getByRole('button', { name: 'Add Participant' }),
  },
  participants: {
    url: () => `${participantsPath}?eventId=${fixture.eventId}&packageId=${fixture.packageId}`,
    heading: 'Participants',
    loaded: (page) => page.getByRole('button', { name: 'Add Participant' }),
  },
  bookingPackages: {
    url: () => `/booking/packages?eventId=${fixture.eventId}`,
    heading: HOME_EVENT_NAME,
    path: `/legacy/events/${HOME_EVENT_SLUG}`,
    loaded: packageChoice,
  },
  bookingRegistration: {
    url: () => `/booking/registration?eventId=${fixture.eventId}&packageId=${fixture.packageId}`,
    heading: 'Your personal details',
    loaded: firstName,
    prepare: inSessionStorage(LEGACY_STORAGE_KEYS.bookingDetails, () => fixture.legacyDetails),
  },
  partnerEntry: {
    url: () => `/wc/${PARTNER_CODE}`,
    heading: 'WhiteCoat Health Screening',
    path: '/events/whitecoat-health-screening',
    // The partner's details and package are filled in: the wizard opens at the appointment step.
    loaded: (page) => page.getByRole('radiogroup', { name: 'Date' }).getByRole('radio').first(),
  },
  // A token that does not exist: the page's "not found" state, with its way home.
  waitlistOffer: {
    url: () => '/waitlist/offer/no-such-offer-token-0000000000',
    heading: 'Offer not found',
    loaded: (page) => page.getByRole('link', { name: 'Back to appointments' }),
  },
  // The email's link: opening it changes nothing; the button would send the token.
  waitlistLeave: {
    url: () => '/waitlist/leave/999999999#token=no-such-token',
    heading: 'Leave the waitlist',
    loaded: (page) => page.getByRole('button', { name: 'Leave the waitlist' }),
  },
  // The email's link to enter the texted code (DESIGN §8.9): opening it changes nothing.
  waitlistConfirm: {
    url: () => '/waitlist/confirm/999999999#token=no-such-token',
    heading: 'Confirm your waitlist entry',
    loaded: (page) => page.getByLabel('Code from the text message'),
  },
  admin: { url: () => '/admin', heading: 'Dashboard', loaded: eventsTable, admin: true },
  adminLogin: { url: () => '/admin/login', heading: 'Admin Login', loaded: (page) => page.getByLabel('Username') },
  adminDashboard: { url: () => '/admin/dashboard', heading: 'Dashboard', loaded: eventsTable, admin: true },
  adminActivity: {
    url: () => '/admin/activity',
    heading: 'Activity',
    loaded: (page) => page.getByLabel('Show', { exact: true }),
    admin: true,
  },
  adminPrivacy: {
    url: () => '/admin/privacy',
    heading: 'Personal data',
    loaded: (page) => page.getByLabel('ID number'),
    admin: true,
  },
  adminWaitlist: {
    url: () => '/admin/waitlist',
    heading: 'Waitlist',
    loaded: (page) => page.getByLabel('Status', { exact: true }),
    admin: true,
  },
  adminInsights: {
    url: () => '/admin/insights',
    heading: 'Insights',
    loaded: (page) => page.getByRole('heading', { level: 2, name: 'Orders per day' }),
    admin: true,
  },
  adminPostalTimeslots: {
    url: () => '/admin/postal-timeslots',
    heading: 'Postal Code Timeslot Management',
    loaded: (page) => page.getByLabel('Postal Code', { exact: true }),
    admin: true,
  },
  adminRunSheet: {
    url: () => '/admin/run-sheet',
    heading: 'Run Sheet',
    loaded: (page) => page.getByRole('button', { name: 'Show' }),
    admin: true,
  },
  adminStaff: {
    url: () => '/admin/staff',
    heading: 'Staff',
    loaded: (page) => page.getByRole('cell', { name: ADMIN_USERNAME, exact: true }).first(),
    admin: true,
  },
  adminRoster: {
    url: () => '/admin/roster',
    heading: 'Roster',
    // Shown once the week's duties have arrived, on a laptop and on a phone.
    loaded: (page) => page.getByText(/ this week( yet)?$/),
    admin: true,
  },
  adminEmail: {
    url: () => '/admin/email',
    heading: 'Email Settings',
    loaded: (page) => page.getByRole('row', { name: /EMAIL_SENDER_NAME/ }),
    admin: true,
  },
  // The nurses' phone view signed out: its own sign-in (nurse-day.e2e.ts checks the day's list itself).
  nurse: {
    url: () => '/nurse',
    heading: 'Nurse sign-in',
    loaded: (page) => page.getByLabel('Username'),
  },
  // Not an admin page: a visitor holding an admin token is sent from it to the dashboard (spec 001 §2).
  testAutoTimeslots: {
    url: () => '/test/auto-timeslots',
    heading: 'Auto-generated Timeslots',
    loaded: (page) =>
      page.getByRole('tabpanel', { name: 'Postal Code Search' }).getByRole('button', { name: 'Search' }),
  },
  notFound: {
    url: () => '/no-such-page',
    heading: '404 Page Not Found',
    loaded: (page) => page.getByText('Did you forget to add the page to the router?', { exact: true }),
  },
};

const routeNames = Object.keys(paths);
const serious = (violations: AxeViolation[]) =>
  violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');

/** Opens a route's page as its visit says; fails, naming where it ended up, unless it reached that page. */
async function reach(page: Page, route: string, entry: Visit): Promise<void> {
  if (entry.admin) await storeAdminToken(page, adminToken);
  await entry.prepare?.(page);
  await page.goto(entry.url());
  const path = entry.path ?? new URL(entry.url(), journey.baseUrl).pathname;
  try {
    await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: entry.heading, exact: true }).waitFor({ timeout: 15_000 });
    await entry.loaded(page).waitFor({ timeout: 15_000 });
  } catch (error) {
    const headings = await page.getByRole('heading', { level: 1 }).allTextContents();
    throw new Error(
      `${route}: ${entry.url()} should show "${entry.heading}" at ${path}, but shows ${JSON.stringify(headings)} at ${new URL(page.url()).pathname} (${(error as Error).message.split('\n')[0]})`,
    );
  }
}

async function visit(route: string, viewport: { width: number; height: number }) {
  const entry = VISITS[route]!;
  const { context, page } = await journey.newPage(viewport);
  try {
    await reach(page, route, entry);
    return { page: new URL(page.url()).pathname, violations: await axeResults(page, TAGS) };
  } finally {
    await context.close();
  }
}

/** Each tab of the dashboard, in order, and what its panel shows once its list has loaded. */
const DASHBOARD_TABS: Record<string, (panel: Locator) => Locator> = {
  Events: (panel) => panel.getByRole('row', { name: new RegExp(HOME_EVENT_NAME) }).first(),
  Packages: (panel) => panel.getByRole('row', { name: /Prestige/ }),
  Orders: (panel) => panel.getByRole('row', { name: new RegExp(fixture.paidReference) }),
  'Postal Codes': (panel) => panel.getByLabel('Postal Code', { exact: true }),
  Discounts: (panel) => panel.getByRole('row', { name: /Welcome 10% off/ }),
  Holidays: (panel) => panel.getByRole('row', { name: /National Day/ }).first(),
  'Email Templates': (panel) => panel.getByRole('row', { name: /EMAIL_CONFIRMATION_SUBJECT(?!_)/ }),
  Payments: (panel) => panel.getByRole('heading', { name: 'Payment Settings' }),
  'API Keys': (panel) => panel.getByText('No API keys found. Generate one to get started.'),
};

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
      await reach(page, 'adminDashboard', VISITS.adminDashboard!);
      expect(await page.getByRole('tab').allTextContents()).toEqual(Object.keys(DASHBOARD_TABS));
      for (const [name, loaded] of Object.entries(DASHBOARD_TABS)) {
        const panel = await openTab(page, name);
        await loaded(panel).waitFor();
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
