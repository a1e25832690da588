import { z } from 'zod';
import {
  AIA_PRICE_ABOVE_PRICE_MESSAGE,
  AIA_PRICE_DECIMALS_MESSAGE,
  AIA_PRICE_POSITIVE_MESSAGE,
  AIA_PRICE_TOO_LARGE_MESSAGE,
  BUFFER_HOURS_MESSAGE,
  DATE_REQUIRED_MESSAGE,
  HOLIDAY_NAME_REQUIRED_MESSAGE,
  INVALID_DATE_MESSAGE,
  INVALID_ID_MESSAGE,
  INVALID_TIME_MESSAGE,
  MANUAL_DATES_DUPLICATE_MESSAGE,
  MANUAL_TIMES_REQUIRED_MESSAGE,
  MAX_ATTENDEES_MESSAGE,
  NAME_MIN_MESSAGE,
  NUM_SLOTS_MESSAGE,
  PACKAGE_IDS_MESSAGE,
  PAGE_MESSAGE,
  PAGE_SIZE_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  PRICE_DECIMALS_MESSAGE,
  PRICE_POSITIVE_MESSAGE,
  PRICE_TOO_LARGE_MESSAGE,
  REVEAL_PARTICIPANT_ID_MESSAGE,
  SLOTS_PER_TIMESLOT_MESSAGE,
  SLUG_CHARACTERS_MESSAGE,
  SLUG_MIN_MESSAGE,
  STATUS_CHANGE_MESSAGE,
  USERNAME_REQUIRED_MESSAGE,
} from './admin-messages.js';
import { refundOutcomeSchema, successEnvelope } from './api-schemas.js';
import { isIsoDate } from './dates.js';
import { paymentHistoryEntrySchema, paymentStateSchema } from './payment-state.js';
import {
  amount,
  MAX_RECORD_ID,
  nullableText,
  optionalQuery,
  requiredText,
  timestamp,
  tooLong,
} from './schema-parts.js';

export { MAX_RECORD_ID } from './schema-parts.js';

// The admin area's calls (spec 001 §7, Admin session and Admin resources, plus what DESIGN §4 adds:
// an event's packages and schedule, paging and filters of the orders, the audit log). One schema per
// request and per answer: the server's routes validate and serialize with them, the web client's
// forms validate with the same request schemas and infer its types from the answers. Form messages
// are spec 001 §5 word for word (messages.ts).

/** decimal(10,2): eight digits before the point. */
export const MAX_PRICE_CENTS = 9_999_999_999;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const SLUG_PATTERN = /^[a-z0-9-]+$/;
const PRICE_PATTERN = /^\d+(\.\d+)?$/;

/** A whole number from a JSON body or a query string ('12'). */
const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** A calendar date 'yyyy-MM-dd': `message` when missing or empty, one other message when not a date. */
const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message });
      else if (!isIsoDate(value)) ctx.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE });
    });

/** Path parameter of a record addressed by its number; anything else is a 400 with one message. */
export const adminIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, { error: INVALID_ID_MESSAGE })
    .transform(Number)
    .pipe(z.number().int().positive({ error: INVALID_ID_MESSAGE }).max(MAX_RECORD_ID, { error: INVALID_ID_MESSAGE })),
});
export type AdminIdParams = z.infer<typeof adminIdParamsSchema>;

/** Registrations are addressed by their random UUID; the route answers anything else with its 404. */
export const adminRegistrationParamsSchema = z.object({ id: z.string() });

/**
 * An amount for decimal(10,2), as the package form sends it: a two-decimal string ('118.00'), or a
 * JSON number. Out: the two-decimal string. Zero, negative, non-numeric: `positive`; more than two
 * decimals or more than eight digits before the point: their own message (a 400, never a 500).
 */
const priceField = (messages: { positive: string; decimals: string; tooLarge: string }) =>
  z
    .union([z.string(), z.number()], { error: messages.positive })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .superRefine((text, ctx) => {
      if (!PRICE_PATTERN.test(text)) {
        ctx.addIssue({ code: 'custom', message: messages.positive });
        return;
      }
      const [whole = '', fraction = ''] = text.split('.');
      if (fraction.length > 2) {
        ctx.addIssue({ code: 'custom', message: messages.decimals });
        return;
      }
      const digits = whole.replace(/^0+(?=\d)/, '');
      if (digits.length > 8) {
        ctx.addIssue({ code: 'custom', message: messages.tooLarge });
        return;
      }
      if (Number(text) <= 0) ctx.addIssue({ code: 'custom', message: messages.positive });
    })
    .transform((text) => {
      const [whole = '0', fraction = ''] = text.split('.');
      return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
    });

