import path from 'node:path';
import { VISIT_ADDRESS_NEEDED_MESSAGE } from '@domain/bookings/visit-address';
import { EMAIL_TEMPLATE_EXTRA_VARIABLES } from '@domain/notifications/email-schemas';
import { simulatedNonceFor } from '@domain/payments/test-cards';
import { singaporeDateTime } from '@domain/shared/dates';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../adapters/mailer';
import { DEFAULT_CONFIRMATION_TEMPLATE } from '../../db/email-defaults';
import { auditLog } from '../../db/schema/audit-log';
import { emailConfigs } from '../../db/schema/notifications';
import { outboxMessages } from '../../db/schema/outbox';
import { users } from '../../db/schema/staff';
import { seedReferenceData } from '../../db/seed';
import { signInAdmin } from '../../testing/admin';
import { book, bookingRequest, homeEvent, NOW, offeredSlots, packageIds } from '../../testing/bookings';
import { pdfText, pdfToPng } from '../../testing/pdf-text';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { cancelBooking } from '../bookings';
import { claimDueMessages, MAX_ATTEMPTS, RETRY_DELAYS_MS } from '../outbox';
import { refundsFor } from '../payments';
import { findReceiptData } from '../receipts';
import { freedVisitOffers } from '../waitlist-offers';
import { composeEmail } from './compose';
import { queueDueReminders } from './reminders';
import { sampleBooking } from './samples';
import { type SmtpPeer, startSmtpPeer } from './smtp-peer';
import { sendDueMessages } from './worker';

const PNG_DIR = path.resolve(import.meta.dirname, '../../../../test-results');

let t: TestApp;
let peer: SmtpPeer;
let clock: Date;
let admin: { headers: Record<string, string>; token: string };
let eventId: number;
let pkg: Awaited<ReturnType<typeof packageIds>>;
let slots: { id: number }[];
let nextSlot = 0;

/** Warnings the worker logs, to show what they say (and what they do not). */
const warnings: { fields: Record<string, unknown>; message: string }[] = [];
const log = {
  warn: (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message }),
  info: () => {},
  error: () => {},
} as unknown as FastifyBaseLogger;

const setClock = (date: Date) => {
  clock = date;
  t.setNow(date);
};

/** One run of the outbox worker against the SMTP peer. */
const runWorker = () =>
  sendDueMessages({ db: t.db, mailer: createMailer(t.config), config: t.config, log, now: () => clock });

beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp({ now: NOW, config: { SMTP_URL: peer.url, PUBLIC_BASE_URL: 'https://book.example.sg' } });
  clock = NOW;
  admin = await signInAdmin(t);
  eventId = (await homeEvent(t)).id;
  pkg = await packageIds(t);
  slots = await offeredSlots(t, eventId);
});
afterAll(async () => {
  await t.close();
  await peer.close();
});
beforeEach(async () => {
  peer.setMode('accept');
  setClock(NOW);
  // Each test starts with an empty outbox and an empty mailbox.
  await runWorker();
  await t.db.delete(outboxMessages);
  peer.messages.length = 0;
  warnings.length = 0;
});

async function bookOne(overrides: Record<string, unknown> = {}) {
  const timeslotId = slots[nextSlot++ % slots.length]!.id;
  const res = await book(t, { ...bookingRequest({ eventId, packageId: pkg.premium, timeslotId }), ...overrides });
  expect(res.statusCode).toBe(201);
  return { ...(res.json().data as { id: string; reference_number: string; amountDue: string }), timeslotId };
}

const attachmentNamed = (mail: ParsedMail, pattern: RegExp) =>
  mail.attachments.find((a) => pattern.test(a.filename ?? ''));

