import { textsAllowedTo } from '@domain/notifications/text-messages';
import { type ColumnsSelection, type SQL, sql } from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Database } from '../../db/client';
import { participants, registrationDiscountIdentifiers, registrations } from '../../db/schema/bookings';
import { advisoryLockKey, advisoryLocks, runShortTransaction, type Statement } from '../../db/short-transaction';
import { type Answer, claimWithAnswerQuery, type KeyClaim } from '../../http/idempotency';
import { type AuditRecord, auditQuery } from '../audit-log';
import { type RedeemableCode, redemptionQueries } from '../discounts';
import { type BookingMembership, countAttemptQuery, rememberVerificationQuery } from '../members';
import { queueEmailQuery, queueTextQuery } from '../outbox';
import { slotIsAvailableSql, takeSlotCapacityQuery } from '../timeslots';
import { type BookingLinkSecrets, type ContactKeys, holdKeyLocks, holdsUsedUp } from './holds';
import { countNetworkHoldQuery, type NetworkHold, networkHoldLock, networkHoldsUsedUp } from './network-holds';

/** Namespace of the advisory locks that serialise bookings of one partner code. */
const PARTNER_CODE_LOCK_NAMESPACE = 7_204_120;

/** A query a writing statement can hold as one of its parts (a data-modifying CTE with RETURNING). */
type StatementPart = TypedQueryBuilder<ColumnsSelection>;

/** The partner feature's link of its referral to a new booking, as a part of the booking's statement. */
export type PartnerLinkQuery = (
  db: Database,
  link: { code: string; registrationId: string; now: Date },
) => StatementPart;

/**
 * The waitlist's parts of the statement that books a held visit (DESIGN §8.6), handed in with the offer
 * by the waitlist, which builds on bookings: the offer taken while still open and in time, and its entry
 * ended with the booking's id.
 */
export interface OfferQueries {
  takeOffer: (db: Database, offer: { offerId: number; registrationId: string; now: Date }) => StatementPart;
  bookEntry: (db: Database, entry: { entryId: number; registrationId: string; now: Date }) => StatementPart;
}

/** Everything a new booking writes, decided and priced before its transaction. */
export interface BookingWrite {
  now: Date;
  registration: Omit<typeof registrations.$inferInsert, 'assignedStaffId'> & {
    id: string;
    referenceNumber: string;
    /** Worked out by the statement itself, from the roster and the day's loads (nurse-assignment.ts). */
    assignedStaffId: SQL | null;
  };
  household: Array<typeof participants.$inferInsert>;
  slot: { id: number; persons: number; slotsPerTimeslot: number };
  /** The waitlist offer whose held visit this booking takes (DESIGN §8.6), or null. */
  offer: { id: number; entryId: number; queries: OfferQueries } | null;
  code: RedeemableCode | null;
  /** The person's keys when the booking holds unpaid (the caps count them); null for a paid one. */
  holdKeys: ContactKeys | null;
  /** The client network the hold is counted by (DESIGN §8.9); null for a paid booking or with the cap off. */
  networkHold: NetworkHold | null;
  /** The partner code the booking carries, and the statement part that links its referral. */
  partner: { code: string; linkQuery: PartnerLinkQuery } | null;
  membership: BookingMembership;
  audit: AuditRecord;
  linkSecrets: BookingLinkSecrets;
  /** SMS_ALLOWED_COUNTRY_CODES: a mobile elsewhere gets no text (DESIGN §8.9, textsAllowedTo). */
  textCountryCodes: readonly string[];
  /** The code that keeps the hold when it goes by text (the older flow), else null. */
  codeByText: string | null;
  claim: KeyClaim | null;
  /** The answer, stored with the key so a retry gets it. */
  answer: Answer<number, unknown>;
}

/** How the writing statement ended; anything but 'booked' was rolled back. */
export type WriteOutcome =
  | 'booked'
  /** Another request under the same Idempotency-Key got there first: answer what it stored. */
  | 'key-taken'
  | 'holds-used-up'
  /** The client network took HOLDS_PER_NETWORK_PER_DAY holds in the last 24 hours. */
  | 'network-holds-used-up'
  | 'slot-full'
  | 'slot-unavailable'
  | 'code-used-up'
  /** Others used up the ID number's verifications meanwhile: price again as a non-member. */
  | 'attempt-not-counted';

