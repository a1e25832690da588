import { SMS_OPT_OUT_LINE, type TextChannel } from '@domain/notifications/text-messages';
import { COMPANY } from '@domain/shared/company';
import { formatDateLabel, formatSingaporeDateTime, formatTimeLabel } from '@domain/shared/dates';
import { maskMobileNumber } from '@domain/shared/identity';
import {
  TIME_OF_DAY_LABELS,
  type TimeOfDay,
  WAITLIST_CODE_HELP,
  WAITLIST_UNPROVEN_NOTE,
  waitlistCodeSentMessage,
} from '@domain/waitlist/rules';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { events } from '../../db/schema/events';
import { eventDates, timeslots } from '../../db/schema/timeslots';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlist';
import { entryCodeHash, offerTokenHash } from '../waitlist-offers';
import { emailPlainText, escapeHtml, wrapEmailHtml } from './layout';

// The waitlist's messages (DESIGN §8.6): fixed texts, like the notices, since each must carry its link.

const base = (publicBaseUrl: string) => publicBaseUrl.replace(/\/+$/, '');
export const offerUrl = (publicBaseUrl: string, token: string) => `${base(publicBaseUrl)}/waitlist/offer/${token}`;
/** The token after '#': a page reads it; it never reaches a server log. */
export const leaveWaitlistUrl = (publicBaseUrl: string, entryId: number, token: string) =>
  `${base(publicBaseUrl)}/waitlist/leave/${entryId}#token=${token}`;
/** The page that takes the texted code (DESIGN §8.9), for a customer who closed the page they joined on. */
export const confirmWaitlistUrl = (publicBaseUrl: string, entryId: number, token: string) =>
  `${base(publicBaseUrl)}/waitlist/confirm/${entryId}#token=${token}`;

export type WaitlistMessage =
  | { skip: string }
  | {
      email: string;
      mobileNumber: string;
      subject: string;
      html: string;
      text: string;
      sms: (channel: TextChannel) => string;
    };

/** What the waitlist emails say of an entry: the name it was made under, and what it waits for. */
export interface WaitlistEmailEntry {
  firstName: string;
  lastName: string;
  dateFrom: string;
  dateTo: string;
  timeOfDay: string;
  persons: number;
}

const greetingOf = (entry: WaitlistEmailEntry) =>
  `<p>Dear ${escapeHtml(entry.firstName)} ${escapeHtml(entry.lastName)},</p>`;

const BUTTON_STYLE =
  'display:inline-block;background:#0f766e;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold;';

/**
 * Subject and body of the email confirming an entry (pure: the staff preview renders it from a sample).
 * While the mobile is not proven (`proof`), it says where the code went, that no offer comes until it
 * is entered, and links to the page that takes it; the code itself comes only by text (DESIGN §8.9).
 */
