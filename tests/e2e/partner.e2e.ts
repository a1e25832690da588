import {
  PARTNER_CODE_FORMAT_MESSAGE,
  PARTNER_CODE_MISSING_MESSAGE,
  PARTNER_CODE_USED_MESSAGE,
  PARTNER_NOT_FOUND_MESSAGE,
} from '@domain/bookings/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, setUpJourney, shot, summaryAmount, VIEWPORTS, waitForToast } from './harness';
import { chooseFirstSlot, confirmBooking } from './wizard';

// Journeys of visitors arriving from the partner telemedicine service (spec 001 §2, spec 000 §4)
// against the real server and its built-in partner simulator (README, test fixtures):
// 100000000001 Premium paid in full, 100000000002 Comprehensive with 50.00 paid, 100000000003 Superior
// with nothing paid and no auto-selection; any other 12-16 digit code is not found.

const PARTNER_EVENT_PATH = '/events/whitecoat-health-screening';
const STORAGE_KEYS = { data: 'whitecoatData', flag: 'whitecoatRedirect', time: 'whitecoatRedirectTime' };

const journey = setUpJourney();

interface StoredRegistration {
  status: string;
  packageName: string;
  totalAmount: string;
  partnerPaid: string;
  amountDue: string;
}

const lookUp = (reference: string) => journey.lookUp<StoredRegistration>(reference);

/** What the browser keeps of the partner entry: the data in local storage, the flag and time in session storage. */
function storedPartnerState(page: Page) {
  return page.evaluate((keys) => {
    const data = localStorage.getItem(keys.data);
    return {
      data: data ? (JSON.parse(data) as Record<string, unknown>) : null,
      flag: sessionStorage.getItem(keys.flag),
      time: sessionStorage.getItem(keys.time),
    };
  }, STORAGE_KEYS);
}

type BookingBody = Record<string, unknown>;

function recordBookings(page: Page): BookingBody[] {
  const bookings: BookingBody[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/registrations') {
      bookings.push(request.postDataJSON() as BookingBody);
    }
  });
  return bookings;
}

