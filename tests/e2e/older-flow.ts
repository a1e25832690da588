import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForToast } from './harness';

// What the older flow's journeys share: its event page, the visit chosen on it and the participants added.

export const LEGACY_EVENT_PATH = '/legacy/events/home-health-screening';

export interface Person {
  firstName: string;
  lastName: string;
  id: string;
  dateOfBirth: string;
  gender: 'Male' | 'Female';
  email?: string;
  mobile?: string;
}

/** The participants page's "Add Participant" dialog, filled and sent. */
export async function addParticipant(page: Page, person: Person) {
  await page.getByRole('button', { name: 'Add Participant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Participant' });
  await dialog.waitFor();
  await dialog.getByLabel('First name', { exact: true }).fill(person.firstName);
  await dialog.getByLabel('Last name', { exact: true }).fill(person.lastName);
  await dialog.getByLabel('ID number or passport', { exact: true }).fill(person.id);
  await dialog.getByLabel('Date of birth', { exact: true }).fill(person.dateOfBirth);
  await dialog.getByRole('radio', { name: person.gender, exact: true }).click();
  if (person.email) await dialog.getByLabel(/^Email/).fill(person.email);
  if (person.mobile) await dialog.getByLabel(/^Mobile number/).fill(person.mobile);
  await dialog.getByRole('button', { name: 'Add Participant' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await waitForToast(page, 'Participant Added');
}

/** On the older event page: a package, the postal code, then the first date with a free time and its first time. */
export async function chooseOnEventPage(page: Page, packageName: string, postalCode: string) {
  await page.getByRole('radio', { name: new RegExp(`^${packageName} `) }).click();
  await page.getByLabel(/^Postal code/).fill(postalCode);
  await page
    .getByRole('radiogroup', { name: 'Visit date' })
    .getByRole('radio', { name: /times? free$/ })
    .first()
    .click();
  const first = page
    .getByRole('radiogroup', { name: /^Visit time on / })
    .getByRole('radio', { disabled: false })
    .first();
  await first.click();
  expect(await first.getAttribute('aria-checked')).toBe('true');
  return (await first.getAttribute('aria-label')) ?? '';
}

export async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
