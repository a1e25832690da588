import { CLINIC_CONTACT } from '@domain/bookings/appointment-messages';
import {
  HOLD_CODE_BUTTON,
  holdDeadlineText,
  KEEP_VISIT_WITH_CODE_DETAIL,
  keepVisitDetail,
  keepVisitHeadline,
  keepVisitWithCodeHeadline,
  payAfterCodeNote,
} from '@domain/bookings/hold-messages';
import { PARTNER_DISPLAY_NAME } from '@domain/bookings/messages';
import { visitAddressText } from '@domain/bookings/visit-address';
import type { EmailKind } from '@domain/notifications/email-schemas';
import { formatDateLabel, formatTimeLabel } from '@domain/shared/dates';
import { maskEmail, maskMobileNumber } from '@domain/shared/identity';
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
export function holdCodeText(options: {
  booking: EmailBooking;
  code: string;
  publicBaseUrl: string;
  now?: Date;
}): string {
  const { booking, code, publicBaseUrl, now } = options;
  const reference = booking.receipt.referenceNumber;
  const until = booking.holdExpiresAt ? ` by ${holdDeadlineText(booking.holdExpiresAt, now)}` : '';
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

const HOLD_BOX_STYLE =
  'border:2px solid #fcd34d;background:#fffbeb;border-radius:8px;padding:12px 16px;margin:0 0 16px;';

/**
 * The confirmation's fixed block before the staff template, while the visit is held conditionally: the
 * one deadline that matters (the hold's end, not the later payment deadline the template names), the
 * code and the button that keep the visit; in the older flow, where the code went by text. Empty once
 * nothing is held conditionally.
 */
export function confirmationHoldBlock(options: {
  booking: EmailBooking;
  secrets: LinkSecrets;
  publicBaseUrl: string;
  now?: Date;
}): string {
  const { booking, secrets, publicBaseUrl, now } = options;
  if (!booking.holdExpiresAt) return '';
  const reference = booking.receipt.referenceNumber;
  if (secrets.verificationCode) {
    const payLater =
      booking.receipt.status === 'pending_payment' && booking.paymentDueAt
        ? ` ${payAfterCodeNote(booking.paymentDueAt)}`
        : '';
    return [
      `<div style="${HOLD_BOX_STYLE}">`,
      `<p style="margin-top:0;font-size:16px;"><strong>${escapeHtml(keepVisitWithCodeHeadline(booking.holdExpiresAt, now))}.</strong></p>`,
      `<p style="margin:8px 0 0;">Your code:</p>`,
      `<p style="font-size:26px;letter-spacing:6px;font-weight:bold;margin:0 0 8px;">${escapeHtml(secrets.verificationCode)}</p>`,
      button(verifyHoldUrl(publicBaseUrl, reference, secrets.verificationCode), HOLD_CODE_BUTTON),
      `<p style="margin-bottom:0;">${escapeHtml(KEEP_VISIT_WITH_CODE_DETAIL)}${escapeHtml(payLater)}</p>`,
      '</div>',
    ].join('\n');
  }
  // The older flow (paid on the day): the code went by text, since a catch-all mail domain proves nothing.
  const sentTo = maskMobileNumber(booking.mobileNumber);
  return [
    `<div style="${HOLD_BOX_STYLE}">`,
    `<p style="margin-top:0;font-size:16px;"><strong>${escapeHtml(keepVisitHeadline(booking.holdExpiresAt, 'text', { sentTo, now }))}.</strong></p>`,
    `<p>${escapeHtml(keepVisitDetail('text'))} Enter the code on the booking page.</p>`,
    button(verifyHoldUrl(publicBaseUrl, reference), 'Enter the code'),
    `<p style="margin-bottom:0;font-size:13px;color:#475569;">No text? The page can send a new code. Or call us at ${escapeHtml(CLINIC_CONTACT.phone)}.</p>`,
    '</div>',
  ].join('\n');
}

/** The confirmation's fixed block after the staff template: the manage link. */
export function confirmationLinksBlock(options: {
  booking: EmailBooking;
  secrets: LinkSecrets;
  publicBaseUrl: string;
}): string {
  const { booking, secrets, publicBaseUrl } = options;
  if (!secrets.bookingToken) return '';
  const reference = booking.receipt.referenceNumber;
  return `<p><a href="${escapeHtml(manageBookingUrl(publicBaseUrl, reference, secrets.bookingToken))}">Manage your booking</a>: change the date and time, the people or the contact details, pay or cancel. Keep this email: the link is yours alone.</p>`;
}

/**
 * Where "Book again" leads after a released hold: a partner booking's own partner link (its code books
 * again with the prepaid amount taken off), else the event's page, else the list of events.
 */
export function bookAgainUrl(publicBaseUrl: string, booking: Pick<EmailBooking, 'partnerCode' | 'eventSlug'>): string {
  if (booking.partnerCode) return `${base(publicBaseUrl)}/wc/${encodeURIComponent(booking.partnerCode)}`;
  if (booking.eventSlug) return `${base(publicBaseUrl)}/events/${encodeURIComponent(booking.eventSlug)}`;
  return `${base(publicBaseUrl)}/`;
}

/** What a released hold means for the money: nothing charged here, and what was prepaid at the partner. */
function releasedMoneyText(booking: EmailBooking, partnerName: string): string {
  const prepaid = booking.receipt.partnerPaid;
  if (Number(prepaid) <= 0) return 'Nothing was charged.';
  return `Nothing was charged on this site. The S$${prepaid} you paid through ${partnerName} stays yours: book again from your ${partnerName} link below and it is taken off again. Questions about it? Please call us at ${CLINIC_CONTACT.phone} or email ${CLINIC_CONTACT.email}.`;
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
  options: { publicBaseUrl: string; partnerName?: string },
): { subject: string; body: string } {
  const reference = booking.receipt.referenceNumber;
  const when = visitWhen(booking);
  if (kind === 'hold-expired') {
    const partnerName = options.partnerName ?? PARTNER_DISPLAY_NAME;
    return {
      subject: `Your booking ${reference} has been released`,
      body: [
        greeting(booking),
        `<p>We have released the home visit on <strong>${escapeHtml(when)}</strong> (reference <strong>${escapeHtml(reference)}</strong>) because it was not confirmed or paid in time. The visit is free for others again.</p>`,
        `<p>${escapeHtml(releasedMoneyText(booking, partnerName))}</p>`,
        `<p>Would you still like a home visit? <a href="${escapeHtml(bookAgainUrl(options.publicBaseUrl, booking))}">Book again</a>.</p>`,
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
