import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, setUpJourney, shot, testPerson, VIEWPORTS, type Viewport } from './harness';
import { confirmBooking, reachReview } from './wizard';

// PayNow in test mode (DESIGN §8.4): booked through the wizard, paid by the simulated bank from the
// confirmation page, which moves to the paid state by itself; the confirmed page names the method.

const EVENT_PATH = '/events/home-health-screening';

const journey = setUpJourney();
const lookUp = (reference: string) =>
  journey.lookUp<{ status: string; amountDue: string; paymentMethod: string | null; transactionId: string | null }>(
    reference,
  );

/** Books a Premium visit through the wizard and lands on the confirmation page; returns the reference. */
async function bookThroughWizard(page: Page, serial: number, firstName: string): Promise<string> {
  const person = testPerson(7_300_000 + serial);
  await page.goto(EVENT_PATH);
  await reachReview(page, {
    firstName,
    lastName: 'Lim',
    gender: 'Female',
    dateOfBirth: '12/04/1985',
    id: person.identificationNumber,
    email: `${firstName.toLowerCase()}.lim@example.com`,
    mobile: person.mobileNumber,
    postalCode: '238801',
    address: '1 Orchard Road',
    unitNumber: '#10-01',
  });
  await confirmBooking(page);
  await page.waitForURL(/\/booking\/confirmation\/.+\?showPayment=true$/, { timeout: 20_000 });
  await page.getByRole('heading', { level: 1, name: 'Booking Received' }).waitFor();
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

async function payByPayNow(viewport: Viewport, name: string, serial: number, firstName: string) {
  const { context, page } = await journey.newPage(viewport);
  try {
    const reference = await bookThroughWizard(page, serial, firstName);
    const before = await lookUp(reference);
    expect(Number(before.amountDue)).toBeGreaterThan(0);

    const methods = page.getByRole('tablist', { name: 'Payment method' });
    await methods.getByRole('tab', { name: 'Card' }).waitFor();
    await methods.getByRole('tab', { name: 'PayNow' }).click();
    expect(await methods.getByRole('tab', { name: 'PayNow' }).getAttribute('aria-selected')).toBe('true');

    const panel = page.getByRole('region', { name: 'Pay by PayNow' });
    const qr = panel.getByRole('img', { name: `PayNow QR code for booking ${reference}` });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // The image really is drawn (a PNG the browser could decode).
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await panel.getByText(`$${before.amountDue}`).first().waitFor();
    await panel.getByText(reference, { exact: true }).first().waitFor();
    // A computer's screen is scanned; a phone saves the code and scans it from its photos.
    await panel
      .getByText(
        name === 'phone'
          ? 'Open your banking app and scan the saved image from your photos.'
          : 'Scan with your banking app',
      )
      .waitFor();
    const timer = panel.getByRole('timer');
    expect(await timer.textContent()).toMatch(/^1[45] min \d{2} s left$/);
    if (name === 'phone') {
      // Nothing sticks out sideways on a 390 px screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await shot(page, `paynow-${name}-1-qr`);
    expect(await axeViolations(page)).toEqual([]);

    await panel.getByRole('button', { name: 'Simulate PayNow payment' }).click();
    // No reload and no click: the page sees the booking paid by watching it.
    await page.getByRole('heading', { level: 1, name: 'Booking Confirmed' }).waitFor({ timeout: 15_000 });
    await panel.waitFor({ state: 'detached' });
    const after = await lookUp(reference);
    expect(after).toMatchObject({ status: 'paid', amountDue: '0.00', paymentMethod: 'PayNow' });
    await page.getByText('PayNow', { exact: true }).waitFor();
    await shot(page, `paynow-${name}-2-paid`);

    await page.getByRole('link', { name: 'Receipt and calendar' }).click();
    await page.waitForURL(new RegExp(`/booking/confirmed/${reference}$`));
    await page.getByRole('heading', { level: 1, name: 'Booking Confirmed' }).waitFor();
    await page.getByText('Payment method').waitFor();
    await page.getByText('PayNow', { exact: true }).waitFor();
    await page.getByText(after.transactionId!).waitFor();
    await shot(page, `paynow-${name}-3-confirmed-page`);
  } finally {
    await context.close();
  }
}

describe('PayNow in test mode', () => {
  it('pays by a simulated PayNow payment on a phone (390 px)', async () => {
    await payByPayNow(VIEWPORTS.phone, 'phone', 1, 'Xiumei');
  });

  it('pays by a simulated PayNow payment on a desktop (1280 px)', async () => {
    await payByPayNow(VIEWPORTS.desktop, 'desktop', 2, 'Shufen');
  });
});
