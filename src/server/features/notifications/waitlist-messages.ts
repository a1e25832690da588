import { CLINIC_CONTACT } from '@domain/bookings/appointment-messages';
import type { TextChannel } from '@domain/notifications/text-messages';
import { formatDateLabel, formatSingaporeDateTime } from '@domain/shared/dates';
import { maskMobileNumber } from '@domain/shared/identity';
import { asLanguage, DEFAULT_LANGUAGE, type Language } from '@domain/shared/language';
import { TIMES_OF_DAY, type TimeOfDay, WAITLIST_PROOF_HOURS } from '@domain/waitlist/rules';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { messageTexts } from '../../db/email-defaults';
import { events } from '../../db/schema/events';
import { eventDates, timeslots } from '../../db/schema/timeslots';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlist';
import { entryCodeHash, offerTokenHash } from '../waitlist-offers';
import { escapedValues, escapeHtml, escapeProse, linkTag, withTags } from './html-text';
import { emailPlainText, wrapEmailHtml } from './layout';
import { visitWhenIn } from './notices';
import { withOptOutLine } from './text-compose';

// The waitlist's messages (DESIGN §8.6): fixed texts, like the notices, since each must carry its link;
// in the language the customer joined in (DESIGN §8.10).

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
  /** The language the customer joined in ('en' unless it says one of the others). */
  language?: string;
}

const languageOf = (entry: WaitlistEmailEntry): Language => asLanguage(entry.language ?? DEFAULT_LANGUAGE);

const greetingOf = (entry: WaitlistEmailEntry) =>
  `<p>${messageTexts(languageOf(entry))('email:template.greeting', escapedValues({ firstName: entry.firstName, lastName: entry.lastName }))}</p>`;

const timeOfDayOf = (value: string): TimeOfDay =>
  (TIMES_OF_DAY as readonly string[]).includes(value) ? (value as TimeOfDay) : 'any';

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
  const language = languageOf(entry);
  const t = messageTexts(language);
  const subject = t('email:waitlist.joined.subject');
  const body = [
    greetingOf(entry),
    `<p>${t(
      'email:waitlist.joined.body',
      escapedValues({
        from: formatDateLabel(entry.dateFrom, language),
        to: formatDateLabel(entry.dateTo, language),
        timeOfDay: t(`email:waitlist.timeOfDay.${timeOfDayOf(entry.timeOfDay)}`),
        count: entry.persons,
      }),
    )}</p>`,
    proof
      ? `<p>${t('email:waitlist.joined.oneMoreStep', escapedValues({ codeSentTo: proof.codeSentTo, hours: WAITLIST_PROOF_HOURS }))}</p>`
      : '',
    proof?.confirmUrl
      ? `<p><a href="${escapeHtml(proof.confirmUrl)}" style="${BUTTON_STYLE}">${escapeHtml(t('email:waitlist.joined.enterCode'))}</a></p>`
      : '',
    proof
      ? `<p>${escapeProse(t('email:waitlist.joined.codeHelp', { phone: CLINIC_CONTACT.phone, email: CLINIC_CONTACT.email }))}</p>`
      : '',
    `<p>${t('email:waitlist.joined.whenFree')}</p>`,
    leaveUrl ? `<p>${withTags(t('email:waitlist.joined.leave'), { leave: linkTag(leaveUrl) })}</p>` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return { subject, body };
}

/** The text that carries an entry's code (DESIGN §8.9); the opt-out line ends an SMS, as every SMS. */
export function waitlistCodeText(code: string, channel: TextChannel, language: Language = DEFAULT_LANGUAGE) {
  const t = messageTexts(language);
  return withOptOutLine(t('sms:waitlist.code', { brand: t('sms:brand'), code }), channel, language);
}

/** Subject and body of the email offering a freed visit to an entry. */
export function waitlistOfferEmail(
  entry: WaitlistEmailEntry,
  offer: { date: string; time: string; expiresAt: Date; link: string },
) {
  const language = languageOf(entry);
  const t = messageTexts(language);
  const when = visitWhenIn(language, offer.date, offer.time);
  const until = formatSingaporeDateTime(offer.expiresAt, 'long', language);
  const subject = t('email:waitlist.offer.subject', { when });
  const body = [
    greetingOf(entry),
    `<p>${t('email:waitlist.offer.body', escapedValues({ when, until }))}</p>`,
    `<p><a href="${escapeHtml(offer.link)}" style="${BUTTON_STYLE}">${escapeHtml(t('email:waitlist.offer.button'))}</a></p>`,
    `<p>${t('email:waitlist.offer.noThanks')}</p>`,
  ].join('\n');
  return { subject, body };
}

/** The text offering a freed visit to an entry. */
export function waitlistOfferText(
  offer: { date: string; time: string; expiresAt: Date; link: string },
  channel: TextChannel,
  language: Language = DEFAULT_LANGUAGE,
) {
  const t = messageTexts(language);
  const words = t('sms:waitlist.offer', {
    brand: t('sms:brand'),
    when: visitWhenIn(language, offer.date, offer.time),
    until: formatSingaporeDateTime(offer.expiresAt, 'long', language),
    link: offer.link,
  });
  return withOptOutLine(words, channel, language);
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
    const language = asLanguage(entry.language);
    const { subject, body } = waitlistJoinedEmail(entry, leave, proof);
    return {
      email: entry.email,
      mobileNumber: entry.mobileNumber,
      subject,
      html: wrapEmailHtml({ subject, body, language }),
      text: emailPlainText(body, language),
      sms: (channel) => (code === undefined ? '' : waitlistCodeText(code, channel, language)),
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
  const language = asLanguage(entry.language);
  const freed = {
    date: offer.date,
    time: offer.time,
    expiresAt: offer.expiresAt,
    link: offerUrl(options.publicBaseUrl, token),
  };
  const { subject, body } = waitlistOfferEmail(entry, freed);
  return {
    email: entry.email,
    mobileNumber: entry.mobileNumber,
    subject,
    html: wrapEmailHtml({ subject, body, language }),
    text: emailPlainText(body, language),
    sms: (channel) => waitlistOfferText(freed, channel, language),
  };
}
