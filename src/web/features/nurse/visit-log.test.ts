import { visitEventRequestSchema } from '@domain/nurse/schemas';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { NURSE_MANIFEST, NURSE_SCOPE } from './offline-files';
import type { FailedPress, QueuedPress } from './press-queue';
import { addressLine, isDone, mapLink, newClientEventId, nextPress, pressedAt, telLink, visitLog } from './visit-log';

const queued = (type: QueuedPress['event']['type'], at: string, registrationId = 'reg-1', seq = 1): QueuedPress => ({
  seq,
  staffId: 7,
  registrationId,
  event: { clientEventId: `id${seq}xxxxxxxx`, type, at },
});

describe('a press', () => {
  it('has an id the server takes, new each time', () => {
    const ids = Array.from({ length: 50 }, newClientEventId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(new Set(ids).size).toBe(50);
  });

  it("has the phone's time with its offset, which the server's schema takes", () => {
    const at = pressedAt(new Date('2026-11-26T02:05:09.123Z'));
    expect(at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(Date.parse(at)).toBe(Date.parse('2026-11-26T02:05:09Z'));
    const request = visitEventRequestSchema.safeParse({ clientEventId: newClientEventId(), type: 'arrived', at });
    expect(request.success).toBe(true);
  });
});

describe("a visit's log", () => {
  const visit = { registrationId: 'reg-1', events: [{ type: 'on_my_way' as const, at: '2026-11-26T09:40:00+08:00' }] };

  it("shows the server's presses, then the phone's waiting ones, then the refused ones, of this visit only", () => {
    const failed: FailedPress = {
      ...queued('done', '2026-11-26T10:30:00+08:00', 'reg-1', 3),
      status: 409,
      message: 'No',
    };
    const log = visitLog(
      visit,
      [
        queued('arrived', '2026-11-26T10:00:00+08:00', 'reg-1', 2),
        queued('arrived', '2026-11-26T11:00:00+08:00', 'reg-2', 4),
      ],
      [failed],
    );
    expect(log.map((line) => [line.type, line.state])).toEqual([
      ['on_my_way', 'sent'],
      ['arrived', 'waiting'],
      ['done', 'failed'],
    ]);
    expect(log[2]).toMatchObject({ seq: 3, message: 'No' });
  });

  it('shows a press the server has, still queued for its resend, once', () => {
    const log = visitLog(visit, [queued('on_my_way', '2026-11-26T01:40:00Z')], []);
    expect(log).toHaveLength(1);
    expect(log[0]!.state).toBe('sent');
  });

  it('offers the next press after the latest made, and none once "Done" is made', () => {
    expect(nextPress([])).toBe('on_my_way');
    expect(nextPress(visitLog(visit, [], []))).toBe('arrived');
    const arrived = visitLog(visit, [queued('arrived', '2026-11-26T10:00:00+08:00')], []);
    expect(nextPress(arrived)).toBe('done');
    expect(isDone(arrived)).toBe(false);
    const done = visitLog({ ...visit, events: [] }, [queued('done', '2026-11-26T10:30:00+08:00')], []);
    expect(nextPress(done)).toBeNull();
    expect(isDone(done)).toBe(true);
    // A refused "Done" is not done.
    const refused = visitLog(
      visit,
      [],
      [{ ...queued('done', '2026-11-26T10:30:00+08:00'), status: 409, message: 'x' }],
    );
    expect(isDone(refused)).toBe(false);
  });
});

describe("a visit's place", () => {
  const place = { address: '1 Orchard Road', unitNumber: '#10-01', postalCode: '238801' };

  it('links Google Maps at its point, or at its address without one', () => {
    expect(mapLink({ ...place, lat: 1.3048, lng: 103.8318 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=1.3048,103.8318',
    );
    expect(mapLink({ ...place, lat: null, lng: null })).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20Orchard%20Road%2C%20Singapore%20238801',
    );
    expect(mapLink({ address: null, postalCode: null, lat: null, lng: null })).toBeNull();
  });

  it('reads its address on one line, and calls its number', () => {
    expect(addressLine(place)).toBe('1 Orchard Road, #10-01, Singapore 238801');
    expect(addressLine({ ...place, unitNumber: null })).toBe('1 Orchard Road, Singapore 238801');
    expect(addressLine({ ...place, address: null })).toBeNull();
    expect(telLink('+65 9123 4567')).toBe('tel:+6591234567');
  });
});

describe('the offline files', () => {
  it('keep the service worker and the manifest to /nurse', () => {
    expect(NURSE_SCOPE).toBe(paths.nurse.getHref());
    expect(NURSE_MANIFEST).toMatchObject({ scope: NURSE_SCOPE, start_url: NURSE_SCOPE });
  });
});
