import { readFileSync } from 'node:fs';
import { format, parse } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  openTab,
  pickDate,
  screenshotPath,
  setUpJourney,
  shot,
  testPerson,
  VIEWPORTS,
  waitForToast,
} from './harness';
import { confirmBooking } from './wizard';

// Admin journeys of the settings tabs against the real server and its demo data (DESIGN §7): a promo
// discount made in four steps whose codes a customer books with, a timeslot blocked while a customer
// books it, payment test mode, an API key used on the read API, the nurse's run sheet on paper, and the
// test page of the automatic schedule.

const ADMIN_USERNAME = 'admin';
const ADMIN_PASSWORD = 'e2e-admin-password-8';
const HOME_EVENT_NAME = 'Home Based Health Screening';
const HOME_EVENT_SLUG = 'home-health-screening';
const CENTRAL_POSTAL_CODE = '238801';

// Braintree credentials that are never used to charge (every journey stays in test mode but one
// switch), so that live mode may be switched on and the provider card has something to mask.
const journey = setUpJourney({
  ADMIN_USERNAME,
  ADMIN_PASSWORD,
  BRAINTREE_MERCHANT_ID: 'e2emerchant7788',
  BRAINTREE_PUBLIC_KEY: 'e2e-public-key',
  BRAINTREE_PRIVATE_KEY: 'e2e-private-key',
  BRAINTREE_MERCHANT_ACCOUNT_ID: 'clinic_sgd',
});
const { api, eventDetails, postJson, sessionToken, signIn } = journey;

interface PublicSlot {
  id: number;
  label: string;
  isAvailable: boolean;
}

