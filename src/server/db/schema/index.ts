// The tables, one file per capability that owns them; Drizzle's client and drizzle-kit read them all from here.
export * from './api-keys';
export * from './audit-log';
export * from './bookings';
export * from './discounts';
export * from './events';
export * from './idempotency';
export * from './jobs';
export * from './members';
export * from './notifications';
export * from './outbox';
export * from './partner';
export * from './payments';
export * from './questionnaire';
export * from './settings';
export * from './staff';
export * from './timeslots';
export * from './waitlist';