interface Flags {
  key_claimed: boolean;
  holds_used_up: boolean;
  network_holds_used_up: boolean;
  slot_taken: boolean;
  slot_available: boolean | null;
  code_taken: boolean;
  attempt_counted: boolean;
}

/**
 * The one data-modifying statement of a booking (DESIGN §8.8): it claims the key with its answer,
 * takes the slot's capacity and the code's redemption conditionally, writes the registration, its
 * household, the code link, the audit row, the confirmation email, the partner link and the
 * verification rows, and returns flags that name what refused it: live holds over the cap (counted by
 * the person's keys, under the locks the transaction took first), a full or blocked slot, a used-up
 * code, a key already taken, an attempt no longer counted. Every part runs; a refused booking is
 * rolled back whole.
 */
function bookingStatement(db: Database, write: BookingWrite): Statement {
  const { now, registration, membership } = write;
  const ctes = [];
  const claim = write.claim && db.$with('key_claim').as(claimWithAnswerQuery(db, write.claim, write.answer, now));
  if (claim) ctes.push(claim);
  // A visit held for a waitlist offer is the booking's already: the offer is taken instead of the slot.
  const capacity = write.offer
    ? db
        .$with('capacity')
        .as(write.offer.queries.takeOffer(db, { offerId: write.offer.id, registrationId: write.registration.id, now }))
    : db.$with('capacity').as(
        takeSlotCapacityQuery(db, {
          timeslotId: write.slot.id,
          persons: write.slot.persons,
          slotsPerTimeslot: write.slot.slotsPerTimeslot,
        }),
      );
  ctes.push(capacity);
  if (write.offer) {
    const entry = { entryId: write.offer.entryId, registrationId: write.registration.id, now };
    ctes.push(db.$with('waitlist_entry').as(write.offer.queries.bookEntry(db, entry)));
  }
  const redemption = write.code && redemptionQueries(db, write.code, now);
  const discountTaken = redemption && db.$with('discount_taken').as(redemption.discount);
  const identifierTaken = redemption && db.$with('identifier_taken').as(redemption.identifier);
  if (discountTaken && identifierTaken) ctes.push(discountTaken, identifierTaken);
  ctes.push(
    db.$with('registration').as(db.insert(registrations).values(registration).returning({ id: registrations.id })),
  );
  if (write.household.length > 0) {
    ctes.push(
      db.$with('household').as(db.insert(participants).values(write.household).returning({ id: participants.id })),
    );
  }
  if (write.code) {
    ctes.push(
      db
        .$with('code_link')
        .as(
          db
            .insert(registrationDiscountIdentifiers)
            .values({ registrationId: registration.id, discountIdentifierId: write.code.identifier.id, createdAt: now })
            .returning({ id: registrationDiscountIdentifiers.registrationId }),
        ),
    );
  }
  ctes.push(db.$with('audit').as(auditQuery(db, write.audit).returning()));
  if (write.networkHold)
    ctes.push(db.$with('network_hold').as(countNetworkHoldQuery(db, write.networkHold, now, registration.id)));
  // The confirmation email is written with the booking, so it exists exactly when the booking does. It
  // alone carries the code that keeps the hold and the manage link's token.
  ctes.push(
    db.$with('confirmation').as(
      queueEmailQuery(db, {
        kind: 'confirmation',
        registrationId: registration.id,
        toAddress: registration.email,
        now,
        linkSecrets: { ...write.linkSecrets },
      }).returning(),
    ),
  );
  // Its text, where the customer left "Send me SMS reminders" ticked and the mobile is one texts may go
  // to (else email only, and no text row), carries what the email carries: the manage link's token and,
  // while a main-flow visit is held, the code that keeps it (a phone shows the text first).
  if (registration.smsReminders !== false && textsAllowedTo(registration.mobileNumber, write.textCountryCodes)) {
    ctes.push(
      db.$with('confirmation_text').as(
        queueTextQuery(db, {
          kind: 'confirmation',
          registrationId: registration.id,
          now,
          linkSecrets: Object.keys(write.linkSecrets).length > 0 ? { ...write.linkSecrets } : undefined,
        }).returning(),
      ),
    );
  }
  // The code of an older-flow hold: a text of its own, sent whether or not reminders were asked for.
  if (write.codeByText) {
    ctes.push(
      db.$with('hold_code_text').as(
        queueTextQuery(db, {
          kind: 'hold-code',
          registrationId: registration.id,
          now,
          dedupeKey: `hold-code:${registration.id}`,
          linkSecrets: { verificationCode: write.codeByText },
        }).returning(),
      ),
    );
  }
  if (write.partner) {
    const { code, linkQuery } = write.partner;
    ctes.push(db.$with('referral').as(linkQuery(db, { code, registrationId: registration.id, now })));
  }
  if (membership.remember) {
    const { subjectHash, answer } = membership.remember;
    ctes.push(db.$with('verification').as(rememberVerificationQuery(db, subjectHash, answer, now).returning()));
  }
  const attempt =
    membership.countAttempt && db.$with('attempt').as(countAttemptQuery(db, membership.countAttempt, now));
  if (attempt) ctes.push(attempt);

  // A part the booking does not have (no key, no code) never refuses it: a constant true, written as
  // SQL rather than sent as a parameter, which the driver would hand back as text.
  const exists = (cte: { _: { alias: string } } | null | false | '') =>
    cte ? sql<boolean>`exists (select 1 from ${sql.identifier(cte._.alias)})` : sql<boolean>`true`;
  return db
    .with(...ctes)
    .select({
      key_claimed: exists(claim).as('key_claimed'),
      holds_used_up: (write.holdKeys ? holdsUsedUp(db, write.holdKeys, now) : sql<boolean>`false`).as('holds_used_up'),
      // The statement's own count row is not yet visible to this subquery: it counts the earlier holds.
      network_holds_used_up: (write.networkHold
        ? networkHoldsUsedUp(db, write.networkHold, now)
        : sql<boolean>`false`
      ).as('network_holds_used_up'),
      slot_taken: exists(capacity).as('slot_taken'),
      slot_available: slotIsAvailableSql(write.slot.id).as('slot_available'),
      code_taken: (discountTaken && identifierTaken
        ? sql<boolean>`${exists(discountTaken)} and ${exists(identifierTaken)}`
        : sql<boolean>`true`
      ).as('code_taken'),
      attempt_counted: exists(attempt).as('attempt_counted'),
    })
    .from(sql`(select 1) as one`)
    .toSQL();
}

