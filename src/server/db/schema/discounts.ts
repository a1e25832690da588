import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns';

// The tables of discounts (DESIGN §2: a capability owns its tables; others read them through its functions).

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
