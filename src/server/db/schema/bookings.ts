import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns';
import { discountIdentifiers } from './discounts';
import { events, packages } from './events';
import { users } from './staff';
import { timeslots } from './timeslots';

// The tables of bookings (DESIGN §2: a capability owns its tables; others read them through its functions).

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
    // Where the address is (DESIGN §8.12), from the postal code: the nurses' route order is worked out from it.
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
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
    // When the booking became paid (the receipt's date paid); null until then. Set by the write that pays it.
    paidAt: timestamp('paid_at', { withTimezone: true }),
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
    // The nurse who makes the visit (DESIGN §8.12): one on duty for its region and part of day when it was
    // booked, least loaded first; null is "Unassigned" until staff pick one.
    assignedStaffId: integer('assigned_staff_id').references(() => users.id, { onDelete: 'set null' }),
    // The language the customer booked in (DESIGN §8.10): every later email, text and PDF is in it.
    language: text('language').notNull().default('en'),
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
    // A nurse's visits, and each nurse's load when a booking is assigned.
    index('registrations_assigned_staff_idx').on(t.assignedStaffId, t.timeslotId),
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