describe('confirmation email', () => {
  it('is queued with the booking and sent over SMTP with the variables filled, escaped, and the invoice attached', async () => {
    const booking = await bookOne({ firstName: '<script>alert(1)</script>', email: 'guest@example.com' });
    const [queued] = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.registrationId, booking.id), eq(outboxMessages.channel, 'email')));
    expect(queued).toMatchObject({ kind: 'confirmation', status: 'pending', toAddress: 'guest@example.com' });

    expect(await runWorker()).toBe(1);
    const [mail] = await peer.waitFor(1);
    expect(mail!.subject).toBe(`Your health screening booking ${booking.reference_number}`);
    expect(mail!.to).toMatchObject({ value: [{ address: 'guest@example.com' }] });
    expect(mail!.from).toMatchObject({
      value: [{ name: 'Home Based Health Screening', address: 'appointments@healthscreening.example.sg' }],
    });
    expect(mail!.messageId).toMatch(/^<outbox-\d+-[0-9a-z]+@book\.example\.sg>$/);
    const html = String(mail!.html);
    expect(html).toContain('Dear &lt;script&gt;alert(1)&lt;/script&gt; Mei Ling');
    expect(html).not.toContain('<script>');
    expect(html).toContain(booking.reference_number);
    expect(html).toContain('Premium');
    expect(html).toContain('Amount due: S$128.62');
    // The visit's own address (DESIGN: the email goes to the address on file), not the event's location.
    expect(html).toContain('1 Orchard Road, #10-01, Singapore 238801');
    expect(html).not.toContain('anywhere in Singapore');
    expect(html).toContain(`https://book.example.sg/booking/confirmation/${booking.reference_number}`);
    expect(mail!.text).toContain('Dear <script>alert(1)</script> Mei Ling');
    const text = String(mail!.text).replace(/\s+/g, ' ');
    // Another date or time is changed online: the template's link carries the booking's token too.
    expect(text).toContain(
      'Need another date or time, or to change who is screened? Do it online on Manage your booking',
    );
    expect(html).toContain(`https://book.example.sg/booking/manage/${booking.reference_number}#token=`);
    expect(text).not.toContain('reply to this email');
    expect(text).toContain(`Reference number ${booking.reference_number}`);

    const invoice = attachmentNamed(mail!, /^invoice-HS.*\.pdf$/);
    expect(invoice?.contentType).toBe('application/pdf');
    const invoiceText = await pdfText(invoice!.content);
    expect(invoiceText).toContain('Invoice');
    expect(invoiceText).toContain(booking.reference_number);
    expect(invoiceText).toMatch(/Balance due\s+\$128\.62/);
    expect(invoiceText).toMatch(/Visit address\s+1 Orchard Road, #10-01, Singapore 238801/);
    await pdfToPng(invoice!.content, path.join(PNG_DIR, 'email-confirmation-invoice'));

    const calendar = attachmentNamed(mail!, /\.ics$/);
    expect(calendar?.contentType).toBe('text/calendar');
    expect(calendar!.content.toString()).toContain(`UID:${booking.reference_number}@home-health-screening`);
    expect(calendar!.content.toString()).toContain('METHOD:PUBLISH');

    const [sent] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, queued!.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, subject: mail!.subject });
    // Sent once: another run finds nothing to send.
    expect(await runWorker()).toBe(0);
    expect(peer.messages).toHaveLength(1);
  });

  it('uses the subject an admin saved', async () => {
    const [config] = await t.db
      .select()
      .from(emailConfigs)
      .where(eq(emailConfigs.configKey, 'EMAIL_CONFIRMATION_SUBJECT'));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/email-configs/${config!.id}`,
      headers: admin.headers,
      payload: {
        configKey: 'EMAIL_CONFIRMATION_SUBJECT',
        configValue: 'Booked: <%= registration.firstName %> on <%= timeslot.date %>',
      },
    });
    expect(res.statusCode).toBe(200);
    try {
      await bookOne({ firstName: 'Siti & Co' });
      await runWorker();
      const [mail] = await peer.waitFor(1);
      expect(mail!.subject).toMatch(/^Booked: Siti & Co on \w{3}, \d{1,2} \w{3} \d{4}$/);
    } finally {
      await t.db.update(emailConfigs).set({ configValue: config!.configValue }).where(eq(emailConfigs.id, config!.id));
    }
  });

  it('falls back to the default template when the stored one fails, and logs it without personal data', async () => {
    const [config] = await t.db
      .select()
      .from(emailConfigs)
      .where(eq(emailConfigs.configKey, 'EMAIL_CONFIRMATION_TEMPLATE'));
    // Written past the check on save (as an older version might have): fails at render time.
    await t.db
      .update(emailConfigs)
      .set({ configValue: '<p>\n<%= registration.nothing.here %>\n</p>' })
      .where(eq(emailConfigs.id, config!.id));
    try {
      const booking = await bookOne({ email: 'fallback@example.com' });
      expect(await runWorker()).toBe(1);
      const [mail] = await peer.waitFor(1);
      expect(String(mail!.html)).toContain('Thank you for booking your home based health screening');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({
        message: 'email template failed: default used',
        fields: { template: 'EMAIL_CONFIRMATION_TEMPLATE', line: 2 },
      });
      const logged = JSON.stringify(warnings);
      expect(logged).not.toContain('fallback@example.com');
      expect(logged).not.toContain(booking.reference_number);
      expect(logged).not.toContain('Mei Ling');
    } finally {
      await t.db.update(emailConfigs).set({ configValue: config!.configValue }).where(eq(emailConfigs.id, config!.id));
    }
  });
});

describe('receipt and cancellation emails', () => {
  it('sends the receipt with the receipt PDF when a payment completes', async () => {
    const booking = await bookOne();
    await runWorker();
    peer.messages.length = 0;
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/process',
      payload: {
        registrationId: booking.id,
        nonce: simulatedNonceFor('4111 1111 1111 1111'),
        amount: '128.62',
        paymentType: 'card',
        deviceData: '{}',
      },
    });
    expect(paid.statusCode).toBe(200);
    expect(await runWorker()).toBe(1);
    const [mail] = await peer.waitFor(1);
    expect(mail!.subject).toBe(`Payment received for booking ${booking.reference_number}`);
    expect(String(mail!.html)).toContain('S$128.62');
    const receipt = attachmentNamed(mail!, /^receipt-HS.*\.pdf$/);
    const text = await pdfText(receipt!.content);
    expect(text).toContain('Receipt');
    expect(text).toContain('PAID');
    expect(text).toMatch(/Paid by card\s+\$128\.62/);
    expect(attachmentNamed(mail!, /\.ics$/)).toBeUndefined();
  });

  it('sends the cancellation with a calendar file that cancels the visit', async () => {
    const booking = await bookOne();
    await runWorker();
    peer.messages.length = 0;
    const ctx = { ...t.app.ctx, now: () => clock };
    await cancelBooking(ctx, {
      registrationId: booking.id,
      actor: 'system',
      by: 'staff',
      refunds: refundsFor(ctx),
      freedVisits: freedVisitOffers,
    });
    expect(await runWorker()).toBe(1);
    const [mail] = await peer.waitFor(1);
    expect(mail!.subject).toBe(`Your health screening booking ${booking.reference_number} is cancelled`);
    const calendar = attachmentNamed(mail!, /\.ics$/)!.content.toString();
    expect(calendar).toContain('METHOD:CANCEL');
    expect(String(mail!.html)).toContain('1 Orchard Road, #10-01, Singapore 238801');
    expect(calendar).toContain('STATUS:CANCELLED');
    expect(calendar).toContain(`UID:${booking.reference_number}@home-health-screening`);
  });
});

describe('reminder', () => {
  it('is sent once, at 10:00 Singapore time the day before the visit', async () => {
    // Booked well ahead; the visit is the last offered slot.
    const slot = slots.at(-1)!;
    const res = await book(t, bookingRequest({ eventId, packageId: pkg.premium, timeslotId: slot.id }));
    expect(res.statusCode).toBe(201);
    const booking = res.json().data as { id: string; reference_number: string };
    await runWorker();
    peer.messages.length = 0;

    const visit = singaporeDateTime((await findReceiptData(t.db, booking.id))!.visitDate, '00:00');
    const dayBefore = (hh: number, mm: number) => new Date(visit.getTime() - 24 * 3_600_000 + (hh * 60 + mm) * 60_000);
    setClock(dayBefore(9, 59));
    expect(await queueDueReminders(t.db, clock, t.config.SMS_ALLOWED_COUNTRY_CODES)).toBe(0);
    setClock(dayBefore(10, 0));
    expect(await queueDueReminders(t.db, clock, t.config.SMS_ALLOWED_COUNTRY_CODES)).toBe(1);
    // Every later run (each minute, on every instance) finds it queued already.
    setClock(dayBefore(10, 1));
    expect(await queueDueReminders(t.db, clock, t.config.SMS_ALLOWED_COUNTRY_CODES)).toBe(0);
    expect(await runWorker()).toBe(1);
    setClock(dayBefore(15, 0));
    expect(await queueDueReminders(t.db, clock, t.config.SMS_ALLOWED_COUNTRY_CODES)).toBe(0);
    expect(await runWorker()).toBe(0);

    const reminders = peer.messages.filter((mail) => mail.subject?.startsWith('Reminder'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.html).toContain(booking.reference_number);
    expect(reminders[0]!.html).toContain('1 Orchard Road, #10-01, Singapore 238801');
    expect(reminders[0]!.subject).toMatch(/^Reminder: your health screening tomorrow at \d{1,2}:\d{2} (AM|PM)$/);
    expect(attachmentNamed(reminders[0]!, /\.ics$/)).toBeDefined();
  });
});

describe("the visit's address in the emails", () => {
  const ADDRESS = '1 Orchard Road, #10-01, Singapore 238801';
  const withoutAddress = { ...sampleBooking('confirmation', NOW), address: null, unitNumber: null, postalCode: null };

  it.each(['confirmation', 'reminder', 'cancellation', 'rescheduled'] as const)(
    'the %s email names it, or says we will call when the booking has none',
    async (kind) => {
      const shown = await composeEmail(t.db, { kind, booking: sampleBooking('confirmation', NOW), publicBaseUrl: 'x' });
      expect(shown.html).toContain(ADDRESS);
      expect(shown.text.replace(/\s+/g, ' ')).toContain(ADDRESS);
      const none = await composeEmail(t.db, { kind, booking: withoutAddress, publicBaseUrl: 'x' });
      expect(none.html).toContain(VISIT_ADDRESS_NEEDED_MESSAGE);
      expect(none.html).not.toContain('Orchard');
    },
  );

  it('is a template variable staff may use', async () => {
    const [config] = await t.db
      .select()
      .from(emailConfigs)
      .where(eq(emailConfigs.configKey, 'EMAIL_REMINDER_TEMPLATE'));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/email-configs/${config!.id}`,
      headers: admin.headers,
      payload: { configKey: 'EMAIL_REMINDER_TEMPLATE', configValue: '<p>Nurse to: <%= booking.visitAddress %></p>' },
    });
    expect(res.statusCode).toBe(200);
    try {
      const mail = await composeEmail(t.db, {
        kind: 'reminder',
        booking: sampleBooking('confirmation', NOW),
        publicBaseUrl: 'x',
      });
      expect(mail.html).toContain(`<p>Nurse to: ${ADDRESS}</p>`);
    } finally {
      await t.db.update(emailConfigs).set({ configValue: config!.configValue }).where(eq(emailConfigs.id, config!.id));
    }
    expect(EMAIL_TEMPLATE_EXTRA_VARIABLES.map((variable) => variable.name)).toContain('booking.visitAddress');
  });

  it('replaces an earlier default template no admin saved, and keeps one an admin did', async () => {
    const readTemplate = async (key: string) =>
      (await t.db.select().from(emailConfigs).where(eq(emailConfigs.configKey, key)))[0]!;
    const confirmation = await readTemplate('EMAIL_CONFIRMATION_TEMPLATE');
    const cancellation = await readTemplate('EMAIL_CANCELLATION_TEMPLATE');
    // The default before the manage link (when it still counted 'Persons'), and before that before the
    // visit's address was shown (as older installations have them).
    const beforeManageLink = DEFAULT_CONFIRMATION_TEMPLATE.replace(
      'color:#64748b;">People<',
      'color:#64748b;">Persons<',
    ).replace(
      '<p>Need another date or time, or to change who is screened? Do it online on <a href="<%= booking.manageUrl %>">Manage your booking</a>, where you can also cancel. Within 24 hours of the visit, please call <%= booking.clinicPhone %>.</p>',
      "<p>Need another date or time? Please give us at least 24 hours' notice to reschedule: reply to this email or call <%= booking.clinicPhone %>.</p>",
    );
    const earlier = beforeManageLink
      .replace('<%= booking.visitAddress %>', '<%= event.location %>')
      .replace('vertical-align:top;">Visit address', '">Where')
      .replace(
        'Please be ready at home 15 minutes before the appointment time.',
        'Please be ready 15 minutes before the appointment time, at the address you gave us.',
      );
    await t.db
      .update(emailConfigs)
      .set({ configValue: earlier, lastUpdatedBy: null })
      .where(eq(emailConfigs.id, confirmation.id));
    await t.db
      .update(emailConfigs)
      .set({ configValue: earlier, lastUpdatedBy: (await t.db.select({ id: users.id }).from(users).limit(1))[0]!.id })
      .where(eq(emailConfigs.id, cancellation.id));
    try {
      await seedReferenceData(t.db);
      expect((await readTemplate('EMAIL_CONFIRMATION_TEMPLATE')).configValue).toBe(DEFAULT_CONFIRMATION_TEMPLATE);
      expect((await readTemplate('EMAIL_CANCELLATION_TEMPLATE')).configValue).toBe(earlier);
      await t.db
        .update(emailConfigs)
        .set({ configValue: beforeManageLink, lastUpdatedBy: null })
        .where(eq(emailConfigs.id, confirmation.id));
      await seedReferenceData(t.db);
      expect((await readTemplate('EMAIL_CONFIRMATION_TEMPLATE')).configValue).toBe(DEFAULT_CONFIRMATION_TEMPLATE);
    } finally {
      await t.db
        .update(emailConfigs)
        .set({ configValue: cancellation.configValue, lastUpdatedBy: cancellation.lastUpdatedBy })
        .where(eq(emailConfigs.id, cancellation.id));
    }
  });

  it('fits a phone: at most 600 pixels wide, narrowing with the screen', async () => {
    const mail = await composeEmail(t.db, {
      kind: 'confirmation',
      booking: sampleBooking('confirmation', NOW),
      publicBaseUrl: 'x',
    });
    expect(mail.html).not.toMatch(/width="\d+"/);
    expect(mail.html).toContain('max-width:600px;width:100%');
    expect(mail.html).toContain('overflow-wrap:anywhere');
  });
});