const priceCents = (text: string) => {
  const [whole = '0', fraction = '00'] = text.split('.');
  return Number(whole) * 100 + Number(fraction);
};

// ---- session -----------------------------------------------------------------

/** POST /api/admin/login. */
export const adminLoginRequestSchema = z.object({
  username: requiredText(USERNAME_REQUIRED_MESSAGE, 1, 100, 'Username'),
  // Not trimmed: a password is exactly what was typed.
  password: z
    .string({ error: PASSWORD_REQUIRED_MESSAGE })
    .min(1, { error: PASSWORD_REQUIRED_MESSAGE })
    .max(1000, { error: tooLong('Password', 1000) }),
});
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

/** The login answer's data: the bearer token (also set as an HttpOnly cookie). */
export const adminLoginResultSchema = z.object({ token: z.string() });
export type AdminLoginResult = z.infer<typeof adminLoginResultSchema>;

/** POST /api/admin/logout-everywhere: how many sessions of the user ended, this one included. */
export const adminLogoutEverywhereResultSchema = z.object({ sessionsEnded: z.number().int() });
export type AdminLogoutEverywhereResult = z.infer<typeof adminLogoutEverywhereResultSchema>;

/** GET /api/admin/user: the signed-in user, never the password hash. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  /** 'admin' for staff; any other role sees the not-allowed view. */
  role: z.string(),
  /** When this user last signed in (ISO 8601), this sign-in included. */
  lastLogin: timestamp.nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

// ---- events ------------------------------------------------------------------

export const SCHEDULE_DEFAULTS = {
  configType: 'auto',
  numSlots: 10,
  bufferHours: 24,
  slotsPerTimeslot: 1,
  maxAttendees: 20,
} as const;

export const scheduleTypeSchema = z.enum(['auto', 'manual']);
export type ScheduleType = z.infer<typeof scheduleTypeSchema>;

/** One date of a manually scheduled event with its start times ('HH:mm', Singapore time). */
export const manualDateSchema = z.object({
  date: isoDate(DATE_REQUIRED_MESSAGE),
  times: z
    .array(z.string().trim().regex(TIME_PATTERN, { error: INVALID_TIME_MESSAGE }))
    .min(1, { error: MANUAL_TIMES_REQUIRED_MESSAGE })
    .max(24)
    .transform((times) => [...new Set(times)].sort()),
});
export type ManualDate = z.infer<typeof manualDateSchema>;

/**
 * An event's schedule (event_configs, DESIGN §4 Timeslots): 'auto' offers each region's weekday times
 * for the next `numSlots` dates, at least `bufferHours` ahead, skipping public holidays; 'manual'
 * offers `manualDates`. Each slot takes `slotsPerTimeslot` home visits and `maxAttendees` persons.
 */
export const eventScheduleSchema = z
  .object({
    configType: scheduleTypeSchema.default(SCHEDULE_DEFAULTS.configType),
    numSlots: wholeNumber(NUM_SLOTS_MESSAGE, 1, 60).default(SCHEDULE_DEFAULTS.numSlots),
    bufferHours: wholeNumber(BUFFER_HOURS_MESSAGE, 0, 720).default(SCHEDULE_DEFAULTS.bufferHours),
    slotsPerTimeslot: wholeNumber(SLOTS_PER_TIMESLOT_MESSAGE, 1, 50).default(SCHEDULE_DEFAULTS.slotsPerTimeslot),
    maxAttendees: wholeNumber(MAX_ATTENDEES_MESSAGE, 1, 200).default(SCHEDULE_DEFAULTS.maxAttendees),
    /**
     * Manual events: the dates and times offered from today on. Saving replaces them: a time left out
     * is removed unless it has bookings (then it stays, so nothing booked is lost). Ignored for auto.
     */
    manualDates: z.array(manualDateSchema).max(366).default([]),
  })
  .superRefine((schedule, ctx) => {
    const seen = new Set<string>();
    schedule.manualDates.forEach((entry, index) => {
      if (seen.has(entry.date)) {
        ctx.addIssue({ code: 'custom', message: MANUAL_DATES_DUPLICATE_MESSAGE, path: ['manualDates', index, 'date'] });
      }
      seen.add(entry.date);
    });
  });
