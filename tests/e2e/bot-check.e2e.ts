import { BOT_CHECK_STATUS } from '@domain/bookings/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpJourney, shot, waitForToast } from './harness';
import { confirmBooking } from './wizard';

// DESIGN §8.2: past CHALLENGE_AFTER_PER_HOUR calls from one network the server asks for an Altcha
// proof-of-work (428); the pages solve it by themselves and repeat the call, so a customer past the
// threshold still books, only a little more slowly. Here the threshold is 1 call an hour.

const journey = setUpJourney({ CHALLENGE_AFTER_PER_HOUR: '1' });

interface SeenCall {
  path: string;
  status: number;
  solved: boolean;
}

/** The bot-checked calls the page makes, with their answers and whether they carried a solution. */
function watchCalls(page: Page): SeenCall[] {
  const calls: SeenCall[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/api/registrations') && !pathname.startsWith('/api/verify')) return;
    calls.push({
      path: `${response.request().method()} ${pathname}`,
      status: response.status(),
      solved: response.request().headers()['x-altcha'] !== undefined,
    });
  });
  return calls;
}

describe('the booking wizard past the bot check threshold', () => {
  it('books all the same: the page solves the challenge and repeats the call with X-Altcha', async () => {
    const { context, page } = await journey.newPage();
    try {
      const calls = watchCalls(page);
      await page.goto('/events/home-health-screening');
      await page.getByRole('heading', { name: 'Your personal details' }).waitFor();
      await page.getByLabel('First name', { exact: true }).fill('Siew Ling');
      await page.getByLabel('Last name', { exact: true }).fill('Lim');
      await page.getByRole('radio', { name: 'Female', exact: true }).click();
      await page.getByLabel('Date of birth', { exact: true }).fill('12/03/1975');
      await page.getByLabel('NRIC / FIN, Vitality ID or passport number', { exact: true }).fill('S7512345J');
      await page.getByLabel('Email', { exact: true }).fill('siewling.lim@example.com');
      await page.getByLabel('Mobile number', { exact: true }).fill('98765432');
      await page.getByLabel('Postal code', { exact: true }).fill('238801');
      await page.getByLabel('Address', { exact: true }).fill('1 Orchard Road');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      // The member verification is the network's first call of the hour: no challenge yet.
      await waitForToast(page, 'No active member benefits detected');

      await page.getByRole('heading', { name: 'Choose your screening package' }).waitFor();
      await page.getByRole('radio', { name: /^Premium / }).click();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByRole('heading', { name: 'Pick your appointment' }).waitFor();
      await page.getByRole('radiogroup', { name: 'Date' }).getByRole('radio', { disabled: false }).first().click();
      await page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { disabled: false }).first().click();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByRole('heading', { name: 'Review and confirm' }).waitFor();

      await confirmBooking(page);
      await page.waitForURL(/\/booking\/confirmation\/HS\d{4}-\d{4}-\d{4}/, { timeout: 60_000 });
      await waitForToast(page, 'Booking Created');
      await page.getByRole('heading', { name: 'Booking Received' }).waitFor();
      await shot(page, 'bot-check-booked-past-threshold');

      const bookings = calls.filter((call) => call.path === 'POST /api/registrations');
      expect(bookings).toEqual([
        { path: 'POST /api/registrations', status: 428, solved: false },
        { path: 'POST /api/registrations', status: 201, solved: true },
      ]);
      expect(calls[0]).toEqual({ path: 'POST /api/verify-aia-healthshield', status: 200, solved: false });
      // The status is gone once the call went through.
      expect(await page.getByText(BOT_CHECK_STATUS).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
