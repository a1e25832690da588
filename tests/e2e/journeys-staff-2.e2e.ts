import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotPath, setUpJourney, VIEWPORTS, waitForToast } from './harness';

// Clinic staff at 1280 px (and the nurse's run sheet on a phone): a template naming a variable that does
// not exist is refused with the known ones; the insights say which date each figure counts by and open
// on a range with orders; the admin area has one header; the run sheet's "On my way" settles and its
// addresses open a map; the waitlist lists its queue in order and its demand fits the screen; the
// discount and test-email dialogs speak plainly.

const journey = setUpJourney();
const { api } = journey;

async function adminCall(method: string, urlPath: string, body?: unknown) {
  const token = await journey.sessionToken();
  const response = await api(urlPath, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBeLessThan(300);
  return ((await response.json()) as { data: unknown }).data;
}

async function withPage(viewport: { width: number; height: number }, run: (page: Page) => Promise<void>) {
  const { context, page } = await journey.newPage(viewport);
  try {
    await journey.signIn(page);
    await run(page);
  } finally {
    await context.close();
  }
}

describe('email templates', () => {
  it('refuses a template that names an unknown variable, by the field, with the known ones; the stock one still saves', async () => {
    await withPage(VIEWPORTS.desktop, async (page) => {
      const before = (await adminCall('GET', '/api/admin/email-configs')) as {
        configKey: string;
        configValue: string;
      }[];
      const stock = before.find((config) => config.configKey === 'EMAIL_CONFIRMATION_TEMPLATE')!;
      expect(stock.configValue).toContain('<%= registration.firstName %>');

      await page.goto('/admin/email');
      const table = page.getByRole('tabpanel', { name: 'Email Configurations' });
      await table
        .getByRole('row', { name: /EMAIL_CONFIRMATION_TEMPLATE/ })
        .getByRole('button', { name: /Edit/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Edit Configuration' });
      const value = dialog.getByLabel('Value');
      await value.fill(stock.configValue.replace('<%= registration.firstName %>', '<%= registration.fristName %>'));
      await dialog.getByRole('button', { name: 'Save Changes' }).click();

      // Under the field: what is wrong, what was meant, and every variable there is.
      const error = dialog.getByText(/Unknown variable registration\.fristName/);
      await error.waitFor();
      const message = (await error.textContent()) ?? '';
      expect(message).toMatch(
        /^Template error on line \d+: Unknown variable registration\.fristName \(did you mean registration\.firstName\?\)\. Known variables: registration\.referenceNumber, registration\.firstName, /,
      );
      expect(message).toContain('timeslot.date');
      expect(message).toContain('booking.visitAddress');
      expect(await value.getAttribute('aria-invalid')).toBe('true');
      expect(await error.getAttribute('id')).toBe(
        (await value.getAttribute('aria-describedby'))?.split(' ').find((id) => id.endsWith('-error')),
      );
      await error.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath('journeys-staff-2-template-unknown-variable') });
      const after = (await adminCall('GET', '/api/admin/email-configs')) as {
        configKey: string;
        configValue: string;
      }[];
      expect(after.find((config) => config.configKey === 'EMAIL_CONFIRMATION_TEMPLATE')!.configValue).toBe(
        stock.configValue,
      );

      // The stock template, unchanged, saves.
      await value.fill(stock.configValue);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await waitForToast(page, 'Configuration updated');
      await dialog.waitFor({ state: 'hidden' });
    });
  });
});
