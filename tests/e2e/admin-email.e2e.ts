import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeViolations, setUpJourney, shot, VIEWPORTS, waitForToast } from './harness';
import { outboxReader, recipients } from './outbox';

// The email settings journey against the real server (DESIGN §4 Emails): staff edit the confirmation
// subject, a customer books, and the outbox worker writes the email with the new subject as an .eml
// file under DATA_DIR/outbox (no SMTP_URL); the test tool previews the email and the PDF in a new tab
// and sends a sample.

const ADMIN_USERNAME = 'admin';
const ADMIN_PASSWORD = 'e2e-admin-password-email';
const HOME_EVENT_SLUG = 'home-health-screening';
const CENTRAL_POSTAL_CODE = '238801';
const NEW_SUBJECT = 'Booked <%= registration.referenceNumber %> for <%= registration.firstName %>';

// Our own data folder, so that the .eml files can be read from its outbox.
const dataDir = mkdtempSync(path.join(tmpdir(), 'hs-e2e-email-'));
const outboxDir = path.join(dataDir, 'outbox');

const journey = setUpJourney(
  { ADMIN_USERNAME, ADMIN_PASSWORD, DATA_DIR: dataDir },
  { afterStop: () => rmSync(dataDir, { recursive: true, force: true }) },
);
const { api } = journey;

/** A customer's booking through the public API: no admin token, no cookie. */
async function bookAsCustomer(firstName: string): Promise<{ reference: string; email: string }> {
  const eventResponse = await api(`/api/events/${HOME_EVENT_SLUG}`);
  expect(eventResponse.status).toBe(200);
  const event = ((await eventResponse.json()) as { data: { id: number; packages: { id: number; name: string }[] } })
    .data;
  const slots = await api(`/api/timeslots/postal-code?postalCode=${CENTRAL_POSTAL_CODE}&eventId=${event.id}`);
  expect(slots.status).toBe(200);
  const days = ((await slots.json()) as { data: Record<string, { timeslot: { id: number; isAvailable: boolean }[] }> })
    .data;
  const slot = Object.values(days)
    .flatMap((day) => day.timeslot)
    .find((candidate) => candidate.isAvailable);
  expect(slot).toBeDefined();
  const email = `${firstName.toLowerCase()}.lim@example.com`;
  const response = await api('/api/registrations', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({
      eventId: event.id,
      packageId: event.packages.find((pkg) => pkg.name === 'Premium')!.id,
      timeslotId: slot!.id,
      firstName,
      lastName: 'Lim',
      email,
      mobileNumber: '91234567',
      gender: 'female',
      identificationNumber: 'S7412345G',
      dateOfBirth: '1985-04-12',
      postalCode: CENTRAL_POSTAL_CODE,
      address: '1 Orchard Road',
      unitNumber: '#05-12',
      participants: [],
    }),
  });
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { reference_number: string } };
  return { reference: data.reference_number, email };
}

const { waitForMessage } = outboxReader(outboxDir);

