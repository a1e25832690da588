import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, setUpJourney, shot, testPerson, VIEWPORTS, waitForToast } from './harness';

// Card payment on the confirmation page and the confirmed page, against the real server in test mode
// (the default): DESIGN §7's test cards 4111 1111 1111 1111 (approved) and 4000 0000 0000 0002
// (declined). Bookings are made through the API; the wizard's own journeys are in booking.e2e.ts.

const EVENT_SLUG = 'home-health-screening';
const APPROVED_CARD = '4111 1111 1111 1111';
const DECLINED_CARD = '4000 0000 0000 0002';
const DECLINE_MESSAGE = 'Your card was declined (Do Not Honor). Please try another card.';

const journey = setUpJourney();

interface Booking {
  id: string;
  reference: string;
  amountDue: string;
  /** What the booking's own browser keeps: the receipt downloads only with it (DESIGN §8.9). */
  bookingToken: string;
}

let personSequence = 0;

/** A retail booking of the Premium package in the first free central slot, made through the API. */
async function bookThroughApi(firstName: string): Promise<Booking> {
  const { api } = journey;
  const event = (await (await api(`/api/events/${EVENT_SLUG}`)).json()) as {
    data: { id: number; packages: { id: number; name: string }[] };
  };
  const premium = event.data.packages.find((pkg) => pkg.name === 'Premium')!;
  const slots = (await (await api(`/api/timeslots/postal-code?postalCode=238801&eventId=${event.data.id}`)).json()) as {
    data: Record<string, { timeslot: { id: number; isAvailable: boolean }[] }>;
  };
  const slot = Object.values(slots.data)
    .flatMap((day) => day.timeslot)
    .find((candidate) => candidate.isAvailable)!;
  personSequence += 1;
  const response = await api('/api/registrations', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({
      eventId: event.data.id,
      packageId: premium.id,
      timeslotId: slot.id,
      firstName,
      lastName: 'Tan',
      email: `${firstName.toLowerCase()}.tan@example.com`,
      mobileNumber: testPerson(personSequence).mobileNumber,
      gender: 'female',
      identificationNumber: testPerson(7_100_000 + personSequence).identificationNumber,
      dateOfBirth: '1985-04-12',
      postalCode: '238801',
      address: '1 Orchard Road',
      unitNumber: '#10-01',
    }),
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as {
    data: { id: string; reference_number: string; amountDue: string; bookingToken: string };
  };
  expect(Number(body.data.amountDue)).toBeGreaterThan(0);
  return {
    id: body.data.id,
    reference: body.data.reference_number,
    amountDue: body.data.amountDue,
    bookingToken: body.data.bookingToken,
  };
}

const lookUp = (reference: string) =>
  journey.lookUp<{ status: string; transactionId: string | null; amountDue: string }>(reference);

/** Fills the simulated card form, which appears a second after the form loads. */
async function fillCard(page: Page, cardNumber: string) {
  const number = page.getByLabel('Card number', { exact: true });
  await number.waitFor({ timeout: 10_000 });
  await number.fill(cardNumber);
  await page.getByLabel('Expiry date (MM/YY)', { exact: true }).fill('12/30');
  await page.getByLabel('CVV', { exact: true }).fill('123');
  await page.getByLabel('Card holder name', { exact: true }).fill('Tan Mei Ling');
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay \$/ });

/** Every request body the page sends, and every script it loads, for the checks on what leaves the page. */
function watchTraffic(page: Page) {
  const bodies: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const body = request.postData();
    if (body) bodies.push(body);
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return { bodies, scripts };
}

