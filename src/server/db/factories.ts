import type { Executor } from './client';
import { discountIdentifiers, discounts } from './schema/discounts';
import { eventConfigs, eventPackages, events, packages } from './schema/events';

type NewEvent = typeof events.$inferInsert;
type NewPackage = typeof packages.$inferInsert;
type NewEventConfig = Omit<typeof eventConfigs.$inferInsert, 'eventId'>;
type NewDiscount = typeof discounts.$inferInsert;

let sequence = 0;
const nextSuffix = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** Shared by the demo seed and the tests: each takes overrides and an optional transaction. */
export async function createPackage(db: Executor, overrides: Partial<NewPackage> = {}) {
  const [row] = await db
    .insert(packages)
    .values({ name: 'Test Package', description: 'A package for tests', price: '100.00', ...overrides })
    .returning();
  return row!;
}

export async function createEvent(
  db: Executor,
  overrides: Partial<NewEvent> = {},
  options: { packageIds?: number[]; config?: NewEventConfig } = {},
) {
  const suffix = nextSuffix();
  const [event] = await db
    .insert(events)
    .values({
      name: `Test Event ${suffix}`,
      slug: `test-event-${suffix}`,
      description: 'Home based health screening',
      location: 'At your home, Singapore',
      ...overrides,
    })
    .returning();
  if (options.packageIds?.length) {
    await db.insert(eventPackages).values(options.packageIds.map((packageId) => ({ eventId: event!.id, packageId })));
  }
  if (options.config) {
    await db.insert(eventConfigs).values({ eventId: event!.id, ...options.config });
  }
  return event!;
}

export async function createPromoDiscount(
  db: Executor,
  identifiers: string[],
  overrides: Partial<NewDiscount> = {},
  identifierOverrides: Partial<typeof discountIdentifiers.$inferInsert> = {},
) {
  const [discount] = await db
    .insert(discounts)
    .values({
      name: 'Test promo',
      discountType: 'promo',
      discountValueType: 'percentage',
      value: '10.00',
      applicableForAIA: true,
      applicableForRetail: true,
      applicableForHealthScreening: true,
      ...overrides,
    })
    .returning();
  const codes = identifiers.length
    ? await db
        .insert(discountIdentifiers)
        .values(identifiers.map((identifier) => ({ discountId: discount!.id, identifier, ...identifierOverrides })))
        .returning()
    : [];
  return { discount: discount!, codes };
}