describe('outbox', () => {
  it('sends a message exactly once after a worker died holding it', async () => {
    const booking = await bookOne();
    // A worker claims it and dies before sending: the row stays 'sending' under its lease.
    const [claimed] = await claimDueMessages(t.db, { now: clock, limit: 10, emailOnly: true });
    expect(claimed).toMatchObject({ registrationId: booking.id, status: 'sending', attempts: 1 });
    expect(await runWorker()).toBe(0);
    // Once the lease has run out, the next worker (a restarted instance) takes it and sends it once.
    setClock(new Date(claimed!.nextAttemptAt.getTime() + 1));
    expect(await runWorker()).toBe(1);
    expect(await runWorker()).toBe(0);
    const mails = await peer.waitFor(1);
    expect(mails).toHaveLength(1);
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, claimed!.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('retries with back-off while the mail server cannot be reached, then marks the message failed', async () => {
    await bookOne();
    const down = { ...t.config, SMTP_URL: 'smtp://127.0.0.1:1' };
    const runDown = () =>
      sendDueMessages({ db: t.db, mailer: createMailer(down), config: t.config, log, now: () => clock });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await runDown()).toBe(0);
      const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'email'));
      expect(row!.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(row!.status).toBe('pending');
        expect(row!.nextAttemptAt.getTime() - clock.getTime()).toBe(RETRY_DELAYS_MS[attempt - 1]);
        // Not before its time.
        expect(await runDown()).toBe(0);
        setClock(row!.nextAttemptAt);
      } else {
        expect(row!.status).toBe('failed');
        expect(row!.lastError).toContain('ECONNREFUSED');
      }
    }
    expect(warnings.every((warning) => warning.message === 'email not sent')).toBe(true);
  });

  it('lists a refused message as failed for staff, and sends it once again on resend', async () => {
    peer.setMode('reject');
    await bookOne({ email: 'nobody@example.com' });
    expect(await runWorker()).toBe(0);
    // 550 is permanent: failed at the first try.
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/email-outbox', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    const [failed] = list.json().data;
    expect(failed).toMatchObject({
      kind: 'confirmation',
      status: 'failed',
      attempts: 1,
      toAddress: 'nobody@example.com',
    });
    expect(failed.lastError).toContain('550');
    expect(failed.subject).toContain('Your health screening booking');

    peer.setMode('accept');
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/email-outbox/${failed.id}/resend`,
      headers: admin.headers,
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().data).toMatchObject({ id: failed.id, status: 'pending', attempts: 0 });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/email-outbox/${failed.id}/resend`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(409);
    expect(await runWorker()).toBe(1);
    expect(await peer.waitFor(1)).toHaveLength(1);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'email_outbox'));
    expect(entry).toMatchObject({ action: 'resend', entityId: String(failed.id) });
  });
});

