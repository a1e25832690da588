import { MAX_RECORD_ID, RECORD_ID_DIGITS } from '@domain/shared/schema-parts';

// Spec 000 §2, participants page: packageId and eventId come from the query string; either one missing
// means 'Missing information' and back to /. A value that is not a record id names nothing and counts as
// missing. timeslotId (the older flow's choice) and registrationId (a booking that exists already) are
// optional and carried along.

export interface ParticipantsQuery {
  eventId: number;
  packageId: number;
  timeslotId: number | null;
  /** The booking's random id (DESIGN §5 rule 7) when its participants are changed after booking. */
  registrationId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A positive record id from a query value; null for anything else ('', '0', '1.5', '12abc', too large). */
export function readRecordId(value: string | null): number | null {
  if (value === null || !RECORD_ID_DIGITS.test(value.trim())) return null;
  const id = Number(value.trim());
  return id > 0 && id <= MAX_RECORD_ID ? id : null;
}

export function readParticipantsQuery(params: URLSearchParams): ParticipantsQuery | null {
  const eventId = readRecordId(params.get('eventId'));
  const packageId = readRecordId(params.get('packageId'));
  if (eventId === null || packageId === null) return null;
  const registrationId = params.get('registrationId')?.trim() ?? '';
  return {
    eventId,
    packageId,
    timeslotId: readRecordId(params.get('timeslotId')),
    registrationId: UUID.test(registrationId) ? registrationId.toLowerCase() : null,
  };
}
