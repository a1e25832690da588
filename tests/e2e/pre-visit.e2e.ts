import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  openTab,
  screenshotPath,
  setUpJourney,
  shot,
  testPerson,
  VIEWPORTS,
  waitForToast,
} from './harness';
import { outboxReader, recipients, textOutboxReader } from './outbox';
import { addMember, confirmBooking, reachReview } from './wizard';

// Ready for the visit on a phone (390 px): a household of two books through the wizard and pays by
// card, the confirmation email's link "Fill in the pre-visit form" opens each person's form, the main
// person fills in both (another's name is refused and nothing saved), "Manage your booking" leads to
// the same forms, and the nurse's run sheet then says "Consent ✓" for both.

const dataDir = mkdtempSync(path.join(tmpdir(), 'hs-e2e-pre-visit-'));
const journey = setUpJourney(
  { DATA_DIR: dataDir },
  { afterStop: () => rmSync(dataDir, { recursive: true, force: true }) },
);
const outbox = path.join(dataDir, 'outbox');
const { waitForMessage } = outboxReader(outbox);
const { waitForText } = textOutboxReader(outbox);

const MAIN = testPerson(7_600_001);
const MEMBER = testPerson(7_600_002);
const EMAIL = 'meiling.prepare@example.com';

/** The href of an email's (first) link of these words, found as a reader sees them in a browser. */
async function linkInEmail(page: Page, mail: ParsedMail, words: string): Promise<URL> {
  await page.setContent(String(mail.html), { waitUntil: 'load' });
  const href = await page.getByRole('link', { name: words, exact: true }).first().getAttribute('href');
  expect(href).toBeTruthy();
  return new URL(href!);
}

const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);