describe('email configurations', () => {
  it('lists, adds, edits (key read-only) and deletes, each change in the audit log', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/email-configs', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    const keys = list.json().data.map((row: { configKey: string }) => row.configKey);
    expect(keys).toEqual(
      expect.arrayContaining(['EMAIL_SENDER_NAME', 'EMAIL_CONFIRMATION_TEMPLATE', 'EMAIL_REMINDER_SUBJECT']),
    );

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/email-configs',
      headers: admin.headers,
      payload: { configKey: 'EMAIL_FOOTER_NOTE', configValue: 'See you soon', description: '' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Configuration created',
      data: { configKey: 'EMAIL_FOOTER_NOTE', description: null, lastUpdatedBy: expect.any(String) },
    });
    const { id } = created.json().data;

    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/admin/email-configs',
      headers: admin.headers,
      payload: { configKey: 'EMAIL_FOOTER_NOTE', configValue: 'Again' },
    });
    expect(duplicate.statusCode).toBe(409);

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/email-configs/${id}`,
      headers: admin.headers,
      payload: { configKey: 'EMAIL_OTHER', configValue: 'See you soon' },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe('The key of a configuration cannot be changed');

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/email-configs/${id}`,
      headers: admin.headers,
      payload: { configValue: 'See you at home', description: 'A note' },
    });
    expect(edited.json()).toMatchObject({
      message: 'Configuration updated',
      data: { configKey: 'EMAIL_FOOTER_NOTE', configValue: 'See you at home', description: 'A note' },
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/email-configs/${id}`,
      headers: admin.headers,
    });
    expect(removed.json()).toMatchObject({ success: true, message: 'Configuration deleted' });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/email-configs/${id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'email_config'));
    expect(entries.filter((e) => e.entityId === String(id)).map((e) => e.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('refuses a template that does not compile or names an unknown variable, naming the line and the reason', async () => {
    const [config] = await t.db
      .select()
      .from(emailConfigs)
      .where(eq(emailConfigs.configKey, 'EMAIL_REMINDER_TEMPLATE'));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/email-configs/${config!.id}`,
      headers: admin.headers,
      payload: { configValue: '<p>Dear <%= registration.firstName %>,</p>\n<p>See you at <%= timeslot.time ) %></p>' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: "Template error on line 2: Unexpected token ')'",
      errors: [{ path: 'configValue', message: "Template error on line 2: Unexpected token ')'" }],
    });
    const failsWhenRendered = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/email-configs/${config!.id}`,
      headers: admin.headers,
      payload: { configValue: '<p>\n\n<%= registration.firstName.street.name %></p>' },
    });
    expect(failsWhenRendered.statusCode).toBe(400);
    expect(failsWhenRendered.json().message).toMatch(/^Template error on line 3: Cannot read properties of undefined/);
    const misspelt = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/email-configs/${config!.id}`,
      headers: admin.headers,
      payload: { configValue: '<p>Dear <%= registration.fristName %> <%= registration.lastName %>,</p>' },
    });
    expect(misspelt.statusCode).toBe(400);
    expect(misspelt.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(
        /^Template error on line 1: Unknown variable registration\.fristName \(did you mean registration\.firstName\?\)\. Known variables: registration\.referenceNumber, /,
      ),
      errors: [{ path: 'configValue', message: expect.stringContaining('Known variables: ') }],
    });
    const [after] = await t.db.select().from(emailConfigs).where(eq(emailConfigs.id, config!.id));
    expect(after!.configValue).toBe(config!.configValue);
  });

  it("keeps an admin's edit when the defaults are seeded again at the next start", async () => {
    const [config] = await t.db.select().from(emailConfigs).where(eq(emailConfigs.configKey, 'EMAIL_SENDER_NAME'));
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/email-configs/${config!.id}`,
      headers: admin.headers,
      payload: { configValue: 'Clinic Bookings' },
    });
    await seedReferenceData(t.db);
    const [after] = await t.db.select().from(emailConfigs).where(eq(emailConfigs.id, config!.id));
    expect(after!.configValue).toBe('Clinic Bookings');
    await t.db.update(emailConfigs).set({ configValue: config!.configValue }).where(eq(emailConfigs.id, config!.id));
  });

  it("answers the spec's validation messages", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/email-configs',
      headers: admin.headers,
      payload: { configKey: 'AB', configValue: 'x', description: 'd'.repeat(201) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((error: { message: string }) => error.message)).toEqual([
      'Key must be at least 3 characters',
      'Value must be at least 3 characters',
      'Description must be less than 200 characters',
    ]);
  });
});

describe('test tool', () => {
  it('answers 401 without a session, on every route', async () => {
    for (const url of [
      '/api/test-email?email=a@b.sg&type=confirmation',
      '/api/test-email?type=invoice&render=1',
      '/api/test-pdf?type=receipt',
      '/api/admin/email-configs',
      '/api/admin/email-outbox?status=failed',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('previews the rendered email as a sandboxed HTML page, with the session cookie', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test-email?email=a@b.sg&type=confirmation&render=1',
      cookies: { hs_admin_session: admin.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.body).toContain('HS0000-0000-0000');
    expect(res.body).toContain('Dear Mei Ling Tan');
  });

  it('sends a sample to the address given, with its PDF', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test-email?email=staff@example.com&type=receipt',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Test email sent to staff@example.com' });
    const [mail] = await peer.waitFor(1);
    expect(mail!.subject).toBe('[Test] Payment received for booking HS0000-0000-0000');
    expect(mail!.to).toMatchObject({ value: [{ address: 'staff@example.com' }] });
    expect(await pdfText(attachmentNamed(mail!, /\.pdf$/)!.content)).toContain('Receipt');

    const invalid = await t.app.inject({
      method: 'GET',
      url: '/api/test-email?email=staff&type=receipt',
      headers: admin.headers,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain('Please enter a valid email address');
  });

  it("says 'Failed to send email' when the mail server refuses", async () => {
    peer.setMode('reject');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test-email?email=staff@example.com&type=invoice',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, message: 'Failed to send email' });
  });

  it('previews the sample invoice and receipt as PDFs', async () => {
    for (const type of ['invoice', 'receipt'] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/test-pdf?type=${type}`, headers: admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = res.rawPayload;
      await pdfToPng(pdf, path.join(PNG_DIR, `test-pdf-${type}`));
      expect(await pdfText(pdf)).toContain(type === 'invoice' ? 'Balance due' : 'Paid by card');
    }
  });
});
