import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, screenshotPath, setUpJourney, shot, VIEWPORTS, type Viewport, waitForToast } from './harness';
import { choosePackage, fillPersonalDetails, next, reachReview } from './wizard';

// The booking wizard, the partner entry and the customer's date fields as a customer lives them, on a
// 390 px phone and at 1280 px: a postal code no region serves is said at step 1, a passport books without
// a contradicting warning, a tapped date brings its times into view, arrow keys choose in the package
// and date groups, and the partner's visitor is greeted with what was already paid.

const HOME_EVENT_PATH = '/events/home-health-screening';
const PARTNER_EVENT_PATH = '/events/whitecoat-health-screening';

const journey = setUpJourney();

const SIZES: [string, Viewport][] = [
  ['phone', VIEWPORTS.phone],
  ['desktop', VIEWPORTS.desktop],
];

const toastCount = (page: Page) => page.locator('[data-sonner-toast]').count();

/** Whether the element's box lies wholly inside the window. */
async function isWithinViewport(page: Page, selector: ReturnType<Page['getByRole']>): Promise<boolean> {
  const box = await selector.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return box.y >= 0 && box.y + Math.min(box.height, 120) <= viewport.height;
}

describe.each(SIZES)('the booking wizard on a %s', (size, viewport) => {
  it('says at step 1 that a postal code is not served, books a passport without "Invalid ID Format", and shows the times of a tapped date', async () => {
    const { context, page } = await journey.newPage(viewport);
    try {
      await page.goto(HOME_EVENT_PATH);
      await fillPersonalDetails(page, {
        firstName: 'Siti',
        lastName: 'Aminah',
        gender: 'Female',
        dateOfBirth: '09/08/1975',
        id: 'e1234567x',
        email: 'siti.aminah@example.com',
        mobile: '81234567',
        postalCode: '999999',
        address: '10 Bedok North Road',
      });
      // Point 6: said beside the field, with the clinic's address, before going on.
      const postalCode = page.getByLabel('Postal code', { exact: true });
      const notServed = page.getByText('Our nurses do not visit this postal code yet.');
      await notServed.waitFor();
      expect(await notServed.textContent()).toContain('hello@example.com');
      expect(await postalCode.getAttribute('aria-invalid')).toBe('true');
      await next(page);
      expect(await page.getByRole('heading', { name: 'Your personal details' }).isVisible()).toBe(true);
      await expect.poll(() => postalCode.evaluate((input) => input === document.activeElement)).toBe(true);
      await shot(page, `journeys-wizard-${size}-1-postal-code-not-served`);
      expect(await axeViolations(page)).toEqual([]);

      await postalCode.fill('460123');
      expect(await notServed.count()).toBe(0);
      await next(page);

      // Point 7: the ID field says a passport books at standard prices; nothing contradicts it.
      await page.getByRole('heading', { name: 'Choose your screening package' }).waitFor();
      await page.waitForTimeout(500);
      expect(await page.getByText('Invalid ID Format').count()).toBe(0);

      // Point 14: arrow keys move and select in the package group.
      await choosePackage(page, 'Premium');
      const packages = page.getByRole('radiogroup', { name: 'Screening package' }).getByRole('radio');
      const premium = page.getByRole('radio', { name: /^Premium / });
      expect(await premium.getAttribute('aria-checked')).toBe('true');
      const premiumIndex = await packages.evaluateAll((radios) =>
        radios.findIndex((radio) => radio.getAttribute('aria-checked') === 'true'),
      );
      await premium.focus();
      await page.keyboard.press('ArrowRight');
      const nextPackage = packages.nth((premiumIndex + 1) % (await packages.count()));
      expect(await nextPackage.getAttribute('aria-checked')).toBe('true');
      expect(await nextPackage.evaluate((radio) => radio === document.activeElement)).toBe(true);
      await page.keyboard.press('ArrowLeft');
      expect(await premium.getAttribute('aria-checked')).toBe('true');
      await shot(page, `journeys-wizard-${size}-2-package-arrow-keys`);
      expect(await axeViolations(page)).toEqual([]);
      await next(page);

      // Point 6: every date open for booking, said so; a tapped date brings its times into view.
      await page.getByRole('heading', { name: 'Pick your appointment' }).waitFor();
      await page.getByText(/^These are all the dates open for booking, up to /).waitFor();
      const dates = page.getByRole('radiogroup', { name: 'Date' }).getByRole('radio', { disabled: false });
      await dates.first().waitFor();
      await shot(page, `journeys-wizard-${size}-3-dates`);
      await dates.first().click();
      const times = page.getByRole('radiogroup', { name: 'Time' });
      await times.waitFor();
      await expect.poll(() => isWithinViewport(page, times), { timeout: 3000 }).toBe(true);
      const dateLabel = (await dates.first().getAttribute('aria-label')) ?? '';
      await page.getByText(new RegExp(`^${dateLabel}: \\d+ times? available\\. Choose a time below\\.$`)).waitFor({
        state: 'attached',
      });
      // What the screen shows right after the tap (not the full page from the top).
      await page.screenshot({ path: screenshotPath(`journeys-wizard-${size}-3-times-in-view-screen`) });
      await shot(page, `journeys-wizard-${size}-3-times-in-view`);

      // Point 14: arrow keys move and select in the date group too.
      await dates.first().focus();
      await page.keyboard.press('ArrowRight');
      const secondDate = dates.nth(1);
      expect(await secondDate.getAttribute('aria-checked')).toBe('true');
      expect(await secondDate.evaluate((radio) => radio === document.activeElement)).toBe(true);
      expect(await dates.first().getAttribute('aria-checked')).toBe('false');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('greets a partner visitor with the package and what was already paid, after a processing card and under one toast', async () => {
    const { context, page } = await journey.newPage(viewport);
    try {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/wc/100000000002', async (route) => {
        await held;
        await route.continue();
      });
      // The visit times are held too, to see the wizard get the booking ready instead of flashing step 1.
      let releaseTimes: () => void = () => {};
      const timesHeld = new Promise<void>((resolve) => {
        releaseTimes = resolve;
      });
      await page.route('**/api/timeslots/postal-code**', async (route) => {
        await timesHeld;
        await route.continue();
      });
      await page.goto('/wc/100000000002');
      await page.getByRole('heading', { level: 1, name: 'Processing Your Booking' }).waitFor();
      await shot(page, `journeys-wizard-${size}-4-partner-processing`);
      expect(await axeViolations(page)).toEqual([]);
      release();

      await page.waitForURL(`**${PARTNER_EVENT_PATH}`);
      await page.getByText('Getting your booking ready…').waitFor();
      expect(await page.getByRole('heading', { name: 'Your personal details' }).count()).toBe(0);
      await shot(page, `journeys-wizard-${size}-4-partner-getting-ready`);
      releaseTimes();
      await waitForToast(page, 'WhiteCoat Data Retrieved');
      await page.getByRole('heading', { name: 'Pick your appointment' }).waitFor();
      const greeting = page.getByRole('region', { name: 'Welcome, Nur Aisyah binte Rahman' });
      await greeting.getByText('Comprehensive, $50.00 already paid').waitFor();
      // Spec 000 §4 order kept: straight to the appointment step, under one toast only.
      expect(await toastCount(page)).toBe(1);
      await shot(page, `journeys-wizard-${size}-4-partner-greeting`);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("asks a household member's date of birth as typed DD/MM/YYYY, slashes added on a number pad", async () => {
    const { context, page } = await journey.newPage(viewport);
    try {
      await page.goto(HOME_EVENT_PATH);
      await reachReview(page, {
        firstName: 'Farah',
        lastName: 'Lim',
        gender: 'Female',
        dateOfBirth: '12/04/1982',
        id: 'E7654321K',
        email: 'farah.lim@example.com',
        mobile: '91239876',
        postalCode: '238801',
        address: '391 Orchard Road',
      });
      await page.getByRole('button', { name: 'Add household member' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add household member' });
      await dialog.waitFor();
      const dateOfBirth = dialog.getByLabel('Date of birth', { exact: true });
      expect(await dateOfBirth.getAttribute('type')).not.toBe('date');
      expect(await dateOfBirth.getAttribute('placeholder')).toBe('DD/MM/YYYY');
      await dialog.getByLabel('First name', { exact: true }).fill('Adam');
      await dialog.getByLabel('Last name', { exact: true }).fill('Lim');
      await dialog.getByLabel('ID number or passport', { exact: true }).fill('E1122334K');
      await dateOfBirth.pressSequentially('15051985');
      expect(await dateOfBirth.inputValue()).toBe('15/05/1985');
      await dialog.getByRole('radio', { name: 'Male', exact: true }).click();
      await shot(page, `journeys-wizard-${size}-5-household-member-date`);
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Add member' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await waitForToast(page, 'Participant Added');
      await page.getByText('Adam Lim').first().waitFor();
    } finally {
      await context.close();
    }
  });
});
