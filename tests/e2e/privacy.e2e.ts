import { PRIVACY_NOTICE_PATH, PRIVACY_NOTICE_VERSION } from '@domain/privacy/notice';
import { PRIVACY_CONSENT_REQUIRED_MESSAGE } from '@domain/privacy/personal-data';
import { describe, expect, it } from 'vitest';
import { axeViolations, openTab, setUpJourney, shot, testPerson, VIEWPORTS, waitForToast } from './harness';
import { confirmBooking, privacyConsent, reachReview } from './wizard';

// DESIGN §8.3: the privacy notice at /privacy, linked from the footer and from the review step, which
// refuses to book until the notice is agreed to; the booking then records the notice's version.

const EVENT_PATH = '/events/home-health-screening';

const journey = setUpJourney();

describe('privacy notice', () => {
  it('is linked from every page’s footer, readable on a 390 px phone', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice', exact: true }).click();
      await page.waitForURL((url) => url.pathname === PRIVACY_NOTICE_PATH);
      await page.getByRole('heading', { level: 1, name: 'Privacy notice', exact: true }).waitFor();
      expect(await page.title()).toBe('Privacy notice | Home Based Health Screening');
      await page.getByText(`Version ${PRIVACY_NOTICE_VERSION}`).waitFor();
      const sections = await page.getByRole('heading', { level: 2 }).allTextContents();
      expect(sections).toEqual([
        'Who we are',
        'What we collect',
        'Why we use it',
        'Why we need your NRIC',
        'Who we share it with',
        'How long we keep it',
        'Your rights',
      ]);
      // The Data Protection Officer is reached at the company's address, and card data is never kept.
      expect(await page.getByRole('link', { name: 'hello@example.com' }).first().getAttribute('href')).toBe(
        'mailto:hello@example.com',
      );
      await page.getByText('Card data is never stored.').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'privacy-phone-notice');
    } finally {
      await context.close();
    }
  });

  it('refuses to book until it is agreed to on the review step, then books with its version', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      const bookings: Record<string, unknown>[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/registrations') {
          bookings.push(request.postDataJSON());
        }
      });
      const person = testPerson(4_310_001);
      await page.goto(EVENT_PATH);
      await reachReview(page, {
        firstName: 'Nur',
        lastName: 'Aisyah',
        gender: 'Female',
        dateOfBirth: '12/08/1988',
        id: person.identificationNumber,
        email: 'nur.aisyah@example.com',
        mobile: person.mobileNumber,
        postalCode: '238801',
        address: '1 Orchard Road',
      });

      // Confirm without the box: refused on the page, the reason under the box, the box focused.
      const consent = privacyConsent(page);
      expect(await consent.isChecked()).toBe(false);
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      const error = page.getByRole('alert').filter({ hasText: PRIVACY_CONSENT_REQUIRED_MESSAGE });
      await error.waitFor();
      expect(await consent.getAttribute('aria-invalid')).toBe('true');
      expect(await consent.getAttribute('aria-describedby')).toBe('privacyConsent-error');
      expect(await consent.evaluate((box) => box === document.activeElement)).toBe(true);
      expect(bookings).toHaveLength(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'privacy-phone-review-refused');

      // The link opens the notice in a new tab and leaves the box as it was.
      const link = page.getByRole('link', { name: 'privacy notice', exact: true });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener');
      const [notice] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await notice.waitForURL((url) => url.pathname === PRIVACY_NOTICE_PATH);
      await notice.getByRole('heading', { level: 1, name: 'Privacy notice', exact: true }).waitFor();
      await notice.getByText(`Version ${PRIVACY_NOTICE_VERSION}`).waitFor();
      await shot(notice, 'privacy-phone-notice-from-review');
      await notice.close();
      expect(await consent.isChecked()).toBe(false);
      await error.waitFor();

      // Ticked: the message goes, and the booking is made with the notice's version.
      await consent.check();
      expect(await error.count()).toBe(0);
      expect(await consent.getAttribute('aria-invalid')).toBe('false');
      await shot(page, 'privacy-phone-review-agreed');
      await confirmBooking(page);
      await page.waitForURL(/\/booking\/confirmation\/HS\d{4}-\d{4}-\d{4}\?showPayment=true$/, { timeout: 20_000 });
      await waitForToast(page, 'Booking Created');
      expect(bookings).toHaveLength(1);
      expect(bookings[0]?.consentVersion).toBe(PRIVACY_NOTICE_VERSION);
      const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

      // Staff see in the order details which notice was agreed to, and when.
      const { context: staffContext, page: staff } = await journey.newPage(VIEWPORTS.desktop);
      try {
        await journey.signIn(staff);
        const orders = await openTab(staff, 'Orders');
        const row = orders.getByRole('row', { name: new RegExp(reference) });
        await row.getByRole('button', { name: /View Details/ }).click();
        const dialog = staff.getByRole('dialog', { name: 'Order Details' });
        const consentRow = dialog.locator('dl > div', { hasText: 'Privacy notice' });
        await consentRow.waitFor();
        expect(await consentRow.locator('dd').textContent()).toMatch(
          new RegExp(`^Version ${PRIVACY_NOTICE_VERSION}, agreed \\d{2}/\\d{2}/\\d{4}, \\d{1,2}:\\d{2} [AP]M$`),
        );
        await shot(staff, 'privacy-desktop-order-details');
      } finally {
        await staffContext.close();
      }
    } finally {
      await context.close();
    }
  }, 120_000);
});
