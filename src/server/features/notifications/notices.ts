import { CLINIC_CONTACT } from '@domain/bookings/appointment-messages';
import { PARTNER_DISPLAY_NAME } from '@domain/bookings/messages';
import type { EmailKind } from '@domain/notifications/email-schemas';
import { NIGHT_STARTS } from '@domain/questionnaire/preparation';
import { formatDateLabel, formatSingaporeDateTime, formatTimeLabel, singaporeWallClock } from '@domain/shared/dates';
import { maskEmail, maskMobileNumber } from '@domain/shared/identity';
import type { Language } from '@domain/shared/language';
import { messageTexts } from '../../db/email-defaults';
import { escapedValues, escapeHtml, escapeProse, linkTag, withTags } from './html-text';
import { type EmailBooking, visitAddressIn } from './variables';

// The parts of the booking emails that staff templates cannot change (DESIGN §8.2): how to keep a
// held visit and the manage link in the confirmation, and the notices of a released hold, a moved
// visit and changed contact details. Fixed texts from the `email` and `sms` catalogues, in the
// booking's language (DESIGN §8.10), escaped here.

/**
 * When a held visit is released, in a language: '5:27 PM today' on the day it was booked (a hold lasts
 * HOLD_VERIFY_MINUTES), else the date too ('Wed, 2 Dec 2026, 12:10 AM'), as holdDeadlineText says it in English.
 */
export function holdDeadlineIn(language: Language, holdExpiresAt: Date, now: Date = new Date()): string {
  const wall = singaporeWallClock(holdExpiresAt);
  return wall.date === singaporeWallClock(now).date
    ? messageTexts(language)('email:hold.deadlineToday', { time: formatTimeLabel(wall.time, language) })
    : formatSingaporeDateTime(holdExpiresAt, 'long', language);
}

/** The visit's date and time in a language: 'Mon, 23 Nov 2026 at 9:00 AM'. */
export const visitWhenIn = (language: Language, date: string, time: string) =>
  messageTexts(language)('email:when', {
    date: formatDateLabel(date, language),
    time: formatTimeLabel(time, language),
  });

const base = (publicBaseUrl: string) => publicBaseUrl.replace(/\/+$/, '');

/** What only one message carries, read from its outbox row when it is rendered. */
export interface LinkSecrets {
  verificationCode?: string;
  bookingToken?: string;
  /** The rebook link's token of a moved day (DESIGN §8.12). */
  rebookToken?: string;
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
  const { language } = booking;
  const t = messageTexts(language);
  const values = {
    brand: t('sms:brand'),
    code,
    reference: booking.receipt.referenceNumber,
    link: verifyHoldUrl(publicBaseUrl, booking.receipt.referenceNumber, code),
  };
  return booking.holdExpiresAt
    ? t('sms:holdCode.withDeadline', { ...values, deadline: holdDeadlineIn(language, booking.holdExpiresAt, now) })
    : t('sms:holdCode.noDeadline', values);
}

/**
 * "Manage your booking": its page with the booking token after '#', which never reaches a server log.
 * Without the token (emails sent after the confirmation, which keep none) the page says where the link is.
 */
export const manageBookingUrl = (publicBaseUrl: string, referenceNumber: string, token?: string) =>
  `${base(publicBaseUrl)}/booking/manage/${encodeURIComponent(referenceNumber)}${token ? `#token=${token}` : ''}`;

/** Each person's pre-visit form (DESIGN §8.11): its page with the booking token after '#', as the manage link. */
export const prepareVisitUrl = (publicBaseUrl: string, referenceNumber: string, token?: string) =>
  `${base(publicBaseUrl)}/booking/${encodeURIComponent(referenceNumber)}/prepare${token ? `#token=${token}` : ''}`;

