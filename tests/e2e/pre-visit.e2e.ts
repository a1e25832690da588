import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type BookedThroughApi, bookPremiumThroughApi, payByTestCard } from './api-booking';
import { axeViolations, setUpJourney, shot, VIEWPORTS, waitForToast } from './harness';
import { outboxReader, recipients } from './outbox';

// Ready for the visit on a phone (390 px): a household of two books and pays, the confirmation email's
// link opens each person's pre-visit form, the main person fills in both, and the nurse's run sheet
// then says "Consent ✓" for both. A name that is not the person's is refused and nothing is saved.

const dataDir = mkdtempSync(path.join(tmpdir(), 'hs-e2e-pre-visit-'));
const journey = setUpJourney(
  { DATA_DIR: dataDir },
  { afterStop: () => rmSync(dataDir, { recursive: true, force: true }) },
);
const { waitForMessage } = outboxReader(path.join(dataDir, 'outbox'));

/** The pre-visit link of the booking's confirmation email, as a path of this server. */
async function prepareLinkOf(booking: BookedThroughApi): Promise<string> {
  const mail = await waitForMessage(
    (message) =>
      recipients(message).includes(booking.email) &&
      message.subject === `Your health screening booking ${booking.reference}`,
  );
  const href = /<a href="([^"]+)">Fill in the pre-visit form<\/a>/.exec(String(mail.html))?.[1];
  expect(href).toBeDefined();
  const url = new URL(href!.replace(/&amp;/g, '&'));
  return `${url.pathname}${url.hash}`;
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);

describe('the pre-visit forms on a phone', () => {
  it('opens from the confirmation email, takes both persons’ answers and consent, and the run sheet shows "Consent ✓" for both', async () => {
    const booking = await bookPremiumThroughApi(journey, {
      eventSlug: 'home-health-screening',
      firstName: 'Mei',
      serial: 7_600_001,
      emailTag: 'prepare',
      members: [{ firstName: 'Ahmad', serial: 7_600_002 }],
    });
    await payByTestCard(journey, booking);
    const link = await prepareLinkOf(booking);
    expect(link).toBe(`/booking/${booking.reference}/prepare#token=${booking.bookingToken}`);

    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: 'Prepare for your visit' }).waitFor();
      // The token is kept for the tab and taken out of the address bar.
      expect(page.url()).not.toContain('token');
      const mei = page.getByRole('region', { name: /Mei Tan/ });
      const ahmad = page.getByRole('region', { name: /Ahmad Tan/ });
      await mei.getByText('To fill in').waitFor();
      await ahmad.getByText('To fill in').waitFor();
      await mei.getByText('Fast for 10 hours before the visit. Plain water is fine.').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await noSidewaysScroll(page);

      // The main person's own form.
      await mei.getByLabel('Current medicines').fill('Metformin 500 mg twice a day');
      await mei.getByLabel('Diabetes').check();
      await mei.getByLabel('Takes blood thinners (such as warfarin or aspirin)').check();
      await mei.getByLabel('I have read the above and agree').check();
      await mei.getByLabel('Full name of Mei Tan').fill('Mei Tan');
      await shot(page, 'pre-visit-filled-phone');
      await mei.getByRole('button', { name: 'Save answers' }).click();
      await waitForToast(page, 'Answers saved for Mei Tan');
      await mei.getByText('Done').waitFor();

      // The household member's, filled by the main person: her own name is refused, his is taken.
      await ahmad.getByLabel('Allergies').fill('Penicillin');
      await ahmad.getByLabel('I have read the above and agree').check();
      await ahmad.getByLabel('Full name of Ahmad Tan').fill('Mei Tan');
      await ahmad.getByRole('button', { name: 'Save answers' }).click();
      await ahmad.getByText("The name typed must be the person's full name: Ahmad Tan").waitFor();
      await ahmad.getByText('To fill in').waitFor();
      await ahmad.getByLabel('Full name of Ahmad Tan').fill('Ahmad Tan');
      await ahmad.getByRole('button', { name: 'Save answers' }).click();
      await waitForToast(page, 'Answers saved for Ahmad Tan');
      await ahmad.getByText('Done').waitFor();
      await page.getByText('Thank you, every form is done.', { exact: false }).waitFor();
      await noSidewaysScroll(page);
      await shot(page, 'pre-visit-done-phone');
    } finally {
      await context.close();
    }

    // "Manage your booking" leads to the same forms, with the token it was opened with.
    const manage = await journey.newPage(VIEWPORTS.phone);
    try {
      await manage.page.goto(`/booking/manage/${booking.reference}#token=${booking.bookingToken}`);
      await manage.page.getByRole('link', { name: 'Fill in the pre-visit form' }).click();
      await manage.page.getByRole('heading', { level: 1, name: 'Prepare for your visit' }).waitFor();
      await expect
        .poll(async () => manage.page.getByTestId('person-status').filter({ hasText: 'Done' }).count())
        .toBe(2);
    } finally {
      await manage.context.close();
    }

    // The nurse's run sheet of the visit's region and day: consent and flags, never the answers.
    const visit = await journey.lookUp<{ timeslotDate: string }>(booking.reference);
    const staff = await journey.newPage(VIEWPORTS.phone);
    try {
      await journey.signIn(staff.page);
      await staff.page.goto(`/admin/run-sheet?region=central&date=${visit.timeslotDate}`);
      const card = staff.page.getByRole('listitem').filter({ hasText: booking.reference });
      await card.waitFor();
      await expect.poll(async () => await card.getByText('Consent ✓').count()).toBe(2);
      expect(await card.getByText('Consent pending').count()).toBe(0);
      const text = (await card.textContent()) ?? '';
      expect(text).toContain('Blood thinners');
      expect(text).toContain('Allergies');
      expect(text).not.toContain('Metformin');
      await noSidewaysScroll(staff.page);
      await shot(staff.page, 'pre-visit-run-sheet-phone');
    } finally {
      await staff.context.close();
    }
  });
});