export type EventSchedule = z.infer<typeof eventScheduleSchema>;
export type EventScheduleInput = z.input<typeof eventScheduleSchema>;

/** POST /api/admin/events and PUT /api/admin/events/{id} (spec 001 §5, plus packages and schedule). */
export const eventFormSchema = z.object({
  name: z
    .string({ error: NAME_MIN_MESSAGE })
    .trim()
    .min(3, { error: NAME_MIN_MESSAGE })
    .max(200, { error: tooLong('Name', 200) }),
  slug: z
    .string({ error: SLUG_MIN_MESSAGE })
    .trim()
    .min(3, { error: SLUG_MIN_MESSAGE })
    .max(100, { error: tooLong('Slug', 100) })
    .regex(SLUG_PATTERN, { error: SLUG_CHARACTERS_MESSAGE }),
  description: nullableText('Description', 5000),
  location: nullableText('Location', 500),
  isActive: z.boolean().default(true),
  /** The packages the event offers (event_packages); only active ones are shown to customers. */
  packageIds: z
    .array(
      z
        .number({ error: PACKAGE_IDS_MESSAGE })
        .int({ error: PACKAGE_IDS_MESSAGE })
        .positive({ error: PACKAGE_IDS_MESSAGE })
        .max(MAX_RECORD_ID, { error: PACKAGE_IDS_MESSAGE }),
      { error: PACKAGE_IDS_MESSAGE },
    )
    .max(100, { error: PACKAGE_IDS_MESSAGE })
    .default([])
    .transform((ids) => [...new Set(ids)]),
  schedule: eventScheduleSchema.default({ ...SCHEDULE_DEFAULTS, manualDates: [] }),
});
/** What the routes receive (defaults applied). */
export type EventForm = z.infer<typeof eventFormSchema>;
/** What a form may send (defaults optional): the type of react-hook-form's values. */
export type EventFormInput = z.input<typeof eventFormSchema>;

/** An event in the admin list and the answer of its create and update. */
export const adminEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: timestamp,
  packageIds: z.array(z.number().int()),
  schedule: z.object({
    configType: scheduleTypeSchema,
    numSlots: z.number().int(),
    bufferHours: z.number().int(),
    slotsPerTimeslot: z.number().int(),
    maxAttendees: z.number().int(),
    /** Manual slots from today on, by date (also those left from a former manual schedule). */
    manualDates: z.array(z.object({ date: z.string(), times: z.array(z.string()) })),
  }),
  /** Live bookings (not cancelled, not expired): an event with any booking cannot be deleted. */
  bookingCount: z.number().int(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;

// ---- packages ----------------------------------------------------------------

/** POST /api/admin/packages and PUT /api/admin/packages/{id} (spec 001 §5). */
export const packageFormSchema = z
  .object({
    name: z
      .string({ error: NAME_MIN_MESSAGE })
      .trim()
      .min(3, { error: NAME_MIN_MESSAGE })
      .max(200, { error: tooLong('Name', 200) }),
    price: priceField({
      positive: PRICE_POSITIVE_MESSAGE,
      decimals: PRICE_DECIMALS_MESSAGE,
      tooLarge: PRICE_TOO_LARGE_MESSAGE,
    }),
    /** Member (AIA or Vitality) price; '' or null or left out: none, members pay the price. */
    aiaPrice: z.preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      priceField({
        positive: AIA_PRICE_POSITIVE_MESSAGE,
        decimals: AIA_PRICE_DECIMALS_MESSAGE,
        tooLarge: AIA_PRICE_TOO_LARGE_MESSAGE,
      }).nullable(),
    ),
    description: nullableText('Description', 5000),
    isActive: z.boolean().default(true),
  })
  .superRefine((form, ctx) => {
    if (form.aiaPrice !== null && priceCents(form.aiaPrice) > priceCents(form.price)) {
      ctx.addIssue({ code: 'custom', message: AIA_PRICE_ABOVE_PRICE_MESSAGE, path: ['aiaPrice'] });
    }
  });
export type PackageForm = z.infer<typeof packageFormSchema>;
export type PackageFormInput = z.input<typeof packageFormSchema>;

