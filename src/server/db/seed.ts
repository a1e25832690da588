import { createHash, randomBytes } from 'node:crypto';
import { type CataloguePackage, PACKAGE_CATALOGUE } from '@domain/events/package-catalogue';
import { PARTNER_EVENT_SLUG } from '@domain/partner/event';
import argon2 from 'argon2';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { setAdminPassword } from '../features/staff';
import type { Database } from './client';
import { DEFAULT_EMAIL_CONFIGS, DEFAULT_TEXT_CONFIGS, SUPERSEDED_DEFAULT_TEMPLATES } from './email-defaults';
import { createEvent, createPackage, createPromoDiscount } from './factories';
import { SINGAPORE_PUBLIC_HOLIDAYS } from './holidays';
import { events } from './schema/events';
import { emailConfigs } from './schema/notifications';
import { users } from './schema/staff';
import { publicHolidays } from './schema/timeslots';

const toDemoPackage = ({ name, price, memberPrice, description }: CataloguePackage) => ({
  name,
  price,
  aiaPrice: memberPrice,
  description,
  // Every package is a blood test taken fasting: 10 hours, the longer end of the 8 to 10 the pages say.
  fastingHours: 10,
});
const [premium, comprehensive, superior, prestige] = PACKAGE_CATALOGUE;

// The demo packages are the fixed catalogue that the event list and the package summary PDF show;
// a tuple, so that tests can index it without undefined checks.
export const DEMO_PACKAGES = [
  toDemoPackage(premium),
  toDemoPackage(comprehensive),
  toDemoPackage(superior),
  toDemoPackage(prestige),
] as const;

export const HOME_EVENT_SLUG = 'home-health-screening';
export { PARTNER_EVENT_SLUG };
export const AUTO_SCHEDULE = { configType: 'auto', numSlots: 10, bufferHours: 24, slotsPerTimeslot: 1 } as const;

/** Reference data every installation needs; inserting it again changes nothing. */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(publicHolidays)
      .values([...SINGAPORE_PUBLIC_HOLIDAYS])
      .onConflictDoNothing();
    await tx
      .insert(emailConfigs)
      .values([...DEFAULT_EMAIL_CONFIGS, ...DEFAULT_TEXT_CONFIGS])
      .onConflictDoNothing();
    await replaceSupersededDefaults(tx);
    // No payment test-mode row: until staff switch it, payments decide by the environment (test-mode.ts).
  });
}

/** An earlier default template still in a row no admin has saved becomes today's default. */
async function replaceSupersededDefaults(tx: Parameters<Parameters<Database['transaction']>[0]>[0]) {
  const rows = await tx
    .select({ id: emailConfigs.id, key: emailConfigs.configKey, value: emailConfigs.configValue })
    .from(emailConfigs)
    .where(
      and(
        inArray(emailConfigs.configKey, Object.keys(SUPERSEDED_DEFAULT_TEMPLATES)),
        isNull(emailConfigs.lastUpdatedBy),
      ),
    );
  for (const row of rows) {
    const hash = createHash('sha256').update(row.value).digest('hex');
    const current = DEFAULT_EMAIL_CONFIGS.find((config) => config.configKey === row.key);
    if (current && SUPERSEDED_DEFAULT_TEMPLATES[row.key]?.includes(hash)) {
      await tx.update(emailConfigs).set({ configValue: current.configValue }).where(eq(emailConfigs.id, row.id));
    }
  }
}

/** Advisory lock that serialises demo seeding across instances starting together. */
const SEED_LOCK_ID = 7_204_119;

/**
 * The demo catalogue, written only into a database that has no events yet. Two instances starting
 * together against one PostgreSQL would both see no events and both seed (the second failing on the
 * event slug, or doubling packages and codes), so the check and the writes run under a
 * transaction-scoped advisory lock: the second waits, then sees the first one's events.
 */
export async function seedDemoData(db: Database, config: Config): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ n: count() }).from(events);
    if ((existing?.n ?? 0) > 0) return false;
    const created = [];
    for (const pkg of DEMO_PACKAGES) created.push(await createPackage(tx, pkg));
    const packageIds = created.map((pkg) => pkg.id);
    await createEvent(
      tx,
      {
        name: 'Home Based Health Screening',
        slug: HOME_EVENT_SLUG,
        description:
          'Fully-fledged health screening from the comfort of your home: a nurse visits you for the tests, and a follow-up GP teleconsult to go through your results is included.',
        location: 'At your home, anywhere in Singapore',
      },
      { packageIds, config: AUTO_SCHEDULE },
    );
    await createEvent(
      tx,
      {
        name: `${config.PARTNER_NAME} Health Screening`,
        slug: PARTNER_EVENT_SLUG,
        description: `Home based health screening for ${config.PARTNER_NAME} patients, with a follow-up GP teleconsult included.`,
        location: 'At your home, anywhere in Singapore',
      },
      { packageIds, config: AUTO_SCHEDULE },
    );
    await createPromoDiscount(tx, ['WELCOME10'], {
      name: 'Welcome 10% off',
      lineItemLabel: 'Welcome discount',
      description: '10% off your first home screening',
      identifierPrefix: 'WELCOME',
      identifierLength: 2,
    });
    return true;
  });
}

/**
 * ADMIN_USERNAME / ADMIN_PASSWORD create or reset that admin (a new password also clears its failed
 * sign-ins and ends its sessions: staff/service.ts setAdminPassword). With no admin at all and no
 * password given, an `admin` with a random password is created and the password logged once.
 */
export async function bootstrapAdmin(db: Database, config: Config, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) {
  if (config.ADMIN_PASSWORD) {
    const username = config.ADMIN_USERNAME ?? 'admin';
    const set = await setAdminPassword(db, { username, password: config.ADMIN_PASSWORD, now: new Date() });
    if (set.kind === 'unchanged') log.info({ username }, 'admin password from ADMIN_PASSWORD unchanged');
    else log.info({ username, sessionsEnded: set.sessionsEnded }, `admin account ${set.kind} from ADMIN_PASSWORD`);
    return;
  }
  const [existing] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  if ((existing?.n ?? 0) > 0) return;
  const generated = randomBytes(12).toString('base64url');
  const password = await argon2.hash(generated, { type: argon2.argon2id });
  const inserted = await db
    .insert(users)
    .values({ username: 'admin', password, role: 'admin' })
    .onConflictDoNothing()
    .returning();
  if (inserted.length > 0) {
    log.warn(`created admin account "admin" with password ${generated} (shown once; set ADMIN_PASSWORD to choose one)`);
  }
}
