import { and, desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../db/schema/outbox';
import { CENTRAL_POSTAL_CODE, testNric } from './bookings';
import type { TestApp } from './test-app';

// The waitlist's proof of the mobile (DESIGN §8.9) as tests take it: the code read back from the
// outbox row of its text, as the customer reads it from their phone, then entered.

let person = 0;

/** A join request of a person of their own (entries are capped per email, mobile and ID number). */
export function waitlistJoinRequest(
  overrides: Record<string, unknown> & { eventId: number; packageId: number },
): Record<string, unknown> {
  person += 1;
  return {
    persons: 1,
    postalCode: CENTRAL_POSTAL_CODE,
    dateFrom: '2026-11-25',
    dateTo: '2026-12-20',
    timeOfDay: 'any',
    firstName: 'Mei',
    lastName: 'Tan',
    email: `mei.tan+${person}@example.com`,
    mobileNumber: `9${String(3_000_000 + person).padStart(7, '0')}`,
    gender: 'female',
    identificationNumber: testNric(6_700_000 + person),
    dateOfBirth: '1988-08-08',
    address: '8 Orchard Road',
    ...overrides,
  };
}

/** What the join answers that the code's calls need. */
export interface JoinedEntry {
  id: number;
  leaveToken: string;
}

/** The newest code texted to an entry's mobile (the text's row keeps it until it is sent). */
export async function waitlistCodeOf(t: TestApp, entryId: number): Promise<string> {
  const [text] = await t.db
    .select({ secrets: outboxMessages.linkSecrets })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.waitlistEntryId, entryId),
        eq(outboxMessages.kind, 'waitlist-joined'),
        eq(outboxMessages.channel, 'sms'),
      ),
    )
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const code = (text?.secrets as { code?: string } | null | undefined)?.code;
  if (!code) throw new Error(`No code was texted to waitlist entry ${entryId}`);
  return code;
}

/** POST /api/waitlist/{id}/verify with the entry's token and `code`. */
export const verifyWaitlistCode = (t: TestApp, entry: JoinedEntry, code: string, token = entry.leaveToken) =>
  t.app.inject({
    method: 'POST',
    url: `/api/waitlist/${entry.id}/verify`,
    headers: { 'x-waitlist-token': token },
    payload: { code },
  });

/** POST /api/waitlist/{id}/verify/resend with the entry's token. */
export const resendWaitlistCode = (t: TestApp, entry: JoinedEntry, token = entry.leaveToken) =>
  t.app.inject({
    method: 'POST',
    url: `/api/waitlist/${entry.id}/verify/resend`,
    headers: { 'x-waitlist-token': token },
  });

/** Proves the entry's mobile with the code texted to it, so it gets offers; answers its id. */
export async function proveWaitlistEntry(t: TestApp, entry: JoinedEntry): Promise<number> {
  const res = await verifyWaitlistCode(t, entry, await waitlistCodeOf(t, entry.id));
  if (res.statusCode !== 200) throw new Error(`Waitlist entry ${entry.id} not proven: ${res.statusCode} ${res.body}`);
  return entry.id;
}

/** POST /api/waitlist with `body`, then the code entered: a proven entry's id (the join must succeed). */
export async function joinProven(t: TestApp, body: Record<string, unknown>): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: '/api/waitlist', payload: body });
  if (res.statusCode !== 201) throw new Error(`Not joined: ${res.statusCode} ${res.body}`);
  return proveWaitlistEntry(t, res.json().data as JoinedEntry);
}