/** A package in the admin list, GET /api/admin/packages/{id} and the answers of create and update. */
export const adminPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  price: amount,
  aiaPrice: amount.nullable(),
  isActive: z.boolean(),
  /** The events that offer it. */
  eventIds: z.array(z.number().int()),
  /** Bookings (any status) in which someone has this package: such a package cannot be deleted. */
  bookingCount: z.number().int(),
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;

// ---- orders (registrations) --------------------------------------------------

/** Every status a booking can have (DESIGN §4 Statuses). */
export const REGISTRATION_STATUSES = [
  'pending_payment',
  'paid',
  'confirmed',
  'completed',
  'no_show',
  'cancelled',
  'expired',
] as const;
export const adminRegistrationStatusSchema = z.enum(REGISTRATION_STATUSES);
export type AdminRegistrationStatus = z.infer<typeof adminRegistrationStatusSchema>;

/** Member type badge of the order details (spec 001 §2 Orders). */
export const memberTypeSchema = z.enum(['AIA', 'Vitality', 'Retail']);
export type MemberType = z.infer<typeof memberTypeSchema>;

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

const pageFields = {
  page: optionalQuery(wholeNumber(PAGE_MESSAGE, 1, 1_000_000)).transform((value) => value ?? 1),
  pageSize: optionalQuery(wholeNumber(PAGE_SIZE_MESSAGE, 1, MAX_PAGE_SIZE)).transform(
    (value) => value ?? DEFAULT_PAGE_SIZE,
  ),
};

/**
 * GET /api/admin/registrations (and its CSV export, which ignores page and pageSize). All optional;
 * without them, the newest page. `search` matches the reference, first or last name, mobile number or
 * the ID's last four characters.
 */
export const adminRegistrationListQuerySchema = z.object({
  ...pageFields,
  status: optionalQuery(adminRegistrationStatusSchema),
  eventId: optionalQuery(wholeNumber(INVALID_ID_MESSAGE, 1, MAX_RECORD_ID)),
  visitDate: optionalQuery(isoDate(INVALID_DATE_MESSAGE)),
  search: optionalQuery(
    z
      .string()
      .trim()
      .max(100, { error: tooLong('Search', 100) }),
  ).transform((value) => (value ? value : undefined)),
});
export type AdminRegistrationListQuery = z.infer<typeof adminRegistrationListQuerySchema>;
export type AdminRegistrationListQueryInput = z.input<typeof adminRegistrationListQuerySchema>;

/** The paging beside `data` in the admin lists. */
export const pageMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** A row of the orders table. */
export const adminRegistrationSchema = z.object({
  id: z.string(),
  referenceNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  status: adminRegistrationStatusSchema,
  /** The visit (spec 001 §2 Orders, Date): 'yyyy-MM-dd' and 'HH:mm'. */
  timeslotDate: z.string(),
  timeslotTime: z.string(),
  eventId: z.number().int(),
  eventName: z.string(),
  packageName: z.string(),
  personCount: z.number().int(),
  totalAmount: amount,
  amountDue: amount,
  createdAt: timestamp,
  /** The one payment state staff see (payment-state.ts), decided from the payment rows. */
  paymentState: paymentStateSchema,
  /** No visit address on record (the older flow booked without one): the nurse cannot find the home. */
  addressNeeded: z.boolean(),
});
export type AdminRegistration = z.infer<typeof adminRegistrationSchema>;

/** GET /api/admin/registrations: `data` is the list (spec), newest first; the paging beside it. */
export const adminRegistrationListResponseSchema = successEnvelope(z.array(adminRegistrationSchema)).extend({
  meta: pageMetaSchema,
});
export type AdminRegistrationListResponse = z.infer<typeof adminRegistrationListResponseSchema>;

/** A person in the payment section of the details dialog; the primary person first. */
export const adminParticipantSchema = z.object({
  /** Null for the primary person (the booking itself). */
  id: z.number().int().nullable(),
  isPrimary: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  /** Masked ('*****567D', DESIGN §8.3); the reveal route answers the full number. '' once erased. */
  identificationNumber: z.string(),
  gender: z.string(),
  dateOfBirth: z.string(),
  packageId: z.number().int(),
  packageName: z.string(),
  /** What this person's package cost in this booking (member price where it applied). */
  packagePrice: amount,
  /** Null for the primary person (the booking stores the household's, not the primary's, list price). */
  originalPrice: amount.nullable(),
});
export type AdminParticipant = z.infer<typeof adminParticipantSchema>;