/** The public look-up of the central postal code: slots by date, as the wizard sees them. */
async function publicSlots(
  eventId: number,
): Promise<Record<string, { date: { label: string }; timeslot: PublicSlot[] }>> {
  const response = await api(`/api/timeslots/postal-code?postalCode=${CENTRAL_POSTAL_CODE}&eventId=${eventId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Record<string, { date: { label: string }; timeslot: PublicSlot[] }> })
    .data;
}

/** The first bookable central slot of an event, and its date ('yyyy-MM-dd'). */
async function firstFreeSlot(eventId: number): Promise<{ id: number; date: string }> {
  for (const [date, day] of Object.entries(await publicSlots(eventId))) {
    const slot = day.timeslot.find((candidate) => candidate.isAvailable);
    if (slot) return { id: slot.id, date };
  }
  throw new Error(`no free slot for event ${eventId}`);
}

let personSequence = 0;

interface Booked {
  reference: string;
  date: string;
  status: number;
  body: { message?: string; data?: { reference_number: string } };
}

/** A booking made through the API by a customer (no admin token), as the wizard makes it. */
async function book(options: {
  firstName: string;
  packageName: string;
  members?: { firstName: string; packageName: string }[];
  discountCode?: string;
  timeslot?: { id: number; date: string };
  mobileNumber?: string;
}): Promise<Booked> {
  const event = await eventDetails(HOME_EVENT_SLUG);
  const packageId = (name: string) => event.packages.find((pkg) => pkg.name === name)!.id;
  const slot = options.timeslot ?? (await firstFreeSlot(event.id));
  let discount: { discountCodeId: number; discountCode: string } | object = {};
  if (options.discountCode) {
    const validation = await postJson('/api/discounts/validate', { code: options.discountCode, subtotal: '118.00' });
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
      lastName: 'Lim',
      email: `${options.firstName.toLowerCase()}.lim@example.com`,
      mobileNumber: options.mobileNumber ?? testPerson(personSequence).mobileNumber,
      gender: 'female',
      identificationNumber: testPerson(7_400_000 + personSequence).identificationNumber,
      dateOfBirth: '1984-03-09',
      postalCode: CENTRAL_POSTAL_CODE,
      address: '1 Orchard Road',
      unitNumber: '#07-21',
      participants: (options.members ?? []).map((member, index) => ({
        firstName: member.firstName,
        lastName: 'Lim',
        identificationNumber: testPerson(8_400_000 + personSequence * 10 + index).identificationNumber,
        dateOfBirth: '1986-06-06',
        gender: 'Male',
        packageId: packageId(member.packageName),
      })),
      ...discount,
    },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  const body = (await response.json()) as Booked['body'];
  return { reference: body.data?.reference_number ?? '', date: slot.date, status: response.status, body };
}

const isoDaysAhead = (days: number) => format(new Date(Date.now() + days * 24 * 60 * 60 * 1000), 'yyyy-MM-dd');

// Shared between journeys, in the order they run.
let promoCode = '';
let promoBooking: Booked | null = null;

describe('admin settings', () => {
  it('creates a promo discount in four steps, generates its codes, exports them, and a customer books with one', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      await signIn(page);
      // Nine tabs in the spec's order; the cards count the lists (demo data: WELCOME10, no API keys).
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
      const summary = page.getByRole('region', { name: 'Summary' });
      await expect.poll(() => summary.textContent()).toMatch(/API Keys0/);
      await expect.poll(() => summary.textContent()).toMatch(/Discounts1/);
      expect(await summary.getByText('—', { exact: true }).count()).toBe(0);

      const discounts = await openTab(page, 'Discounts');
      expect(new URL(page.url()).searchParams.get('tab')).toBe('discounts');
      const welcome = discounts.getByRole('row', { name: /Welcome 10% off/ });
      await welcome.waitFor();
      const welcomeText = (await welcome.textContent()) ?? '';
      expect(welcomeText).toMatch(/Promo/);
      expect(welcomeText).toMatch(/10%/);
      expect(welcomeText).toMatch(/Always valid/);
      expect(welcomeText).toMatch(/AIA/);
      expect(welcomeText).toMatch(/Retail/);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'settings-desktop-discounts');

      // Step 1, Basic Information: Next checks the step and says what is missing in a toast.
      await discounts.getByRole('button', { name: 'Add Discount' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Discount' });
      await dialog.getByText('Step 1 of 4: Basic Information').waitFor();
      expect(await dialog.getByLabel(/Line Item Label/).getAttribute('placeholder')).toBe('Label shown on invoices');
      await dialog.getByRole('button', { name: 'Next' }).click();
      await waitForToast(page, 'Validation Error', 'Discount name is required');
      await dialog.getByText('Discount name is required').waitFor();
      await dialog.getByLabel('Name', { exact: true }).fill('Year End Promo');
      await dialog.getByLabel(/Line Item Label/).fill('Year end discount');
      await dialog.getByLabel('Discount Type').selectOption('promo');
      await dialog.getByText('Identifiers allow A-Z, 0-9, hyphen and underscore only.').waitFor();
      await dialog.getByRole('button', { name: 'Next' }).click();
      await waitForToast(page, 'Validation Error', 'Identifier prefix is required for Promo discounts');
      await dialog.getByLabel('Identifier Prefix').pressSequentially('ye-');
      expect(await dialog.getByLabel('Identifier Prefix').inputValue()).toBe('YE-');
      await dialog.getByLabel('Identifier Length').fill('5');
      await expect.poll(async () => dialog.locator('code').textContent()).toMatch(/^YE-[A-Z0-9]{5}$/);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'settings-desktop-discount-step-1');
      await dialog.getByRole('button', { name: 'Next' }).click();

      // Step 2, Redemption: at most 5 bookings in all.
      await dialog.getByText('Step 2 of 4: Redemption').waitFor();
      await dialog.getByRole('switch', { name: 'Limit Redemption' }).click();
      expect(await dialog.getByLabel('Max Redemptions').getAttribute('placeholder')).toBe('0 = unlimited');
      await dialog.getByLabel('Max Redemptions').fill('5');
      await dialog.getByRole('button', { name: 'Next' }).click();

      // Step 3, Applicability: Health Screening, AIA and Retail are on by default; Retail only.
      await dialog.getByText('Step 3 of 4: Applicability').waitFor();
      for (const name of [/^Health Screening/, /^Retail/, /^AIA/]) {
        expect(await dialog.getByRole('checkbox', { name }).getAttribute('aria-checked')).toBe('true');
      }
      await dialog.getByRole('checkbox', { name: /^AIA/ }).click();
      await shot(page, 'settings-desktop-discount-step-3');
      await dialog.getByRole('button', { name: 'Next' }).click();

      // Step 4, Value & Period: the value is required; $20 off until two months from now.
      await dialog.getByText('Step 4 of 4: Value & Period').waitFor();
      expect(await dialog.getByLabel(/Valid From/).textContent()).toContain('No start date');
      expect(await dialog.getByLabel(/Valid To/).textContent()).toContain('No end date');
      await dialog.getByRole('button', { name: 'Create Discount' }).click();
      await waitForToast(page, 'Validation Error', 'Discount value is required');
      await dialog.getByRole('radio', { name: /^Amount Off/ }).click();
      await dialog.getByLabel('Value', { exact: true }).fill('20');
      const endDate = isoDaysAhead(60);
      await dialog.getByLabel(/Valid To/).click();
      await pickDate(page, endDate);
      await shot(page, 'settings-desktop-discount-step-4');
      await dialog.getByRole('button', { name: 'Create Discount' }).click();
      await waitForToast(page, 'Discount created');
      await dialog.waitFor({ state: 'hidden' });

      const row = discounts.getByRole('row', { name: /Year End Promo/ });
      await row.waitFor();
      const rowText = (await row.textContent()) ?? '';
      expect(rowText).toMatch(/\$20\.00/);
      expect(rowText).toContain(`Until ${format(new Date(`${endDate}T00:00:00`), 'MMM d, yyyy')}`);
      expect(rowText).toMatch(/HealthRetail/);
      await expect.poll(() => summary.textContent()).toMatch(/Discounts2/);

      // A click on the row opens its edit dialog at the first step.
      await row.getByText(/Until/).click();
      const edit = page.getByRole('dialog', { name: 'Edit Discount' });
      expect(await edit.getByLabel('Name', { exact: true }).inputValue()).toBe('Year End Promo');
      await page.keyboard.press('Escape');
      await edit.waitFor({ state: 'hidden' });

      // Codes: 1 to 1000; three made, listed, and the Generate button gone.
      await row.getByRole('button', { name: /Codes/ }).click();
      const codes = page.getByRole('dialog', { name: 'Generate Discount Codes' });
      expect(await codes.getByLabel('Number of Codes').inputValue()).toBe('10');
      await codes.getByLabel('Number of Codes').fill('1001');
      await codes.getByRole('button', { name: 'Generate' }).click();
      await codes.getByText('Please enter a valid number between 1 and 1000').waitFor();
      await codes.getByLabel('Number of Codes').fill('3');
      await codes.getByRole('button', { name: 'Generate' }).click();
      await waitForToast(page, 'Codes Generated');
      const list = codes.getByRole('list', { name: /Codes \(3\)/ });
      await list.waitFor();
      const identifiers = (await list.getByRole('listitem').allTextContents()).map((text) => text.trim());
      expect(identifiers).toHaveLength(3);
      for (const identifier of identifiers) expect(identifier).toMatch(/^YE-[A-Z0-9]{5}$/);
      expect(new Set(identifiers).size).toBe(3);
      expect(await codes.getByRole('button', { name: 'Generate' }).count()).toBe(0);
      await shot(page, 'settings-desktop-discount-codes');

      const download = page.waitForEvent('download');
      await codes.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.csv$/);
      const csv = readFileSync((await file.path())!, 'utf8');
      for (const identifier of identifiers) expect(csv).toContain(identifier);
      await codes.getByRole('button', { name: 'Close' }).last().click();
      await codes.waitFor({ state: 'hidden' });

      // A customer (no admin token) books with one of them, typed in lower case: $20 off.
      promoCode = identifiers[0]!;
      promoBooking = await book({
        firstName: 'Aisha',
        packageName: 'Premium',
        discountCode: promoCode.toLowerCase(),
        mobileNumber: '98765432',
      });
      expect(promoBooking.status).toBe(201);
      const lookUp = await api(`/api/registrations/lookup/${encodeURIComponent(promoBooking.reference)}`);
      const stored = ((await lookUp.json()) as { data: { discountAmount: string } }).data;
      expect(stored.discountAmount).toBe('20.00');

      // Opened again, the dialog lists the codes with their use, and still no Generate.
      await row.getByRole('button', { name: /Codes/ }).click();
      await codes.getByText(/used 1×/).waitFor();
      expect(await codes.getByRole('button', { name: 'Generate' }).count()).toBe(0);
      await codes.getByRole('button', { name: 'Close' }).last().click();

      // A discount used by a booking cannot be deleted: the server's reason in the toast.
      await row.getByRole('button', { name: /Delete/ }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm
        .getByText('Are you sure you want to delete the discount "Year End Promo"? This action cannot be undone.')
        .waitFor();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await waitForToast(page, 'Error', 'Failed to delete discount: ');
    } finally {
      await context.close();
    }
  }, 180_000);

  it('blocks a slot a customer is booking, refuses the booking in the wizard, and unblocks it', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    const customer = await journey.browser.newContext({ baseURL: journey.baseUrl, viewport: VIEWPORTS.desktop });
    try {
      // The customer chooses the first free central slot and gets to the last step.
      const shopper = await customer.newPage();
      await shopper.goto(`/events/${HOME_EVENT_SLUG}`);
      await shopper.getByRole('heading', { name: 'Your personal details' }).waitFor();
      await shopper.getByLabel('First name', { exact: true }).fill('Farah');
      await shopper.getByLabel('Last name', { exact: true }).fill('Ismail');
      await shopper.getByRole('radio', { name: 'Female', exact: true }).click();
      await shopper.getByLabel('Date of birth', { exact: true }).fill('12/02/1988');
      await shopper.getByLabel('NRIC / FIN, Vitality ID or passport number', { exact: true }).fill('S7654321F');
      await shopper.getByLabel('Email', { exact: true }).fill('farah.ismail@example.com');
      await shopper.getByLabel('Mobile number', { exact: true }).fill('91112222');
      await shopper.getByLabel('Postal code', { exact: true }).fill(CENTRAL_POSTAL_CODE);
      await shopper.getByLabel('Address', { exact: true }).fill('1 Orchard Road');
      await shopper.getByRole('button', { name: 'Next', exact: true }).click();
      await shopper.getByRole('heading', { name: 'Choose your screening package' }).waitFor();
      await shopper.getByRole('radio', { name: /^Premium / }).click();
      await shopper.getByRole('button', { name: 'Next', exact: true }).click();
      await shopper.getByRole('heading', { name: 'Pick your appointment' }).waitFor();
      const firstDate = shopper
        .getByRole('radiogroup', { name: 'Date' })
        .getByRole('radio', { disabled: false })
        .first();
      await firstDate.waitFor();
      const dateLabel = (await firstDate.getAttribute('aria-label')) ?? '';
      await firstDate.click();
      const firstTime = shopper
        .getByRole('radiogroup', { name: 'Time' })
        .getByRole('radio', { disabled: false })
        .first();
      const timeLabel = (await firstTime.getAttribute('aria-label')) ?? '';
      await firstTime.click();
      await shopper.getByRole('button', { name: 'Next', exact: true }).click();
      await shopper.getByRole('heading', { name: 'Review and confirm' }).waitFor();

      // Staff find that slot by the postal code and block it.
      await signIn(page);
      const tab = await openTab(page, 'Postal Codes');
      await tab.getByRole('button', { name: 'Search' }).click();
      await tab.getByText('Please select an event').waitFor();
      await tab.getByText('Please enter a postal code or select a date').waitFor();
      await tab.getByLabel('Event').selectOption({ label: HOME_EVENT_NAME });
      await tab.getByLabel('Postal Code', { exact: true }).fill('2388');
      await tab.getByRole('button', { name: 'Search' }).click();
      await tab.getByText('Postal code must be 6 digits').waitFor();
      await tab.getByLabel('Postal Code', { exact: true }).fill(`${CENTRAL_POSTAL_CODE}99`);
      expect(await tab.getByLabel('Postal Code', { exact: true }).inputValue()).toBe(CENTRAL_POSTAL_CODE);
      await tab.getByRole('button', { name: 'Search' }).click();
      await tab.getByRole('heading', { name: `Postal Code: ${CENTRAL_POSTAL_CODE} - Region: Central` }).waitFor();
      const slot = tab.getByRole('listitem', { name: `${dateLabel} ${timeLabel}` });
      await slot.getByText(/Booked: 0\/20/).waitFor();
      await slot.getByText('Available').waitFor();
      await slot.getByRole('switch').click();
      await waitForToast(page, 'Timeslot updated');
      await slot.getByText('Blocked').waitFor();
      expect(await slot.getByRole('switch').getAttribute('aria-checked')).toBe('false');
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'settings-desktop-postal-codes');

      // The customer's booking, already on its way to that slot, is refused.
      await confirmBooking(shopper);
      await shopper.locator('[data-sonner-toast]').filter({ hasText: 'Booking Failed' }).first().waitFor();
      expect(new URL(shopper.url()).pathname).toBe(`/events/${HOME_EVENT_SLUG}`);
      await shot(shopper, 'settings-desktop-wizard-refused');

      // The date search shows the same slot blocked, with the heading and note of the spec.
      const event = await eventDetails(HOME_EVENT_SLUG);
      const days = await publicSlots(event.id);
      const [isoDate] = Object.entries(days).find(([, day]) => day.date.label === dateLabel)!;
      expect(days[isoDate]!.timeslot.find((candidate) => candidate.label === timeLabel)?.isAvailable).toBe(false);
      await tab.getByLabel('Date').click();
      await pickDate(page, isoDate);
      await tab.getByRole('button', { name: 'Search' }).click();
      await tab
        .getByRole('heading', { name: `Date: ${format(new Date(`${isoDate}T00:00:00`), 'dd MMM yyyy')}` })
        .waitFor();
      await tab
        .getByText(
          'Showing all timeslots for the selected date. Toggle availability to block or unblock specific slots.',
        )
        .waitFor();
      const sameSlot = tab.getByRole('listitem', { name: `${dateLabel} ${timeLabel}` }).first();
      await sameSlot.getByText('Blocked').waitFor();
      await shot(page, 'settings-desktop-postal-codes-date');

      // Unblocked, it takes bookings again.
      await sameSlot.getByRole('switch').click();
      await waitForToast(page, 'Timeslot updated');
      await sameSlot.getByText('Available').waitFor();
      const freed = (await publicSlots(event.id))[isoDate]!.timeslot.find(
        (candidate) => candidate.label === timeLabel,
      )!;
      expect(freed.isAvailable).toBe(true);
      const booked = await book({
        firstName: 'Farah',
        packageName: 'Premium',
        timeslot: { id: freed.id, date: isoDate },
      });
      expect(booked.status).toBe(201);

      // /admin/postal-timeslots: a postal code first, then an event from the public list.
      await page.goto('/admin/postal-timeslots');
      await page.getByRole('heading', { level: 1, name: 'Postal Code Timeslot Management' }).waitFor();
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByText('Postal code must be 6 digits').waitFor();
      await page.getByText('Please select an event').waitFor();
      await page.getByLabel('Postal Code', { exact: true }).fill('560123');
      await page.getByLabel('Event').selectOption({ label: HOME_EVENT_NAME });
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('heading', { name: 'Postal Code: 560123 - Region: North' }).waitFor();
      await page
        .getByText(/Booked: \d+\/20/)
        .first()
        .waitFor();
      expect(await page.getByLabel('Date').count()).toBe(0);
      await shot(page, 'settings-desktop-postal-timeslots-page');
    } finally {
      await customer.close();
      await context.close();
    }
  }, 180_000);

  it('switches payment test mode, showing the connection error and the provider card', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      await signIn(page);
      const payments = await openTab(page, 'Payments');
      await payments.getByRole('heading', { name: 'Payment Settings' }).waitFor();
      await payments.getByText('Test Mode Enabled').waitFor();
      await payments.getByText('No real payments are processed. All transactions are simulated.').waitFor();
      expect(await payments.getByRole('switch', { name: 'Payment Test Mode' }).getAttribute('aria-checked')).toBe(
        'true',
      );
      await payments.getByText('Test Mode', { exact: true }).waitFor();
      const provider = (await payments.getByRole('definition').allTextContents()).join(' | ');
      expect(provider).toMatch(/Braintree/);
      expect(provider).toMatch(/sandbox/);
      expect(provider).toMatch(/7788/);
      expect(provider).not.toMatch(/e2emerchant/);
      expect(provider).toMatch(/clinic_sgd/);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'settings-desktop-payments-test');

      // No answer from the server: the 'Connection error' toast and the red alert.
      await page.route('**/api/admin/payments/test-mode', (route) =>
        route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
      );
      await payments.getByRole('button', { name: 'Switch to Live Mode' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Switch to Live Mode' }).click();
      await waitForToast(page, 'Connection error', 'Failed to connect to the server. Please try again.');
      await payments
        .getByRole('alert')
        .filter({ hasText: 'Error connecting to the server. Please try again.' })
        .waitFor();
      await page.unroute('**/api/admin/payments/test-mode');

      // Live mode, then test mode again.
      await payments.getByRole('button', { name: 'Switch to Live Mode' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Switch to Live Mode' }).click();
      await waitForToast(page, 'Payment settings updated');
      await payments.getByText('Live Mode', { exact: true }).waitFor();
      expect(await payments.getByText('Test Mode Enabled').count()).toBe(0);
      expect(await payments.getByRole('switch', { name: 'Payment Test Mode' }).getAttribute('aria-checked')).toBe(
        'false',
      );
      await shot(page, 'settings-desktop-payments-live');
      await payments.getByRole('button', { name: 'Enable Test Mode' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Enable Test Mode' }).click();
      await waitForToast(page, 'Payment settings updated');
      await payments.getByText('Test Mode Enabled').waitFor();
      const mode = await api('/api/admin/payments/test-mode', {
        headers: { Authorization: `Bearer ${await sessionToken()}` },
      });
      expect(((await mode.json()) as { testMode: boolean }).testMode).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('generates an API key shown once, reads a booking with it, and refuses it once inactive', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: journey.baseUrl });
    try {
      await signIn(page);
      const keys = await openTab(page, 'API Keys');
      await keys.getByText('No API keys found. Generate one to get started.').waitFor();
      await keys.getByRole('button', { name: 'Generate API Key' }).click();
      const dialog = page.getByRole('dialog', { name: 'Generate API Key' });
      await dialog.getByLabel('Description').fill('ab');
      await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
      await dialog.getByText('Description must be at least 3 characters').waitFor();
      await dialog.getByLabel('Description').fill('Clinic reporting');
      await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
      await waitForToast(page, 'API key created');

      // Shown this once, with Copy to clipboard and Done.
      const created = page.getByRole('dialog', { name: 'API Key Created' });
      const key = await created.getByLabel('Your API key').inputValue();
      expect(key.length).toBeGreaterThan(20);
      await created.getByRole('button', { name: 'Copy to clipboard' }).click();
      await waitForToast(page, 'API key copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
      await shot(page, 'settings-desktop-api-key-created');
      await created.getByRole('button', { name: 'Done' }).click();
      await created.waitFor({ state: 'hidden' });

      const row = keys.getByRole('row', { name: /Clinic reporting/ });
      await row.waitFor();
      expect(await row.textContent()).toContain(`${key.slice(0, 10)}…`);
      expect(await row.textContent()).not.toContain(key);
      await row.getByText('Never').waitFor();
      await row.getByText('Active', { exact: true }).waitFor();
      await expect.poll(() => page.getByRole('region', { name: 'Summary' }).textContent()).toMatch(/API Keys1/);

      // The read API answers the key, and notes its use.
      expect(promoBooking).not.toBeNull();
      const reference = promoBooking!.reference;
      const read = await api(`/api/v1/registrations/${encodeURIComponent(reference)}`, {
        headers: { Authorization: `Bearer ${key}` },
      });
      expect(read.status).toBe(200);
      expect(((await read.json()) as { data: { referenceNumber: string } }).data.referenceNumber).toBe(reference);
      // An admin session is not a key.
      const asAdmin = await api(`/api/v1/registrations/${encodeURIComponent(reference)}`, {
        headers: { Authorization: `Bearer ${await sessionToken()}` },
      });
      expect(asAdmin.status).toBe(401);
      await page.reload();
      const reloaded = await openTab(page, 'API Keys');
      const usedRow = reloaded.getByRole('row', { name: /Clinic reporting/ });
      await usedRow.waitFor();
      expect(await usedRow.getByText('Never').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'settings-desktop-api-keys');

      // Switched off: 401 at once.
      await usedRow.getByRole('button', { name: /Edit/ }).click();
      const editDialog = page.getByRole('dialog', { name: 'Edit API Key' });
      await editDialog.getByRole('switch', { name: 'Active' }).click();
      await editDialog.getByRole('button', { name: 'Save Changes' }).click();
      await waitForToast(page, 'API key updated');
      await usedRow.getByText('Inactive', { exact: true }).waitFor();
      const refused = await api(`/api/v1/registrations/${encodeURIComponent(reference)}`, {
        headers: { Authorization: `Bearer ${key}` },
      });
      expect(refused.status).toBe(401);

      // Deleted, after the warning.
      await usedRow.getByRole('button', { name: /Delete/ }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm
        .getByText(/Applications using this key will lose access\. This action cannot be undone\./)
        .waitFor();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await waitForToast(page, 'API key deleted');
      await reloaded.getByText('No API keys found. Generate one to get started.').waitFor();
    } finally {
      await context.close();
    }
  });

  it("prints the nurse's run sheet of a region and day on one A4 page, and downloads it as CSV", async () => {
    expect(promoBooking).not.toBeNull();
    const day = promoBooking!.date;
    // A household on the same day: the sheet lists it with its size and packages.
    const household = await book({
      firstName: 'Ben',
      packageName: 'Comprehensive',
      members: [{ firstName: 'Clara', packageName: 'Premium' }],
      timeslot: await (async () => {
        const event = await eventDetails(HOME_EVENT_SLUG);
        const slots = (await publicSlots(event.id))[day]?.timeslot.filter((slot) => slot.isAvailable) ?? [];
        return slots[0] ? { id: slots[0].id, date: day } : firstFreeSlot(event.id);
      })(),
    });
    expect(household.status).toBe(201);

    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      await signIn(page);
      await openTab(page, 'Postal Codes');
      await page.getByRole('link', { name: 'Run Sheet', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Run Sheet' }).waitFor();
      await page.getByRole('button', { name: 'Show' }).click();
      await page.getByText('Please select a region').waitFor();
      await page.getByLabel('Region').selectOption({ label: 'Central' });
      await page.getByLabel('Day').click();
      await pickDate(page, day);
      await page.getByRole('button', { name: 'Show' }).click();
      await page.waitForURL(`**/admin/run-sheet?region=central&date=${day}`);
      const sheet = page.getByRole('article');
      await sheet.getByRole('heading', { name: /Run Sheet · Central ·/ }).waitFor();
      const table = sheet.getByRole('table');
      const aisha = table.getByRole('row', { name: /Aisha Lim/ });
      await aisha.waitFor();
      expect(await aisha.textContent()).toMatch(/1 Orchard Road, #07-21, Singapore 238801/);
      expect(await aisha.textContent()).toMatch(/98765432/);
      if (household.date === day) {
        const ben = table.getByRole('row', { name: /Ben Lim/ });
        expect(await ben.textContent()).toMatch(/2 people/);
        expect(await ben.textContent()).toMatch(/Clara Lim \(Premium\)/);
      }
      // In time order.
      const times = await table.locator('tbody tr td:first-child').allTextContents();
      const minutes = times.map((time) => {
        const [clock = '', half] = time.split(' ');
        const [h = 0, m = 0] = clock.split(':').map(Number);
        return ((h % 12) + (half === 'PM' ? 12 : 0)) * 60 + m;
      });
      expect([...minutes].sort((a, b) => a - b)).toEqual(minutes);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'settings-desktop-run-sheet');

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const csv = readFileSync((await (await download).path())!, 'utf8');
      expect(csv).toContain(promoBooking!.reference);

      // On paper: the sheet alone (no site header, no controls), on one A4 page.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('banner').isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      expect(await sheet.isVisible()).toBe(true);
      await page.screenshot({ path: screenshotPath('settings-print-run-sheet'), fullPage: true });
      const pdf = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
      await page.emulateMedia({ media: 'screen' });
    } finally {
      await context.close();
    }
  });

  it('shows the test page of the automatic schedule by postal code and by date', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      await page.goto('/test/auto-timeslots');
      await page.getByRole('heading', { level: 1, name: 'Auto-generated Timeslots' }).waitFor();
      const postal = page.getByRole('tabpanel', { name: 'Postal Code Search' });
      const search = postal.getByRole('button', { name: 'Search' });
      expect(await search.isDisabled()).toBe(true);
      await postal.getByLabel('Postal Code', { exact: true }).fill('5601');
      expect(await search.isDisabled()).toBe(true);
      await postal.getByLabel('Postal Code', { exact: true }).fill('');
      await postal.getByLabel('Postal Code', { exact: true }).pressSequentially('5a60123');
      expect(await postal.getByLabel('Postal Code', { exact: true }).inputValue()).toBe('560123');
      expect(await postal.getByLabel('Event').inputValue()).toBe('1');
      await search.click();
      await postal.getByRole('heading', { name: 'Postal Code: 560123 - Region: North' }).waitFor();
      const firstDay = postal.getByRole('heading', { level: 3 }).first();
      const firstLabel = (await firstDay.textContent()) ?? '';
      expect(firstLabel).toMatch(/^(Mon|Wed|Sat), \d{1,2} \w{3} \d{4}$/);
      await shot(page, 'settings-desktop-auto-timeslots-postal');

      // By date: the same day, grouped by region.
      await page.getByRole('tab', { name: 'Date Search' }).click();
      const byDate = page.getByRole('tabpanel', { name: 'Date Search' });
      await byDate.getByRole('button', { name: 'Search' }).click();
      await byDate.getByText('Please select a date').waitFor();
      const target = parse(firstLabel, 'EEE, d MMM yyyy', new Date());
      const now = new Date();
      const monthsAhead = (target.getFullYear() - now.getFullYear()) * 12 + target.getMonth() - now.getMonth();
      for (let i = 0; i < monthsAhead; i += 1) await byDate.getByRole('button', { name: /Next Month/ }).click();
      await byDate.getByRole('button', { name: new RegExp(format(target, 'MMMM do, yyyy')) }).click();
      await byDate.getByRole('button', { name: 'Search' }).click();
      await byDate.getByRole('heading', { name: 'North', exact: true }).waitFor();
      await byDate.getByText(firstLabel).first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'settings-desktop-auto-timeslots-date');
    } finally {
      await context.close();
    }
  });

  it('works on a phone: the settings tabs, the discount dialog, the run sheet and the test page', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      await signIn(page);
      await shot(page, 'settings-phone-dashboard');
      const discounts = await openTab(page, 'Discounts');
      await discounts.getByRole('row', { name: /Year End Promo/ }).waitFor();
      await shot(page, 'settings-phone-discounts');
      await discounts.getByRole('button', { name: 'Add Discount' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Discount' });
      await dialog.getByLabel('Discount Type').selectOption('promo');
      await dialog.getByLabel('Identifier Prefix').fill('SUMMER');
      await shot(page, 'settings-phone-discount-step-1');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      const postal = await openTab(page, 'Postal Codes');
      await postal.getByLabel('Event').selectOption({ label: HOME_EVENT_NAME });
      await postal.getByLabel('Postal Code', { exact: true }).fill(CENTRAL_POSTAL_CODE);
      await postal.getByRole('button', { name: 'Search' }).click();
      await postal.getByRole('heading', { name: /Postal Code: 238801/ }).waitFor();
      await shot(page, 'settings-phone-postal-codes');

      await openTab(page, 'Payments');
      await page.getByText('Test Mode Enabled').waitFor();
      await shot(page, 'settings-phone-payments');
      await openTab(page, 'API Keys');
      await page.getByText('No API keys found. Generate one to get started.').waitFor();
      await shot(page, 'settings-phone-api-keys');

      await page.goto(`/admin/run-sheet?region=central&date=${promoBooking!.date}`);
      await page.getByText('Aisha Lim').first().waitFor();
      await shot(page, 'settings-phone-run-sheet');
    } finally {
      await context.close();
    }
    // The test page, for a visitor without an admin token.
    const visitor = await journey.newPage(VIEWPORTS.phone);
    try {
      await visitor.page.goto('/test/auto-timeslots');
      await visitor.page.getByLabel('Postal Code', { exact: true }).fill('460123');
      await visitor.page.getByRole('button', { name: 'Search' }).click();
      await visitor.page.getByRole('heading', { name: 'Postal Code: 460123 - Region: East' }).waitFor();
      await shot(visitor.page, 'settings-phone-auto-timeslots');
    } finally {
      await visitor.context.close();
    }
  }, 180_000);
});
