import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, screenshotPath, setUpJourney, shot, testPerson, VIEWPORTS } from './harness';
import { addParticipant, chooseOnEventPage, LEGACY_EVENT_PATH, noSidewaysScroll } from './older-flow';
import { agreeToPrivacyNotice } from './wizard';

// The older flow as a customer lives it on a phone and at 1280 px: the postal code first and only its
// region's visits, the home address asked once and carried to the booking, the total before confirming,
// the terms one tap away; and the nurse's run sheet, which says "Address needed" where there is none.

const journey = setUpJourney();

interface LookedUp {
  status: string;
  firstName: string;
  personCount: number;
  timeslotDate: string;
  totalAmount: string;
}

/** The page's height in screens of its viewport. */
async function screens(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight);
}

/** The total the registration page shows before 'Confirm Booking', as '$128.62'. */
async function totalBeforeConfirming(page: Page): Promise<string> {
  const text = (await page.getByText(/^Total \S+ including 9% GST/).textContent()) ?? '';
  return /^Total (\S+) including/.exec(text)?.[1] ?? '';
}

describe('older flow on a phone: postal code first, the address asked once, the total before confirming', () => {
  it('books a home visit with its address from /legacy/events to /confirmation', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      await page.goto(LEGACY_EVENT_PATH);
      await page.getByRole('heading', { level: 1, name: 'Home Based Health Screening' }).waitFor();
      // No visit times before a postal code: the page is short.
      expect(await page.getByRole('radiogroup', { name: 'Visit date' }).count()).toBe(0);
      await shot(page, 'journeys-older-phone-1-event-start');

      // A postal code no region serves says so at once, in plain words.
      await page.getByLabel(/^Postal code/).fill('999999');
      await page.getByText('We do not visit postal code 999999 yet. Please check the postal code.').waitFor();
      expect(await page.getByRole('radiogroup', { name: 'Visit date' }).count()).toBe(0);

      await page.getByRole('radio', { name: /^Comprehensive / }).click();
      await page.getByLabel(/^Postal code/).fill('238801');
      await page.getByText('Central region').waitFor();
      const dates = page.getByRole('radiogroup', { name: 'Visit date' });
      await dates.waitFor();
      // Dates first, collapsed: no time is listed until a date is chosen.
      expect(await page.getByRole('radiogroup', { name: /^Visit time on / }).count()).toBe(0);
      const withDates = await screens(page);
      await dates
        .getByRole('radio', { name: /times? free$/ })
        .first()
        .click();
      const times = page.getByRole('radiogroup', { name: /^Visit time on / });
      await times.waitFor();
      // Only the Central region's visits, and the times brought on screen under the dates.
      for (const label of await times
        .getByRole('radio')
        .evaluateAll((radios) => radios.map((radio) => radio.getAttribute('aria-label') ?? ''))) {
        expect(label).toContain('Central');
      }
      await expect
        .poll(() => times.evaluate((element) => element.getBoundingClientRect().bottom))
        .toBeLessThanOrEqual(844);
      await times.getByRole('radio', { disabled: false }).first().click();
      expect(withDates).toBeLessThan(4);
      expect(await screens(page)).toBeLessThan(4.5);
      await noSidewaysScroll(page, 390);
      await shot(page, 'journeys-older-phone-2-event-chosen');
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Continue to Participants' }).click();
      await page.getByRole('heading', { level: 1, name: 'Participants' }).waitFor();
      // Spec 000 §2's counter stays 'n / 10'.
      await page.getByText('0 / 10').waitFor();
      await addParticipant(page, {
        firstName: 'Siew Lan',
        lastName: 'Ong',
        id: testPerson(7_712_345).identificationNumber,
        dateOfBirth: '1977-06-04',
        gender: 'Female',
        email: 'siewlan.ong@example.com',
        mobile: '92345678',
      });
      await page.getByText('1 / 10').waitFor();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();

      // Step 3: the primary participant is shown, not asked again; the address is asked, with the postal code carried.
      await page.getByRole('heading', { level: 1, name: 'Your personal details' }).waitFor();
      const mainContact = page.getByRole('region', { name: 'Main contact' });
      expect(await mainContact.textContent()).toContain('Siew Lan Ong');
      expect(await page.getByLabel('First name', { exact: true }).count()).toBe(0);
      expect(await page.getByLabel('Postal code', { exact: true }).inputValue()).toBe('238801');
      const total = await totalBeforeConfirming(page);
      expect(total).toMatch(/^\S*\d+\.\d{2}$/);
      await shot(page, 'journeys-older-phone-3-registration');
      expect(await axeViolations(page)).toEqual([]);

      // The terms are a real link, opened on this page: what was typed stays.
      await page.getByLabel('Address', { exact: true }).fill('10 Anson Road');
      await page.getByLabel(/^Unit number/).fill('#12-04');
      await page.getByRole('link', { name: 'terms and conditions' }).click();
      await page.getByText('You pay the total shown, including 9% GST').waitFor();
      expect(new URL(page.url()).pathname).toBe('/booking/registration');
      expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe('10 Anson Road');
      await shot(page, 'journeys-older-phone-4-terms');

      // A postal code the chosen visit's round does not go to is refused on the page, before any booking.
      const bookings: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/registrations') {
          bookings.push(request.postData() ?? '');
        }
      });
      await page.getByLabel('Postal code', { exact: true }).fill('530123');
      await page.getByLabel(/I accept the/).check();
      await agreeToPrivacyNotice(page);
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      await page
        .getByText(
          'Postal code 530123 is in the North region, but the visit you chose is in the Central region. Please choose a visit time for your area.',
        )
        .waitFor();
      expect(bookings).toHaveLength(0);
      await shot(page, 'journeys-older-phone-5-region-refused');
      expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel('Postal code', { exact: true }).fill('238801');
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      await page.getByRole('heading', { level: 1, name: 'Booking Confirmed' }).waitFor({ timeout: 20_000 });
      expect(JSON.parse(bookings[0] ?? '{}')).toMatchObject({
        postalCode: '238801',
        address: '10 Anson Road',
        unitNumber: '#12-04',
      });
      // Spec 000 §2 step 4: unit number, address and postal code.
      for (const text of ['#12-04', '10 Anson Road', '238801']) await page.getByText(text, { exact: true }).waitFor();
      const reference = (await page.locator('p.font-mono').first().textContent()) ?? '';
      const booked = await journey.lookUp<LookedUp>(reference);
      // The total shown before confirming is the one the server priced.
      expect(`${booked.totalAmount}`).toBe(total.replace(/^\D+/, ''));
      await noSidewaysScroll(page, 390);
      await shot(page, 'journeys-older-phone-6-confirmation');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('older flow at 1280 px: a household, its total and what the time has room for', () => {
  it('shows the family bundle total before confirming and refuses more persons than the time can take', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      await page.goto(LEGACY_EVENT_PATH);
      const slot = await chooseOnEventPage(page, 'Premium', '560123');
      expect(slot).toContain('North');
      await shot(page, 'journeys-older-desktop-1-event');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Continue to Participants' }).click();
      await page.getByRole('heading', { level: 1, name: 'Participants' }).waitFor();
      await addParticipant(page, {
        firstName: 'Kumar',
        lastName: 'Raj',
        id: testPerson(6_912_345).identificationNumber,
        dateOfBirth: '1969-02-14',
        gender: 'Male',
        email: 'kumar.raj@example.com',
        mobile: '93456789',
      });
      await addParticipant(page, {
        firstName: 'Priya',
        lastName: 'Raj',
        id: testPerson(7_112_345).identificationNumber,
        dateOfBirth: '1971-09-30',
        gender: 'Female',
      });
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Your personal details' }).waitFor();

      // The family bundle is in the total shown before confirming.
      await page.getByText('Family bundle (5% off)').waitFor();
      const total = await totalBeforeConfirming(page);

      // The older form's own details stay as spec 000 §5 has them (gender male, female, other).
      await page.getByRole('button', { name: 'Change details' }).click();
      await page.getByRole('radio', { name: 'Other', exact: true }).waitFor();
      expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('Kumar');

      // A time with room for fewer persons than the booking has is refused before anything is sent.
      await page.evaluate(() => {
        const details = JSON.parse(sessionStorage.getItem('bookingDetails') ?? '{}');
        sessionStorage.setItem('bookingDetails', JSON.stringify({ ...details, timeslotPlacesLeft: 1 }));
      });
      await page.reload();
      await page.getByText('This time has room for 1 more person, and your booking has 2.').waitFor();
      expect(await page.getByRole('button', { name: 'Confirm Booking' }).isDisabled()).toBe(true);
      await shot(page, 'journeys-older-desktop-2-too-many');
      expect(await axeViolations(page)).toEqual([]);
      await page.evaluate(() => {
        const details = JSON.parse(sessionStorage.getItem('bookingDetails') ?? '{}');
        sessionStorage.setItem('bookingDetails', JSON.stringify({ ...details, timeslotPlacesLeft: 20 }));
      });
      await page.reload();

      expect(await page.getByLabel('Postal code', { exact: true }).inputValue()).toBe('560123');
      await page.getByLabel('Address', { exact: true }).fill('5 Ang Mo Kio Street 21');
      await page.getByLabel(/I accept the/).check();
      await agreeToPrivacyNotice(page);
      await shot(page, 'journeys-older-desktop-3-registration');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      await page.getByRole('heading', { level: 1, name: 'Booking Confirmed' }).waitFor({ timeout: 20_000 });
      await page.getByText('People (2)').waitFor();
      await page.getByText('5 Ang Mo Kio Street 21', { exact: true }).waitFor();
      const reference = (await page.locator('p.font-mono').first().textContent()) ?? '';
      const booked = await journey.lookUp<LookedUp>(reference);
      expect(booked.personCount).toBe(2);
      expect(`${booked.totalAmount}`).toBe(total.replace(/^\D+/, ''));
      await shot(page, 'journeys-older-desktop-4-confirmation');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('run sheet: the address, or "Address needed"', () => {
  it('shows a visit booked with the spec’s older body as "Address needed", on screen and on paper', async () => {
    // Spec 000 §3's older body, no address: still booked.
    const event = await journey.eventDetails('home-health-screening');
    const slots = (await (
      await journey.api(`/api/timeslots/postal-code?postalCode=238801&eventId=${event.id}`)
    ).json()) as { data: Record<string, { timeslot: { id: number; isAvailable: boolean }[] }> };
    const [date, day] = Object.entries(slots.data).find(([, entry]) =>
      entry.timeslot.some((slot) => slot.isAvailable),
    )!;
    const timeslotId = day.timeslot.find((slot) => slot.isAvailable)!.id;
    const response = await journey.postJson('/api/registrations', {
      eventId: event.id,
      timeslotId,
      packageId: event.packages[0]!.id,
      firstName: 'Ah Hock',
      lastName: 'Tan',
      gender: 'male',
      dateOfBirth: '1958-08-08',
      identificationNumber: testPerson(5_812_345).identificationNumber,
      mobileNumber: '94567890',
      email: 'ahhock.tan@example.com',
      vitalityMembershipNo: null,
      medicalConditions: '',
    });
    expect(response.status).toBe(201);

    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      const { context, page } = await journey.newPage(viewport);
      try {
        await journey.signIn(page);
        await page.goto(`/admin/run-sheet?region=central&date=${date}`);
        const sheet = page.getByRole('article');
        await sheet.getByRole('heading', { name: /Run Sheet · Central ·/ }).waitFor();
        const visit =
          viewport === VIEWPORTS.desktop
            ? sheet.getByRole('row', { name: /Ah Hock Tan/ })
            : sheet.getByRole('listitem').filter({ hasText: 'Ah Hock Tan' }).first();
        await visit.getByText('Address needed').waitFor();
        const name = viewport === VIEWPORTS.desktop ? 'desktop' : 'phone';
        await shot(page, `journeys-older-${name}-run-sheet`);
        expect(await axeViolations(page)).toEqual([]);
        if (viewport === VIEWPORTS.desktop) {
          await page.emulateMedia({ media: 'print' });
          expect(
            await sheet
              .getByRole('row', { name: /Ah Hock Tan/ })
              .getByText('Address needed')
              .isVisible(),
          ).toBe(true);
          await page.screenshot({ path: screenshotPath('journeys-older-print-run-sheet'), fullPage: true });
          await page.emulateMedia({ media: 'screen' });
        }
      } finally {
        await context.close();
      }
    }
  });
});