/** GET /api/admin/registrations/{id}: every field of the order details dialog (spec 001 §2 Orders). */
export const adminRegistrationDetailsSchema = z.object({
  id: z.string(),
  referenceNumber: z.string(),
  status: adminRegistrationStatusSchema,
  // Personal information
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  gender: z.string(),
  dateOfBirth: z.string(),
  /** Masked ('*****567D', DESIGN §8.3); the reveal route answers the full number. '' once erased. */
  identificationNumber: z.string(),
  postalCode: z.string().nullable(),
  unitNumber: z.string().nullable(),
  address: z.string().nullable(),
  region: z.string().nullable(),
  medicalConditions: z.string().nullable(),
  // Booking information
  createdAt: timestamp,
  updatedAt: timestamp,
  cancelledAt: timestamp.nullable(),
  /** When the booking's personal data was erased (retention or on request); null while it is held. */
  erasedAt: timestamp.nullable(),
  eventId: z.number().int(),
  eventName: z.string(),
  timeslotId: z.number().int(),
  timeslotDate: z.string(),
  timeslotTime: z.string(),
  packageId: z.number().int(),
  packageName: z.string(),
  /** The primary person's price in this booking. */
  packagePrice: amount,
  /** Primary person first, then the household members. */
  participants: z.array(adminParticipantSchema),
  // The amounts stored at booking (the payment breakdown; DESIGN §4 Pricing)
  personCount: z.number().int(),
  subtotal: amount,
  /** Family bundle discount (shown when greater than zero). */
  volumeDiscount: amount,
  /** Discount code amount. */
  discountAmount: amount,
  /** What membership prices saved against list prices. */
  memberDiscountAmount: amount,
  /** BIN discount taken at card payment. */
  cardDiscountAmount: amount,
  totalExcludingGst: amount,
  /** GST at 9 %. */
  gst: amount,
  totalIncludingGst: amount,
  partnerPaid: amount,
  amountDue: amount,
  /** The code the customer redeemed, and its discount's name; null when none. */
  discountCode: z.string().nullable(),
  discountName: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  transactionId: z.string().nullable(),
  memberType: memberTypeSchema,
  /** The main person's ID number as the insurer knows it: masked like identificationNumber. */
  aiaMemberId: z.string().nullable(),
  vitalityMembershipNo: z.string().nullable(),
  /** Payment status: paid (or completed after a paid visit) or not. */
  isPaid: z.boolean(),
  /** The one payment state staff see, as in the orders list. */
  paymentState: paymentStateSchema,
  /** Every charge and refund, and the partner's prepayment (kept or not on cancel), oldest first. */
  paymentHistory: z.array(paymentHistoryEntrySchema),
  /** No visit address on record, as in the orders list. */
  addressNeeded: z.boolean(),
  partnerBookingCode: z.string().nullable(),
  paymentDueAt: timestamp.nullable(),
  /** The privacy notice the customer agreed to at booking, and when (DESIGN §8.3); null for older bookings. */
  privacyNoticeVersion: z.string().nullable(),
  consentedAt: timestamp.nullable(),
});
export type AdminRegistrationDetails = z.infer<typeof adminRegistrationDetailsSchema>;

/** PATCH /api/admin/registrations/{id}: after the visit, or a cancellation by staff. */
export const adminRegistrationStatusRequestSchema = z.object({
  status: z.enum(['completed', 'no_show', 'cancelled'], { error: STATUS_CHANGE_MESSAGE }),
});
export type AdminRegistrationStatusRequest = z.infer<typeof adminRegistrationStatusRequestSchema>;

/** The answer of the status change: the booking as it is now, and a refund owed by a cancellation. */
export const adminRegistrationStatusResultSchema = z.object({
  registration: adminRegistrationDetailsSchema,
  /**
   * What the customer paid by card ('12.34'), when a paid booking was cancelled; null otherwise. The
   * refund goes through the gateway that took the payment: `refund` says whether it was given back or
   * is pending for staff (the gateway refused or did not answer).
   */
  refundDue: amount.nullable(),
  refund: refundOutcomeSchema,
});
export type AdminRegistrationStatusResult = z.infer<typeof adminRegistrationStatusResultSchema>;

/**
 * POST /api/admin/registrations/{id}/reveal-identification: whose full ID number to show, a household
 * member by id or null for the main person. Strictly a JSON number or null: no coercion, nothing left out.
 */
