import { PRIVACY_NOTICE_VERSION } from '@domain/privacy/notice';
import { PRIVACY_CONSENT_REQUIRED_MESSAGE } from '@domain/privacy/personal-data';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, newPage, setUpJourney, shot, startServer, VIEWPORTS, waitForToast } from './harness';
import { addParticipant, chooseOnEventPage, LEGACY_EVENT_PATH, noSidewaysScroll } from './older-flow';
import { agreeToPrivacyNotice, privacyConsent } from './wizard';

// Customer journeys through the older booking flow, the participants page and the cancel page, against
// the real server and its demo data (DESIGN §7: auto-scheduled slots, one home visit per slot).

/** The booking of the older flow's journey, cancelled later. */
let legacyReference = '';
/** The three-person booking of the participants journey, rescheduled later. */
let householdReference = '';

const journey = setUpJourney();

/** Closes every toast, front first, until none is left: on a phone they sit over the buttons at the bottom of the page. */
async function dismissToasts(page: Page) {
  const toasts = page.locator('[data-sonner-toast]');
  for (let open = await toasts.count(); open > 0; open = await toasts.count()) {
    // A toast may also close by itself meanwhile (after 4 s): then there is nothing left to click.
    await toasts
      .first()
      .locator('[data-close-button]')
      .click({ force: true, timeout: 2_000 })
      .catch(() => undefined);
    await expect.poll(() => toasts.count(), { timeout: 5_000 }).toBeLessThan(open);
  }
}

interface StoredRegistration {
  id: string;
  status: string;
  referenceNumber: string;
  firstName: string;
  personCount: number;
  timeslotDate: string;
  timeslotTime: string;
}

const lookUp = (reference: string) => journey.lookUp<StoredRegistration>(reference);

