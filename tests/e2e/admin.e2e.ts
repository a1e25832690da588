import { readFileSync } from 'node:fs';
import { format } from 'date-fns';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, openTab, pickDate, setUpJourney, shot, testPerson, VIEWPORTS, waitForToast } from './harness';

// Admin journeys against the real server and its demo data (DESIGN §7): sign-in, the dashboard and
// its tabs, the customer side of what an admin changes, the redirect of a token holder, sign-out.

const ADMIN_USERNAME = 'admin';
const ADMIN_PASSWORD = 'e2e-admin-password-7';
const HOME_EVENT_SLUG = 'home-health-screening';
const CENTRAL_POSTAL_CODE = '238801';

const journey = setUpJourney({ ADMIN_USERNAME, ADMIN_PASSWORD });
const { adminToken, api, eventDetails, postJson, sessionToken, signIn } = journey;

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token'));

/** The first bookable central slot of an event, and its date ('yyyy-MM-dd'). */
async function firstFreeSlot(eventId: number): Promise<{ id: number; date: string }> {
  const response = await api(`/api/timeslots/postal-code?postalCode=${CENTRAL_POSTAL_CODE}&eventId=${eventId}`);
  expect(response.status).toBe(200);
  const days = (
    (await response.json()) as { data: Record<string, { timeslot: { id: number; isAvailable: boolean }[] }> }
  ).data;
  for (const [date, day] of Object.entries(days)) {
    const slot = day.timeslot.find((candidate) => candidate.isAvailable);
    if (slot) return { id: slot.id, date };
  }
  throw new Error(`no free slot for event ${eventId}`);
}

let personSequence = 0;

interface Booked {
  id: string;
  reference: string;
  date: string;
}

/** A booking made through the API, as the wizard makes it (household members and a code optional). */
async function book(options: {
  slug: string;
  packageName: string;
  firstName: string;
  members?: { firstName: string; packageName: string }[];
  discountCode?: string;
}): Promise<Booked> {
  const event = await eventDetails(options.slug);
  const packageId = (name: string) => event.packages.find((pkg) => pkg.name === name)!.id;
  const slot = await firstFreeSlot(event.id);
  let discount: { discountCodeId: number; discountCode: string } | object = {};
  if (options.discountCode) {
    const validation = await postJson('/api/discounts/validate', { code: options.discountCode, subtotal: '100.00' });
    expect(validation.status).toBe(200);
    const { data } = (await validation.json()) as { data: { discountIdentifierId: number } };
    discount = { discountCodeId: data.discountIdentifierId, discountCode: options.discountCode };
  }
  personSequence += 1;
  const response = await postJson(
    '/api/registrations',
    {
      eventId: event.id,
      packageId: packageId(options.packageName),
      timeslotId: slot.id,
      firstName: options.firstName,
      lastName: 'Tan',
      email: `${options.firstName.toLowerCase()}.tan@example.com`,
      mobileNumber: testPerson(personSequence).mobileNumber,
      gender: 'female',
      identificationNumber: testPerson(7_300_000 + personSequence).identificationNumber,
      dateOfBirth: '1985-04-12',
      postalCode: CENTRAL_POSTAL_CODE,
      address: '1 Orchard Road',
      unitNumber: '#05-12',
      medicalConditions: 'Asthma',
      participants: (options.members ?? []).map((member, index) => ({
        firstName: member.firstName,
        lastName: 'Rahman',
        identificationNumber: testPerson(8_300_000 + personSequence * 10 + index).identificationNumber,
        dateOfBirth: '1982-02-02',
        gender: 'Male',
        packageId: packageId(member.packageName),
      })),
      ...discount,
    },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { id: string; reference_number: string } };
  return { id: data.id, reference: data.reference_number, date: slot.date };
}