/** The page where a booking of a day the clinic moved picks another visit (DESIGN §8.12). */
export const rebookUrl = (publicBaseUrl: string, referenceNumber: string, token: string) =>
  `${base(publicBaseUrl)}/booking/${encodeURIComponent(referenceNumber)}/rebook?token=${encodeURIComponent(token)}`;

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
  const { language } = booking;
  const t = messageTexts(language);
  const reference = booking.receipt.referenceNumber;
  const deadline = holdDeadlineIn(language, booking.holdExpiresAt, now);
  if (secrets.verificationCode) {
    const payLater =
      booking.receipt.status === 'pending_payment' && booking.paymentDueAt
        ? ` ${t('email:hold.payAfterCode', { deadline: formatSingaporeDateTime(booking.paymentDueAt, 'long', language) })}`
        : '';
    return [
      `<div style="${HOLD_BOX_STYLE}">`,
      `<p style="margin-top:0;font-size:16px;"><strong>${escapeHtml(t('email:hold.withCodeHeadline', { deadline }))}</strong></p>`,
      `<p style="margin:8px 0 0;">${escapeHtml(t('email:hold.yourCode'))}</p>`,
      `<p style="font-size:26px;letter-spacing:6px;font-weight:bold;margin:0 0 8px;">${escapeHtml(secrets.verificationCode)}</p>`,
      button(verifyHoldUrl(publicBaseUrl, reference, secrets.verificationCode), t('email:hold.button')),
      `<p style="margin-bottom:0;">${escapeHtml(t('email:hold.withCodeDetail'))}${escapeHtml(payLater)}</p>`,
      '</div>',
    ].join('\n');
  }
  // The older flow (paid on the day): the code went by text, since a catch-all mail domain proves nothing.
  const sentTo = maskMobileNumber(booking.mobileNumber);
  return [
    `<div style="${HOLD_BOX_STYLE}">`,
    `<p style="margin-top:0;font-size:16px;"><strong>${escapeHtml(t('email:hold.textHeadline', { sentTo, deadline }))}</strong></p>`,
    `<p>${escapeHtml(t('email:hold.textDetail'))}</p>`,
    button(verifyHoldUrl(publicBaseUrl, reference), t('email:hold.enterCode')),
    `<p style="margin-bottom:0;font-size:13px;color:#475569;">${escapeHtml(t('email:hold.noText', { phone: CLINIC_CONTACT.phone }))}</p>`,
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
  const t = messageTexts(booking.language);
  return [
    `<p>${withTags(t('email:prepareLink'), { prepare: linkTag(prepareVisitUrl(publicBaseUrl, reference, secrets.bookingToken)) })}</p>`,
    `<p>${withTags(t('email:manageLink'), { manage: linkTag(manageBookingUrl(publicBaseUrl, reference, secrets.bookingToken)) })}</p>`,
  ].join('\n');
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
  const t = messageTexts(booking.language);
  const prepaid = booking.receipt.partnerPaid;
  if (Number(prepaid) <= 0) return t('email:released.nothingCharged');
  return t('email:released.partnerPaid', {
    amount: prepaid,
    partnerName,
    phone: CLINIC_CONTACT.phone,
    email: CLINIC_CONTACT.email,
  });
}

const greeting = (booking: EmailBooking) =>
  `<p>${messageTexts(booking.language)('email:template.greeting', escapedValues({ firstName: booking.receipt.firstName, lastName: booking.receipt.lastName }))}</p>`;
const visitWhen = (booking: EmailBooking) =>
  visitWhenIn(booking.language, booking.receipt.visitDate, booking.receipt.visitTime);
const notYou = (language: Language) =>
  `<p>${messageTexts(language)('email:notYou', escapedValues({ phone: CLINIC_CONTACT.phone, email: CLINIC_CONTACT.email }))}</p>`;

export type NoticeKind = Extract<
  EmailKind,
  'hold-expired' | 'rescheduled' | 'contact-changed' | 'prepare-reminder' | 'fasting' | 'rebook'
>;
const NOTICE_KINDS: readonly EmailKind[] = [
  'hold-expired',
  'rescheduled',
  'contact-changed',
  'prepare-reminder',
  'fasting',
  'rebook',
];
export const isNoticeKind = (kind: EmailKind): kind is NoticeKind => NOTICE_KINDS.includes(kind);

/**
 * What a preparation message says beside the booking (queued with it, DESIGN §8.11): whose forms are
 * pending, and when fasting starts ('HH:mm') and whether that was moved to the evening before.
 */
export interface PreparationVariables {
  names?: string;
  fastFrom?: string;
  movedToEvening?: string;
  /** Why the clinic moved the day (a rebook message). */
  reason?: string;
}

/** "Start fasting now", or from 22:00 tonight when the start fell at night. */
function fastingWords(booking: EmailBooking, variables: PreparationVariables): { moved: boolean; fastFrom: string } {
  return {
    moved: variables.movedToEvening === 'true',
    fastFrom: formatTimeLabel(variables.fastFrom ?? NIGHT_STARTS, booking.language),
  };
}

