import type { AuditEntry } from '@domain/audit-log/schemas';
import { configKeyName } from '@domain/notifications/email-names';
import { formatDateLabel, formatTimeLabel } from '@domain/shared/dates';

// The activity log in staff's words: each entry one sentence naming the booking by its reference and
// things by their names, and an edit's changes with the labels of the forms staff use.

/** One changed field of an edit, labelled as in its form, with its values as staff read them. */
export interface LabelledChange {
  label: string;
  before: string | null;
  after: string | null;
}

export interface ActivityDescription {
  sentence: string;
  /** For an edit, the fields it changed; empty otherwise (the sentence says it all). */
  changes: LabelledChange[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

/** '109' → 'S$109.00'. */
export const money = (value: unknown): string | null => {
  const amount = Number(text(value));
  return text(value) !== null && Number.isFinite(amount) ? `S$${amount.toFixed(2)}` : null;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;

/** A visit: '10:00' and '2026-12-05' → '10:00 AM visit on Sat, 5 Dec 2026'. */
const visitLabel = (date: unknown, time: unknown): string | null => {
  const day = text(date);
  if (!day || !ISO_DATE.test(day)) return null;
  const at = text(time);
  return at && TIME.test(at)
    ? `${formatTimeLabel(at)} visit on ${formatDateLabel(day)}`
    : `visits on ${formatDateLabel(day)}`;
};

/** The form labels of the fields staff edit (events, packages, discounts, keys, settings, slots). */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  slug: 'Slug',
  description: 'Description',
  location: 'Location',
  isActive: 'Status',
  isAvailable: 'Availability',
  price: 'Price',
  aiaPrice: 'Member price',
  packageIds: 'Packages',
  lineItemLabel: 'Line item label',
  discountType: 'Discount type',
  identifierPrefix: 'Identifier prefix',
  identifierLength: 'Identifier length',
  limitRedemption: 'Limit redemption',
  maxRedemptions: 'Max redemptions',
  limitBinRedemption: 'Limit bin redemption',
  maxBinRedemptions: 'Max bin redemptions',
  discountValueType: 'Value type',
  value: 'Value',
  startDate: 'Valid from',
  endDate: 'Valid to',
  applicableForAIA: 'For AIA members',
  applicableForRetail: 'For Retail customers',
  applicableForHealthScreening: 'For Health Screening',
  applicableForChronic: 'For Chronic',
  applicableForPDT: 'For PDT',
  configKey: 'Key',
  configValue: 'Value',
  date: 'Date',
  time: 'Time',
  maxAttendees: 'Capacity',
  currentAttendees: 'Booked',
  testMode: 'Payment test mode',
  status: 'Status',
  personCount: 'People',
  totalAmount: 'Total',
  amountDue: 'Amount due',
};

/** Counters and ids that change with every booking or save: not something staff changed. */
const NOISE_FIELDS = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'redemptionCount',
  'binRedemptionCount',
  'identifierCount',
  'bookingCount',
  'timeslotId',
  'eventDateId',
  'lastUpdatedBy',
  'lastUsed',
  'keyPrefix',
  'label',
]);

const MONEY_FIELDS = new Set(['price', 'aiaPrice', 'totalAmount', 'amountDue', 'amount', 'refundDue']);

/** 'applicableForPDT' → 'Applicable for PDT', 'maxAttendees' → 'Max attendees'. */
export function readableField(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .split(' ')
    .map((word, index) => (/^[A-Z0-9]{2,}$/.test(word) ? word : index === 0 ? word : word.toLowerCase()));
  const joined = words.join(' ').trim();
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

const STATUS_WORDS: Record<string, string> = {
  paid: 'paid',
  pending_payment: 'awaiting payment',
  confirmed: 'confirmed (pays on the day)',
  completed: 'completed',
  no_show: 'no-show',
  cancelled: 'cancelled',
  expired: 'released',
};

const MAX_VALUE_LENGTH = 80;

/** A field's value as staff read it: Active/Inactive, Available/Blocked, S$, dates, Yes/No. */
export function readableValue(field: string, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (field === 'isActive') return value ? 'Active' : 'Inactive';
  if (field === 'isAvailable') return value ? 'Available' : 'Blocked';
  if (field === 'testMode') return value ? 'On' : 'Off';
  if (field === 'status' && typeof value === 'string') return STATUS_WORDS[value] ?? value.replaceAll('_', ' ');
  if (MONEY_FIELDS.has(field)) return money(value);
  if (field === 'value' || field === 'discountType') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && ISO_DATE.test(value)) return formatDateLabel(value);
  if (typeof value === 'string' && TIME.test(value)) return formatTimeLabel(value);
  const shown = typeof value === 'string' ? value.replace(/\s+/g, ' ') : JSON.stringify(value);
  return shown.length > MAX_VALUE_LENGTH ? `${shown.slice(0, MAX_VALUE_LENGTH - 1)}…` : shown;
}

