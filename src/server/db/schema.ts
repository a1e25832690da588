import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---- catalogue ---------------------------------------------------------------

export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  slug: text('slug').notNull().unique(),
  location: text('location'),
  createdAt: createdAt(),
  isActive: boolean('is_active').notNull().default(true),
});

export const eventDates = pgTable(
  'event_dates',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('event_dates_event_date_key').on(t.eventId, t.date),
    // Staff's insights read a range of dates across events.
    index('event_dates_date_idx').on(t.date),
  ],
);

export const timeslots = pgTable(
  'timeslots',
  {
    id: serial('id').primaryKey(),
    eventDateId: integer('event_date_id')
      .notNull()
      .references(() => eventDates.id, { onDelete: 'cascade' }),
    time: text('time').notNull(),
    // Region of an auto-scheduled slot; null for slots an admin entered by hand.
    region: text('region'),
    maxAttendees: integer('max_attendees').notNull().default(20),
    currentAttendees: integer('current_attendees').notNull().default(0),
    // Non-cancelled bookings (home visits) in the slot, limited by event_configs.slotsPerTimeslot.
    currentBookings: integer('current_bookings').notNull().default(0),
    isAvailable: boolean('is_available').notNull().default(true),
  },
  (t) => [
    // Materialisation relies on this key (INSERT ... ON CONFLICT DO NOTHING), not on a prior read.
    unique('timeslots_date_region_time_key').on(t.eventDateId, t.region, t.time).nullsNotDistinct(),
    // Rule 2 in the database itself: whatever code writes the counters, a slot never holds more persons
    // than it has room for, and no counter goes below zero. (The limit on bookings per slot is the
    // event's, in event_configs, so the conditional UPDATE that takes capacity enforces that one.)
    check('timeslots_max_attendees_check', sql`${t.maxAttendees} >= 0`),
    check(
      'timeslots_current_attendees_check',
      sql`${t.currentAttendees} >= 0 and ${t.currentAttendees} <= ${t.maxAttendees}`,
    ),
    check('timeslots_current_bookings_check', sql`${t.currentBookings} >= 0`),
  ],
);

export const packages = pgTable('packages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  price: money('price').notNull(),
  aiaPrice: money('aia_price'),
  isActive: boolean('is_active').notNull().default(true),
});

export const eventPackages = pgTable(
  'event_packages',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('event_packages_event_package_key').on(t.eventId, t.packageId)],
);

