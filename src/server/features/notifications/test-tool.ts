import { randomUUID } from 'node:crypto';
import { SEND_EMAIL_FAILED_MESSAGE } from '@domain/notifications/email-messages';
import type { EmailKind, TestEmailType } from '@domain/notifications/email-schemas';
import type { Mailer } from '../../adapters/mailer';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../errors';
import { bookingAttachments, type ComposedEmail, composeEmail, EmailTemplateError, renderBookingPdf } from './compose';
import { SAMPLE_LINK_SECRETS, sampleBooking } from './samples';
import { bookingUrl, type EmailBooking } from './variables';

// The test tool of the email settings page (spec 001 §2, §7 Test tools): the sample booking rendered
// with the stored templates, as HTML, as an email sent at once (not through the outbox: the admin
// wants to know now whether the mail server takes it), or as the PDF it would carry.

type Ctx = Pick<AppContext, 'db' | 'config' | 'now'>;

/** The email each test type shows: the invoice comes with a confirmation still to pay, the receipt with the receipt email. */
const KIND_OF: Record<TestEmailType, EmailKind> = {
  confirmation: 'confirmation',
  invoice: 'confirmation',
  receipt: 'receipt',
};

/** Subjects of test emails say so, so that nobody takes one for a booking. */
const TEST_SUBJECT_PREFIX = '[Test] ';

/**
 * The sample booking's email, from the stored templates as they are: a stored template that fails
 * (or is stopped by its limits) is refused with its key, line and reason (400), rather than shown
 * with the default in its place.
 */
async function composeTestEmail(ctx: Ctx, kind: EmailKind, booking: EmailBooking) {
  try {
    return await composeEmail(ctx.db, {
      kind,
      booking,
      publicBaseUrl: ctx.config.PUBLIC_BASE_URL,
      fallback: false,
      // The confirmation's fixed block, as customers see it.
      linkSecrets: SAMPLE_LINK_SECRETS,
    });
  } catch (error) {
    if (error instanceof EmailTemplateError) throw badRequest(error.message);
    throw error;
  }
}

export async function renderTestEmail(ctx: Ctx, type: TestEmailType): Promise<ComposedEmail> {
  return composeTestEmail(ctx, KIND_OF[type], sampleBooking(type, ctx.now()));
}

export async function sendTestEmail(
  ctx: Ctx,
  { mailer, email, type }: { mailer: Mailer; email: string; type: TestEmailType },
): Promise<void> {
  const now = ctx.now();
  const booking = sampleBooking(type, now);
  const kind = KIND_OF[type];
  const composed = await composeTestEmail(ctx, kind, booking);
  const attachments = await bookingAttachments(kind, booking, {
    publicBaseUrl: ctx.config.PUBLIC_BASE_URL,
    partnerName: ctx.config.PARTNER_NAME,
    payUrl: bookingUrl(ctx.config.PUBLIC_BASE_URL, booking.receipt),
    now,
  });
  try {
    await mailer.send({
      from: composed.from,
      to: email,
      subject: `${TEST_SUBJECT_PREFIX}${composed.subject}`,
      html: composed.html,
      text: composed.text,
      messageId: `test-${randomUUID()}@${new URL(ctx.config.PUBLIC_BASE_URL).hostname || 'localhost'}`,
      attachments,
    });
  } catch {
    throw new AppError('UPSTREAM_UNAVAILABLE', SEND_EMAIL_FAILED_MESSAGE);
  }
}

/** GET /api/test-pdf: a confirmation (or 'invoice') shows the invoice, 'receipt' the receipt. */
export async function renderTestPdf(ctx: Ctx, type: TestEmailType): Promise<{ fileName: string; pdf: Buffer }> {
  const booking = sampleBooking(type, ctx.now());
  const pdfType = type === 'receipt' ? 'receipt' : 'invoice';
  const pdf = await renderBookingPdf(pdfType, booking, {
    publicBaseUrl: ctx.config.PUBLIC_BASE_URL,
    partnerName: ctx.config.PARTNER_NAME,
    payUrl: bookingUrl(ctx.config.PUBLIC_BASE_URL, booking.receipt),
  });
  return { fileName: `${pdfType}-sample.pdf`, pdf };
}