/** The fields an edit changed, labelled; ids and counters left out. */
export function labelledChanges(before: unknown, after: unknown): LabelledChange[] {
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  return [...new Set([...Object.keys(from), ...Object.keys(to)])]
    .filter((field) => !NOISE_FIELDS.has(field) && JSON.stringify(from[field]) !== JSON.stringify(to[field]))
    .map((field) => ({
      label: readableField(field),
      before: readableValue(field, from[field]),
      after: readableValue(field, to[field]),
    }));
}

const ENTITY_NOUNS: Record<string, string> = {
  event: 'event',
  package: 'package',
  discount: 'discount',
  api_key: 'API key',
  email_config: 'email setting',
  public_holiday: 'public holiday',
  timeslot: 'timeslot',
  system_setting: 'setting',
};

/** 'admin:alice' → 'alice'; 'customer' → 'Customer'; 'system' → 'System (automatic)'. */
export function actorName(actor: string): string {
  if (actor.startsWith('admin:')) return actor.slice('admin:'.length);
  if (actor === 'system') return 'System (automatic)';
  if (actor === 'customer') return 'Customer';
  return actor.charAt(0).toUpperCase() + actor.slice(1);
}

type Entry = Pick<AuditEntry, 'action' | 'entity' | 'entityId' | 'changes' | 'subject'>;

/** The order's reference (staff call a booking an order): from the listing's join, else the entry, else a short id. */
function orderName(entry: Entry): string {
  const changes = isRecord(entry.changes) ? entry.changes : {};
  const reference = entry.subject?.referenceNumber ?? text(changes.referenceNumber);
  if (reference) return `order ${reference}`;
  return entry.entityId ? `order ${entry.entityId.slice(0, 8)} (since removed)` : 'an order';
}

/** A record's name: the listing's join (its name now), else the name kept in the entry. */
function recordName(entry: Entry): string | null {
  const changes = isRecord(entry.changes) ? entry.changes : {};
  const after = isRecord(changes.after) ? changes.after : {};
  const before = isRecord(changes.before) ? changes.before : {};
  if (entry.entity === 'email_config') {
    const key = entry.subject?.name ?? text(after.configKey) ?? text(before.configKey);
    return key ? `"${configKeyName(key)}" (${key})` : null;
  }
  const name =
    entry.subject?.name ??
    text(after.name) ??
    text(before.name) ??
    text(after.description) ??
    text(before.description) ??
    text(entry.entityId);
  return name ? `"${name}"` : null;
}

function bookingSentence(entry: Entry): string {
  const booking = orderName(entry);
  const changes = isRecord(entry.changes) ? entry.changes : {};
  const after = isRecord(changes.after) ? changes.after : {};
  const before = isRecord(changes.before) ? changes.before : {};
  switch (entry.action) {
    case 'create':
      return `New ${booking}`;
    case 'cancel': {
      const refund = money(changes.refundDue);
      return refund ? `Cancelled ${booking} and refunded ${refund}` : `Cancelled ${booking}`;
    }
    case 'refund':
      return `Refunded ${money(changes.amount) ?? 'the payment'} for ${booking}`;
    case 'refund_pending':
      return `Refund of ${money(changes.amount) ?? 'the payment'} for ${booking} is waiting for the gateway`;
    case 'pay':
      return `Received ${money(changes.amount) ?? 'the payment'} for ${booking}`;
    case 'confirm':
      return `Confirmed ${booking} as paid`;
    case 'payment_failed':
    case 'payment_marked_failed':
      return `Marked the payment of ${money(changes.amount) ?? 'the card'} for ${booking} as failed`;
    case 'reschedule': {
      const to = visitLabel(after.date, after.time);
      const from = visitLabel(before.date, before.time);
      return to && from ? `Moved ${booking} from the ${from} to the ${to}` : `Moved ${booking} to another visit`;
    }
    case 'expire':
      return `Released ${booking}: not confirmed or paid in time`;
    case 'status':
      return `Marked ${booking} as ${readableValue('status', after.status) ?? 'changed'}`;
    case 'verify-contact':
      return `The customer confirmed the contact details of ${booking}, which keeps the visit`;
    case 'reveal-identification':
      return changes.participantId === null || changes.participantId === undefined
        ? `Showed the full ID number of the main participant of ${booking}`
        : `Showed the full ID number of an additional participant of ${booking}`;
    case 'erase-personal-data':
      return `Erased the personal data of ${booking}`;
    case 'participant_add':
      return `The customer added a participant to ${booking}`;
    case 'participant_update':
      return `The customer changed a participant's details on ${booking}`;
    case 'participant_remove':
      return `The customer removed a participant from ${booking}`;
    case 'primary_change':
      return `The customer changed the main contact of ${booking}`;
    case 'on-my-way':
      return `Told ${booking} the nurse is on the way (${text(changes.minutes) ?? '?'} minutes)`;
    default:
      return `${readableField(entry.action)} on ${booking}`;
  }
}

