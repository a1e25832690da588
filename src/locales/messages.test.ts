import * as appointmentMessages from '@domain/bookings/appointment-messages';
import * as holdMessages from '@domain/bookings/hold-messages';
import * as bookingMessages from '@domain/bookings/messages';
import { createLegacyBookingRequestSchema, legacyVisitRegionMessage } from '@domain/bookings/older-flow-schemas';
import { createBookingRequestSchema, lookupReferenceSchema } from '@domain/bookings/schemas';
import * as visitAddress from '@domain/bookings/visit-address';
import { SMS_REMINDERS_MESSAGE } from '@domain/notifications/text-messages';
import * as participantMessages from '@domain/participants/messages';
import { createParticipantFormSchema } from '@domain/participants/schemas';
import * as paymentMessages from '@domain/payments/messages';
import { CONSENT_VERSION_MESSAGE, PRIVACY_CONSENT_REQUIRED_MESSAGE } from '@domain/privacy/personal-data';
import { INVALID_DATE_MESSAGE } from '@domain/shared/form-messages';
import * as gender from '@domain/shared/gender';
import { tooLong } from '@domain/shared/schema-parts';
import * as timeslotMessages from '@domain/timeslots/messages';
import * as regions from '@domain/timeslots/regions';
import * as waitlist from '@domain/waitlist/rules';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CATALOGUES } from './catalogues';
import { messageKeyOf, translateMessage } from './translate-message';

// Every customer-facing message of the shared rules is a message of the English `messages` catalogue,
// so each can be said in every language (the web through useMessageText, the server through
// messageIn). Staff's texts (the admin forms' and tabs') stay English and are not looked at.

/** The modules whose exported texts customers read, each whole (less what `NOT_CUSTOMER_TEXTS` names). */
const CUSTOMER_MODULES: Record<string, Record<string, unknown>> = {
  'bookings/messages': bookingMessages,
  'bookings/appointment-messages': appointmentMessages,
  'bookings/hold-messages': holdMessages,
  'bookings/visit-address': visitAddress,
  'participants/messages': participantMessages,
  'payments/messages': paymentMessages,
  'waitlist/rules': waitlist,
  'shared/gender': gender,
  'timeslots/regions': regions,
  'timeslots/messages': timeslotMessages,
  // Customer texts of modules that are otherwise staff's or no texts at all.
  picked: {
    SMS_REMINDERS_MESSAGE,
    PRIVACY_CONSENT_REQUIRED_MESSAGE,
    CONSENT_VERSION_MESSAGE,
    INVALID_DATE_MESSAGE,
  },
};

/** Exports of those modules that are names, not messages, or staff's texts. */
const NOT_CUSTOMER_TEXTS = new Set([
  // Names kept in every language (DESIGN §8.10): the partner's and PayNow.
  'PARTNER_DISPLAY_NAME',
  'PAYNOW_METHOD',
  // The clinic's phone and email, which the messages take as values.
  'CLINIC_CONTACT',
  // Values on the wire, not words.
  'DEFAULT_MEMBER_GENDER',
  'TIMES_OF_DAY',
  // Staff's: the waitlist tab and the Postal Codes tab.
  'ADMIN_UNPROVEN_HINT',
  'ADMIN_UNPROVEN_LABEL',
  'DATE_SEARCH_NOTE',
  'FETCH_TIMESLOTS_FAILED_MESSAGE',
  'UPDATE_TIMESLOT_FAILED_MESSAGE',
  'TIMESLOT_UPDATED_MESSAGE',
  'TIMESLOT_NOT_FOUND_MESSAGE',
  'AVAILABILITY_REQUIRED_MESSAGE',
  'DATE_SELECT_REQUIRED_MESSAGE',
  'POSTAL_CODE_OR_DATE_REQUIRED_MESSAGE',
]);

/** Each exported text (and each text of an exported table of labels), by where it comes from. */
function exportedTexts(): [string, string][] {
  return Object.entries(CUSTOMER_MODULES).flatMap(([module, exports]) =>
    Object.entries(exports).flatMap(([name, value]): [string, string][] => {
      if (NOT_CUSTOMER_TEXTS.has(name)) return [];
      if (typeof value === 'string') return [[`${module}.${name}`, value]];
      // A table of labels is a plain object (a schema or a pattern is not).
      if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
        const texts = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
        return texts.map(([key, text]) => [`${module}.${name}.${key}`, text]);
      }
      return [];
    }),
  );
}

const NOW = new Date('2026-11-21T02:00:00Z');
const amount = (value: string) => `$${value}`;

