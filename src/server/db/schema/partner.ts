import { boolean, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { registrations } from './bookings';
import { createdAt, money, updatedAt } from './columns';

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