export function waitlistJoinedEmail(
  entry: WaitlistEmailEntry,
  leaveUrl: string | null,
  proof: { codeSentTo: string; confirmUrl: string | null } | null = null,
) {
  const subject = 'You are on the waitlist for a home visit';
  const body = [
    greetingOf(entry),
    `<p>You are on the waitlist for a home visit between <strong>${escapeHtml(formatDateLabel(entry.dateFrom))}</strong> and <strong>${escapeHtml(formatDateLabel(entry.dateTo))}</strong> (${escapeHtml(TIME_OF_DAY_LABELS[entry.timeOfDay as TimeOfDay].toLowerCase())}), for ${entry.persons} ${entry.persons === 1 ? 'person' : 'people'}.</p>`,
    proof
      ? `<p><strong>One more step:</strong> ${escapeHtml(waitlistCodeSentMessage(proof.codeSentTo))} ${escapeHtml(WAITLIST_UNPROVEN_NOTE)}</p>`
      : '',
    proof?.confirmUrl
      ? `<p><a href="${escapeHtml(proof.confirmUrl)}" style="${BUTTON_STYLE}">Enter the code</a></p>`
      : '',
    proof ? `<p>${escapeHtml(WAITLIST_CODE_HELP)}</p>` : '',
    `<p>When a visit frees up we hold it for you for a while and email you a link to book it. Nothing is charged until you book.</p>`,
    leaveUrl ? `<p>Changed your mind? <a href="${escapeHtml(leaveUrl)}">Leave the waitlist</a>.</p>` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return { subject, body };
}

/** The text that carries an entry's code (DESIGN §8.9); the opt-out line ends an SMS, as every SMS. */
export const waitlistCodeText = (code: string, channel: TextChannel) =>
  `${COMPANY.brand}: your waitlist code is ${code}. Enter it on the waitlist page to get offers of free visits.${channel === 'sms' ? ` ${SMS_OPT_OUT_LINE}` : ''}`;

/** Subject and body of the email offering a freed visit to an entry. */
export function waitlistOfferEmail(
  entry: WaitlistEmailEntry,
  offer: { date: string; time: string; expiresAt: Date; link: string },
) {
  const when = `${formatDateLabel(offer.date)} at ${formatTimeLabel(offer.time)}`;
  const until = formatSingaporeDateTime(offer.expiresAt);
  const subject = `A home visit is free: ${when}`;
  const body = [
    greetingOf(entry),
    `<p>Good news: a home visit has freed up on <strong>${escapeHtml(when)}</strong>, and we are holding it for you until <strong>${escapeHtml(until)}</strong>.</p>`,
    `<p><a href="${escapeHtml(offer.link)}" style="${BUTTON_STYLE}">Book this visit</a></p>`,
    '<p>If it does not suit you, press "No thanks" on that page and we pass it on; you stay on the waitlist for other visits.</p>',
  ].join('\n');
  return { subject, body };
}

/** The waitlist message of an outbox row, from its entry (and offer) as they are now; skip when it no longer applies. */
export async function composeWaitlistMessage(
  db: Executor,
  options: {
    kind: string;
    entryId: number;
    secrets: { offerToken?: string; leaveToken?: string; code?: string } | null;
    publicBaseUrl: string;
  },
): Promise<WaitlistMessage> {
  const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, options.entryId));
  if (!entry || entry.erasedAt) return { skip: 'waitlist entry gone' };
  if (options.kind === 'waitlist-joined') {
    const code = options.secrets?.code;
    // A code's text: only while it is the entry's current code and the mobile still needs proving.
    if (code !== undefined) {
      if (entry.mobileVerifiedAt) return { skip: 'mobile already proven' };
      if (entry.status !== 'waiting' && entry.status !== 'offered') return { skip: `waitlist entry ${entry.status}` };
      if (entry.verificationCodeHash !== entryCodeHash(entry.id, code)) return { skip: 'code replaced by a newer one' };
    }
    const token = options.secrets?.leaveToken;
    const leave = token ? leaveWaitlistUrl(options.publicBaseUrl, entry.id, token) : null;
    const proof = entry.mobileVerifiedAt
      ? null
      : {
          codeSentTo: maskMobileNumber(entry.mobileNumber),
          confirmUrl: token ? confirmWaitlistUrl(options.publicBaseUrl, entry.id, token) : null,
        };
    const { subject, body } = waitlistJoinedEmail(entry, leave, proof);
    return {
      email: entry.email,
      mobileNumber: entry.mobileNumber,
      subject,
      html: wrapEmailHtml({ subject, body }),
      text: emailPlainText(body),
      sms: (channel) => (code === undefined ? '' : waitlistCodeText(code, channel)),
    };
  }
  const token = options.secrets?.offerToken;
  if (!token) return { skip: 'offer link missing' };
  const [offer] = await db
    .select({
      status: waitlistOffers.status,
      expiresAt: waitlistOffers.expiresAt,
      date: eventDates.date,
      time: timeslots.time,
      eventName: events.name,
    })
    .from(waitlistOffers)
    .innerJoin(timeslots, eq(timeslots.id, waitlistOffers.timeslotId))
    .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
    .innerJoin(events, eq(events.id, eventDates.eventId))
    .where(and(eq(waitlistOffers.tokenHash, offerTokenHash(token)), eq(waitlistOffers.entryId, entry.id)))
    .orderBy(desc(waitlistOffers.id));
  if (offer?.status !== 'open') return { skip: `offer ${offer?.status ?? 'gone'}` };
  const when = `${formatDateLabel(offer.date)} at ${formatTimeLabel(offer.time)}`;
  const until = formatSingaporeDateTime(offer.expiresAt);
  const link = offerUrl(options.publicBaseUrl, token);
  const { subject, body } = waitlistOfferEmail(entry, {
    date: offer.date,
    time: offer.time,
    expiresAt: offer.expiresAt,
    link,
  });
  return {
    email: entry.email,
    mobileNumber: entry.mobileNumber,
    subject,
    html: wrapEmailHtml({ subject, body }),
    text: emailPlainText(body),
    sms: (channel) =>
      `${COMPANY.brand}: a home visit is free on ${when}, held for you until ${until}. Book it: ${link}${channel === 'sms' ? ` ${SMS_OPT_OUT_LINE}` : ''}`,
  };
}
