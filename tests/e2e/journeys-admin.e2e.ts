import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DISCOUNT_NOT_APPLICABLE_MESSAGE, INVALID_DISCOUNT_CODE_MESSAGE } from '@domain/bookings/messages';
import { DISCOUNT_USABLE_BY_NOBODY_MESSAGE } from '@domain/discounts/messages';
import { ESSENTIAL_CONFIG_DELETE_MESSAGE } from '@domain/notifications/email-names';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiBookingBody,
  axeViolations,
  CENTRAL_POSTAL_CODE,
  openTab,
  setUpJourney,
  shot,
  testPerson,
  VIEWPORTS,
  type Viewport,
  waitForToast,
} from './harness';
import { reachReview } from './wizard';

// Staff's side of issue 27 at 390 px and 1280 px: a new discount is one customers can use (and one
// nobody could use is refused beside its fields), a refused code is said beside the wizard's field, the
// activity log reads as sentences naming orders by reference, and every email has a name and a live
// preview rendered by the server.

const HOME_EVENT_SLUG = 'home-health-screening';

const dataDir = mkdtempSync(path.join(tmpdir(), 'hs-e2e-journeys-admin-'));
const journey = setUpJourney(
  { DATA_DIR: dataDir },
  { afterStop: () => rmSync(dataDir, { recursive: true, force: true }) },
);
const { api, postJson, sessionToken } = journey;

const VIEWS = [
  ['phone', VIEWPORTS.phone],
  ['desktop', VIEWPORTS.desktop],
] as const satisfies readonly (readonly [string, Viewport])[];