describe('card payment', () => {
  let paid: Booking;

  it('pays the balance with the approved test card and shows the booking confirmed', async () => {
    paid = await bookThroughApi('Meiling');
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      const traffic = watchTraffic(page);
      await page.goto(`/booking/confirmation/${paid.reference}?showPayment=true`);
      await page.getByRole('heading', { level: 1, name: 'Booking Received' }).waitFor();
      // Still held for its emailed code: that deadline is the one the page gives (the payment deadline
      // comes once the code is entered); paying keeps the visit too.
      await page
        .getByRole('heading', {
          level: 2,
          name: /^Keep your visit: enter the code from your email by .+, or pay by then$/,
        })
        .waitFor();
      await page.getByRole('heading', { name: 'Pay by card' }).waitFor();
      await page.getByText('4111 1111 1111 1111').first().waitFor();
      await fillCard(page, APPROVED_CARD);
      await shot(page, 'payment-desktop-1-form');
      expect(await axeViolations(page)).toEqual([]);

      await payButton(page).click();
      await waitForToast(page, 'Payment Successful');
      await page.getByRole('heading', { level: 1, name: 'Booking Confirmed' }).waitFor();
      await page.getByRole('heading', { name: 'Pay by card' }).waitFor({ state: 'detached' });
      // Focus follows the page's change, so screen readers announce the confirmation.
      await page.waitForFunction(() => document.activeElement?.textContent === 'Booking Confirmed');
      const stored = await lookUp(paid.reference);
      expect(stored.status).toBe('paid');
      expect(stored.transactionId).toBeTruthy();
      await page.getByText(stored.transactionId!).waitFor();
      await shot(page, 'payment-desktop-2-confirmed');

      // Only the nonce left the page, and test mode never loaded the live drop-in.
      expect(traffic.bodies.some((body) => body.includes('sim_411111_1111_visa'))).toBe(true);
      expect(traffic.bodies.some((body) => body.includes('4111111111111111') || body.includes(APPROVED_CARD))).toBe(
        false,
      );
      expect(traffic.scripts.filter((url) => url.includes('dropin'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the decline on a phone, keeps the form payable, then pays with another card', async () => {
    const booking = await bookThroughApi('Huimin');
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      await page.goto(`/booking/confirmation/${booking.reference}?showPayment=true`);
      await fillCard(page, DECLINED_CARD);
      await payButton(page).click();
      await waitForToast(page, 'Payment Failed', DECLINE_MESSAGE);
      await page
        .getByRole('region', { name: 'Pay by card' })
        .getByRole('alert')
        .filter({ hasText: DECLINE_MESSAGE })
        .waitFor();
      await page.getByRole('heading', { level: 1, name: 'Booking Received' }).waitFor();
      expect((await lookUp(booking.reference)).status).toBe('pending_payment');
      await shot(page, 'payment-phone-1-declined');

      await page.getByLabel('Card number', { exact: true }).fill(APPROVED_CARD);
      expect(await payButton(page).isEnabled()).toBe(true);
      await payButton(page).click();
      await waitForToast(page, 'Payment Successful');
      await page.getByRole('heading', { level: 1, name: 'Booking Confirmed' }).waitFor();
      expect((await lookUp(booking.reference)).status).toBe('paid');
      await shot(page, 'payment-phone-2-confirmed');
    } finally {
      await context.close();
    }
  });

  it('says the payment can be made later when it is cancelled, and offers it again', async () => {
    const booking = await bookThroughApi('Siti');
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      await page.goto(`/booking/confirmation/${booking.reference}?showPayment=true`);
      await page.getByLabel('Card number', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      // Said where the form was, beside the way back to it (no toast).
      await page
        .getByRole('status')
        .filter({ hasText: 'Payment Cancelled' })
        .getByText('You can complete your payment later.')
        .waitFor();
      await page.getByRole('heading', { name: 'Pay by card' }).waitFor({ state: 'detached' });
      await shot(page, 'payment-phone-3-cancelled');
      expect((await lookUp(booking.reference)).status).toBe('pending_payment');

      await page.getByRole('button', { name: 'Pay now' }).click();
      await page.getByRole('heading', { name: 'Pay by card' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows the paid booking on the confirmed page with its receipt and calendar entry', async () => {
    const stored = await lookUp(paid.reference);
    for (const [viewport, name] of [
      [VIEWPORTS.desktop, 'desktop'],
      [VIEWPORTS.phone, 'phone'],
    ] as const) {
      const { context, page } = await journey.newPage(viewport);
      try {
        // The browser that booked keeps the booking's token, as the manage link's would.
        await page.goto('/privacy');
        await page.evaluate(
          ([id, token]) => localStorage.setItem(`booking_token:${id}`, token!),
          [paid.id, paid.bookingToken],
        );
        await page.goto(`/booking/confirmed/${paid.reference}`);
        await page.getByRole('heading', { level: 1, name: 'Booking Confirmed' }).waitFor();
        await page.getByText(paid.reference).waitFor();
        await page.getByText('Total paid').waitFor();
        await page.getByText(stored.transactionId!).waitFor();
        await page.getByRole('heading', { name: 'What to expect on the day' }).waitFor();
        const receipt = page.getByRole('link', { name: 'Download receipt' });
        expect(await receipt.getAttribute('href')).toBe(`/api/registrations/${paid.id}/receipt.pdf`);
        expect(await receipt.getAttribute('download')).toBe(`receipt-${paid.reference}.pdf`);
        await shot(page, `payment-${name}-4-confirmed-page`);
        if (name === 'desktop') {
          // The link downloads the server's receipt of this booking, asked with the booking's token.
          const [receiptFile] = await Promise.all([page.waitForEvent('download'), receipt.click()]);
          expect(receiptFile.suggestedFilename()).toBe(`receipt-${paid.reference}.pdf`);
          const receiptUrl = `${journey.baseUrl}/api/registrations/${paid.id}/receipt.pdf`;
          expect((await fetch(receiptUrl)).status).toBe(403);
          const pdf = await fetch(receiptUrl, { headers: { 'X-Booking-Token': paid.bookingToken } });
          expect(pdf.status).toBe(200);
          expect(pdf.headers.get('content-type')).toContain('application/pdf');
          expect(await axeViolations(page)).toEqual([]);
          const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.getByRole('button', { name: 'Add to calendar' }).click(),
          ]);
          expect(download.suggestedFilename()).toBe(`health-screening-${paid.reference}.ics`);
        }
      } finally {
        await context.close();
      }
    }
  });

  it('loads the live drop-in only for a live token, with its stylesheet from this site', async () => {
    const booking = await bookThroughApi('Kumar');
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      const traffic = watchTraffic(page);
      // A token that is not the simulated gateway's: the page takes the live branch. This one is no
      // real authorization, so Braintree's drop-in loads and then refuses to build the form.
      await page.route('**/api/payments/client-token', (route) =>
        route.fulfill({ json: { success: true, token: 'not-a-real-authorization', testMode: false } }),
      );
      await page.goto(`/booking/confirmation/${booking.reference}?showPayment=true`);
      const form = page.getByRole('region', { name: 'Pay by card' });
      await form.getByRole('alert').filter({ hasText: 'Failed to initialize payment form' }).waitFor();
      await form.getByRole('button', { name: 'Try again' }).waitFor();
      expect(traffic.scripts.some((url) => /\/assets\/dropin-[\w-]+\.js$/.test(url))).toBe(true);
      expect(await page.locator('link#braintree-dropin-stylesheet').getAttribute('href')).toMatch(
        /^\/assets\/dropin-[\w-]+\.css$/,
      );
      await shot(page, 'payment-desktop-7-live-form-failed');
    } finally {
      await context.close();
    }
  });

  it('shows an unpaid booking on the confirmed page with its status and the way back to payment', async () => {
    const booking = await bookThroughApi('Wei');
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      await page.goto(`/booking/confirmed/${booking.reference}`);
      await page.getByRole('heading', { level: 1, name: 'Booking Received' }).waitFor();
      await page.getByText('Pending payment').waitFor();
      await shot(page, 'payment-desktop-5-unpaid-confirmed-page');
      await page.getByRole('link', { name: 'Go to payment' }).click();
      await page.waitForURL(`**/booking/confirmation/${booking.reference}?showPayment=true`);
      await page.getByRole('heading', { name: 'Pay by card' }).waitFor();
      await shot(page, 'payment-desktop-6-unpaid-back-to-payment');
    } finally {
      await context.close();
    }
  });
});
