import { PRIVACY_CONSENT_LABEL } from '@domain/privacy/personal-data';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForToast } from './harness';

// The booking wizard's steps as a customer takes them (the event page, /events/{slug}).

export interface MainPerson {
  firstName: string;
  lastName: string;
  gender: 'Male' | 'Female';
  dateOfBirth: string;
  id: string;
  email: string;
  mobile: string;
  postalCode: string;
  address: string;
  unitNumber?: string;
}

export interface Member {
  firstName: string;
  lastName: string;
  id: string;
  dateOfBirth: string;
  gender: 'Male' | 'Female';
  packageName: string;
}

export async function fillPersonalDetails(page: Page, person: MainPerson) {
  await page.getByRole('heading', { name: 'Your personal details' }).waitFor();
  await page.getByLabel('First name', { exact: true }).fill(person.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(person.lastName);
  await page.getByRole('radio', { name: person.gender, exact: true }).click();
  await page.getByLabel('Date of birth', { exact: true }).fill(person.dateOfBirth);
  await page.getByLabel('NRIC / FIN, Vitality ID or passport number', { exact: true }).fill(person.id);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Mobile number', { exact: true }).fill(person.mobile);
  await page.getByLabel('Postal code', { exact: true }).fill(person.postalCode);
  if (person.unitNumber) await page.getByLabel('Unit number').fill(person.unitNumber);
  await page.getByLabel('Address', { exact: true }).fill(person.address);
}

/** From the details step to "Review and confirm": the person's details, a package, the first free slot. */
export async function reachReview(page: Page, person: MainPerson, packageName = 'Premium') {
  await fillPersonalDetails(page, person);
  await next(page);
  await choosePackage(page, packageName);
  await next(page);
  await chooseFirstSlot(page);
  await next(page);
  await page.getByRole('heading', { name: 'Review and confirm' }).waitFor();
}

export async function next(page: Page) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

export async function choosePackage(page: Page, name: string) {
  await page.getByRole('heading', { name: 'Choose your screening package' }).waitFor();
  await page.getByRole('radio', { name: new RegExp(`^${name} `) }).click();
}

/** Picks the first date and its first time that can still be booked; returns their labels. */
export async function chooseFirstSlot(page: Page): Promise<{ date: string; time: string }> {
  await page.getByRole('heading', { name: 'Pick your appointment' }).waitFor();
  const firstDate = page.getByRole('radiogroup', { name: 'Date' }).getByRole('radio', { disabled: false }).first();
  await firstDate.waitFor();
  const date = (await firstDate.getAttribute('aria-label')) ?? '';
  await firstDate.click();
  const firstTime = page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { disabled: false }).first();
  const time = (await firstTime.getAttribute('aria-label')) ?? '';
  await firstTime.click();
  expect(await firstTime.getAttribute('aria-checked')).toBe('true');
  return { date, time };
}

export async function addMember(page: Page, member: Member) {
  await page.getByRole('button', { name: 'Add household member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add household member' });
  await dialog.waitFor();
  await dialog.getByLabel('First name', { exact: true }).fill(member.firstName);
  await dialog.getByLabel('Last name', { exact: true }).fill(member.lastName);
  await dialog.getByLabel('ID number or passport', { exact: true }).fill(member.id);
  await dialog.getByLabel('Date of birth', { exact: true }).fill(member.dateOfBirth);
  await dialog.getByRole('radio', { name: member.gender, exact: true }).click();
  const packageSelect = dialog.getByLabel('Package', { exact: true });
  const value = await packageSelect.locator('option', { hasText: member.packageName }).getAttribute('value');
  await packageSelect.selectOption(value ?? '');
  await dialog.getByRole('button', { name: 'Add member' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await waitForToast(page, 'Participant Added');
}

/** The privacy notice's tick box (DESIGN §8.3): on the wizard's review step and the older registration page. */
export const privacyConsent = (page: Page) => page.getByLabel(PRIVACY_CONSENT_LABEL, { exact: true });

/** Ticks the privacy notice's box; nothing changes if it is ticked already. */
export async function agreeToPrivacyNotice(page: Page) {
  await privacyConsent(page).check();
}

/** The review step's last move: the privacy notice agreed to, then Confirm Booking. */
export async function confirmBooking(page: Page) {
  await agreeToPrivacyNotice(page);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
}
