import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, setUpJourney, shot, testPerson, VIEWPORTS, waitForToast } from './harness';
import { reachReview } from './wizard';

// New customers on a 390 px phone: the home page lists only what the public can book, the partner's
// visitor is greeted by the name the partner gives, and a household member's NRIC is checked like the
// primary contact's.

const HOME_EVENT = 'Home Based Health Screening';
const PARTNER_EVENT = 'WhiteCoat Health Screening';
const ID_NUMBER_INVALID = 'Please enter a valid NRIC, FIN or passport number.';

const journey = setUpJourney();

const phonePage = () => journey.newPage(VIEWPORTS.phone);

/** A primary contact at a central address, with an ID number and mobile of their own. */
function primaryContact(serial: number, firstName: string, lastName: string) {
  const { identificationNumber, mobileNumber } = testPerson(serial);
  return {
    firstName,
    lastName,
    gender: 'Female' as const,
    dateOfBirth: '12/04/1982',
    id: identificationNumber,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
    mobile: mobileNumber,
    postalCode: '238801',
    address: '391 Orchard Road',
  };
}

const eventHeadings = (page: Page) => page.locator('#events h3');

describe('the home page and the partner entry on a phone', () => {
  it("lists only the event the public can book, and the partner's link still opens the partner's event with its visitor greeted by their whole name", async () => {
    const { context, page } = await phonePage();
    try {
      await page.goto('/');
      await page
        .getByRole('link', { name: /^Book Now/ })
        .first()
        .waitFor();
      expect(await eventHeadings(page).allTextContents()).toEqual([HOME_EVENT]);
      expect(await page.getByText(PARTNER_EVENT).count()).toBe(0);
      await shot(page, 'journeys-wizard-2-phone-1-home-public-events');
      expect(await axeViolations(page)).toEqual([]);

      // The partner's link: its event, the partner's details, the greeting by the name as the partner gives it.
      await page.goto('/wc/100000000001');
      await page.waitForURL('**/events/whitecoat-health-screening');
      await waitForToast(page, 'WhiteCoat Data Retrieved');
      await page.getByRole('heading', { name: 'Pick your appointment' }).waitFor();
      const greeting = page.getByRole('region', { name: 'Welcome, Tan Wei Ming' });
      await greeting.getByText('Premium, $128.62 already paid').waitFor();
      expect(await page.getByRole('heading', { name: 'Welcome, Tan', exact: true }).count()).toBe(0);
      await shot(page, 'journeys-wizard-2-phone-2-partner-greeting');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('household members on a phone', () => {
  it("refuses a household member's NRIC with a wrong check letter, with the primary contact's message, and adds the corrected one", async () => {
    const { context, page } = await phonePage();
    try {
      await page.goto('/events/home-health-screening');
      await reachReview(page, primaryContact(4_100_001, 'Mei', 'Chua'));
      await page.getByRole('button', { name: 'Add household member' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add household member' });
      await dialog.waitFor();
      await dialog.getByLabel('First name', { exact: true }).fill('Jun');
      await dialog.getByLabel('Last name', { exact: true }).fill('Chua');
      const idField = dialog.getByLabel('ID number or passport', { exact: true });
      // S1234567 takes the check letter D: A is a typo.
      await idField.fill('S1234567A');
      await dialog.getByLabel('Date of birth', { exact: true }).fill('15/05/1985');
      await dialog.getByRole('button', { name: 'Add member' }).click();
      await dialog.getByText(ID_NUMBER_INVALID, { exact: true }).waitFor();
      expect(await idField.getAttribute('aria-invalid')).toBe('true');
      expect(await dialog.isVisible()).toBe(true);
      await shot(page, 'journeys-wizard-2-phone-3-member-check-letter');
      expect(await axeViolations(page)).toEqual([]);

      await idField.fill('S1234567D');
      await dialog.getByRole('button', { name: 'Add member' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await waitForToast(page, 'Participant Added');
      await page.getByText('Jun Chua').first().waitFor();
    } finally {
      await context.close();
    }
  });
});
