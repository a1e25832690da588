import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, openTab, setUpJourney, shot, testPerson, VIEWPORTS } from './harness';

// DESIGN §8.3 for staff: the order details show ID numbers masked; "Show" reveals one, "Hide" masks it
// again, and each reveal is an entry of the Activity page that names the booking, never the number.

const HOME_EVENT_SLUG = 'home-health-screening';
const CENTRAL_POSTAL_CODE = '238801';

const journey = setUpJourney({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'e2e-admin-password-privacy' });
const { api, eventDetails, postJson, signIn } = journey;

const MAIN = testPerson(7_510_001);
const MEMBER = testPerson(8_510_001);
const masked = (id: string) => `*****${id.slice(-4)}`;

/** A household booking (Mei Tan and Ahmad Rahman) made through the API, as the wizard makes it. */
async function bookHousehold(): Promise<{ reference: string }> {
  const event = await eventDetails(HOME_EVENT_SLUG);
  const packageId = (name: string) => event.packages.find((pkg) => pkg.name === name)!.id;
  const slots = await api(`/api/timeslots/postal-code?postalCode=${CENTRAL_POSTAL_CODE}&eventId=${event.id}`);
  const days = ((await slots.json()) as { data: Record<string, { timeslot: { id: number; isAvailable: boolean }[] }> })
    .data;
  const slot = Object.values(days)
    .flatMap((day) => day.timeslot)
    .find((candidate) => candidate.isAvailable);
  expect(slot).toBeDefined();
  const response = await postJson(
    '/api/registrations',
    {
      eventId: event.id,
      packageId: packageId('Comprehensive'),
      timeslotId: slot!.id,
      firstName: 'Mei',
      lastName: 'Tan',
      email: 'mei.tan.privacy@example.com',
      mobileNumber: MAIN.mobileNumber,
      gender: 'female',
      identificationNumber: MAIN.identificationNumber,
      dateOfBirth: '1985-04-12',
      postalCode: CENTRAL_POSTAL_CODE,
      address: '1 Orchard Road',
      unitNumber: '#05-12',
      medicalConditions: '',
      participants: [
        {
          firstName: 'Ahmad',
          lastName: 'Rahman',
          identificationNumber: MEMBER.identificationNumber,
          dateOfBirth: '1982-02-02',
          gender: 'Male',
          packageId: packageId('Premium'),
        },
      ],
    },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  expect(response.status).toBe(201);
  return { reference: ((await response.json()) as { data: { reference_number: string } }).data.reference_number };
}

/** Counts the reveal calls the page makes. */
function countReveals(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/reveal-identification')) calls += 1;
  });
  return () => calls;
}

describe('ID numbers in the admin area', () => {
  it('shows them masked, reveals one on Show and masks it again on Hide, and the reveal is in Activity', async () => {
    const { reference } = await bookHousehold();
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      const reveals = countReveals(page);
      await signIn(page);
      const orders = await openTab(page, 'Orders');
      const row = orders.getByRole('row', { name: new RegExp(reference) });
      await row.getByRole('button', { name: /View Details/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Order Details' });
      await dialog.getByText('Personal Information').waitFor();
      const text = async () => (await dialog.textContent()) ?? '';
      await expect.poll(text).toContain(masked(MAIN.identificationNumber));
      expect(await text()).toContain(`Ahmad Rahman | ${masked(MEMBER.identificationNumber)}`);
      expect(await text()).not.toContain(MAIN.identificationNumber);
      expect(await text()).not.toContain(MEMBER.identificationNumber);

      // Show: the full number in place, and the button now hides it.
      await dialog.getByRole('button', { name: 'Show ID number of Mei Tan' }).click();
      const hideMain = dialog.getByRole('button', { name: 'Hide ID number of Mei Tan' });
      await hideMain.waitFor();
      expect(await hideMain.textContent()).toMatch(/^Hide/);
      await expect.poll(text).toContain(MAIN.identificationNumber);
      expect(await text()).not.toContain(MEMBER.identificationNumber);
      expect(reveals()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'admin-desktop-order-details-id-revealed');

      // The household member's number, on its own button.
      await dialog.getByRole('button', { name: 'Show ID number of Ahmad Rahman' }).click();
      await expect.poll(text).toContain(MEMBER.identificationNumber);
      expect(reveals()).toBe(2);

      // Hide masks it again without asking the server.
      await hideMain.click();
      await dialog.getByRole('button', { name: 'Show ID number of Mei Tan' }).waitFor();
      await expect.poll(text).not.toContain(MAIN.identificationNumber);
      expect(await text()).toContain(masked(MAIN.identificationNumber));
      expect(reveals()).toBe(2);
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await dialog.waitFor({ state: 'hidden' });

      // Staff see each other's reveals on the Activity page: what, which booking, whose number.
      await page.getByRole('link', { name: 'Activity' }).click();
      await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
      await page.getByLabel('Show').selectOption('registration');
      const activity = page.getByRole('table', { name: 'Activity' });
      const entries = activity.getByRole('row').filter({ hasText: 'Showed the full ID number' });
      await expect.poll(() => entries.count()).toBe(2);
      const mainEntry = entries.filter({ hasText: 'main participant' });
      expect(await mainEntry.textContent()).toContain(reference);
      expect(await mainEntry.getByRole('cell').nth(1).textContent()).toBe('admin');
      expect(await entries.filter({ hasText: 'an additional participant' }).count()).toBe(1);
      expect(await activity.textContent()).not.toContain(MAIN.identificationNumber);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'admin-desktop-activity-id-revealed');
    } finally {
      await context.close();
    }
  });
});