function outcomeOf(flags: Flags | undefined): WriteOutcome {
  if (!flags) throw new Error('the booking statement returns one row');
  if (!flags.key_claimed) return 'key-taken';
  if (flags.holds_used_up) return 'holds-used-up';
  if (flags.network_holds_used_up) return 'network-holds-used-up';
  if (!flags.slot_taken) return flags.slot_available ? 'slot-full' : 'slot-unavailable';
  if (!flags.code_taken) return 'code-used-up';
  if (!flags.attempt_counted) return 'attempt-not-counted';
  return 'booked';
}

/**
 * Writes a booking in one transaction of three round trips: BEGIN with the locks (the person's keys
 * when it holds unpaid, then its partner code), the writing statement, then COMMIT when it booked or
 * ROLLBACK when a flag refused it. A unique violation (a reference number drawn twice, a partner code
 * booked meanwhile) is thrown as the driver gives it.
 */
export async function writeBooking(db: Database, write: BookingWrite): Promise<WriteOutcome> {
  const locks = [
    ...(write.holdKeys ? holdKeyLocks(write.holdKeys) : []),
    ...(write.networkHold ? [networkHoldLock(write.networkHold)] : []),
    ...(write.partner
      ? [{ namespace: PARTNER_CODE_LOCK_NAMESPACE, key: advisoryLockKey(`partner:${write.partner.code}`) }]
      : []),
  ];
  return runShortTransaction<Flags, WriteOutcome>(db, {
    opening: advisoryLocks(locks),
    statement: bookingStatement(db, write),
    decide: (rows) => {
      const outcome = outcomeOf(rows[0]);
      return { commit: outcome === 'booked', value: outcome };
    },
  });
}