describe('email settings', () => {
  it('edits the confirmation subject, and the next booking is emailed with it', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      await journey.signInWithForm(page);

      // The dashboard: the card counts the configurations, the tab lists them and leads to the page.
      const summary = page.getByRole('region', { name: 'Summary' });
      await expect.poll(() => summary.textContent()).toMatch(/Email Templates\d+/);
      await page.getByRole('tab', { name: 'Email Templates', exact: true }).click();
      const tab = page.getByRole('tabpanel', { name: 'Email Templates' });
      const subjectRow = tab.getByRole('row', { name: /EMAIL_CONFIRMATION_SUBJECT(?!_)/ });
      await subjectRow.waitFor();
      // The value is cut at 30 characters, with an ellipsis.
      await subjectRow
        .getByText('Your health screening booking ...', { exact: true })
        .filter({ visible: true })
        .waitFor();
      await tab.getByRole('button', { name: 'Add Configuration' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'admin-email-desktop-dashboard-tab');
      await tab.getByRole('link', { name: 'Email Settings' }).click();
      await page.waitForURL('**/admin/email');
      await page.getByRole('heading', { level: 1, name: 'Email Settings' }).waitFor();
      expect(await page.getByRole('tab').allTextContents()).toEqual([
        'Email Configurations',
        'Template Variables',
        'Help',
      ]);
      const table = page.getByRole('tabpanel', { name: 'Email Configurations' });
      await table.getByRole('row', { name: /EMAIL_SENDER_NAME/ }).waitFor();
      await page.getByText('No failed messages.').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'admin-email-desktop-page');

      // The sender address is edited in an email input, a template in a monospace editor.
      await table
        .getByRole('row', { name: /EMAIL_SENDER_ADDRESS/ })
        .getByRole('button', { name: /Edit/ })
        .click();
      let dialog = page.getByRole('dialog', { name: 'Edit Configuration' });
      expect(await dialog.getByLabel('Value').getAttribute('type')).toBe('email');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await table
        .getByRole('row', { name: /EMAIL_CONFIRMATION_TEMPLATE(?!_)/ })
        .getByRole('button', { name: /Edit/ })
        .click();
      dialog = page.getByRole('dialog', { name: 'Edit Configuration' });
      const templateEditor = dialog.getByLabel('Value');
      expect(await templateEditor.evaluate((element) => element.tagName)).toBe('TEXTAREA');
      expect(await templateEditor.inputValue()).toContain('<%= registration.referenceNumber %>');
      await shot(page, 'admin-email-desktop-template-editor');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // The confirmation subject: the key is read-only; a short value and a broken tag are refused.
      await table
        .getByRole('row', { name: /EMAIL_CONFIRMATION_SUBJECT(?!_)/ })
        .getByRole('button', { name: /Edit/ })
        .click();
      dialog = page.getByRole('dialog', { name: 'Edit Configuration' });
      expect(await dialog.getByLabel('Key').getAttribute('readonly')).not.toBeNull();
      expect(await dialog.getByLabel('Key').inputValue()).toBe('EMAIL_CONFIRMATION_SUBJECT');
      const value = dialog.getByLabel('Value');
      await value.fill('ab');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await dialog.getByText('Value must be at least 3 characters').waitFor();
      await value.fill('Booked <%= registration.referenceNumber');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await waitForToast(page, 'Error', 'Failed to update configuration: Template error on line 1');
      await dialog.getByText(/^Template error on line 1: /).waitFor();
      await shot(page, 'admin-email-desktop-template-error');
      await value.fill(NEW_SUBJECT);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await waitForToast(page, 'Configuration updated');
      await dialog.waitFor({ state: 'hidden' });
      await table
        .getByRole('row', { name: /EMAIL_CONFIRMATION_SUBJECT(?!_)/ })
        .getByText('Booked <%= registration.refere...', { exact: true })
        .filter({ visible: true })
        .waitFor();

      // Add a configuration, then delete it after 'Are you sure?'.
      await table.getByRole('button', { name: 'Add Configuration' }).click();
      dialog = page.getByRole('dialog', { name: 'Add Configuration' });
      await dialog.getByRole('button', { name: 'Create Configuration' }).click();
      await dialog.getByText('Key must be at least 3 characters').waitFor();
      await dialog.getByText('Value must be at least 3 characters').waitFor();
      await dialog.getByLabel('Key').fill('CLINIC_SIGNATURE');
      await dialog.getByLabel('Value').fill('The Home Screening Team');
      await dialog.getByLabel(/Description/).fill('How the clinic signs off');
      await dialog.getByRole('button', { name: 'Create Configuration' }).click();
      await waitForToast(page, 'Configuration created');
      await dialog.waitFor({ state: 'hidden' });
      const added = table.getByRole('row', { name: /CLINIC_SIGNATURE/ });
      await added.getByText('How the clinic signs off').waitFor();
      await added.getByText(/by admin/).waitFor();
      await added.getByRole('button', { name: /Delete/ }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
      await confirm.getByText(/permanently delete the email configuration/).waitFor();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await waitForToast(page, 'Configuration deleted');
      await added.waitFor({ state: 'detached' });

      // A customer books (no admin token): the worker sends the confirmation with the new subject.
      const booking = await bookAsCustomer('Siew');
      const mail = await waitForMessage((message) => message.subject === `Booked ${booking.reference} for Siew`);
      expect(recipients(mail)).toEqual([booking.email]);
      expect(mail.html || '').toContain(booking.reference);
      expect(mail.text || '').toContain(booking.reference);
      // Payment is due: the invoice PDF goes along, and the visit as a calendar entry.
      const types = mail.attachments.map((attachment) => attachment.contentType);
      expect(types).toContain('application/pdf');
      expect(types).toContain('text/calendar');
    } finally {
      await context.close();
    }
  });

  it('shows the variables and help, previews the email and the PDF in a new tab and sends a test email', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.desktop);
    try {
      await journey.signInWithForm(page);
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Email' }).click();
      await page.waitForURL('**/admin/email');

      await page.getByRole('tab', { name: 'Template Variables' }).click();
      const variables = page.getByRole('tabpanel', { name: 'Template Variables' });
      await variables.getByRole('heading', { name: 'registration.' }).waitFor();
      await variables.getByText('<%= registration.referenceNumber %>').waitFor();
      await variables.getByText('<%= timeslot.time %>').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'admin-email-desktop-variables');

      await page.getByRole('tab', { name: 'Help' }).click();
      const help = page.getByRole('tabpanel', { name: 'Help' });
      for (const key of [
        'EMAIL_SENDER_NAME',
        'EMAIL_SENDER_ADDRESS',
        'EMAIL_CONFIRMATION_SUBJECT',
        'EMAIL_CONFIRMATION_TEMPLATE',
        'EMAIL_REMINDER_SUBJECT',
        'EMAIL_REMINDER_TEMPLATE',
        'EMAIL_RECEIPT_SUBJECT',
        'EMAIL_RECEIPT_TEMPLATE',
      ]) {
        await help.getByText(key, { exact: true }).waitFor();
      }
      await help.getByRole('heading', { name: 'Template Syntax' }).waitFor();
      expect(new URL(page.url()).searchParams.get('tab')).toBe('help');
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'admin-email-desktop-help');

      // The test tool: a recipient is required and must be an address.
      await page.getByRole('button', { name: 'Test Email Template' }).click();
      const dialog = page.getByRole('dialog', { name: 'Test Email Template' });
      await dialog.getByRole('button', { name: 'Send Test Email' }).click();
      await waitForToast(page, 'Invalid Email', 'Please enter a valid email address');
      await dialog.getByLabel('Recipient Email').fill('not-an-address');
      await dialog.getByRole('button', { name: 'Send Test Email' }).click();
      await dialog.getByText('Please enter a valid email address').waitFor();

      // 'Preview Template' opens the rendered email in a new tab (the session cookie goes along).
      await dialog.getByLabel('Email Type').selectOption('confirmation');
      const emailResponse = context.waitForEvent('response', (response) => response.url().includes('/api/test-email?'));
      const emailTab = context.waitForEvent('page');
      await dialog.getByRole('button', { name: 'Preview Template' }).click();
      const rendered = await emailResponse;
      expect(rendered.status()).toBe(200);
      expect(rendered.headers()['content-type']).toContain('text/html');
      expect(new URL(rendered.url()).searchParams.get('render')).toBe('1');
      await (await emailTab).close();

      // 'Preview PDF' opens the sample PDF.
      await dialog.getByRole('radio', { name: 'PDF attachment' }).click();
      await dialog.getByLabel('Email Type').selectOption('receipt');
      await shot(page, 'admin-email-desktop-test-dialog');
      const pdfResponse = context.waitForEvent('response', (response) => response.url().includes('/api/test-pdf?'));
      const pdfTab = context.waitForEvent('page');
      await dialog.getByRole('button', { name: 'Preview PDF' }).click();
      const pdf = await pdfResponse;
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect(new URL(pdf.url()).searchParams.get('type')).toBe('receipt');
      await (await pdfTab).close();
      // The same address answers a PDF file to the signed-in browser.
      const file = await context.request.get(pdf.url());
      expect(file.headers()['content-type']).toBe('application/pdf');
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

      // 'Send Test Email': 'Email Sent', and the sample is in the outbox.
      await dialog.getByLabel('Recipient Email').fill('qa.team@example.com');
      await dialog.getByLabel('Email Type').selectOption('invoice');
      await dialog.getByRole('button', { name: 'Send Test Email' }).click();
      await waitForToast(page, 'Email Sent');
      const sample = await waitForMessage((message) => recipients(message).includes('qa.team@example.com'));
      // The sample is written with the templates as saved: the subject edited above, marked as a test.
      expect(sample.subject).toMatch(/^\[Test\] Booked \S+ for /);
      expect(sample.attachments.some((attachment) => attachment.contentType === 'application/pdf')).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('works on a phone: the tab, the page, the editor and the test tool', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      await journey.signInWithForm(page);
      await page.getByRole('tab', { name: 'Email Templates', exact: true }).click();
      await page
        .getByRole('tabpanel', { name: 'Email Templates' })
        .getByRole('row', { name: /EMAIL_CONFIRMATION_SUBJECT(?!_)/ })
        .waitFor();
      await shot(page, 'admin-email-phone-dashboard-tab');

      await page.goto('/admin/email');
      const table = page.getByRole('tabpanel', { name: 'Email Configurations' });
      const row = table.getByRole('row', { name: /EMAIL_CONFIRMATION_SUBJECT(?!_)/ });
      await row.waitFor();
      // On a phone the value shows under its key.
      await row.getByText('Booked <%= registration.refere...', { exact: true }).filter({ visible: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shot(page, 'admin-email-phone-page');

      await table
        .getByRole('row', { name: /EMAIL_REMINDER_TEMPLATE(?!_)/ })
        .getByRole('button', { name: /Edit/ })
        .click();
      const editor = page.getByRole('dialog', { name: 'Edit Configuration' });
      await editor.getByLabel('Value').waitFor();
      await shot(page, 'admin-email-phone-template-editor');
      await page.keyboard.press('Escape');
      await editor.waitFor({ state: 'hidden' });

      await page.getByRole('tab', { name: 'Template Variables' }).click();
      await page.getByRole('tabpanel', { name: 'Template Variables' }).getByText('<%= event.name %>').waitFor();
      await shot(page, 'admin-email-phone-variables');
      await page.getByRole('tab', { name: 'Help' }).click();
      await page.getByRole('tabpanel', { name: 'Help' }).getByRole('heading', { name: 'Template Syntax' }).waitFor();
      await shot(page, 'admin-email-phone-help');

      await page.getByRole('button', { name: 'Test Email Template' }).click();
      const dialog = page.getByRole('dialog', { name: 'Test Email Template' });
      await dialog.getByRole('button', { name: 'Preview Template' }).waitFor();
      await shot(page, 'admin-email-phone-test-dialog');
    } finally {
      await context.close();
    }
  });
});
