import { CLINIC_CONTACT } from '../../../domain/appointment-messages';
import { formatDateLabel, formatSingaporeDateTime, formatTimeLabel } from '../../../domain/dates';
import type { EmailKind } from '../../../domain/email-schemas';
import { HOLD_CODE_BUTTON } from '../../../domain/hold-messages';
import { maskEmail, maskMobileNumber } from '../../../domain/identity';
import { visitAddressText } from '../../../domain/visit-address';
import { escapeHtml } from './layout';
import type { EmailBooking } from './variables';

// The parts of the booking emails that staff templates cannot change (DESIGN §8.2): how to keep a
// held visit and the manage link in the confirmation, and the notices of a released hold, a moved
// visit and changed contact details. Fixed texts, escaped here.

const base = (publicBaseUrl: string) => publicBaseUrl.replace(/\/+$/, '');

/** What only one message carries, read from its outbox row when it is rendered. */
export interface LinkSecrets {
  verificationCode?: string;
  bookingToken?: string;
}

/** The email link's page, whose button keeps the visit (a POST: mail scanners follow links, not buttons). */
export const verifyHoldUrl = (publicBaseUrl: string, referenceNumber: string, code?: string) =>
  `${base(publicBaseUrl)}/booking/verify/${encodeURIComponent(referenceNumber)}${code ? `#code=${code}` : ''}`;

/**
 * The text that carries the code of a held visit (DESIGN §8.9): a fixed text no template can change, sent
 * whether or not the customer asked for reminders, since without it the visit is released.
 */
export function holdCodeText(options: { booking: EmailBooking; code: string; publicBaseUrl: string }): string {
  const { booking, code, publicBaseUrl } = options;
  const reference = booking.receipt.referenceNumber;
  const until = booking.holdExpiresAt ? ` by ${formatSingaporeDateTime(booking.holdExpiresAt, 'long')}` : '';
  return `Home Based Health Screening: your code is ${code}. Enter it${until} to keep your home visit ${reference}: ${verifyHoldUrl(publicBaseUrl, reference, code)}`;
}

/**
 * "Manage your booking": its page with the booking token after '#', which never reaches a server log.
 * Without the token (emails sent after the confirmation, which keep none) the page says where the link is.
 */
export const manageBookingUrl = (publicBaseUrl: string, referenceNumber: string, token?: string) =>
  `${base(publicBaseUrl)}/booking/manage/${encodeURIComponent(referenceNumber)}${token ? `#token=${token}` : ''}`;

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold;">${escapeHtml(label)}</a></p>`;

/**
 * The confirmation's fixed block after the staff template: while the visit is held conditionally, the
 * code and the button that keep it; always the manage link.
 */
export function confirmationLinksBlock(options: {
  booking: EmailBooking;
  secrets: LinkSecrets;
  publicBaseUrl: string;
}): string {
  const { booking, secrets, publicBaseUrl } = options;
  const reference = booking.receipt.referenceNumber;
  const parts: string[] = [];
  if (secrets.verificationCode && booking.holdExpiresAt) {
    parts.push(
      '<div style="border:1px solid #99f6e4;background:#f0fdfa;border-radius:8px;padding:12px 16px;margin:16px 0;">',
      `<p style="margin-top:0;"><strong>Keep your visit:</strong> we hold it for you until ${escapeHtml(formatSingaporeDateTime(booking.holdExpiresAt, 'long'))}. Enter this code on the booking page, or press the button below.</p>`,
      `<p style="font-size:26px;letter-spacing:6px;font-weight:bold;margin:8px 0;">${escapeHtml(secrets.verificationCode)}</p>`,
      button(verifyHoldUrl(publicBaseUrl, reference, secrets.verificationCode), HOLD_CODE_BUTTON),
      '<p style="margin-bottom:0;font-size:13px;color:#475569;">Paying for the booking keeps it too.</p>',
      '</div>',
    );
  }
  if (!secrets.verificationCode && booking.holdExpiresAt) {
    // The older flow (paid on the day): the code went by text, since a catch-all mail domain proves nothing.
    parts.push(
      '<div style="border:1px solid #99f6e4;background:#f0fdfa;border-radius:8px;padding:12px 16px;margin:16px 0;">',
      `<p style="margin-top:0;"><strong>Keep your visit:</strong> we hold it for you until ${escapeHtml(formatSingaporeDateTime(booking.holdExpiresAt, 'long'))}. We sent a 6-digit code by text message to ${escapeHtml(maskMobileNumber(booking.mobileNumber))}: enter it on the booking page.</p>`,
      button(verifyHoldUrl(publicBaseUrl, reference), 'Enter the code'),
      `<p style="margin-bottom:0;font-size:13px;color:#475569;">No text? The page can send a new code. Or call us at ${escapeHtml(CLINIC_CONTACT.phone)}.</p>`,
      '</div>',
    );
  }
  if (secrets.bookingToken) {
    parts.push(
      `<p><a href="${escapeHtml(manageBookingUrl(publicBaseUrl, reference, secrets.bookingToken))}">Manage your booking</a>: change the date and time, the people or the contact details, pay or cancel. Keep this email: the link is yours alone.</p>`,
    );
  }
  return parts.join('\n');
}