/** The messages built with values, each way they can come out. */
const BUILT_TEXTS: Record<string, string> = {
  nameCharacters: bookingMessages.nameCharactersMessage('First name'),
  routeNotFound: bookingMessages.routeNotFoundMessage('GET', '/api/nothing'),
  refundOnCancel: appointmentMessages.refundBeforeCancelMessage({ refundOnCancel: '12.00', partnerPaid: '0' }, amount),
  nothingPaid: appointmentMessages.refundBeforeCancelMessage({ refundOnCancel: null, partnerPaid: '0' }, amount),
  nothingPaidHere: appointmentMessages.refundBeforeCancelMessage({ refundOnCancel: null, partnerPaid: '5' }, amount),
  refundWithPartner: appointmentMessages.refundBeforeCancelMessage({ refundOnCancel: '12', partnerPaid: '5' }, amount),
  changeCutoff: appointmentMessages.changeCutoffMessage(24),
  deadlineToday: holdMessages.holdDeadlineText(new Date('2026-11-21T02:30:00Z'), NOW),
  keepVisitEmail: holdMessages.keepVisitHeadline(new Date('2026-11-21T02:30:00Z'), 'email', { now: NOW }),
  keepVisitText: holdMessages.keepVisitHeadline(new Date('2026-11-23T02:30:00Z'), 'text', { sentTo: '****4567' }),
  keepVisitTextNoNumber: holdMessages.keepVisitHeadline(new Date('2026-11-23T02:30:00Z'), 'text'),
  keepVisitDetailEmail: holdMessages.keepVisitDetail('email'),
  keepVisitDetailText: holdMessages.keepVisitDetail('text'),
  keepVisitWithCode: holdMessages.keepVisitWithCodeHeadline(new Date('2026-11-21T02:30:00Z'), NOW),
  payAfterCode: holdMessages.payAfterCodeNote(new Date('2026-11-22T02:30:00Z')),
  codeLabelText: holdMessages.holdCodeLabel('text'),
  releasedPartnerPaid: holdMessages.releasedPartnerPaidMessage('WhiteCoat', '$50.00'),
  declined: paymentMessages.paymentDeclinedMessage('Do Not Honor'),
  waitlistCodeSent: waitlist.waitlistCodeSentMessage('****4567'),
  genderLabel: gender.genderLabel('female'),
  regionLabel: regions.regionLabel('central'),
  postalCodeHeading: timeslotMessages.postalCodeHeading('238801', 'central'),
  postalCodeNotServed: timeslotMessages.postalCodeHeading('999999', null),
  postalCodeNotVisited: legacyVisitRegionMessage('999999', null) ?? '',
  regionMismatch: legacyVisitRegionMessage('238801', 'north') ?? '',
  tooLong: tooLong('Unit number', 50),
  visitAddressNeeded: visitAddress.visitAddressText({ unitNumber: null, address: null, postalCode: '238801' }),
};

/** What the shared schemas answer for an empty or wrong form (their zod messages). */
function schemaMessages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const today = () => '2026-11-21';
const SCHEMA_TEXTS = [
  ...schemaMessages(createBookingRequestSchema(today), {}),
  ...schemaMessages(createBookingRequestSchema(today), {
    firstName: 'x'.repeat(101),
    email: 'not an email',
    mobileNumber: 'abc',
    dateOfBirth: '2020-01-01',
    participants: [{ firstName: 'A', identificationNumber: '1', gender: 'x' }],
  }),
  ...schemaMessages(createLegacyBookingRequestSchema(today), {}),
  ...schemaMessages(createParticipantFormSchema(today), {}),
  ...schemaMessages(waitlist.createWaitlistJoinSchema(today), {}),
  ...schemaMessages(lookupReferenceSchema, {}),
];

const OTHER_LANGUAGES = ['zh', 'ms', 'ta'] as const;

describe('the messages catalogue', () => {
  const texts = exportedTexts();

  it('holds every customer text the domain exports', () => {
    expect(texts.length).toBeGreaterThan(180);
    const missing = texts.filter(([, text]) => messageKeyOf(text) === null).map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('holds every message built with values', () => {
    const missing = Object.entries(BUILT_TEXTS)
      .filter(([, text]) => messageKeyOf(text) === null)
      .map(([name, text]) => `${name}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('holds every message the shared schemas answer', () => {
    expect(SCHEMA_TEXTS.length).toBeGreaterThan(20);
    const missing = SCHEMA_TEXTS.filter((text) => messageKeyOf(text) === null);
    expect([...new Set(missing)]).toEqual([]);
  });

  it.each(OTHER_LANGUAGES)('says each of them in %s', (language) => {
    const catalogue = CATALOGUES[language].messages;
    const all = [...texts.map(([, text]) => text), ...Object.values(BUILT_TEXTS), ...SCHEMA_TEXTS];
    // The same words in both languages only where they are names or codes ('#', 'GST 9%' would be).
    const untranslated = all.filter((text) => translateMessage(text, catalogue) === text);
    expect([...new Set(untranslated)]).toEqual([]);
  });
});