describe('partner entry', () => {
  it('takes a visitor who paid in full at the partner to the appointment step and books with nothing to pay', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      const bookings = recordBookings(page);
      // The look-up is held until the processing screen has been seen.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/wc/100000000001', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/wc/100000000001');
      await page.getByRole('heading', { level: 1, name: 'Processing Your Booking' }).waitFor();
      expect(await page.title()).toBe('Processing Your Booking | Home Based Health Screening');
      await shot(page, 'partner-desktop-0-processing');
      release();

      await page.waitForURL(`**${PARTNER_EVENT_PATH}`);
      await waitForToast(page, 'WhiteCoat Data Retrieved');
      const stored = await storedPartnerState(page);
      expect(stored.flag).toBe('true');
      expect(Number(stored.time)).toBeGreaterThan(Date.now() - 60_000);
      expect(stored.data).toMatchObject({
        bookingCode: '100000000001',
        firstName: 'Tan',
        lastName: 'Wei Ming',
        identificationNumber: 'S7512346I',
        dateOfBirth: '1975-03-14',
        postalCode: '238801',
        unitNumber: '#12-05',
        address: '391 Orchard Road',
        mobileNumber: '91234567',
        referenceId: expect.any(Number),
        isFromWhitecoat: true,
        whitecoatPaidAmount: '128.62',
        isPaidInWhitecoat: true,
        autoSelectPackage: true,
        systemPackageName: 'Premium',
      });

      // Details, package and timeslots are all there: straight to the appointment step.
      await page.getByRole('heading', { name: 'Pick your appointment' }).waitFor();
      // One toast on arrival; the greeting names the package and what was paid.
      expect(await page.locator('[data-sonner-toast]').count()).toBe(1);
      await page
        .getByRole('region', { name: 'Welcome, Tan Wei Ming' })
        .getByText('Premium, $128.62 already paid')
        .waitFor();
      await shot(page, 'partner-desktop-3-appointment');

      // The package step: Premium chosen, the others locked with the reason.
      await page.getByRole('button', { name: /Package, completed/ }).click();
      await page.getByRole('heading', { name: 'Choose your screening package' }).waitFor();
      // Said where the choice is seen.
      await waitForToast(page, 'Package Auto-Selected');
      const premium = page.getByRole('radio', { name: /^Premium / });
      expect(await premium.getAttribute('aria-checked')).toBe('true');
      expect(await premium.isDisabled()).toBe(false);
      for (const name of ['Comprehensive', 'Superior', 'Prestige']) {
        const locked = page.getByRole('radio', { name: new RegExp(`^${name} `) });
        expect(await locked.isDisabled(), name).toBe(true);
        expect(await locked.textContent()).toContain('Not in your WhiteCoat booking');
        // The lock icon beside the reason (no member price here, so no other icon in the tile).
        expect(await locked.locator('svg').count()).toBe(1);
      }
      await page.getByRole('radio', { name: /^Superior / }).click({ force: true });
      expect(await premium.getAttribute('aria-checked')).toBe('true');
      await shot(page, 'partner-desktop-2-package-locked');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Next', exact: true }).click();

      const slot = await chooseFirstSlot(page);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByRole('heading', { name: 'Review and confirm' }).waitFor();
      await page.getByText(`${slot.date}, ${slot.time}`).first().waitFor();
      await page.getByText('391 Orchard Road, #12-05, Singapore 238801').waitFor();
      const summary = page.getByRole('region', { name: 'Order summary' });
      await summary.getByText('Tan Wei Ming').waitFor();
      expect({
        total: await summaryAmount(summary, /^Total$/),
        paid: await summaryAmount(summary, /^Paid via WhiteCoat$/),
        due: await summaryAmount(summary, /^Amount due$/),
      }).toEqual({ total: 12862, paid: 12862, due: 0 });

      // The partner does not send the gender: the review step asks for it before booking.
      await confirmBooking(page);
      await page.getByText('Please select a gender').waitFor();
      expect(bookings).toHaveLength(0);
      await page.getByRole('radio', { name: 'Male', exact: true }).click();
      expect(await page.getByText('Please select a gender').count()).toBe(0);
      await shot(page, 'partner-desktop-4-review');
      expect(await axeViolations(page)).toEqual([]);

      await confirmBooking(page);
      const heading = page.getByRole('heading', { level: 1, name: 'Booking Successful' });
      await heading.waitFor({ timeout: 20_000 });
      await waitForToast(page, 'Booking Confirmed');
      expect(new URL(page.url()).pathname).toBe(PARTNER_EVENT_PATH);
      expect(bookings).toHaveLength(1);
      expect(bookings[0]).toMatchObject({
        whitecoatBookingCode: '100000000001',
        isFromWhitecoat: true,
        whitecoatPaidAmount: '128.62',
        isPaidInWhitecoat: true,
        gender: 'male',
        firstName: 'Tan',
        lastName: 'Wei Ming',
        totalAmount: '128.62',
      });
      const reference = /HS\d{4}-\d{4}-\d{4}/.exec((await page.locator('main').textContent()) ?? '')?.[0] ?? '';
      expect(reference).not.toBe('');
      const registration = await lookUp(reference);
      expect(registration).toMatchObject({ status: 'paid', packageName: 'Premium', amountDue: '0.00' });
      expect(registration.partnerPaid).toBe('128.62');
      // Booked: the partner's data is gone from the browser.
      expect(await storedPartnerState(page)).toEqual({ data: null, flag: null, time: null });
      await shot(page, 'partner-desktop-5-success');
      expect(await axeViolations(page)).toEqual([]);

      // One code books once: the entry refuses it now, in the server's words.
      await page.goto('/wc/100000000001');
      await page.getByRole('heading', { level: 1, name: 'Error Processing Booking' }).waitFor();
      await page.getByText(PARTNER_CODE_USED_MESSAGE).waitFor();
    } finally {
      await context.close();
    }
  });

  it('deducts what was paid at the partner and sends the balance to the payment page, on a phone', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      const bookings = recordBookings(page);
      await page.goto('/wc/100000000002');
      await page.waitForURL(`**${PARTNER_EVENT_PATH}`);
      await page.getByRole('heading', { name: 'Pick your appointment' }).waitFor();
      await shot(page, 'partner-phone-3-appointment');

      // The details the partner sent, on step 1 (going back there verifies again on Next).
      await page.getByRole('button', { name: /Personal details, completed/ }).click();
      await page.getByRole('heading', { name: 'Your personal details' }).waitFor();
      const field = (label: string) => page.getByLabel(label, { exact: true });
      expect(await field('First name').inputValue()).toBe('Nur');
      expect(await field('Last name').inputValue()).toBe('Aisyah binte Rahman');
      expect(await field('Date of birth').inputValue()).toBe('02/09/1988');
      expect(await field('NRIC / FIN, Vitality ID or passport number').inputValue()).toBe('S8834529J');
      expect(await field('Mobile number').inputValue()).toBe('87654321');
      expect(await field('Postal code').inputValue()).toBe('560123');
      expect(await page.getByLabel('Unit number').inputValue()).toBe('#08-112');
      expect(await field('Address').inputValue()).toBe('123 Ang Mo Kio Avenue 3');
      await page.getByRole('radio', { name: 'Female', exact: true }).click();
      await shot(page, 'partner-phone-1-details');
      await page.getByRole('button', { name: 'Next', exact: true }).click();

      await page.getByRole('heading', { name: 'Choose your screening package' }).waitFor();
      expect(await page.getByRole('radio', { name: /^Comprehensive / }).getAttribute('aria-checked')).toBe('true');
      expect(await page.getByRole('radio', { name: /^Premium / }).isDisabled()).toBe(true);
      await shot(page, 'partner-phone-2-package-locked');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await chooseFirstSlot(page);
      await page.getByRole('button', { name: 'Next', exact: true }).click();

      await page.getByRole('heading', { name: 'Review and confirm' }).waitFor();
      // Gender was given on step 1: nothing more to ask.
      expect(await page.getByText('Your gender').count()).toBe(0);
      const summary = page.getByRole('region', { name: 'Order summary' });
      expect({
        total: await summaryAmount(summary, /^Total$/),
        paid: await summaryAmount(summary, /^Paid via WhiteCoat$/),
        due: await summaryAmount(summary, /^Amount due$/),
      }).toEqual({ total: 21582, paid: 5000, due: 16582 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shot(page, 'partner-phone-4-review');

      await confirmBooking(page);
      await page.waitForURL(/\/booking\/confirmation\/HS\d{4}-\d{4}-\d{4}\?showPayment=true$/, { timeout: 20_000 });
      await waitForToast(page, 'Booking Created', '$165.82');
      await page.getByRole('heading', { name: 'Booking Received' }).waitFor();
      // The balance: total − the 50.00 paid at the partner.
      await page.getByText('$165.82').first().waitFor();
      expect(bookings[0]).toMatchObject({ whitecoatBookingCode: '100000000002', gender: 'female' });
      const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      const registration = await lookUp(reference);
      expect(registration).toMatchObject({
        status: 'pending_payment',
        totalAmount: '215.82',
        partnerPaid: '50.00',
        amountDue: '165.82',
      });
      // Leaving the partner event cleared the partner's data.
      expect(await storedPartnerState(page)).toEqual({ data: null, flag: null, time: null });
      await shot(page, 'partner-phone-5-payment');
    } finally {
      await context.close();
    }
  });

  it('fills in the details without choosing for the visitor, and forgets them after 10 minutes or on leaving', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      await page.goto('/wc/100000000003');
      await page.waitForURL(`**${PARTNER_EVENT_PATH}`);
      await waitForToast(page, 'WhiteCoat Data Retrieved');
      // No package chosen by the partner: the visitor starts on step 1, filled in.
      await page.getByRole('heading', { name: 'Your personal details' }).waitFor();
      expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('Rajesh');
      expect(await page.getByLabel('Last name', { exact: true }).inputValue()).toBe('Kumar');
      expect(await page.locator('[data-sonner-toast]', { hasText: 'Package Auto-Selected' }).count()).toBe(0);
      await page.getByRole('radio', { name: 'Male', exact: true }).click();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByRole('heading', { name: 'Choose your screening package' }).waitFor();
      expect(await page.getByRole('radio', { disabled: true }).count()).toBe(0);

      // A redirect flag older than 10 minutes: nothing is filled in, and flag and data are cleared.
      await page.evaluate(
        (keys) => sessionStorage.setItem(keys.time, String(Date.now() - 11 * 60 * 1000)),
        STORAGE_KEYS,
      );
      await page.reload();
      await page.getByRole('heading', { name: 'Your personal details' }).waitFor();
      expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('');
      expect(await storedPartnerState(page)).toEqual({ data: null, flag: null, time: null });

      // Leaving the partner event clears what a fresh entry stored.
      await page.goto('/wc/100000000003');
      await page.waitForURL(`**${PARTNER_EVENT_PATH}`);
      expect((await storedPartnerState(page)).flag).toBe('true');
      await page.getByRole('link', { name: 'Appointments' }).first().click();
      await page.waitForURL(`${journey.baseUrl}/`);
      // Navigations render as transitions: the address changes first, the page (and its clean-up) a moment later.
      await expect.poll(() => storedPartnerState(page)).toEqual({ data: null, flag: null, time: null });
    } finally {
      await context.close();
    }
  });

  it('shows the error card for an unknown code, a code of the wrong form and a missing code', async () => {
    for (const [viewport, size] of [
      [VIEWPORTS.desktop, 'desktop'],
      [VIEWPORTS.phone, 'phone'],
    ] as const) {
      const { context, page } = await journey.newPage(viewport);
      try {
        let partnerCalls = 0;
        page.on('request', (request) => {
          if (new URL(request.url()).pathname.startsWith('/api/wc')) partnerCalls += 1;
        });
        await page.goto('/wc/999999999999');
        await page.getByRole('heading', { level: 1, name: 'Error Processing Booking' }).waitFor();
        await page.getByText(PARTNER_NOT_FOUND_MESSAGE).waitFor();
        expect(await page.title()).toBe('Error Processing Booking | Home Based Health Screening');
        expect(partnerCalls).toBe(1);
        await shot(page, `partner-${size}-error-not-found`);
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Book Appointment' }).click();
        await page.waitForURL(`${journey.baseUrl}/`);

        // Checked before any call.
        await page.goto('/wc/123');
        await page.getByText(PARTNER_CODE_FORMAT_MESSAGE).waitFor();
        await page.getByRole('button', { name: 'Go Back' }).waitFor();
        await shot(page, `partner-${size}-error-format`);
        await page.goto('/wc/');
        await page.getByText(PARTNER_CODE_MISSING_MESSAGE).waitFor();
        expect(partnerCalls).toBe(1);
        if (size === 'phone') {
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        }
      } finally {
        await context.close();
      }
    }
  });
});