export const revealIdentificationRequestSchema = z.object({
  participantId: z
    .number({ error: REVEAL_PARTICIPANT_ID_MESSAGE })
    .int({ error: REVEAL_PARTICIPANT_ID_MESSAGE })
    .positive({ error: REVEAL_PARTICIPANT_ID_MESSAGE })
    .max(MAX_RECORD_ID, { error: REVEAL_PARTICIPANT_ID_MESSAGE })
    .nullable(),
});
export type RevealIdentificationRequest = z.infer<typeof revealIdentificationRequestSchema>;

/** The answer of the reveal: the full number, as stored. */
export const revealedIdentificationSchema = z.object({ identificationNumber: z.string() });
export type RevealedIdentification = z.infer<typeof revealedIdentificationSchema>;

// ---- public holidays ---------------------------------------------------------

/** POST /api/admin/public-holidays and PUT /api/admin/public-holidays/{id} (spec 001 §5). */
export const holidayFormSchema = z.object({
  name: requiredText(HOLIDAY_NAME_REQUIRED_MESSAGE, 1, 200, 'Name'),
  date: isoDate(DATE_REQUIRED_MESSAGE),
});
export type HolidayForm = z.infer<typeof holidayFormSchema>;

/** A public holiday (spec 001 §3: date 'yyyy-MM-dd'). */
export const publicHolidaySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  date: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type PublicHoliday = z.infer<typeof publicHolidaySchema>;

/** A live booking whose visit falls on a holiday's date: staff must contact the customer. */
export const bookingOnDateSchema = z.object({
  id: z.string(),
  referenceNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobileNumber: z.string(),
  eventName: z.string(),
  timeslotTime: z.string(),
  status: adminRegistrationStatusSchema,
  personCount: z.number().int(),
});
export type BookingOnDate = z.infer<typeof bookingOnDateSchema>;

/**
 * The answer of a holiday's create and update: no free slot is offered on its date from now on, and
 * the bookings already on it are listed (they are kept; staff decide what to do with them).
 */
export const holidayChangeResultSchema = z.object({
  holiday: publicHolidaySchema,
  bookingsOnDate: z.array(bookingOnDateSchema),
});
export type HolidayChangeResult = z.infer<typeof holidayChangeResultSchema>;

// ---- audit log ---------------------------------------------------------------

export const AUDIT_ENTITIES = ['event', 'package', 'registration', 'public_holiday', 'admin_session'] as const;

/** GET /api/admin/audit-log. */
export const auditLogQuerySchema = z.object({
  ...pageFields,
  /** 'event', 'package', 'registration', 'public_holiday', 'admin_session', …; absent: all. */
  entity: optionalQuery(
    z
      .string()
      .trim()
      .max(50, { error: tooLong('Entity', 50) }),
  ).transform((value) => (value ? value : undefined)),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
export type AuditLogQueryInput = z.input<typeof auditLogQuerySchema>;

/** One change: who ('admin:<username>', 'customer', 'system'), what, when, the values before and after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  /** 'create', 'update', 'delete', 'status', 'login', 'logout', 'expire', … */
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** `{ before, after }` for admin changes; figures only for bookings (no personal data). */
  changes: z.unknown(),
  createdAt: timestamp,
  /**
   * What the entry is about as staff name it, read when listing (null where it is gone or has none): a
   * booking's reference, a timeslot's date and time, an event's, package's, discount's or key's name.
   */
  subject: z
    .object({
      referenceNumber: z.string().nullable(),
      name: z.string().nullable(),
      date: z.string().nullable(),
      time: z.string().nullable(),
    })
    .optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogResponseSchema = successEnvelope(z.array(auditEntrySchema)).extend({ meta: pageMetaSchema });
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

// ---- dashboard ---------------------------------------------------------------

/** GET /api/admin/dashboard: the eight summary cards' counts (spec 001 §2 Admin dashboard). */
export const adminDashboardSchema = z.object({
  events: z.number().int(),
  packages: z.number().int(),
  registrations: z.number().int(),
  apiKeys: z.number().int(),
  discounts: z.number().int(),
  holidays: z.number().int(),
  emailTemplates: z.number().int(),
  /** The Payments card shows the card provider's name. */
  paymentProvider: z.string(),
  paymentTestMode: z.boolean(),
  /** Set while simulators answer for the partner or the insurer in production (ALLOW_SIMULATORS). */
  simulatorWarning: z.string().nullable(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