const greeting = (booking: EmailBooking) =>
  `<p>Dear ${escapeHtml(booking.receipt.firstName)} ${escapeHtml(booking.receipt.lastName)},</p>`;
const visitWhen = (booking: EmailBooking) =>
  `${formatDateLabel(booking.receipt.visitDate)} at ${formatTimeLabel(booking.receipt.visitTime)}`;
const notYou = `<p>If you did not make this change, please call us at ${escapeHtml(CLINIC_CONTACT.phone)} or email ${escapeHtml(CLINIC_CONTACT.email)} at once.</p>`;

export type NoticeKind = Extract<EmailKind, 'hold-expired' | 'rescheduled' | 'contact-changed'>;
export const isNoticeKind = (kind: EmailKind): kind is NoticeKind =>
  kind === 'hold-expired' || kind === 'rescheduled' || kind === 'contact-changed';

/** Subject and body of a notice, from the booking as it is now. */
export function noticeEmail(
  kind: NoticeKind,
  booking: EmailBooking,
  options: { publicBaseUrl: string },
): { subject: string; body: string } {
  const reference = booking.receipt.referenceNumber;
  const when = visitWhen(booking);
  if (kind === 'hold-expired') {
    return {
      subject: `Your booking ${reference} has been released`,
      body: [
        greeting(booking),
        `<p>We have released the home visit on <strong>${escapeHtml(when)}</strong> (reference <strong>${escapeHtml(reference)}</strong>) because it was not confirmed or paid in time. The visit is free for others again, and nothing was charged.</p>`,
        `<p>Would you still like a home visit? <a href="${escapeHtml(base(options.publicBaseUrl))}/">Book again</a>.</p>`,
      ].join('\n'),
    };
  }
  if (kind === 'rescheduled') {
    return {
      subject: `Your home visit ${reference} is now on ${when}`,
      body: [
        greeting(booking),
        `<p>Your home based health screening (reference <strong>${escapeHtml(reference)}</strong>) has moved. Our nurse will now visit you on <strong>${escapeHtml(when)}</strong>.</p>`,
        `<p>Visit address: ${escapeHtml(visitAddressText(booking))}</p>`,
        '<p>The calendar file attached updates the visit in your calendar.</p>',
        notYou,
      ].join('\n'),
    };
  }
  return {
    subject: `The contact details of your booking ${reference} were changed`,
    body: [
      greeting(booking),
      `<p>The contact details of your booking <strong>${escapeHtml(reference)}</strong> were changed. Emails about it now go to <strong>${escapeHtml(maskEmail(booking.receipt.email))}</strong>, and the nurse calls <strong>${escapeHtml(maskMobileNumber(booking.mobileNumber))}</strong>.</p>`,
      notYou,
    ].join('\n'),
  };
}
