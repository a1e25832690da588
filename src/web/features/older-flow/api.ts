import type { ListedSlotRequest } from '@domain/bookings/older-flow-schemas';
import type { LegacyRegistrationResult } from '@domain/bookings/responses';
import type { ApiFailure } from '@domain/shared/envelope';
import { apiFetch, apiPost } from '@/lib/api';
import type { LegacyRegistrationRequest } from './booking-request';
import { REGISTRATION_FAILED_TITLE } from './messages';

// The older flow's calls; the shapes the server answers are inferred from src/domain/api-schemas.ts.

/**
 * POST /api/timeslots/listed: the id of a listed slot that has none yet (auto-scheduled, nobody has
 * booked it), stored by the server, so the booking always names a real slot id (spec 000 §3).
 */
export async function storeListedSlot(slot: ListedSlotRequest): Promise<number> {
  return (await apiPost<{ id: number }>('/api/timeslots/listed', slot)).data.id;
}

/**
 * A refused or failed booking, with what spec 000 §8 shows of it: the server's message, or 'status
 * statusText' when the answer is not the server's envelope (a proxy's error page).
 */
export class RegistrationFailure extends Error {
  constructor(
    readonly status: number | null,
    readonly statusText: string,
    readonly serverMessage: string | null,
    readonly fieldErrors: readonly { path: string; message: string }[] = [],
  ) {
    super(serverMessage ?? `${REGISTRATION_FAILED_TITLE}: ${status ?? ''} ${statusText}`.trim());
    this.name = 'RegistrationFailure';
  }
}

async function failureOf(response: Response): Promise<RegistrationFailure> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as ApiFailure;
    if (body && typeof body.message === 'string') {
      return new RegistrationFailure(response.status, response.statusText, body.message, body.errors ?? []);
    }
  } catch {
    // not the envelope
  }
  return new RegistrationFailure(response.status, response.statusText, null);
}

/**
 * POST /api/registrations with the older flow's body (spec 000 §3, §7). Books with an Idempotency-Key:
 * the same key sent again (a retry after a lost answer) returns the first
 * booking instead of making a second one (DESIGN §5 rule 5).
 */
export async function createLegacyRegistration(
  request: LegacyRegistrationRequest,
  idempotencyKey: string,
): Promise<LegacyRegistrationResult> {
  let response: Response;
  try {
    response = await apiFetch('/api/registrations', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(request),
    });
  } catch (error) {
    // No answer at all (offline): nothing to show but the browser's own words (the page says 'Network error'
    // in its language when there are none).
    throw new RegistrationFailure(null, error instanceof Error ? error.message : '', null);
  }
  if (!response.ok) throw await failureOf(response);
  return ((await response.json()) as { data: LegacyRegistrationResult }).data;
}