describe('the pre-visit forms on a phone', () => {
  it('opens from the confirmation email, takes both persons’ answers and consent, and the run sheet shows "Consent ✓" for both', async () => {
    let reference = '';
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      // Booked through the wizard: Mei Ling and her brother Wei Jie, paid by card.
      await page.goto('/events/home-health-screening');
      await reachReview(page, {
        firstName: 'Mei Ling',
        lastName: 'Tan',
        gender: 'Female',
        dateOfBirth: '12/04/1985',
        id: MAIN.identificationNumber,
        email: EMAIL,
        mobile: MAIN.mobileNumber,
        postalCode: '238801',
        unitNumber: '#10-01',
        address: '1 Orchard Road',
      });
      await addMember(page, {
        firstName: 'Wei Jie',
        lastName: 'Tan',
        id: MEMBER.identificationNumber,
        dateOfBirth: '02/03/1988',
        gender: 'Male',
        packageName: 'Premium',
      });
      await page.getByRole('region', { name: 'Who is being screened' }).getByText('2 of 6 people').waitFor();
      await confirmBooking(page);
      await page.getByRole('heading', { name: /^Pay \$\d+\.\d{2} to confirm your booking$/ }).waitFor();
      reference = page.url().match(/HS\d{4}-\d{4}-\d{4}/)![0];
      await page.getByLabel('Card number', { exact: true }).fill('4111 1111 1111 1111');
      await page.getByLabel('Expiry date (MM/YY)', { exact: true }).fill('12/30');
      await page.getByLabel('CVV', { exact: true }).fill('123');
      await page.getByLabel('Card holder name', { exact: true }).fill('Tan Mei Ling');
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      await waitForToast(page, 'Payment Successful');
      await page.getByRole('heading', { level: 1, name: 'Booking Confirmed' }).waitFor();

      // The confirmation email's own links (never built here): the pre-visit form and Manage your booking.
      const confirmation = await waitForMessage(
        (mail) => recipients(mail).includes(EMAIL) && mail.subject === `Your health screening booking ${reference}`,
      );
      const prepareLink = await linkInEmail(page, confirmation, 'Fill in the pre-visit form');
      expect(prepareLink.pathname).toBe(`/booking/${reference}/prepare`);
      expect(prepareLink.hash).toMatch(/^#token=.+/);
      const manageLink = await linkInEmail(page, confirmation, 'Manage your booking');
      // The confirmation text has the same link.
      const text = await waitForText((message) => message.kind === 'confirmation' && message.body.includes(reference));
      expect(text.body).toContain(prepareLink.href);

      await page.goto(pathOf(prepareLink));
      await page.getByRole('heading', { level: 1, name: 'Prepare for your visit' }).waitFor();
      // The token is kept for the tab and taken out of the address bar.
      await expect.poll(() => page.url()).not.toContain('token');
      const meiLing = page.getByRole('region', { name: 'Mei Ling Tan' });
      const weiJie = page.getByRole('region', { name: 'Wei Jie Tan' });
      await meiLing.getByText('To fill in').waitFor();
      await weiJie.getByText('To fill in').waitFor();
      await meiLing.getByText('Main person · Package: Premium').waitFor();
      await meiLing.getByText(/^Fast for \d+ hours? before the visit\. Plain water is fine\.$/).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await noSidewaysScroll(page);

      // The main person's own form: medicines and two conditions.
      await meiLing.getByLabel('Current medicines').fill('Metformin 500 mg twice a day');
      await meiLing.getByLabel('Diabetes').check();
      await meiLing.getByLabel('Takes blood thinners (such as warfarin or aspirin)').check();
      await meiLing.getByLabel('I have read the above and agree').check();
      await meiLing.getByLabel('Full name of Mei Ling Tan').fill('Mei Ling Tan');
      await noSidewaysScroll(page);
      await meiLing.getByRole('group', { name: 'Consent' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath('pre-visit-phone-1-filled-screen') });
      await shot(page, 'pre-visit-phone-1-filled');
      expect(await axeViolations(page)).toEqual([]);
      await meiLing.getByRole('button', { name: 'Save answers' }).click();
      await waitForToast(page, 'Answers saved for Mei Ling Tan');
      await meiLing.getByText('Done', { exact: true }).waitFor();
      await meiLing.getByText('Diabetes, Takes blood thinners (such as warfarin or aspirin)').waitFor();

      // The household member's, filled by the main person: her own name is refused and nothing saved.
      await weiJie.getByLabel('Allergies').fill('Penicillin');
      await weiJie.getByLabel('I have read the above and agree').check();
      await weiJie.getByLabel('Full name of Wei Jie Tan').fill('Mei Ling Tan');
      await weiJie.getByRole('button', { name: 'Save answers' }).click();
      await weiJie.getByText("The name typed must be the person's full name: Wei Jie Tan").waitFor();
      await weiJie.getByText('To fill in').waitFor();
      const unsaved = await journey.api(`/api/registrations/${reference}/questionnaire`, {
        headers: { 'X-Booking-Token': decodeURIComponent(prepareLink.hash.slice('#token='.length)) },
      });
      expect(unsaved.status).toBe(200);
      const { data } = (await unsaved.json()) as {
        data: { persons: { firstName: string; status: string; answers: unknown }[] };
      };
      expect(data.persons.find((person) => person.firstName === 'Wei Jie')).toMatchObject({
        status: 'pending',
        answers: null,
      });
      await shot(page, 'pre-visit-phone-2-wrong-name');

      await weiJie.getByLabel('Full name of Wei Jie Tan').fill('Wei Jie Tan');
      await weiJie.getByRole('button', { name: 'Save answers' }).click();
      await waitForToast(page, 'Answers saved for Wei Jie Tan');
      await weiJie.getByText('Done', { exact: true }).waitFor();
      await weiJie.getByText('Consent given by Wei Jie Tan on', { exact: false }).waitFor();
      await page.getByText('Thank you, every form is done.', { exact: false }).waitFor();
      await noSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'pre-visit-phone-3-done');

      // "Manage your booking", from the same email, leads to the same forms with its token.
      await page.goto(pathOf(manageLink));
      await page.getByRole('heading', { name: 'Prepare for your visit', level: 2 }).waitFor();
      await noSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'pre-visit-phone-4-manage');
      await page.getByRole('link', { name: 'Fill in the pre-visit form' }).click();
      await page.getByRole('heading', { level: 1, name: 'Prepare for your visit' }).waitFor();
      await expect.poll(() => page.getByTestId('person-status').filter({ hasText: 'Done' }).count()).toBe(2);
    } finally {
      await context.close();
    }

    // The nurse's run sheet of the visit's region and day: consent and flags, never the answers.
    const booking = await journey.lookUp<{ referenceNumber: string; timeslotDate: string }>(reference);
    const staff = await journey.newPage(VIEWPORTS.phone);
    try {
      await journey.signIn(staff.page);
      await staff.page.goto(`/admin/run-sheet?region=central&date=${booking.timeslotDate}`);
      const card = staff.page.getByRole('listitem').filter({ hasText: booking.referenceNumber });
      await card.waitFor();
      await expect.poll(() => card.getByText('Consent ✓').count()).toBe(2);
      expect(await card.getByText('Consent pending').count()).toBe(0);
      const sheet = (await card.textContent()) ?? '';
      expect(sheet).toContain('Blood thinners');
      expect(sheet).toContain('Allergies');
      expect(sheet).not.toContain('Metformin');
      expect(sheet).not.toContain('Penicillin');
      await noSidewaysScroll(staff.page);
      await shot(staff.page, 'pre-visit-phone-5-run-sheet');
    } finally {
      await staff.context.close();
    }

    // The order details: consent and flags, the answers only on "Show answers", and gone on "Hide answers".
    const desk = await journey.newPage(VIEWPORTS.desktop);
    try {
      await journey.signIn(desk.page);
      const orders = await openTab(desk.page, 'Orders');
      await orders.getByLabel('Search').fill(booking.referenceNumber);
      const row = orders.getByRole('row', { name: new RegExp(booking.referenceNumber) });
      await row.getByRole('button', { name: /View Details/ }).click();
      const dialog = desk.page.getByRole('dialog', { name: 'Order Details' });
      const forms = dialog.getByRole('list', { name: 'Pre-visit forms' });
      await forms.waitFor();
      expect(await forms.getByText('Consent ✓').count()).toBe(2);
      expect(await dialog.getByText('Metformin 500 mg twice a day').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Show answers' }).click();
      await dialog.getByText('Metformin 500 mg twice a day').waitFor();
      await dialog.getByText('Penicillin').waitFor();
      await shot(desk.page, 'pre-visit-desktop-order-answers');
      await dialog.getByRole('button', { name: 'Hide answers' }).click();
      await expect.poll(() => dialog.getByText('Metformin 500 mg twice a day').count()).toBe(0);
    } finally {
      await desk.context.close();
    }
  });
});