export const eventConfigs = pgTable('event_configs', {
  id: serial('id').primaryKey(),
  eventId: integer('event_id')
    .notNull()
    .unique()
    .references(() => events.id, { onDelete: 'cascade' }),
  configType: text('config_type').notNull().default('manual'),
  numSlots: integer('num_slots').notNull().default(10),
  bufferHours: integer('buffer_hours').notNull().default(24),
  slotsPerTimeslot: integer('slots_per_timeslot').notNull().default(1),
  // Persons per slot: the maxAttendees of the slots this schedule creates.
  maxAttendees: integer('max_attendees').notNull().default(20),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const publicHolidays = pgTable('public_holidays', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  date: date('date', { mode: 'string' }).notNull().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---- discounts ---------------------------------------------------------------

export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    lineItemLabel: text('line_item_label'),
    discountType: text('discount_type').notNull().default('-'),
    description: text('description'),
    identifierPrefix: text('identifier_prefix'),
    identifierLength: integer('identifier_length').default(6),
    limitRedemption: boolean('limit_redemption').notNull().default(false),
    maxRedemptions: integer('max_redemptions'),
    // Redemptions taken across all identifiers; counted in the booking transaction.
    redemptionCount: integer('redemption_count').notNull().default(0),
    limitBinRedemption: boolean('limit_bin_redemption').notNull().default(false),
    maxBinRedemptions: integer('max_bin_redemptions'),
    binRedemptionCount: integer('bin_redemption_count').notNull().default(0),
    discountValueType: text('discount_value_type').notNull().default('percentage'),
    value: money('value').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    applicableForAIA: boolean('applicable_for_aia').notNull().default(false),
    applicableForRetail: boolean('applicable_for_retail').notNull().default(false),
    applicableForHealthScreening: boolean('applicable_for_health_screening').notNull().default(true),
    applicableForChronic: boolean('applicable_for_chronic').notNull().default(false),
    applicableForPDT: boolean('applicable_for_pdt').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Rule 2 in the database itself: redemption counters never go below zero nor past a limit that is
  // set (a limit of 0 or null means none, as the admin form's '0 = unlimited').
  (t) => [
    check('discounts_max_redemptions_check', sql`${t.maxRedemptions} >= 0`),
    check(
      'discounts_redemption_count_check',
      sql`${t.redemptionCount} >= 0 and (not ${t.limitRedemption} or coalesce(${t.maxRedemptions}, 0) = 0 or ${t.redemptionCount} <= ${t.maxRedemptions})`,
    ),
    check('discounts_max_bin_redemptions_check', sql`${t.maxBinRedemptions} >= 0`),
    check(
      'discounts_bin_redemption_count_check',
      sql`${t.binRedemptionCount} >= 0 and (not ${t.limitBinRedemption} or coalesce(${t.maxBinRedemptions}, 0) = 0 or ${t.binRedemptionCount} <= ${t.maxBinRedemptions})`,
    ),
  ],
);

export const discountIdentifiers = pgTable(
  'discount_identifiers',
  {
    id: serial('id').primaryKey(),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    isUsed: boolean('is_used').notNull().default(false),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedCount: integer('used_count').notNull().default(0),
    // Per-identifier limit (0 or null = unlimited).
    maxRedemptions: integer('max_redemptions'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Codes are redeemed case-insensitively, so they are unique case-insensitively.
    uniqueIndex('discount_identifiers_identifier_key').on(sql`upper(${t.identifier})`),
    check('discount_identifiers_max_redemptions_check', sql`${t.maxRedemptions} >= 0`),
    check(
      'discount_identifiers_used_count_check',
      sql`${t.usedCount} >= 0 and (coalesce(${t.maxRedemptions}, 0) = 0 or ${t.usedCount} <= ${t.maxRedemptions})`,
    ),
  ],
);

// ---- bookings ----------------------------------------------------------------

export const registrations = pgTable(
  'registrations',
  {
    // Random, never a counter: public routes address bookings by this id.
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    timeslotId: integer('timeslot_id')
      .notNull()
      .references(() => timeslots.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender').notNull(),
    identificationNumber: text('identification_number').notNull(),
    // Null only once the booking's personal data is erased (DESIGN §8.3); text fields become ''.
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    mobileNumber: text('mobile_number').notNull(),
    email: text('email').notNull(),
    postalCode: text('postal_code'),
    unitNumber: text('unit_number'),
    address: text('address'),
    region: text('region'),
    medicalConditions: text('medical_conditions'),
    aiaMemberId: text('aia_member_id'),
    isAiaMember: boolean('is_aia_member').notNull().default(false),
    isVitalityMember: boolean('is_vitality_member').notNull().default(false),
    vitalityMembershipNo: text('vitality_membership_no'),
    discountCodeId: integer('discount_code_id').references(() => discountIdentifiers.id),
    status: text('status').notNull().default('confirmed'),
    referenceNumber: text('reference_number').notNull().unique(),
    paymentMethod: text('payment_method'),
    personCount: integer('person_count').notNull().default(1),
    // The price breakdown the server computed at booking time; the client's totals are never stored.
    subtotalAmount: money('subtotal_amount').notNull().default('0'),
    volumeDiscountAmount: money('volume_discount_amount').notNull().default('0'),
    discountAmount: money('discount_amount').notNull().default('0'),
    aiaDiscountAmount: money('aia_discount_amount').notNull().default('0'),
    gstAmount: money('gst_amount').notNull().default('0'),
    totalAmount: money('total_amount').notNull().default('0'),
    amountDue: money('amount_due').notNull().default('0'),
    wcBookingCode: text('wc_booking_code'),
    isPaidInApp: boolean('is_paid_in_app').notNull().default(false),
    totalPaidInApp: money('total_paid_in_app').notNull().default('0'),
    paidTransactionId: text('paid_transaction_id'),
    // Taken off at card payment when the card's BIN matched a `bin` discount (DESIGN §4 Discounts).
    cardDiscountAmount: money('card_discount_amount').notNull().default('0'),
    // An unpaid booking holds its slot until then; the expiry job releases it afterwards.
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    // Holds must be earned (DESIGN §8.2): an unpaid booking whose contact is not proven is released
    // then; null once proven, paid, or for bookings that hold nothing conditionally.
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    contactVerifiedAt: timestamp('contact_verified_at', { withTimezone: true }),
    // SHA-256 of the booking id and the 6-digit code sent with it (email, or text in the older flow);
    // wrong tries are counted per (reference, client network) in the rate limits' store (DESIGN §8.9).
    verificationCodeHash: text('verification_code_hash'),
    // SHA-256 of the booking token that participant and contact changes need; the token is never stored.
    bookingTokenHash: text('booking_token_hash'),
    // The keys unpaid holds are capped by: one person has one of each however they spell them.
    emailKey: text('email_key'),
    mobileKey: text('mobile_key'),
    idKey: text('id_key'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    invoice: text('invoice'),
    // The privacy notice in force when the customer booked, and when (DESIGN §8.3).
    privacyNoticeVersion: text('privacy_notice_version'),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    // "Send me SMS reminders" (DESIGN §8.5): whether the main person's mobile gets the booking's texts.
    smsReminders: boolean('sms_reminders').notNull().default(true),
    // When every person's personal data was erased, by the retention job or on request.
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    // The visit's calendar entry's SEQUENCE (RFC 5545): one more at each change of the date and time, so
    // a calendar that imported an earlier file replaces that entry instead of keeping both visits.
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('registrations_timeslot_idx').on(t.timeslotId),
    // The unpaid-holds caps count one person's live unpaid bookings on every booking.
    index('registrations_unpaid_email_key_idx')
      .on(t.emailKey)
      .where(sql`${t.status} in ('pending_payment', 'confirmed')`),
    index('registrations_unpaid_mobile_key_idx')
      .on(t.mobileKey)
      .where(sql`${t.status} in ('pending_payment', 'confirmed')`),
    index('registrations_unpaid_id_key_idx').on(t.idKey).where(sql`${t.status} in ('pending_payment', 'confirmed')`),
    // The expiry job's scan of unproven holds.
    index('registrations_hold_expires_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.holdExpiresAt} is not null and ${t.status} in ('pending_payment', 'confirmed')`),
    index('registrations_updated_at_idx').on(t.updatedAt),
    // One partner code books at most one live registration.
    uniqueIndex('registrations_live_wc_code_key')
      .on(t.wcBookingCode)
      .where(sql`${t.wcBookingCode} is not null and ${t.status} not in ('cancelled', 'expired')`),
    // The expiry job's scan: unpaid bookings by when their payment is due.
    index('registrations_payment_due_idx').on(t.paymentDueAt).where(sql`${t.status} = 'pending_payment'`),
  ],
);

export const participants = pgTable(
  'participants',
  {
    id: serial('id').primaryKey(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender').notNull(),
    identificationNumber: text('identification_number').notNull(),
    // Null only once erased, as the booking's own.
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    mobileNumber: text('mobile_number'),
    email: text('email'),
    aiaMemberId: text('aia_member_id'),
    isAiaMember: boolean('is_aia_member').notNull().default(false),
    isVitalityMember: boolean('is_vitality_member').notNull().default(false),
    vitalityMembershipNo: text('vitality_membership_no'),
    medicalConditions: text('medical_conditions'),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    packagePrice: money('package_price').notNull(),
    originalPrice: money('original_price').notNull(),
    discountAmount: money('discount_amount').notNull().default('0'),
    isPaidInApp: boolean('is_paid_in_app').notNull().default(false),
    totalPaidInApp: money('total_paid_in_app').notNull().default('0'),
    isPrimary: boolean('is_primary').notNull().default(false),
    // When this person's personal data was erased on their own request (DESIGN §8.3).
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // With the package, a booking's household is tallied by package from the index alone.
  (t) => [index('participants_registration_idx').on(t.registrationId, t.packageId)],
);

/**
 * Staff's insights count bookings and persons per slot, status and package from here rather than
 * from every booking (DESIGN §8.7, decision 017). Triggers on registrations and participants append
 * a row of changes (+1, -1) in the transaction that makes them, so the sums are always exact and no
 * booking waits on a shared counter; the roll-up job folds each key's rows into one.
 */
export const bookingTallies = pgTable(
  'booking_tallies',
  {
    timeslotId: integer('timeslot_id')
      .notNull()
      .references(() => timeslots.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    // A slot or package can only go once nothing counts in it: their rows of changes go with them.
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    /** Bookings whose own (main person's) package this is. */
    bookings: integer('bookings').notNull(),
    /** Persons with this package: main persons and their household. */
    persons: integer('persons').notNull(),
  },
  (t) => [index('booking_tallies_key_idx').on(t.timeslotId, t.status, t.packageId)],
);

export const registrationDiscountIdentifiers = pgTable(
  'registration_discount_identifiers',
  {
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    discountIdentifierId: integer('discount_identifier_id')
      .notNull()
      .references(() => discountIdentifiers.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.discountIdentifierId] })],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id),
    // Unique: a gateway result is stored once, so a replayed result cannot pay twice.
    transactionId: text('transaction_id').notNull().unique(),
    gateway: text('gateway').notNull(),
    method: text('method'),
    status: text('status').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('SGD'),
    detail: jsonb('detail'),
    createdAt: createdAt(),
    // A payment in doubt being asked of the gateway: until then no other instance asks again (DESIGN §8.2).
    checkingUntil: timestamp('checking_until', { withTimezone: true }),
  },
  (t) => [
    index('payments_registration_idx').on(t.registrationId),
    // Staff's insights sum the money taken over a range of days, from the index alone.
    index('payments_created_at_idx').on(t.createdAt, t.status, t.amount),
    // The reconciliation job looks only at payments whose outcome is open.
    index('payments_open_idx').on(t.createdAt).where(sql`${t.status} in ('processing', 'unknown')`),
    // Rule 8: one payment under way or made per booking. The row is claimed before the gateway is
    // called, so a second concurrent payment of the same booking is refused instead of charged.
    uniqueIndex('payments_one_live_per_registration')
      .on(t.registrationId)
      .where(sql`${t.status} in ('processing', 'settled', 'unknown')`),
  ],
);

/**
 * The simulated gateway's own records (test mode): what it charged or declined, by its transaction id
 * and the order id it was given, as a real gateway keeps them. In the database, so every instance and a
 * restarted one give the same answers (DESIGN §3 Scale). Brand, first six and last four only.
 */
export const simulatedGatewayTransactions = pgTable(
  'simulated_gateway_transactions',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    amount: money('amount').notNull(),
    status: text('status').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardBin: text('card_bin').notNull(),
    cardLast4: text('card_last4').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('simulated_gateway_transactions_order_idx').on(t.orderId)],
);

/**
 * PayNow requests (DESIGN §8.4): one QR code a booking can be paid with until `expires_at`. The simulated
 * provider (test mode) makes the SGQR string itself; Stripe (live) makes a PaymentIntent, whose id is
 * `provider_id`. At most one pending request per booking: a second ask while one is live answers it.
 */
export const paynowRequests = pgTable(
  'paynow_requests',
  {
    id: serial('id').primaryKey(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id),
    /** 'simulated' | 'stripe' */
    provider: text('provider').notNull(),
    /** The provider's id of the request: Stripe's PaymentIntent id, or the simulated request's own id. */
    providerId: text('provider_id').notNull().unique(),
    amount: money('amount').notNull(),
    reference: text('reference').notNull(),
    qrPayload: text('qr_payload').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** 'pending' | 'paid' | 'expired' | 'cancelled' | 'refunded' */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('paynow_requests_registration_idx').on(t.registrationId),
    uniqueIndex('paynow_requests_one_pending_per_registration')
      .on(t.registrationId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Stripe webhook events already handled, by event id: a replayed event changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const partnerReferrals = pgTable('partner_referrals', {
  id: serial('id').primaryKey(),
  bookingCode: text('booking_code').notNull().unique(),
  packageName: text('package_name'),
  systemPackageName: text('system_package_name'),
  paidAmount: money('paid_amount').notNull().default('0'),
  isPaid: boolean('is_paid').notNull().default(false),
  registrationId: uuid('registration_id').references(() => registrations.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// A recent insurer answer, reused for 15 minutes so a booking need not ask twice.
// Keyed by a hash of the ID and date of birth: the table holds no readable identity.
export const memberVerifications = pgTable(
  'member_verifications',
  {
    id: serial('id').primaryKey(),
    subjectHash: text('subject_hash').notNull().unique(),
    isAiaMember: boolean('is_aia_member').notNull(),
    isVitalityMember: boolean('is_vitality_member').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Every verification deletes the expired ones: a range scan, not a full one.
  (t) => [index('member_verifications_verified_at_idx').on(t.verifiedAt)],
);

// DESIGN §8.2: the verifications of one ID number counted across every client and instance, so that
// guessing dates of birth is no oracle. Keyed by a keyed hash of the ID alone; `attemptedAt` holds the
// counted attempts of the last hour, oldest first, never more than the limit.
export const memberVerificationAttempts = pgTable(
  'member_verification_attempts',
  {
    idHash: text('id_hash').primaryKey(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).array().notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
  },
  // Rows whose last attempt is over an hour old are deleted with the verification cache's clean-up.
  (t) => [index('member_verification_attempts_last_attempt_at_idx').on(t.lastAttemptAt)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    // The first answer under the key: its HTTP status and its data (the route wraps the data in the
    // envelope). Both are set in the transaction that claims the key.
    status: integer('status_code'),
    data: jsonb('response_body'),
    createdAt: createdAt(),
  },
  // Every claim deletes the expired keys: a range scan, not a full one.
  (t) => [index('idempotency_keys_created_at_idx').on(t.createdAt)],
);

// ---- email -------------------------------------------------------------------

export const emailConfigs = pgTable('email_configs', {
  id: serial('id').primaryKey(),
  configKey: text('config_key').notNull().unique(),
  configValue: text('config_value').notNull(),
  description: text('description'),
  lastUpdatedBy: integer('last_updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// The one outbox of every channel (DESIGN §4 Emails, §8.5): email, SMS and WhatsApp. A text's
// to_address is its number (E.164) and its html the text itself.
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull().default('email'),
    // A waitlist message (joined, an offer) names its entry instead of a booking.
    waitlistEntryId: integer('waitlist_entry_id'),
    // Deduplicates messages such as one reminder per booking.
    dedupeKey: text('dedupe_key').unique(),
    kind: text('kind').notNull(),
    registrationId: uuid('registration_id').references(() => registrations.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments'),
    // What only this message may carry (the hold's code, the booking token of the manage link): read
    // when it is rendered, then cleared.
    linkSecrets: jsonb('link_secrets'),
    // What else only this message renders with and is kept after it is sent (an "On my way"'s minutes).
    variables: jsonb('variables'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // Tries in a row stopped by a template's time or memory limit (DESIGN §8.9): a stock template is then
    // rendered in this process, a staff template fails at STAFF_TEMPLATE_STOPS_BEFORE_FAILED.
    templateStops: integer('template_stops').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // A text's id at Twilio (its SID), which delivery callbacks name, and what they reported last.
    providerMessageId: text('provider_message_id'),
    deliveryStatus: text('delivery_status'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_outbox_provider_message_id_key').on(t.providerMessageId),
    index('email_outbox_registration_idx').on(t.registrationId),
    index('email_outbox_pending_idx').on(t.status, t.nextAttemptAt),
    // The retention job deletes messages past MESSAGE_RETENTION_DAYS: a range scan.
    index('email_outbox_created_at_idx').on(t.createdAt),
  ],
);

// ---- waitlist (DESIGN §8.6) ------------------------------------------------------

// A customer queueing for a visit in their region: the wizard's step-1 details, the package and
// persons, and the days and time of day that suit. Personal data: erased with the person on request,
// and kept no longer than the bookings' retention.
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    persons: integer('persons').notNull(),
    region: text('region').notNull(),
    postalCode: text('postal_code').notNull(),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    timeOfDay: text('time_of_day').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    gender: text('gender').notNull(),
    identificationNumber: text('identification_number').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    address: text('address').notNull(),
    unitNumber: text('unit_number'),
    // One live entry per person and event, by email or ID key, and at most MAX_LIVE_WAITLIST_ENTRIES
    // live entries per email, mobile and ID key (DESIGN §8.9), counted as the unpaid-hold caps count.
    emailKey: text('email_key').notNull(),
    mobileKey: text('mobile_key').notNull(),
    idKey: text('id_key').notNull(),
    // SHA-256 of the token that leaves the entry (emailed); the token itself is never stored.
    leaveTokenHash: text('leave_token_hash').notNull(),
    // DESIGN §8.9: the entry gets offers only once the code texted to its mobile is entered. The code's
    // hash is bound to the entry and cleared once it is proven; the times of wrong codes and of new
    // codes sent in the last hour bound guessing and texting.
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    verificationCodeHash: text('verification_code_hash'),
    wrongCodesAt: timestamp('wrong_codes_at', { withTimezone: true }).array().notNull().default(sql`'{}'`),
    newCodesAt: timestamp('new_codes_at', { withTimezone: true }).array().notNull().default(sql`'{}'`),
    // waiting, offered (a live offer), booked, left, ended (its range passed)
    status: text('status').notNull().default('waiting'),
    registrationId: uuid('registration_id').references(() => registrations.id, { onDelete: 'set null' }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The offer engine's search: the earliest waiting entries of an event and region whose mobile is proven.
    index('waitlist_entries_queue_idx')
      .on(t.eventId, t.region, t.createdAt)
      .where(sql`${t.status} = 'waiting' and ${t.mobileVerifiedAt} is not null`),
    uniqueIndex('waitlist_entries_live_email_key')
      .on(t.eventId, t.emailKey)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    uniqueIndex('waitlist_entries_live_id_key')
      .on(t.eventId, t.idKey)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    // The caps' count of a person's live entries by each key.
    index('waitlist_entries_live_email_key_idx').on(t.emailKey).where(sql`${t.status} in ('waiting', 'offered')`),
    index('waitlist_entries_live_mobile_key_idx').on(t.mobileKey).where(sql`${t.status} in ('waiting', 'offered')`),
    index('waitlist_entries_live_id_key_idx').on(t.idKey).where(sql`${t.status} in ('waiting', 'offered')`),
  ],
);

// A visit held for an entry: the place is taken in the slot (as a booking takes it) until the offer
// is booked, declined, withdrawn or expires; then it passes to the next matching entry, or is given back.
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    timeslotId: integer('timeslot_id')
      .notNull()
      .references(() => timeslots.id),
    // The persons whose places the offer holds (the entry's, when it was made).
    persons: integer('persons').notNull(),
    // SHA-256 of the offer link's token.
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status').notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    registrationId: uuid('registration_id').references(() => registrations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // An entry has at most one live offer.
    uniqueIndex('waitlist_offers_one_open_per_entry').on(t.entryId).where(sql`${t.status} = 'open'`),
    // The sweeper's scan of offers whose time ran out.
    index('waitlist_offers_open_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'open'`),
    index('waitlist_offers_timeslot_idx').on(t.timeslotId),
  ],
);

// Numbers that answered STOP (DESIGN §8.5): no text goes to them until they answer START.
export const smsOptOuts = pgTable('sms_opt_outs', {
  phoneNumber: text('phone_number').primaryKey(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull(),
});

// ---- administration ----------------------------------------------------------

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  password: text('password').notNull(),
  email: text('email'),
  role: text('role').notNull().default('admin'),
  lastLogin: timestamp('last_login', { withTimezone: true }),
});

export const adminSessions = pgTable('admin_sessions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  // SHA-256 of the token; the token itself is never stored.
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

// Failed sign-ins per username (lower-cased, known or not) and client network (the address, or its
// /64 for IPv6): a run of failures slows down that pair only, so strangers elsewhere cannot lock staff out.
export const adminLoginFailures = pgTable(
  'admin_login_failures',
  {
    username: text('username').notNull(),
    network: text('network').notNull(),
    failures: integer('failures').notNull().default(0),
    firstFailureAt: timestamp('first_failure_at', { withTimezone: true }).notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    // No attempt from the pair is looked at before this.
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.username, table.network] })],
);

export const apiKeys = pgTable('api_keys', {
  id: serial('id').primaryKey(),
  // SHA-256 of the key; keyPrefix is what the list shows.
  key: text('key').notNull().unique(),
  keyPrefix: text('key_prefix').notNull(),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  lastUsed: timestamp('last_used', { withTimezone: true }),
});

export const systemSettings = pgTable('system_settings', {
  id: serial('id').primaryKey(),
  settingKey: text('setting_key').notNull().unique(),
  settingValue: text('setting_value').notNull(),
  description: text('description'),
  lastUpdatedBy: integer('last_updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    // 'admin:<username>', 'customer', 'system' or 'api-key:<prefix>'.
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    changes: jsonb('changes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    // Staff's insights date refunds by their audit rows.
    index('audit_log_refund_created_at_idx').on(t.createdAt).where(sql`${t.action} = 'refund'`),
  ],
);

/**
 * Jobs that run once a day whatever the number of instances (DESIGN §8.3 retention): an instance
 * claims the day's run by moving `runningUntil` forward in one UPDATE, so no two run at once, and a
 * run that dies is taken over once its lease ends.
 */
export const dailyJobRuns = pgTable('daily_job_runs', {
  name: text('name').primaryKey(),
  // The Singapore day of the last run that finished.
  lastRunOn: date('last_run_on', { mode: 'string' }),
  runningUntil: timestamp('running_until', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
});

/**
 * DESIGN §8.9: one row per unproven or unpaid hold taken (a booking that holds unpaid, a waitlist
 * entry), by the client network it came from (IPv4 /24, IPv6 /56), so a network's holds in the last
 * 24 hours are counted under HOLDS_PER_NETWORK_PER_DAY. Only the network is kept, never the address,
 * and the daily retention job deletes rows older than two days.
 */
export const networkHolds = pgTable(
  'network_holds',
  {
    id: serial('id').primaryKey(),
    network: text('network').notNull(),
    // 'booking' or 'waitlist'.
    kind: text('kind').notNull(),
    // The booking whose hold this is: paying or proving it takes the row away, since the cap counts only
    // holds that were never earned.
    registrationId: uuid('registration_id').references(() => registrations.id, { onDelete: 'cascade' }),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('network_holds_network_taken_at_idx').on(t.network, t.takenAt),
    index('network_holds_registration_idx').on(t.registrationId),
  ],
);