/** An admin call with the file's shared session. */
async function adminCall(method: string, urlPath: string, body?: unknown) {
  const token = await sessionToken();
  return api(urlPath, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const promo = (overrides: Record<string, unknown>) => ({
  name: 'Members only',
  lineItemLabel: null,
  discountType: 'promo',
  description: null,
  isActive: true,
  identifierPrefix: 'AIAONLY',
  identifierLength: 4,
  limitRedemption: false,
  maxRedemptions: null,
  limitBinRedemption: false,
  maxBinRedemptions: null,
  startDate: null,
  endDate: null,
  applicableForAIA: true,
  applicableForRetail: false,
  applicableForHealthScreening: true,
  applicableForChronic: false,
  applicableForPDT: false,
  discountValueType: 'percentage',
  value: '10',
  ...overrides,
});

/** Asserts the page fits the viewport's width (nothing to scroll sideways). */
async function fitsWidth(page: Page, viewport: Viewport) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
}

describe('discounts staff can only create for someone', () => {
  for (const [name, viewport] of VIEWS) {
    it(`starts a new discount as a promo for every customer and refuses one nobody could use (${name})`, async () => {
      const { context, page } = await journey.newPage(viewport);
      try {
        await journey.signIn(page);
        const discounts = await openTab(page, 'Discounts');
        await discounts.getByRole('button', { name: 'Add Discount' }).click();
        const dialog = page.getByRole('dialog', { name: 'Create Discount' });
        await dialog.getByText('Step 1 of 4: Basic Information').waitFor();
        // Promo by default, its code fields shown; no message before anything was typed.
        expect(await dialog.getByLabel('Discount Type').inputValue()).toBe('promo');
        await dialog.getByLabel('Identifier Prefix').waitFor();
        expect(await dialog.getByText(/is required/).count()).toBe(0);
        await dialog.getByLabel('Name', { exact: true }).fill(`Staff ${name}`);
        await dialog.getByLabel('Identifier Prefix').fill(name === 'phone' ? 'PH' : 'DT');
        expect(await axeViolations(page)).toEqual([]);
        await shot(page, `journeys-admin-${name}-discount-1-basic`);
        await dialog.getByRole('button', { name: 'Next' }).click();

        // Redemption: a promo counts bookings; the card-number (bin) limit is not offered.
        await dialog.getByText('Step 2 of 4: Redemption').waitFor();
        await dialog.getByRole('switch', { name: 'Limit Redemption' }).waitFor();
        expect(await dialog.getByRole('switch', { name: 'Limit Bin Redemption' }).count()).toBe(0);
        await dialog.getByRole('button', { name: 'Next' }).click();

        // Applicability: AIA and Retail ticked; with both off the dialog says so at once, and Next refuses.
        await dialog.getByText('Step 3 of 4: Applicability').waitFor();
        for (const card of [/^AIA/, /^Retail/, /^Health Screening/]) {
          expect(await dialog.getByRole('checkbox', { name: card }).getAttribute('aria-checked')).toBe('true');
        }
        await dialog.getByRole('checkbox', { name: /^AIA/ }).click();
        await dialog.getByRole('checkbox', { name: /^Retail/ }).click();
        const warning = dialog.getByRole('alert').filter({ hasText: DISCOUNT_USABLE_BY_NOBODY_MESSAGE });
        await warning.waitFor();
        await dialog.getByRole('button', { name: 'Next' }).click();
        await waitForToast(page, 'Validation Error', DISCOUNT_USABLE_BY_NOBODY_MESSAGE);
        await dialog.getByText('Step 3 of 4: Applicability').waitFor();
        expect(await dialog.getByRole('group').first().getAttribute('aria-describedby')).toBe(
          'discount-applicability-message',
        );
        expect(await axeViolations(page)).toEqual([]);
        await shot(page, `journeys-admin-${name}-discount-3-nobody`);
        await dialog.getByRole('checkbox', { name: /^Retail/ }).click();
        await warning.waitFor({ state: 'detached' });
        await dialog.getByRole('button', { name: 'Next' }).click();

        // Value & Period: no "value is required" until the submit.
        await dialog.getByText('Step 4 of 4: Value & Period').waitFor();
        expect(await dialog.getByText('Discount value is required').count()).toBe(0);
        await shot(page, `journeys-admin-${name}-discount-4-value`);
        await dialog.getByRole('button', { name: 'Create Discount' }).click();
        await dialog.getByText('Discount value is required').waitFor();
        await dialog.getByLabel('Value', { exact: true }).fill('10');
        await dialog.getByRole('button', { name: 'Create Discount' }).click();
        await waitForToast(page, 'Discount created');
        await dialog.waitFor({ state: 'hidden' });
        await fitsWidth(page, viewport);
      } finally {
        await context.close();
      }
    }, 120_000);
  }

  it('is refused by the server too: 400 with the reason, nothing stored, unless inactive', async () => {
    const before = ((await (await adminCall('GET', '/api/admin/discounts')).json()) as { data: unknown[] }).data.length;
    const nobody = promo({ name: 'Nobody', identifierPrefix: 'NOBODY', applicableForAIA: false });
    const refused = await adminCall('POST', '/api/admin/discounts', nobody);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(DISCOUNT_USABLE_BY_NOBODY_MESSAGE);
    const after = ((await (await adminCall('GET', '/api/admin/discounts')).json()) as { data: unknown[] }).data.length;
    expect(after).toBe(before);
    expect((await adminCall('POST', '/api/admin/discounts', { ...nobody, isActive: false })).status).toBe(201);
  });
});

describe("the wizard's discount field", () => {
  for (const [name, viewport] of VIEWS) {
    it(`says beside the field why a code is refused (${name})`, async () => {
      // A code for insurer members only, which a retail customer cannot use.
      const created = await adminCall('POST', '/api/admin/discounts', promo({ identifierPrefix: `M${name[0]}` }));
      expect(created.status).toBe(201);
      const { id } = ((await created.json()) as { data: { id: number } }).data;
      const codes = await adminCall('POST', `/api/admin/discounts/${id}/generate-identifiers`, { count: 1 });
      const [code] = ((await codes.json()) as { data: { identifier: string }[] }).data;

      const { context, page } = await journey.newPage(viewport);
      try {
        await page.goto(`/events/${HOME_EVENT_SLUG}`);
        const person = testPerson(name === 'phone' ? 7_300_001 : 7_300_002);
        await reachReview(page, {
          firstName: 'Nur',
          lastName: 'Aisyah',
          gender: 'Female',
          dateOfBirth: '15/05/1990',
          id: person.identificationNumber,
          email: `nur.aisyah.${name}@example.com`,
          mobile: person.mobileNumber,
          postalCode: CENTRAL_POSTAL_CODE,
          address: '1 Orchard Road',
        });
        const field = page.getByRole('textbox', { name: 'Discount code' });
        await field.fill('NOSUCHCODE');
        await page.getByRole('button', { name: 'Apply' }).click();
        await waitForToast(page, 'Invalid Discount Code', INVALID_DISCOUNT_CODE_MESSAGE);
        const message = page.locator('#discount-code-error');
        await expect.poll(() => message.textContent()).toBe(INVALID_DISCOUNT_CODE_MESSAGE);
        expect(await field.getAttribute('aria-describedby')).toBe('discount-code-error');
        expect(await field.getAttribute('aria-invalid')).toBe('true');
        // Typing again clears it; a members-only code says why it does not apply.
        await field.fill(code!.identifier);
        expect(await message.count()).toBe(0);
        await page.getByRole('button', { name: 'Apply' }).click();
        await expect.poll(() => message.textContent()).toBe(DISCOUNT_NOT_APPLICABLE_MESSAGE);
        await field.scrollIntoViewIfNeeded();
        expect(await axeViolations(page)).toEqual([]);
        await shot(page, `journeys-admin-${name}-wizard-discount-refused`);
        await fitsWidth(page, viewport);
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});

describe('the activity log', () => {
  it('writes each entry as a sentence naming the order by its reference and things by their names', async () => {
    // A customer books and cancels; staff block a visit and change a package's price.
    const home = await journey.eventDetails(HOME_EVENT_SLUG);
    const slots = await api(`/api/timeslots/postal-code?postalCode=${CENTRAL_POSTAL_CODE}&eventId=${home.id}`);
    const days = (
      (await slots.json()) as { data: Record<string, { timeslot: { id: number; isAvailable: boolean }[] }> }
    ).data;
    const free = Object.values(days)
      .flatMap((day) => day.timeslot)
      .filter((slot) => slot.isAvailable);
    const premium = home.packages.find((pkg) => pkg.name === 'Premium')!;
    const booked = await postJson(
      '/api/registrations',
      apiBookingBody({ eventId: home.id, packageId: premium.id, timeslotId: free[0]!.id }, 7_300_010, {
        firstName: 'Ravi',
        lastName: 'Kumar',
        email: 'ravi.kumar@example.com',
        gender: 'male',
        dateOfBirth: '1980-02-02',
        address: '1 Orchard Road',
      }),
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(booked.status).toBe(201);
    const booking = ((await booked.json()) as { data: { id: string; reference_number: string } }).data;
    expect((await postJson(`/api/registrations/${booking.id}/cancel`, {})).status).toBe(200);
    expect(
      (await adminCall('PUT', `/api/admin/timeslots/${free[1]!.id}/availability`, { isAvailable: false })).status,
    ).toBe(200);
    const packages = (
      (await (await adminCall('GET', '/api/admin/packages')).json()) as {
        data: { id: number; name: string; price: string; aiaPrice: string | null; description: string | null }[];
      }
    ).data;
    const comprehensive = packages.find((pkg) => pkg.name === 'Comprehensive')!;
    const changed = await adminCall('PUT', `/api/admin/packages/${comprehensive.id}`, {
      name: comprehensive.name,
      price: '208.00',
      aiaPrice: comprehensive.aiaPrice,
      description: comprehensive.description,
      isActive: true,
    });
    expect(changed.status).toBe(200);

    for (const [name, viewport] of VIEWS) {
      const { context, page } = await journey.newPage(viewport);
      try {
        await journey.signIn(page);
        await page.goto('/admin/activity');
        await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
        const activity = page.getByRole('table', { name: 'Activity' });
        await activity.getByText(`Cancelled order ${booking.reference_number}`).waitFor();
        await activity.getByText(`New order ${booking.reference_number}`).waitFor();
        await activity.getByText(/^Blocked the \d{1,2}:\d{2} [AP]M visit on \w{3}, \d{1,2} \w{3} \d{4}$/).waitFor();
        const priceChange = activity.getByRole('row', { name: /Changed package "Comprehensive"/ }).first();
        await priceChange.waitFor();
        expect(await priceChange.textContent()).toMatch(/Price:\s*S\$\d+\.\d{2}.*S\$208\.00/);
        const text = (await activity.textContent()) ?? '';
        // No database words: no ids, no field names, no "Registration".
        expect(text).not.toContain(booking.id.slice(0, 8));
        expect(text).not.toMatch(/isAvailable|applicableFor|Registration #/);
        expect(await axeViolations(page)).toEqual([]);
        await shot(page, `journeys-admin-${name}-activity`);
        await fitsWidth(page, viewport);
      } finally {
        await context.close();
      }
    }
  }, 180_000);
});

describe('email settings', () => {
  it('keeps the emails the product needs: no Delete, and the server refuses with 409', async () => {
    const configs = (
      (await (await adminCall('GET', '/api/admin/email-configs')).json()) as {
        data: { id: number; configKey: string }[];
      }
    ).data;
    const reminder = configs.find((config) => config.configKey === 'EMAIL_REMINDER_TEMPLATE')!;
    const refused = await adminCall('DELETE', `/api/admin/email-configs/${reminder.id}`);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(ESSENTIAL_CONFIG_DELETE_MESSAGE);
  });

  for (const [name, viewport] of VIEWS) {
    it(`names each email and previews every kind live as the template is typed (${name})`, async () => {
      const { context, page } = await journey.newPage(viewport);
      try {
        await journey.signInWithForm(page);
        await page.goto('/admin/email');
        const table = page.getByRole('tabpanel', { name: 'Email Configurations' });
        const reminderRow = table.getByRole('row', { name: /Reminder the day before: message(?! \()/ });
        await reminderRow.waitFor();
        await reminderRow.getByText('EMAIL_REMINDER_TEMPLATE').waitFor();
        expect(await reminderRow.getByRole('button', { name: /Delete/ }).count()).toBe(0);
        expect(await table.getByRole('button', { name: /Delete/ }).count()).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
        await shot(page, `journeys-admin-${name}-email-list`);
        await fitsWidth(page, viewport);

        // The editor shows the email as it is typed, rendered by the server from the sample booking.
        await reminderRow.getByRole('button', { name: /Edit/ }).click();
        const editor = page.getByRole('dialog', { name: 'Edit Configuration' });
        const pane = editor.getByRole('region', { name: 'Preview: Reminder the day before' });
        await pane.getByText('Up to date').waitFor();
        const frame = editor.frameLocator('iframe');
        await frame
          .getByText(/Mei Ling/)
          .first()
          .waitFor();
        const value = editor.getByLabel('Value', { exact: true });
        const typed = `${await value.inputValue()}\n<p>See you soon, <%= registration.firstName %>!</p>`;
        await value.fill(typed);
        await frame.getByText('See you soon, Mei Ling!').waitFor();
        await value.fill(`${typed}\n<%= ) %>`);
        await editor.getByText(/^The preview stops here: /).waitFor();
        await value.fill(typed);
        await frame.getByText('See you soon, Mei Ling!').waitFor();
        await editor.getByText('Up to date').waitFor();
        await editor.getByTestId('email-preview-subject').scrollIntoViewIfNeeded();
        await shot(page, `journeys-admin-${name}-email-editor-preview`);
        await editor.getByRole('button', { name: 'Cancel' }).click();
        await editor.waitFor({ state: 'hidden' });

        // The test tool's one picker previews every kind, among them the cancellation and the reminder
        // (the invoice is the confirmation's PDF: the same email).
        await page.getByRole('button', { name: 'Test Email Template' }).click();
        const tool = page.getByRole('dialog', { name: 'Test Email Template' });
        expect(await tool.getByRole('combobox').count()).toBe(1);
        const kind = tool.getByLabel('Email Type');
        const subject = tool.getByTestId('email-preview-subject');
        const subjects = new Set<string>();
        for (const option of await kind.locator('option').all()) {
          const value = (await option.getAttribute('value'))!;
          if (value === 'invoice') continue;
          await kind.selectOption(value);
          await tool.getByText('Up to date').waitFor();
          await expect.poll(async () => subjects.has((await subject.textContent()) ?? '')).toBe(false);
          subjects.add((await subject.textContent()) ?? '');
        }
        expect(subjects.size).toBe(9);
        await kind.selectOption('cancellation');
        await expect.poll(() => subject.textContent()).toMatch(/cancel/i);
        await subject.scrollIntoViewIfNeeded();
        expect(await axeViolations(page)).toEqual([]);
        await shot(page, `journeys-admin-${name}-email-test-cancellation`);
        await kind.selectOption('reminder');
        await expect.poll(() => subject.textContent()).toMatch(/remind|tomorrow/i);
        await subject.scrollIntoViewIfNeeded();
        await shot(page, `journeys-admin-${name}-email-test-reminder`);
      } finally {
        await context.close();
      }
    }, 180_000);
  }
});