function recordSentence(entry: Entry): string {
  const noun = ENTITY_NOUNS[entry.entity] ?? readableField(entry.entity).toLowerCase();
  const name = recordName(entry);
  const thing = name ? `${noun} ${name}` : noun;
  switch (entry.action) {
    case 'create':
      return `Added ${thing}`;
    case 'update':
      return `Changed ${thing}`;
    case 'delete':
      return `Deleted ${thing}`;
    default:
      return `${readableField(entry.action)}: ${thing}`;
  }
}

/** What an entry did, as one sentence, and for an edit the fields it changed. */
export function describeActivity(entry: Entry): ActivityDescription {
  const changes = isRecord(entry.changes) ? entry.changes : {};
  const none: LabelledChange[] = [];
  const after = isRecord(changes.after) ? changes.after : {};
  const before = isRecord(changes.before) ? changes.before : {};
  switch (entry.entity) {
    case 'registration': {
      // A change of household members: the figures it moved.
      const edited = !['reschedule', 'status', 'cancel'].includes(entry.action);
      return {
        sentence: bookingSentence(entry),
        changes: edited && isRecord(changes.before) ? labelledChanges(changes.before, changes.after) : none,
      };
    }
    case 'timeslot': {
      const visit =
        visitLabel(entry.subject?.date, entry.subject?.time) ??
        visitLabel(after.date ?? before.date, after.time ?? before.time);
      const what = visit ? `the ${visit}` : `timeslot ${entry.entityId ?? ''}`.trim();
      if (entry.action === 'block') return { sentence: `Blocked ${what}`, changes: none };
      if (entry.action === 'unblock') return { sentence: `Unblocked ${what}`, changes: none };
      return { sentence: `Changed ${what}`, changes: labelledChanges(changes.before, changes.after) };
    }
    case 'system_setting':
      if ('testMode' in after) {
        return {
          sentence: after.testMode ? 'Switched payments to test mode' : 'Switched payments to live mode',
          changes: none,
        };
      }
      break;
    case 'admin_session':
      if (entry.action === 'login') return { sentence: 'Signed in', changes: none };
      if (entry.action === 'logout') return { sentence: 'Signed out', changes: none };
      break;
    case 'user':
      if (entry.action === 'logout-everywhere') {
        return {
          sentence: `Signed out everywhere (${text(changes.sessionsEnded) ?? 0} sessions ended)`,
          changes: none,
        };
      }
      if (entry.action === 'password-reset') return { sentence: 'Reset an admin password at start-up', changes: none };
      if (entry.action === 'create') return { sentence: 'Created the admin account at start-up', changes: none };
      break;
    case 'email_outbox':
      return {
        sentence: `Queued a failed ${readableField(text(changes.kind) ?? 'email').toLowerCase()} email again`,
        changes: none,
      };
    case 'waitlist_entry':
      if (entry.action === 'join')
        return { sentence: `A customer joined the waitlist (entry ${entry.entityId})`, changes: none };
      if (entry.action === 'leave')
        return { sentence: `A customer left the waitlist (entry ${entry.entityId})`, changes: none };
      if (entry.action === 'offer')
        return { sentence: `Offered a freed visit to waitlist entry ${entry.entityId}`, changes: none };
      break;
    case 'personal-data': {
      const bookings = Array.isArray(changes.bookings) ? (changes.bookings as unknown[]).map(String) : [];
      const which = bookings.length > 0 ? `orders ${bookings.join(', ')}` : 'no orders';
      if (entry.action === 'export-personal-data')
        return { sentence: `Exported the personal data of ${which}`, changes: none };
      if (entry.action === 'erase-personal-data')
        return { sentence: `Erased the personal data of ${which}`, changes: none };
      break;
    }
    case 'discount':
      if (entry.action === 'generate_codes') {
        return {
          sentence:
            `Generated ${after.count === 1 ? '1 code' : `${text(after.count) ?? 'new'} codes`} for discount ${recordName(entry) ?? ''}`.trim(),
          changes: none,
        };
      }
      break;
  }
  return {
    sentence: recordSentence(entry),
    changes: entry.action === 'update' ? labelledChanges(changes.before, changes.after) : none,
  };
}