describe('admin area', () => {
  it('asks for a login, signs in and shows the dashboard; a token holder stays out of the customer pages', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      // A protected page sends a visitor without a session to the login page.
      await page.goto('/admin/dashboard');
      await page.waitForURL('**/admin/login');
      await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
      await page.getByRole('heading', { name: 'Admin Portal' }).waitFor();
      expect(await page.getByText(/Manage screening events, packages and registrations/).isVisible()).toBe(true);

      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByText('Username is required').waitFor();
      await page.getByText('Password is required').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'admin-desktop-login-errors');

      await page.getByLabel('Username').fill(ADMIN_USERNAME);
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await waitForToast(page, 'Login failed');
      await page
        .locator('form')
        .getByRole('alert')
        .filter({ hasText: /password/i })
        .waitFor();
      expect(await storedToken(page)).toBeNull();

      await page.getByLabel('Password').fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await waitForToast(page, 'Login successful', 'You are now logged in');
      await page.waitForURL('**/admin/dashboard');
      expect(await storedToken(page)).toBeTruthy();

      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await main.getByText('Welcome, admin').waitFor();
      await main.getByText(/log out to book an appointment as a customer/).waitFor();
      expect(await main.getByRole('link', { name: 'Health Screening Admin' }).getAttribute('href')).toBe('/admin');
      // The site header: the signed-in admin's items, and the only Logout on the page.
      const header = page.getByRole('banner');
      expect(await header.getByRole('link', { name: 'Admin Dashboard' }).isVisible()).toBe(true);
      expect(await header.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Logout', exact: true }).count()).toBe(1);

      // Eight cards: the counts of the lists loaded (demo data: 2 events, 4 packages), no made-up numbers.
      const summary = page.getByRole('region', { name: 'Summary' });
      for (const title of [
        'Total Events',
        'Packages',
        'Orders',
        'API Keys',
        'Discounts',
        'Holidays',
        'Email Templates',
        'Payments',
      ]) {
        await summary.getByText(title, { exact: true }).waitFor();
      }
      // The demo runs in test mode: the card says so rather than naming Braintree.
      await summary.getByText('Test Mode').waitFor();
      // Every card counts: no '—' placeholder left.
      await expect.poll(() => summary.textContent()).toMatch(/Total Events2/);
      expect(await summary.getByText('—', { exact: true }).count()).toBe(0);
      // Nine tabs in the spec's order.
      expect(await page.getByRole('tab').allTextContents()).toEqual([
        'Events',
        'Packages',
        'Orders',
        'Postal Codes',
        'Discounts',
        'Holidays',
        'Email Templates',
        'Payments',
        'API Keys',
      ]);
      const events = page.getByRole('tabpanel', { name: 'Events' });
      await events
        .getByRole('row', { name: /Home Based Health Screening/ })
        .first()
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'admin-desktop-dashboard');

      // A token holder is sent from any customer page to the dashboard.
      await page.goto('/');
      await page.waitForURL('**/admin/dashboard');
      await page.goto(`/events/${HOME_EVENT_SLUG}`);
      await page.waitForURL('**/admin/dashboard');
      // And the login page sends a signed-in admin on to the dashboard.
      await page.goto('/admin/login');
      await page.waitForURL('**/admin/dashboard');
    } finally {
      await context.close();
    }
  });

  it('creates a package and an event offering two packages on an automatic schedule, which customers can book', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    const customer = await journey.browser.newContext({ baseURL: journey.baseUrl, viewport: VIEWPORTS.desktop });
    try {
      await signIn(page);

      // Packages: the form's messages, then a new package with a member price.
      const packages = await openTab(page, 'Packages');
      await packages.getByRole('row', { name: /Prestige/ }).waitFor();
      await packages.getByRole('button', { name: 'Add Package' }).click();
      const packageDialog = page.getByRole('dialog', { name: 'Add Package' });
      await packageDialog.getByRole('button', { name: 'Create Package' }).click();
      await packageDialog.getByText('Name must be at least 3 characters').waitFor();
      await packageDialog.getByText('Price must be a positive number').waitFor();
      await packageDialog.getByLabel('Name', { exact: true }).fill('Executive Screening');
      await packageDialog.getByLabel('Price (S$)').fill('250');
      await packageDialog.getByLabel(/Member price/).fill('225.5');
      await packageDialog.getByLabel(/Description/).fill('Full blood panel, ECG and a doctor review.');
      // What the customer is told before the visit (DESIGN §8.11): the fast, and what else to do.
      await packageDialog.getByLabel('Fasting hours').fill('8');
      await packageDialog.getByLabel(/Preparation/).fill('Wear a short-sleeved top.');
      await packageDialog.getByRole('button', { name: 'Create Package' }).click();
      await waitForToast(page, 'Package created');
      await packageDialog.waitFor({ state: 'hidden' });
      const executiveRow = packages.getByRole('row', { name: /Executive Screening/ });
      await executiveRow.waitFor();
      expect(await executiveRow.textContent()).toMatch(/250\.00/);
      expect(await executiveRow.textContent()).toMatch(/225\.50/);
      expect(await executiveRow.textContent()).toMatch(/8 h/);
      await shot(page, 'admin-desktop-packages');

      // Events: a new event with Premium and the new package, scheduled by region.
      const events = await openTab(page, 'Events');
      await events.getByRole('button', { name: 'Add Event' }).click();
      const eventDialog = page.getByRole('dialog', { name: 'Add Event' });
      await eventDialog.getByLabel('Name', { exact: true }).fill('Year End Screening');
      expect(await eventDialog.getByLabel('Slug').inputValue()).toBe('year-end-screening');
      await eventDialog.getByLabel(/Location/).fill('At your home');
      await eventDialog.getByRole('checkbox', { name: /^Premium/ }).click();
      await eventDialog.getByRole('checkbox', { name: /^Executive Screening/ }).click();
      expect(await eventDialog.getByRole('radio', { name: /Automatic by region/ }).getAttribute('aria-checked')).toBe(
        'true',
      );
      await eventDialog.getByLabel('Number of dates ahead').fill('5');
      await shot(page, 'admin-desktop-event-form');
      await eventDialog.getByRole('button', { name: 'Create Event' }).click();
      await waitForToast(page, 'Event created');
      await eventDialog.waitFor({ state: 'hidden' });
      const eventRow = events.getByRole('row', { name: /Year End Screening/ });
      await eventRow.waitFor();
      expect(await eventRow.getByText('Active', { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('region', { name: 'Summary' }).textContent()).toMatch(/Total Events3/);

      // The customer (no token) sees it on the home page, with its two packages, and books it.
      const shopper = await customer.newPage();
      await shopper.goto('/');
      await shopper.getByText('Year End Screening').first().waitFor();
      await shopper.goto('/events/year-end-screening');
      await shopper.getByRole('heading', { level: 1, name: 'Year End Screening' }).waitFor();
      expect(shopper.url()).toContain('/events/year-end-screening');
      const offered = await eventDetails('year-end-screening');
      expect(offered.packages.map((pkg) => pkg.name).sort()).toEqual(['Executive Screening', 'Premium']);
      await book({ slug: 'year-end-screening', packageName: 'Executive Screening', firstName: 'Grace' });

      // An event with a booking cannot be deleted: the server's reason in the toast.
      await eventRow.getByRole('button', { name: /Delete/ }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm
        .getByText('Are you sure you want to delete the event "Year End Screening"? This action cannot be undone.')
        .waitFor();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await waitForToast(page, 'Error', 'Failed to delete event: ');
      await waitForToast(page, 'Set it inactive instead');

      // Set inactive instead, and give it manual dates and times from now on.
      await eventRow.getByRole('button', { name: /Edit/ }).click();
      const editDialog = page.getByRole('dialog', { name: 'Edit Event' });
      await editDialog.getByRole('switch', { name: 'Active' }).click();
      await editDialog.getByRole('radio', { name: /Manual dates and times/ }).click();
      await editDialog.getByRole('button', { name: 'Add date' }).click();
      await editDialog.getByRole('button', { name: 'Save Changes' }).click();
      await editDialog.getByText('Date is required').waitFor();
      await editDialog.getByText('Add at least one time for each date').waitFor();
      const manualDate = format(new Date(Date.now() + 14 * 24 * 60 * 60 * 1000), 'yyyy-MM-dd');
      await editDialog.getByLabel('Date 1').click();
      await pickDate(page, manualDate);
      await editDialog.locator('#manual-times-0').fill('09:30');
      await editDialog.getByRole('button', { name: 'Add time' }).click();
      await editDialog.getByText('9:30 AM').waitFor();
      await shot(page, 'admin-desktop-event-manual-schedule');
      await editDialog.getByRole('button', { name: 'Save Changes' }).click();
      await waitForToast(page, 'Event updated');
      await eventRow.getByText('Inactive', { exact: true }).waitFor();
      const adminEvents = await api('/api/admin/events', {
        headers: { Authorization: `Bearer ${await sessionToken()}` },
      });
      const saved = ((await adminEvents.json()) as { data: { slug: string; schedule: object }[] }).data.find(
        (event) => event.slug === 'year-end-screening',
      );
      expect(saved?.schedule).toMatchObject({
        configType: 'manual',
        numSlots: 5,
        manualDates: expect.arrayContaining([{ date: manualDate, times: ['09:30'] }]),
      });

      // The activity page shows who changed what.
      await page.getByRole('link', { name: 'Activity' }).click();
      await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
      await page.getByLabel('Show').selectOption('package');
      const activity = page.getByRole('table', { name: 'Activity' });
      await activity
        .getByRole('row', { name: /Executive Screening/ })
        .first()
        .waitFor();
      expect(await activity.textContent()).toMatch(/(Added|Changed) package "Executive Screening"/);
      await shot(page, 'admin-desktop-activity');
    } finally {
      await customer.close();
      await context.close();
    }
  });

  it('finds a household booking with a discount code by its filters and shows its details', async () => {
    const booked = await book({
      slug: HOME_EVENT_SLUG,
      packageName: 'Comprehensive',
      firstName: 'Mei',
      members: [{ firstName: 'Ahmad', packageName: 'Premium' }],
      discountCode: 'WELCOME10',
    });
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      await signIn(page);
      const orders = await openTab(page, 'Orders');
      const row = orders.getByRole('row', { name: new RegExp(booked.reference) });
      await row.waitFor();
      expect(await row.getByText('Unpaid', { exact: true }).isVisible()).toBe(true);

      await orders.getByLabel('Search').fill(booked.reference);
      await expect.poll(() => orders.getByRole('row').count()).toBe(2);
      await row.waitFor();
      await orders.getByLabel('Status').selectOption({ label: 'Paid' });
      await orders.getByText('No orders found.').waitFor();
      await orders.getByLabel('Status').selectOption({ label: 'Pending payment' });
      await row.waitFor();
      await orders.getByLabel('Event').selectOption({ label: 'WhiteCoat Health Screening' });
      await orders.getByText('No orders found.').waitFor();
      await orders.getByLabel('Event').selectOption({ label: 'Home Based Health Screening' });
      await row.waitFor();
      await orders.getByLabel('Visit date').click();
      await pickDate(page, booked.date);
      await row.waitFor();
      expect(await orders.getByLabel('Visit date').textContent()).toContain(
        format(new Date(`${booked.date}T00:00:00`), 'd MMM yyyy'),
      );
      await shot(page, 'admin-desktop-orders');

      await row.getByRole('button', { name: /View Details/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Order Details' });
      await dialog.getByText('Personal Information').waitFor();
      await dialog.getByText('Booking Information').waitFor();
      const text = async () => (await dialog.textContent()) ?? '';
      await expect.poll(text).toMatch(/Mei Tan/);
      const content = await text();
      expect(content).toMatch(/Asthma/);
      // ID numbers are masked for staff (DESIGN §8.3; privacy-admin.e2e.ts shows one).
      expect(content).toMatch(/Ahmad Rahman \| \*{5}\d{3}[A-Z]/);
      expect(content).not.toMatch(/S\d{7}[A-Z]/);
      expect(content).toMatch(/Premium \| \S*118\.00/);
      expect(content).toMatch(/Comprehensive \| \S*198\.00/);
      // 198 + 118 = 316; family bundle 5 % = 15.80; WELCOME10 10 % of 300.20 = 30.02; 270.18 + GST 24.32.
      expect(content).toMatch(/Volume discount \(2 people\)−\S*15\.80/);
      expect(content).toMatch(/Total excluding GST\S*270\.18/);
      expect(content).toMatch(/GST \(9%\)\S*24\.32/);
      expect(content).toMatch(/Total including GST\S*294\.50/);
      expect(content).toMatch(/WELCOME10/);
      expect(content).toMatch(/Member typeRetail/);
      expect(content).toMatch(/Payment statusUnpaid/);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'admin-desktop-order-details');

      // Staff cancel it (after confirming); the list follows.
      await dialog.getByRole('button', { name: 'Cancel Registration' }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByRole('button', { name: 'Cancel Registration' }).click();
      await waitForToast(page, 'Registration updated');
      await dialog.getByText('Cancelled', { exact: true }).first().waitFor();
      expect(await dialog.getByRole('button', { name: 'Cancel Registration' }).count()).toBe(0);
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await orders.getByText('No orders found.').waitFor();
      await orders.getByLabel('Status').selectOption({ label: 'Cancelled' });
      await row.getByText('Cancelled', { exact: true }).waitFor();

      // The filtered list as a CSV file.
      const download = page.waitForEvent('download');
      await orders.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.csv$/);
      const csv = readFileSync((await file.path())!, 'utf8');
      expect(csv).toContain(booked.reference);
    } finally {
      await context.close();
    }
  });

  it('adds a public holiday on a booked date, shows the bookings on it, then edits and deletes it', async () => {
    const booked = await book({ slug: HOME_EVENT_SLUG, packageName: 'Premium', firstName: 'Siti' });
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      await signIn(page);
      const holidays = await openTab(page, 'Holidays');
      await holidays
        .getByRole('row', { name: /National Day/ })
        .first()
        .waitFor();
      await holidays.getByRole('button', { name: 'Add Holiday' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Holiday' });
      await dialog.getByRole('button', { name: 'Create Holiday' }).click();
      await dialog.getByText('Date is required').waitFor();
      await dialog.getByLabel('Holiday Name').fill('Clinic Anniversary');
      await dialog.getByLabel('Date').click();
      await pickDate(page, booked.date);
      const longDate = format(new Date(`${booked.date}T00:00:00`), 'MMMM d, yyyy');
      expect(await dialog.getByLabel('Date').textContent()).toContain(longDate);
      await shot(page, 'admin-desktop-holiday-form');
      await dialog.getByRole('button', { name: 'Create Holiday' }).click();
      await waitForToast(page, 'Holiday created');

      // The booking already on that date is shown to staff.
      const onDate = page.getByRole('dialog', { name: `Bookings on ${longDate}` });
      await onDate.getByText(booked.reference).waitFor();
      await shot(page, 'admin-desktop-holiday-bookings');
      await onDate.getByRole('button', { name: 'Done' }).click();

      const row = holidays.getByRole('row', { name: /Clinic Anniversary/ });
      await row.getByText(longDate).waitFor();
      await row.getByRole('button', { name: /Edit/ }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Holiday' });
      await edit.getByLabel('Holiday Name').fill('Clinic Day');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await waitForToast(page, 'Holiday updated');
      // The date still has its booking: shown again.
      await page
        .getByRole('dialog', { name: `Bookings on ${longDate}` })
        .getByRole('button', { name: 'Done' })
        .click();
      const renamed = holidays.getByRole('row', { name: /Clinic Day/ });
      await renamed.waitFor();

      await renamed.getByRole('button', { name: /Delete/ }).click();
      await page
        .getByRole('alertdialog')
        .getByText('Are you sure you want to delete the holiday "Clinic Day"? This action cannot be undone.')
        .waitFor();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await waitForToast(page, 'Holiday deleted');
      await renamed.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('works on a phone: the dashboard, the order details, the side menu and logout', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      await page.goto('/admin/login');
      await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
      await shot(page, 'admin-phone-login');

      await signIn(page, await adminToken());
      await shot(page, 'admin-phone-dashboard');
      const orders = await openTab(page, 'Orders');
      await orders
        .getByRole('button', { name: /View Details/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Order Details' });
      await dialog.getByText('Booking Information').waitFor();
      await dialog.getByText('Total including GST').waitFor();
      await shot(page, 'admin-phone-order-details');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // On a phone the header's admin items are in the side menu.
      const header = page.getByRole('banner');
      expect(await header.getByRole('link', { name: 'Admin Dashboard' }).isVisible()).toBe(false);
      await header.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('link', { name: 'Appointments' }).waitFor();
      await menu.getByRole('link', { name: 'Admin Dashboard' }).waitFor();
      await shot(page, 'admin-phone-menu');
      await menu.getByRole('button', { name: 'Logout' }).click();
      await waitForToast(page, 'Logout successful', 'You have been logged out');
      await page.waitForURL('**/admin/login');
      expect(await storedToken(page)).toBeNull();
      // Signed out, the customer pages are open again.
      await page.goto('/');
      await page
        .getByRole('link', { name: /^Book Now/ })
        .first()
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await context.close();
    }
  });

  it('sends a token holder from / to the dashboard, and drops a token the server refuses', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      const token = await adminToken();
      await page.goto('/admin/login');
      await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
      await page.goto('/');
      await page.waitForURL('**/admin/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

      // A session the server no longer knows (revoked by its logout): back to the login, token dropped.
      const logout = await api('/api/admin/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
      expect(logout.status).toBe(200);
      await page.goto('/admin/dashboard');
      await page.waitForURL('**/admin/login');
      await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
      expect(await storedToken(page)).toBeNull();
      await page.goto('/');
      await page.waitForURL(`${journey.baseUrl}/`);
      await page
        .getByRole('link', { name: /^Book Now/ })
        .first()
        .waitFor();
    } finally {
      await context.close();
    }
  });
});