/** The fixed text of a preparation message (DESIGN §8.11), in the booking's language, before the opt-out line. */
export function preparationText(
  kind: 'prepare-reminder' | 'fasting' | 'rebook',
  booking: EmailBooking,
  variables: PreparationVariables,
  options: { publicBaseUrl: string; linkSecrets?: LinkSecrets | null } = { publicBaseUrl: '' },
): string {
  const t = messageTexts(booking.language);
  const values = {
    brand: t('sms:brand'),
    reference: booking.receipt.referenceNumber,
    date: formatDateLabel(booking.receipt.visitDate, booking.language),
    time: formatTimeLabel(booking.receipt.visitTime, booking.language),
  };
  if (kind === 'prepare-reminder') return t('sms:prepareReminder', { ...values, names: variables.names ?? '' });
  if (kind === 'rebook') {
    const token = options.linkSecrets?.rebookToken ?? '';
    return t('sms:rebook', {
      ...values,
      link: rebookUrl(options.publicBaseUrl, booking.receipt.referenceNumber, token),
    });
  }
  const { moved, fastFrom } = fastingWords(booking, variables);
  return moved
    ? t('sms:fasting.fromTime', { ...values, fastFrom })
    : t('sms:fasting.now', { ...values, when: visitWhen(booking) });
}

/** Subject and body of a notice, from the booking as it is now, in its language. */
export function noticeEmail(
  kind: NoticeKind,
  booking: EmailBooking,
  options: {
    publicBaseUrl: string;
    partnerName?: string;
    variables?: PreparationVariables | null;
    linkSecrets?: LinkSecrets | null;
  },
): { subject: string; body: string } {
  const { language } = booking;
  const t = messageTexts(language);
  const reference = booking.receipt.referenceNumber;
  const when = visitWhen(booking);
  const html = escapedValues({ reference, when });
  if (kind === 'hold-expired') {
    const partnerName = options.partnerName ?? PARTNER_DISPLAY_NAME;
    return {
      subject: t('email:released.subject', { reference }),
      body: [
        greeting(booking),
        `<p>${t('email:released.body', html)}</p>`,
        `<p>${escapeProse(releasedMoneyText(booking, partnerName))}</p>`,
        `<p>${withTags(t('email:released.bookAgain'), { bookAgain: linkTag(bookAgainUrl(options.publicBaseUrl, booking)) })}</p>`,
      ].join('\n'),
    };
  }
  if (kind === 'prepare-reminder') {
    return {
      subject: t('email:prepareReminder.subject', { reference }),
      body: [
        greeting(booking),
        `<p>${t('email:prepareReminder.body', escapedValues({ reference, when, names: options.variables?.names ?? '' }))}</p>`,
        `<p>${withTags(t('email:prepareReminder.action'), { prepare: linkTag(prepareVisitUrl(options.publicBaseUrl, reference)) })}</p>`,
      ].join('\n'),
    };
  }
  if (kind === 'rebook') {
    const href = rebookUrl(options.publicBaseUrl, reference, options.linkSecrets?.rebookToken ?? '');
    return {
      subject: t('email:rebook.subject', { reference }),
      body: [
        greeting(booking),
        `<p>${t('email:rebook.body', html)}</p>`,
        `<p>${t('email:rebook.reason', escapedValues({ reason: options.variables?.reason ?? '' }))}</p>`,
        `<p>${withTags(t('email:rebook.action'), { rebook: linkTag(href) })}</p>`,
        `<p>${escapeHtml(t('email:rebook.staysWithBooking'))}</p>`,
        notYou(language),
      ].join('\n'),
    };
  }
  if (kind === 'fasting') {
    const { moved, fastFrom } = fastingWords(booking, options.variables ?? {});
    return {
      subject: t('email:fasting.subject', { reference }),
      body: [
        greeting(booking),
        `<p>${t('email:fasting.body', html)}</p>`,
        `<p><strong>${escapeHtml(moved ? t('email:fasting.fromTime', { time: fastFrom }) : t('email:fasting.now'))}</strong></p>`,
        `<p>${escapeHtml(t('email:fasting.medicines'))}</p>`,
      ].join('\n'),
    };
  }
  if (kind === 'rescheduled') {
    return {
      subject: t('email:rescheduled.subject', { reference, when }),
      body: [
        greeting(booking),
        `<p>${t('email:rescheduled.moved', html)}</p>`,
        `<p>${t('email:rescheduled.address', escapedValues({ address: visitAddressIn(language, booking) }))}</p>`,
        `<p>${t('email:rescheduled.calendar')}</p>`,
        notYou(language),
      ].join('\n'),
    };
  }
  return {
    subject: t('email:contactChanged.subject', { reference }),
    body: [
      greeting(booking),
      `<p>${t(
        'email:contactChanged.body',
        escapedValues({
          reference,
          email: maskEmail(booking.receipt.email),
          mobile: maskMobileNumber(booking.mobileNumber),
        }),
      )}</p>`,
      notYou(language),
    ].join('\n'),
  };
}