describe('older booking flow', () => {
  it('books from /legacy/events/home-health-screening to Booking Confirmed', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      await page.goto(LEGACY_EVENT_PATH);
      await page.getByRole('heading', { level: 1, name: 'Home Based Health Screening' }).waitFor();
      await page.getByRole('heading', { name: 'Dates' }).waitFor();
      await page.getByRole('heading', { name: 'Important information' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Booking steps' }).textContent()).toContain('Choose Package');

      // Continue with nothing chosen shows what is missing.
      await page.getByRole('button', { name: 'Continue to Participants' }).click();
      await page.getByText('Please select a package').waitFor();
      // The times are shown for a postal code's region: it is asked first.
      await page.getByText('Postal code must be 6 digits').waitFor();
      await shot(page, 'legacy-desktop-1-event-errors');

      const slot = await chooseOnEventPage(page, 'Comprehensive', '238801');
      expect(slot).toContain('Central');
      await page.getByText('Central region').waitFor();
      await shot(page, 'legacy-desktop-1-event-chosen');
      expect.soft(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Continue to Participants' }).click();

      // /participants?eventId=&packageId=&timeslotId= opens the event's participants page, with a stored
      // slot's id even when the chosen time was only planned.
      await page.waitForURL(/\/booking\/home-health-screening\/participants\?eventId=\d+&packageId=\d+&timeslotId=\d+/);
      await page.getByRole('heading', { level: 1, name: 'Participants' }).waitFor();
      await page.getByText('0 / 10').waitFor();
      expect(await page.getByRole('button', { name: 'Continue', exact: true }).isDisabled()).toBe(true);
      await addParticipant(page, {
        firstName: 'Mei Ling',
        lastName: 'Tan',
        id: 'S7654321F',
        dateOfBirth: '1990-05-15',
        gender: 'Female',
        email: 'meiling.tan@example.com',
        mobile: '91234567',
      });
      await page.getByText('1 / 10').waitFor();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();

      // Step 3: the primary participant's details are shown, not asked again; they open to be changed.
      await page.waitForURL(/\/booking\/registration\?eventId=\d+&packageId=\d+$/);
      await page.getByRole('heading', { name: 'Your personal details' }).waitFor();
      const mainContact = page.getByRole('region', { name: 'Main contact' });
      expect(await mainContact.textContent()).toContain('Mei Ling Tan');
      expect(await page.getByLabel('Postal code', { exact: true }).inputValue()).toBe('238801');
      await mainContact.getByRole('button', { name: 'Change details' }).click();
      expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('Mei Ling');
      expect(await page.getByLabel('Date of birth', { exact: true }).inputValue()).toBe('15/05/1990');
      expect(await page.getByRole('radio', { name: 'Female', exact: true }).isChecked()).toBe(true);
      await page.getByRole('radio', { name: 'Other', exact: true }).waitFor();
      await page.getByLabel('Mobile number', { exact: true }).fill('123');
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      await page.getByText('Valid phone number is required').waitFor();
      await page.getByText('You must accept the terms and conditions').waitFor();
      // The privacy notice is asked beside the terms, with its own message (DESIGN §8.3).
      await page.getByText(PRIVACY_CONSENT_REQUIRED_MESSAGE, { exact: true }).waitFor();
      expect(await privacyConsent(page).getAttribute('aria-describedby')).toBe('privacyConsent-error');
      await shot(page, 'legacy-desktop-2-registration-errors');
      expect.soft(await axeViolations(page)).toEqual([]);
      // The address came from the postal code (DESIGN §8.12, the built-in address book), for the
      // customer to check: it is not an error; what they type instead is what is booked.
      await expect
        .poll(() => page.getByLabel('Address', { exact: true }).inputValue())
        .toBe('391 Orchard Road, Ngee Ann City');
      await page.getByText('Filled in from your postal code. Please check it and add anything missing.').waitFor();
      expect(await page.getByText('Address is required').count()).toBe(0);
      await page.getByLabel('Mobile number', { exact: true }).fill('91234567');
      await page.getByLabel('Address', { exact: true }).fill('1 Orchard Road');
      await page.getByLabel(/I accept the terms and conditions/).check();
      await agreeToPrivacyNotice(page);
      const bookingRequest = page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/registrations',
      );
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      // Spec 000 §3's older request on spec 000 §7's booking call, with the privacy notice's version
      // (DESIGN §8.3), "Send me SMS reminders" (DESIGN §8.5, left ticked), the page's language (§8.10)
      // and the visit's address (marked as the older flow's), and nothing else.
      const sent = (await bookingRequest).postDataJSON() as Record<string, unknown>;
      expect(sent.consentVersion).toBe(PRIVACY_NOTICE_VERSION);
      expect(sent.smsReminders).toBe(true);
      expect(sent.language).toBe('en');
      expect(sent).toMatchObject({ postalCode: '238801', address: '1 Orchard Road', unitNumber: null, flow: 'older' });
      expect(Object.keys(sent).sort()).toEqual(
        [
          'address',
          'flow',
          'language',
          'postalCode',
          'unitNumber',
          'consentVersion',
          'dateOfBirth',
          'email',
          'eventId',
          'firstName',
          'gender',
          'identificationNumber',
          'lastName',
          'medicalConditions',
          'mobileNumber',
          'packageId',
          'smsReminders',
          'timeslotId',
          'vitalityMembershipNo',
        ].sort(),
      );
      expect(sent.timeslotId).toEqual(expect.any(Number));

      // Step 4.
      await page.waitForURL(/\/confirmation$/, { timeout: 20_000 });
      await page.getByRole('heading', { level: 1, name: 'Booking Confirmed' }).waitFor();
      const reference = (await page.locator('p.font-mono').first().textContent()) ?? '';
      expect(reference).toMatch(/^HS\d{4}-\d{4}-\d{4}$/);
      legacyReference = reference;
      for (const text of [
        'Comprehensive',
        'meiling.tan@example.com',
        '91234567',
        'Female',
        '15/05/1990',
        '1 Orchard Road',
        '238801',
        'Reminders',
      ]) {
        await page.getByText(text).first().waitFor();
      }
      // The ID as the server answers it: masked.
      await page.getByText('*****321F').waitFor();
      await page.getByText('Email Confirmation').waitFor();
      await page.getByRole('button', { name: 'Print Details' }).waitFor();
      await page.getByRole('link', { name: 'Return to Homepage' }).waitFor();
      await page.getByRole('button', { name: 'Copy reference number' }).waitFor();
      await shot(page, 'legacy-desktop-3-confirmation');
      expect.soft(await axeViolations(page)).toEqual([]);

      const stored = await lookUp(reference);
      expect(stored.status).toBe('confirmed');
      expect(stored.personCount).toBe(1);

      // The stored booking details are gone: the older steps send the visitor back to /.
      await page.goto('/registration');
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await context.close();
    }
  });

  it('sends /confirmation and /registration without stored data, and links named by event id, to working pages', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      const eventList = page.getByRole('heading', { level: 2, name: 'Choose your screening' });
      await page.goto('/confirmation');
      await page.waitForURL((url) => url.pathname === '/');
      await eventList.waitFor();
      await page.goto('/booking/registration?eventId=1&packageId=1');
      await page.waitForURL((url) => url.pathname === '/');
      await eventList.waitFor();
      // 'Back to Packages' leads to the event's page.
      const events = (await (await fetch(`${journey.baseUrl}/api/events`)).json()) as {
        data: { id: number; slug: string }[];
      };
      const event = events.data.find((entry) => entry.slug === 'home-health-screening');
      await page.goto(`/booking/packages?eventId=${event?.id}`);
      await page.waitForURL((url) => url.pathname === LEGACY_EVENT_PATH);
      await page.getByRole('heading', { level: 1, name: 'Home Based Health Screening' }).waitFor();
      await page.getByRole('button', { name: 'Continue to Participants' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('participants page', () => {
  it('says what is missing without an event or package, and goes back to /', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      await page.goto('/booking/home-health-screening/participants?eventId=1');
      await waitForToast(page, 'Missing information', 'Package or event information is missing.');
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await context.close();
    }
  });

  it('takes three persons on a phone, moves the primary contact and books them together', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      await page.goto(LEGACY_EVENT_PATH);
      await chooseOnEventPage(page, 'Premium', '560123');
      await shot(page, 'legacy-phone-1-event');
      await noSidewaysScroll(page, 390);
      await page.getByRole('button', { name: 'Continue to Participants' }).click();
      await page.getByRole('heading', { level: 1, name: 'Participants' }).waitFor();
      await page
        .getByText(
          'Add all participants who will be attending the health screening. The primary participant will be the main point of contact.',
        )
        .waitFor();
      await page.getByText('Member price').first().waitFor();

      await addParticipant(page, {
        firstName: 'Wei Ming',
        lastName: 'Lim',
        id: 'S8012345J',
        dateOfBirth: '1980-03-02',
        gender: 'Male',
        email: 'weiming.lim@example.com',
        mobile: '98765432',
      });
      await addParticipant(page, {
        firstName: 'Hui Min',
        lastName: 'Lim',
        id: 'T0123456G',
        dateOfBirth: '1982-11-20',
        gender: 'Female',
        email: 'huimin.lim@example.com',
        mobile: '87654321',
      });
      await addParticipant(page, {
        firstName: 'Ah Kow',
        lastName: 'Lim',
        id: 'S4412345B',
        dateOfBirth: '1950-01-08',
        gender: 'Male',
      });
      await page.getByText('3 / 10').waitFor();
      const primary = page.getByRole('region', { name: 'Primary contact' });
      expect(await primary.textContent()).toContain('Wei Ming Lim');
      await page.getByRole('table').getByText('Hui Min Lim').waitFor();
      await shot(page, 'participants-phone-1-three');
      await noSidewaysScroll(page, 390);
      expect.soft(await axeViolations(page)).toEqual([]);

      // The primary contact cannot go while others are listed.
      await dismissToasts(page);
      await primary.getByRole('button', { name: /^Remove/ }).click();
      await waitForToast(
        page,
        'Cannot Remove Primary Participant',
        'Please assign another participant as primary first.',
      );

      await dismissToasts(page);
      await page.getByRole('button', { name: 'Make Hui Min Lim the primary contact' }).click();
      await waitForToast(page, 'Primary Contact Changed');
      expect(await primary.textContent()).toContain('Hui Min Lim');
      await page.getByRole('table').getByText('Wei Ming Lim').waitFor();

      // Someone without an email or mobile number is asked for them before becoming primary.
      await dismissToasts(page);
      await page.getByRole('button', { name: 'Make Ah Kow Lim the primary contact' }).click();
      const dialog = page.getByRole('dialog', { name: 'Make Primary Contact' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Save and make primary' }).click();
      await dialog.getByText('The primary contact needs an email address and a mobile number').first().waitFor();
      await shot(page, 'participants-phone-2-make-primary-dialog');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await primary.textContent()).toContain('Hui Min Lim');

      await page.getByRole('button', { name: 'Edit Ah Kow Lim' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Participant' });
      await edit.getByLabel('First name', { exact: true }).fill('Ah Kow Benjamin');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await waitForToast(page, 'Participant Updated');
      await shot(page, 'participants-phone-3-primary-changed');

      await dismissToasts(page);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.waitForURL(/\/booking\/registration\?/);
      expect(await page.getByRole('region', { name: 'Main contact' }).textContent()).toContain('Hui Min Lim');
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('bookingParticipants') ?? '[]'));
      expect(stored).toHaveLength(3);
      await page.getByLabel('Address', { exact: true }).fill('12 Ang Mo Kio Avenue 3');
      await page.getByLabel(/I accept the terms and conditions/).check();
      await agreeToPrivacyNotice(page);
      await shot(page, 'legacy-phone-2-registration');
      await noSidewaysScroll(page, 390);
      await dismissToasts(page);
      await page.getByRole('button', { name: 'Confirm Booking' }).click();

      await page.getByRole('heading', { level: 1, name: 'Booking Confirmed' }).waitFor({ timeout: 20_000 });
      await page.getByText('People (3)').waitFor();
      await page.getByText('Ah Kow Benjamin Lim').waitFor();
      householdReference = (await page.locator('p.font-mono').first().textContent()) ?? '';
      await shot(page, 'legacy-phone-3-confirmation');
      await noSidewaysScroll(page, 390);
      expect(await page.evaluate(() => localStorage.getItem('bookingParticipants'))).toBeNull();

      const booking = await lookUp(householdReference);
      expect(booking.personCount).toBe(3);
      expect(booking.firstName).toBe('Hui Min');

      // The booking exists now: its participants are changed through the server, which re-prices it.
      await dismissToasts(page);
      await page.getByRole('link', { name: 'Add or change participants' }).click();
      await page.waitForURL(/\/booking\/home-health-screening\/participants\?.*registrationId=/);
      await page.getByText('3 / 10').waitFor();
      const bookedPrimary = page.getByRole('region', { name: 'Primary contact' });
      expect(await bookedPrimary.textContent()).toContain('Hui Min Lim');
      await page.getByRole('button', { name: 'Make Wei Ming Lim the primary contact' }).click();
      await waitForToast(page, 'Primary Contact Changed');
      await page.getByText('Your booking has been re-priced').waitFor();
      expect(await bookedPrimary.textContent()).toContain('Wei Ming Lim');
      await shot(page, 'participants-phone-4-booked');
      await noSidewaysScroll(page, 390);
      expect.soft(await axeViolations(page)).toEqual([]);
      await dismissToasts(page);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Booking Confirmed' }).waitFor();
      const changed = await lookUp(householdReference);
      expect(changed.firstName).toBe('Wei Ming');
      expect(changed.personCount).toBe(3);
    } finally {
      await context.close();
    }
  });
});

describe('cancel appointment', () => {
  it('looks up, cancels, and shows Appointment Already Cancelled the next time', async () => {
    expect(legacyReference).not.toBe('');
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      await page.goto('/');
      await page.getByRole('link', { name: 'Cancel or reschedule an appointment' }).click();
      await page.getByRole('heading', { level: 1, name: 'Reschedule or Cancel Appointment' }).waitFor();
      const input = page.getByLabel('Reference number', { exact: true });
      expect(await input.getAttribute('placeholder')).toBe('HS2505-0607-1234');

      await page.getByRole('button', { name: 'Look Up Appointment' }).click();
      await page.getByText('Reference number is required').waitFor();
      await input.fill('HS0000-0000-0000');
      await page.getByRole('button', { name: 'Look Up Appointment' }).click();
      await page.getByText('Registration not found. Please check your reference number and try again.').waitFor();

      // Typed as read out: lower case, spaces for the dashes.
      await input.fill(legacyReference.toLowerCase().replaceAll('-', ' '));
      await page.getByRole('button', { name: 'Look Up Appointment' }).click();
      await page.getByRole('heading', { name: 'Your appointment' }).waitFor();
      await page.getByText('*****321F').waitFor();
      await page.getByText(/You can reschedule or cancel online until/).waitFor();
      // Paid on the day: nothing to refund, said before cancelling.
      await page
        .getByText('Nothing has been paid for this booking, so if you cancel there is nothing to refund.')
        .waitFor();
      await shot(page, 'cancel-desktop-1-details');
      expect.soft(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Cancel Appointment' }).click();
      await page.getByText('You must confirm that you want to cancel this appointment.').waitFor();
      await page.getByLabel(/I confirm that I want to cancel this appointment/).check();
      await page.getByRole('button', { name: 'Cancel Appointment' }).click();
      await waitForToast(page, 'Appointment cancelled');
      await page.getByRole('heading', { name: 'Appointment Cancelled' }).waitFor();
      await page.getByRole('link', { name: 'Return to Home' }).waitFor();
      await shot(page, 'cancel-desktop-2-cancelled');
      expect((await lookUp(legacyReference)).status).toBe('cancelled');

      await page.getByRole('button', { name: 'Cancel Another Appointment' }).click();
      await page.getByLabel('Reference number', { exact: true }).fill(legacyReference);
      await page.getByRole('button', { name: 'Look Up Appointment' }).click();
      await page.getByText('Appointment Already Cancelled').waitFor();
      expect(await page.getByRole('button', { name: 'Cancel Appointment' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Reschedule Appointment' }).count()).toBe(0);
      await shot(page, 'cancel-desktop-3-already-cancelled');
      expect.soft(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reschedules a booking to another free time of its region on a phone', async () => {
    expect(householdReference).not.toBe('');
    const before = await lookUp(householdReference);
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      await page.goto('/cancel-appointment');
      await page.getByLabel('Reference number', { exact: true }).fill(householdReference);
      await page.getByRole('button', { name: 'Look Up Appointment' }).click();
      await page.getByText('People (3)').waitFor();
      await page.getByRole('button', { name: 'Reschedule Appointment' }).click();
      await page.getByText('Free times in the North region with room for all 3 people.').waitFor();
      await page.getByRole('button', { name: 'Confirm New Time' }).click();
      await page.getByText('Please select a timeslot').waitFor();
      const offered = page.getByRole('radiogroup', { name: 'Need another time?' }).getByRole('radio');
      const chosen = (await offered.first().getAttribute('aria-label')) ?? '';
      await offered.first().click();
      await shot(page, 'reschedule-phone-1-options');
      await noSidewaysScroll(page, 390);
      await dismissToasts(page);
      await page.getByRole('button', { name: 'Confirm New Time' }).click();
      await waitForToast(page, 'Appointment rescheduled');
      await page.getByText('Your appointment has been moved').waitFor();
      await page.getByText(chosen).first().waitFor();
      await shot(page, 'reschedule-phone-2-moved');
      expect.soft(await axeViolations(page)).toEqual([]);

      const after = await lookUp(householdReference);
      expect(`${after.timeslotDate} ${after.timeslotTime}`).not.toBe(`${before.timeslotDate} ${before.timeslotTime}`);
      expect(after.personCount).toBe(3);
    } finally {
      await context.close();
    }
  });
});

describe('inside the cut-off', () => {
  it("gives the clinic's contact instead of the cancel and reschedule buttons", async () => {
    // Every visit on offer starts within 720 hours (30 days) of now: all are inside this server's cut-off.
    const strict = await startServer({ CHANGE_CUTOFF_HOURS: '720' });
    const { context, page } = await newPage(journey.browser, strict.baseUrl, VIEWPORTS.phone);
    try {
      const event = (
        (await (await fetch(`${strict.baseUrl}/api/events/home-health-screening`)).json()) as {
          data: {
            id: number;
            packages: { id: number }[];
            timeslots: { id: number | null; date: string; time: string; region: string | null; isAvailable: boolean }[];
          };
        }
      ).data;
      const slot = event.timeslots.find((entry) => entry.isAvailable);
      expect(slot).toBeDefined();
      // A planned slot is stored first, as the older event page does: the booking names a real slot id.
      const timeslotId =
        slot?.id ??
        (
          (await (
            await fetch(`${strict.baseUrl}/api/timeslots/listed`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ eventId: event.id, date: slot?.date, time: slot?.time, region: slot?.region }),
            })
          ).json()) as { data: { id: number } }
        ).data.id;
      const response = await fetch(`${strict.baseUrl}/api/registrations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({
          eventId: event.id,
          packageId: event.packages[0]?.id,
          timeslotId,
          firstName: 'Siew Ling',
          lastName: 'Ong',
          gender: 'female',
          dateOfBirth: '1975-07-07',
          identificationNumber: 'S7512345J',
          mobileNumber: '90001111',
          email: 'siewling.ong@example.com',
          vitalityMembershipNo: null,
          medicalConditions: '',
        }),
      });
      expect(response.status).toBe(201);
      const { referenceNumber } = ((await response.json()) as { data: { referenceNumber: string } }).data;

      await page.goto('/cancel-appointment');
      await page.getByLabel('Reference number', { exact: true }).fill(referenceNumber);
      await page.getByRole('button', { name: 'Look Up Appointment' }).click();
      await page.getByText('This appointment can no longer be changed online').waitFor();
      await page
        .getByText(/Appointments can be changed or cancelled online up to 720 hours before the visit/)
        .waitFor();
      await page.getByText(/call the clinic on/).waitFor();
      expect(await page.getByRole('button', { name: 'Cancel Appointment' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Reschedule Appointment' }).count()).toBe(0);
      await shot(page, 'cancel-phone-1-inside-cutoff');
      await noSidewaysScroll(page, 390);
    } finally {
      await context.close();
      await strict.stop();
    }
  });
});
