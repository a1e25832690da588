import { PRICE_CHANGED_MESSAGE } from '@domain/bookings/messages';
import { PRIVACY_NOTICE_VERSION } from '@domain/privacy/notice';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  newPage,
  setUpJourney,
  shot,
  startServer,
  summaryAmount,
  testPerson,
  VIEWPORTS,
  waitForToast,
} from './harness';
import { addMember, chooseFirstSlot, choosePackage, confirmBooking, fillPersonalDetails, next } from './wizard';

// Customer journeys through the booking wizard against the real server and its demo data
// (DESIGN §7: WELCOME10, the AIA roster member S1234567D born 1980-01-01, auto-scheduled slots).

const EVENT_PATH = '/events/home-health-screening';

const journey = setUpJourney();

interface StoredRegistration {
  status: string;
  referenceNumber: string;
  personCount: number;
  subtotal: string;
  volumeDiscount: string;
  discountAmount: string;
  gst: string;
  totalAmount: string;
  amountDue: string;
}

const lookUp = (reference: string) => journey.lookUp<StoredRegistration>(reference);

const dollarsToCents = (amount: string) => Math.round(Number(amount) * 100);

describe('booking wizard', () => {
  it('books three household members with a discount code and stores the totals the summary showed', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      const bookings: { discountCodeId?: unknown; discountCode?: unknown; consentVersion?: unknown }[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/registrations') {
          bookings.push(request.postDataJSON());
        }
      });
      await page.goto(EVENT_PATH);
      await page.getByRole('heading', { level: 1, name: 'Home Based Health Screening' }).waitFor();
      await shot(page, 'booking-desktop-1-details-empty');
      expect(await axeViolations(page)).toEqual([]);

      // Next on an empty form shows the schema's messages beside the fields.
      await next(page);
      await page.getByText('First name is required').waitFor();
      await page.getByText('Postal code must be 6 digits').waitFor();
      await shot(page, 'booking-desktop-1-details-errors');

      await fillPersonalDetails(page, {
        firstName: 'Mei Ling',
        lastName: 'Tan',
        gender: 'Female',
        dateOfBirth: '15/05/1990',
        id: 's7654321f',
        email: 'meiling.tan@example.com',
        mobile: '91234567',
        postalCode: '238801',
        unitNumber: '#05-12',
        address: '1 Orchard Road',
      });
      await page.getByText('Central region').waitFor();
      await shot(page, 'booking-desktop-1-details-filled');
      await next(page);
      await waitForToast(page, 'No active member benefits detected. Standard pricing will apply.');

      // Focus follows the step change, so screen readers announce where the visitor is.
      await page.getByRole('heading', { name: 'Choose your screening package' }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Choose your screening package');
      await choosePackage(page, 'Premium');
      // Spec 000 §2: the four-step journey indicator is rendered, hidden.
      const indicator = page.locator('nav[hidden]', { hasText: 'Select Event' });
      expect(await indicator.count()).toBe(1);
      expect(await indicator.isVisible()).toBe(false);
      await shot(page, 'booking-desktop-2-package');
      await next(page);

      const slot = await chooseFirstSlot(page);
      await shot(page, 'booking-desktop-3-appointment');
      await next(page);

      await page.getByRole('heading', { name: 'Review and confirm' }).waitFor();
      await page.getByText(`${slot.date}, ${slot.time}`).first().waitFor();
      // The add household member dialog, checked while open.
      await page.getByRole('button', { name: 'Add household member' }).click();
      await page.getByRole('dialog', { name: 'Add household member' }).waitFor();
      await shot(page, 'booking-desktop-4-add-member-dialog');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await addMember(page, {
        firstName: 'Wei Jie',
        lastName: 'Tan',
        id: 'S8012345J',
        dateOfBirth: '1980-03-02',
        gender: 'Male',
        packageName: 'Comprehensive',
      });
      await addMember(page, {
        firstName: 'Hui Min',
        lastName: 'Tan',
        id: 'T0123456G',
        dateOfBirth: '1995-11-20',
        gender: 'Female',
        packageName: 'Premium',
      });
      const household = page.getByRole('region', { name: 'Who is being screened' });
      await household.getByText('3 of 6 people').waitFor();

      // An empty code is refused before any call; the code itself is trimmed and case-insensitive.
      await page.getByRole('button', { name: 'Apply' }).click();
      await waitForToast(page, 'Missing Discount Code', 'Please enter a discount code');
      await page.getByRole('textbox', { name: 'Discount code' }).fill('  welcome10 ');
      await page.getByRole('button', { name: 'Apply' }).click();
      await waitForToast(page, 'Discount Applied');
      await page.getByText('WELCOME10 applied').waitFor();

      const summary = page.getByRole('region', { name: 'Order summary' });
      expect(await summary.getByRole('listitem').count()).toBe(3);
      const shown = {
        subtotal: await summaryAmount(summary, /^Subtotal$/),
        volumeDiscount: await summaryAmount(summary, /^Family bundle discount/),
        discount: await summaryAmount(summary, /^Discount code/),
        gst: await summaryAmount(summary, /^GST/),
        total: await summaryAmount(summary, /^Total$/),
      };
      // 118 + 198 + 118 = 434.00; 3 persons 10% off = 43.40; WELCOME10 10% of 390.60 = 39.06; GST 9% of 351.54.
      expect(shown).toEqual({ subtotal: 43400, volumeDiscount: 4340, discount: 3906, gst: 3164, total: 38318 });
      const bundleLink = page.getByRole('link', { name: /View family bundle rates/ });
      expect(await bundleLink.getAttribute('href')).toBe('/family-bundle-retail.png');
      expect(await bundleLink.getAttribute('target')).toBe('_blank');
      await shot(page, 'booking-desktop-4-review');
      expect(await axeViolations(page)).toEqual([]);

      await confirmBooking(page);
      await page.waitForURL(/\/booking\/confirmation\/HS\d{4}-\d{4}-\d{4}\?showPayment=true$/, { timeout: 20_000 });
      await waitForToast(page, 'Booking Created');
      await page.getByRole('heading', { name: 'Booking Received' }).waitFor();
      // The code's id travels with its text as the validation answered it (typed '  welcome10 '):
      // the server redeems the id only when the two name the same code.
      expect(bookings).toHaveLength(1);
      expect(bookings[0]?.discountCode).toBe('WELCOME10');
      expect(bookings[0]?.discountCodeId).toEqual(expect.any(Number));
      // The privacy notice ticked on the review step (DESIGN §8.3).
      expect(bookings[0]?.consentVersion).toBe(PRIVACY_NOTICE_VERSION);
      const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      await page.getByText(reference).waitFor();
      await page.getByText('Total includes all applicable discounts and 9% GST').waitFor();
      await shot(page, 'booking-desktop-5-payment');
      expect(await axeViolations(page)).toEqual([]);

      const stored = await lookUp(reference);
      expect(stored.status).toBe('pending_payment');
      expect(stored.personCount).toBe(3);
      expect({
        subtotal: dollarsToCents(stored.subtotal),
        volumeDiscount: dollarsToCents(stored.volumeDiscount),
        discount: dollarsToCents(stored.discountAmount),
        gst: dollarsToCents(stored.gst),
        total: dollarsToCents(stored.totalAmount),
      }).toEqual(shown);
      expect(dollarsToCents(stored.amountDue)).toBe(shown.total);
    } finally {
      await context.close();
    }
  });

  it('gives a verified AIA member the member price on a phone', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      await page.goto(EVENT_PATH);
      await fillPersonalDetails(page, {
        firstName: 'Ahmad',
        lastName: 'Rahman',
        gender: 'Male',
        dateOfBirth: '01/01/1980',
        id: 'S1234567D',
        email: 'ahmad.rahman@example.com',
        mobile: '98765432',
        postalCode: '560123',
        address: '123 Ang Mo Kio Avenue 3',
      });
      await shot(page, 'booking-phone-1-details');
      await next(page);
      await waitForToast(page, 'Member Benefits Applied');

      await page.getByRole('heading', { name: 'Choose your screening package' }).waitFor();
      const premium = page.getByRole('radio', { name: /^Premium / });
      expect(await premium.textContent()).toContain('$106.20');
      expect(await premium.locator('s').textContent()).toContain('$118.00');
      await premium.click();
      await shot(page, 'booking-phone-2-package');
      await next(page);

      await chooseFirstSlot(page);
      await shot(page, 'booking-phone-3-appointment');
      await next(page);

      await page.getByRole('heading', { name: 'Review and confirm' }).waitFor();
      const summary = page.getByRole('region', { name: 'Order summary' });
      expect(await summaryAmount(summary, /^Subtotal$/)).toBe(10620);
      // 106.20 + 9% GST (9.558 → 9.56)
      expect(await summaryAmount(summary, /^Total$/)).toBe(11576);
      expect(await page.getByRole('link', { name: /View family bundle rates/ }).getAttribute('href')).toBe(
        '/family-bundle-member.png',
      );
      // Nothing may stick out sideways on a 390 px screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shot(page, 'booking-phone-4-review');

      await confirmBooking(page);
      await page.waitForURL(/\/booking\/confirmation\/.+\?showPayment=true$/, { timeout: 20_000 });
      await page.getByRole('heading', { name: 'Booking Received' }).waitFor();
      await shot(page, 'booking-phone-5-payment');
      const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      const stored = await lookUp(reference);
      expect(dollarsToCents(stored.subtotal)).toBe(10620);
      expect(dollarsToCents(stored.totalAmount)).toBe(11576);
    } finally {
      await context.close();
    }
  });

  it('keeps the success card, focused, when the event refresh after the booking fails', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      // Nothing left to pay (as after a partner prepayment): the server's answer is replaced, and every
      // event detail request after the booking fails, as a brief outage would.
      let booked = false;
      await page.route('**/api/registrations', async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        booked = true;
        await route.fulfill({
          status: 201,
          contentType: 'application/json',
          body: JSON.stringify({
            success: true,
            data: {
              reference_number: 'HS2611-0607-1234',
              id: '00000000-0000-4000-8000-000000000000',
              status: 'paid',
              totalAmount: '128.62',
              amountDue: '0.00',
            },
          }),
        });
      });
      // The refresh fails only once the success card is on screen, as when the outage begins after the booking.
      let failRefresh: () => void = () => {};
      const refreshHeld = new Promise<void>((resolve) => {
        failRefresh = resolve;
      });
      await page.route(`**/api${EVENT_PATH}`, async (route) => {
        if (!booked) return route.continue();
        await refreshHeld;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"success":false,"message":"boom"}',
        });
      });
      await page.goto(EVENT_PATH);
      await fillPersonalDetails(page, {
        firstName: 'Nur',
        lastName: 'Aisyah',
        gender: 'Female',
        dateOfBirth: '12/12/1988',
        id: 'S8812345Z',
        email: 'nur.aisyah@example.com',
        mobile: '87654321',
        postalCode: '238801',
        address: '1 Orchard Road',
      });
      expect(await page.title()).toBe('Home Based Health Screening | Book a home screening');
      await next(page);
      await choosePackage(page, 'Premium');
      await next(page);
      await chooseFirstSlot(page);
      await next(page);
      await page.getByRole('heading', { name: 'Review and confirm' }).waitFor();

      await confirmBooking(page);
      const heading = page.getByRole('heading', { level: 1, name: 'Booking Successful' });
      await heading.waitFor();
      await waitForToast(page, 'Booking Confirmed', 'HS2611-0607-1234');
      const failedRefresh = page.waitForResponse(
        (response) => response.url().endsWith(`/api${EVENT_PATH}`) && response.status() === 500,
      );
      failRefresh();
      await failedRefresh;
      // Nothing on screen marks the moment the page has taken in the failure (the card must simply stay):
      // wait until the page itself has the 500 answer in full, then for two frames drawn after it, by
      // which time whatever it renders for the failure is on screen.
      await expect
        .poll(() =>
          page.evaluate(
            (path) =>
              performance
                .getEntriesByType('resource')
                .some(
                  (entry) =>
                    new URL(entry.name).pathname === path &&
                    (entry as PerformanceResourceTiming & { responseStatus?: number }).responseStatus === 500,
                ),
            `/api${EVENT_PATH}`,
          ),
        )
        .toBe(true);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await heading.isVisible()).toBe(true);
      expect(await page.getByText('HS2611-0607-1234', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'Error', exact: true }).count()).toBe(0);
      // Screen reader users hear where they are now.
      expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await page.title()).toBe('Booking Successful | Home Based Health Screening');
      await shot(page, 'booking-desktop-success');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("re-prices with the server's membership when it refuses the total shown, and confirms again with a new key", async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      // The server's side of the price check is replaced: it is hard to provoke (the insurer would have
      // to answer differently between the two verifications).
      const attempts: { key: string | undefined; body: { totalAmount: string; aiaMemberId: string } }[] = [];
      await page.route('**/api/registrations', async (route) => {
        const request = route.request();
        if (request.method() !== 'POST') return route.continue();
        attempts.push({ key: request.headers()['idempotency-key'], body: request.postDataJSON() });
        if (attempts.length === 1) {
          return route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({
              success: false,
              message: PRICE_CHANGED_MESSAGE,
              data: { isMember: true, totalAmount: '115.76' },
            }),
          });
        }
        return route.fulfill({
          status: 201,
          contentType: 'application/json',
          body: JSON.stringify({
            success: true,
            data: {
              reference_number: 'HS2611-0607-4321',
              id: '00000000-0000-4000-8000-000000000001',
              status: 'paid',
              totalAmount: '115.76',
              amountDue: '0.00',
            },
          }),
        });
      });
      await page.goto(EVENT_PATH);
      await fillPersonalDetails(page, {
        firstName: 'Kumar',
        lastName: 'Raj',
        gender: 'Male',
        dateOfBirth: '03/03/1970',
        id: 'S7012345B',
        email: 'kumar.raj@example.com',
        mobile: '90001234',
        postalCode: '238801',
        address: '1 Orchard Road',
      });
      await next(page);
      await choosePackage(page, 'Premium');
      await next(page);
      await chooseFirstSlot(page);
      await next(page);
      await page.getByRole('heading', { name: 'Review and confirm' }).waitFor();
      const summary = page.getByRole('region', { name: 'Order summary' });
      expect(await summaryAmount(summary, /^Total$/)).toBe(12862);

      await confirmBooking(page);
      await waitForToast(page, 'Booking Failed', PRICE_CHANGED_MESSAGE);
      // The summary now shows the server's total, with the member price it is made of.
      await summary.getByText('$115.76').waitFor();
      expect(await summaryAmount(summary, /^Subtotal$/)).toBe(10620);
      const household = page.getByRole('region', { name: 'Who is being screened' });
      expect(await household.getByText('Member', { exact: true }).count()).toBe(1);
      await shot(page, 'booking-desktop-4-price-changed');

      await confirmBooking(page);
      await page.getByRole('heading', { level: 1, name: 'Booking Successful' }).waitFor();
      expect(attempts.map((attempt) => attempt.body.totalAmount)).toEqual(['128.62', '115.76']);
      expect(attempts[1]?.body.aiaMemberId).toBe('S7012345B');
      expect(attempts[0]?.key).toBeTruthy();
      expect(attempts[1]?.key).toBeTruthy();
      expect(attempts[1]?.key).not.toBe(attempts[0]?.key);
    } finally {
      await context.close();
    }
  });

  it('books a passport holder at standard prices without a verification call and refuses a seventh person', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      let verifications = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/verify-aia-healthshield')) verifications += 1;
      });
      await page.goto(EVENT_PATH);
      await fillPersonalDetails(page, {
        firstName: 'Siti',
        lastName: 'Aminah',
        gender: 'Female',
        dateOfBirth: '1975-08-09',
        id: 'e1234567x',
        email: 'siti.aminah@example.com',
        mobile: '81234567',
        postalCode: '460123',
        address: '10 Bedok North Road',
      });
      await next(page);
      // Spec 000 §4/§5: a passport number is not refused; it cannot be verified, so standard pricing
      // applies, as the ID field says, with no "Invalid ID Format" warning contradicting it.
      await page.getByRole('heading', { name: 'Choose your screening package' }).waitFor();
      expect(await page.getByText('Invalid ID Format').count()).toBe(0);
      expect(verifications).toBe(0);
      expect(
        await page
          .getByRole('radio', { name: /^Superior / })
          .locator('s')
          .count(),
      ).toBe(0);
      await choosePackage(page, 'Superior');
      await next(page);
      await chooseFirstSlot(page);
      await next(page);
      await page.getByRole('heading', { name: 'Review and confirm' }).waitFor();
      const names = ['Adam', 'Bella', 'Chandra', 'Daniel', 'Elaine'];
      for (const [index, firstName] of names.entries()) {
        await addMember(page, {
          firstName,
          lastName: 'Aminah',
          // NRICs with their right check letters (a wrong one is refused, as the primary contact's).
          id: testPerson(8_000_000 + index).identificationNumber,
          dateOfBirth: '1980-01-15',
          gender: index % 2 === 0 ? 'Male' : 'Female',
          packageName: 'Premium',
        });
      }
      await page.getByText('6 of 6 people').waitFor();
      await page.getByRole('button', { name: 'Add household member' }).click();
      await waitForToast(
        page,
        'Maximum Participants Reached',
        'You can only add a maximum of 5 additional household members to your booking.',
      );
      expect(await page.getByRole('dialog').count()).toBe(0);
      const summary = page.getByRole('region', { name: 'Order summary' });
      expect(await summary.getByText('6 people, 20% off').count()).toBe(1);
      await shot(page, 'booking-desktop-max-participants');
      const shownTotal = await summaryAmount(summary, /^Total$/);

      await confirmBooking(page);
      await page.waitForURL(/\/booking\/confirmation\/.+\?showPayment=true$/, { timeout: 20_000 });
      const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      const stored = await lookUp(reference);
      expect(stored.personCount).toBe(6);
      expect(dollarsToCents(stored.totalAmount)).toBe(shownTotal);
      expect(verifications).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('goes on at standard pricing when the insurer cannot be reached, verifying once per visit to the details', async () => {
    // Nothing listens on port 9 here: the server's insurer adapter fails as a real outage would.
    const offline = await startServer({ INSURER_API_URL: 'http://127.0.0.1:9/verify' });
    const { context, page } = await newPage(journey.browser, offline.baseUrl, VIEWPORTS.desktop);
    try {
      let verifications = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/verify-aia-healthshield')) verifications += 1;
      });
      await page.goto(EVENT_PATH);
      await fillPersonalDetails(page, {
        firstName: 'Ahmad',
        lastName: 'Rahman',
        gender: 'Male',
        dateOfBirth: '01/01/1980',
        id: 'S1234567D',
        email: 'ahmad.rahman@example.com',
        mobile: '98765432',
        postalCode: '238801',
        address: '1 Orchard Road',
      });
      await next(page);
      await waitForToast(
        page,
        'Verification Error',
        'Unable to verify AIA Health Shield status. Standard pricing will apply.',
      );
      await page.getByRole('heading', { name: 'Choose your screening package' }).waitFor();
      const premium = page.getByRole('radio', { name: /^Premium / });
      expect(await premium.locator('s').count()).toBe(0);
      expect(await premium.textContent()).toContain('$118.00');
      expect(verifications).toBe(1);

      // Back from the package step keeps the result: no second verification.
      await page.getByRole('button', { name: 'Previous' }).click();
      await page.getByRole('heading', { name: 'Your personal details' }).waitFor();
      await next(page);
      await choosePackage(page, 'Premium');
      expect(verifications).toBe(1);

      // Back from the appointment step to the details clears it (spec 000 §4): it runs again.
      await next(page);
      await page.getByRole('heading', { name: 'Pick your appointment' }).waitFor();
      await page.getByRole('button', { name: /Personal details, completed/ }).click();
      await page.getByRole('heading', { name: 'Your personal details' }).waitFor();
      await next(page);
      await page.getByRole('heading', { name: 'Choose your screening package' }).waitFor();
      expect(verifications).toBe(2);
    } finally {
      await context.close();
      await offline.stop();
    }
  });

  it("shows the timeslot call's status code and the server's text when it fails, and tries again", async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      // The real server answers this 400 only to a request the wizard never makes: the answer is replaced.
      const isTimeslotCall = (url: URL) => url.pathname === '/api/timeslots/postal-code';
      await page.route(isTimeslotCall, (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'Postal code and event ID are required' }),
        }),
      );
      await page.goto(EVENT_PATH);
      await fillPersonalDetails(page, {
        firstName: 'Farah',
        lastName: 'Lim',
        gender: 'Female',
        dateOfBirth: '04/04/1985',
        id: 'S8512345I',
        email: 'farah.lim@example.com',
        mobile: '82345678',
        postalCode: '238801',
        address: '1 Orchard Road',
      });
      await next(page);
      await choosePackage(page, 'Premium');
      await next(page);
      await page.getByRole('heading', { name: 'Pick your appointment' }).waitFor();
      // Spec 000 §8: an error made of the status code and the response text.
      await page.getByText('400: Postal code and event ID are required', { exact: true }).waitFor();
      await shot(page, 'booking-desktop-3-timeslot-error');

      await page.unroute(isTimeslotCall);
      await page.getByRole('button', { name: 'Try again' }).click();
      await chooseFirstSlot(page);
      expect(await page.getByText('400: Postal code and event ID are required').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('names the booking page in the tab while its event loads, and when it fails or does not exist', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(`**/api${EVENT_PATH}`, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(EVENT_PATH);
      await page.getByText('Loading event details').waitFor();
      await expect.poll(() => page.title()).toBe('Book a home screening | Home Based Health Screening');
      release();
      await page.getByRole('heading', { level: 1, name: 'Home Based Health Screening' }).waitFor();
      await expect.poll(() => page.title()).toBe('Home Based Health Screening | Book a home screening');
      await page.unroute(`**/api${EVENT_PATH}`);

      await page.route(`**/api${EVENT_PATH}`, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"boom"}' }),
      );
      await page.goto(EVENT_PATH);
      await page.getByRole('heading', { level: 1, name: 'Error', exact: true }).waitFor();
      await expect.poll(() => page.title()).toBe('Error | Home Based Health Screening');

      await page.goto('/events/no-such-event');
      await page.getByRole('heading', { level: 1, name: 'Event Not Found' }).waitFor();
      await expect.poll(() => page.title()).toBe('Event Not Found | Home Based Health Screening');
    } finally {
      await context.close();
    }
  });
});
