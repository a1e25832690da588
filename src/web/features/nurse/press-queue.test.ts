import 'fake-indexeddb/auto';
import type { VisitEventRequest, VisitEventResult } from '@domain/nurse/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendPress } from './api';
import { openNurseStores, tokenDigest } from './nurse-db';
import {
  createPressQueue,
  isFinalRefusal,
  type NewPress,
  type PressSender,
  type QueuedPress,
  type SendResult,
} from './press-queue';

// The queue of presses on the phone, kept in IndexedDB (fake-indexeddb here): the order they were made
// in, what leaves the queue and what stays, and a resend after a failure.

let databases = 0;
/** A fresh database for each test. */
const freshStores = () => openNurseStores(`nurse-view-test-${++databases}`);

const NURSE = 7;

const press = (registrationId: string, type: VisitEventRequest['type'], minute: number, staffId = NURSE): NewPress => ({
  staffId,
  registrationId,
  event: {
    clientEventId: `press${registrationId}${type}${minute}`.replace(/[^A-Za-z0-9_-]/g, ''),
    type,
    at: `2026-11-26T10:${String(minute).padStart(2, '0')}:00+08:00`,
    ...(type === 'done' ? { outcome: [{ participantId: 0, result: 'screened' as const }] } : {}),
  },
});

const taken = (queued: QueuedPress): SendResult => ({
  kind: 'sent',
  result: {
    id: queued.seq,
    registrationId: queued.registrationId,
    clientEventId: queued.event.clientEventId,
    type: queued.event.type,
    at: queued.event.at,
    receivedAt: '2026-11-26T02:30:00.000Z',
  } satisfies VisitEventResult,
});

/** A sender that answers each press by the next of `answers` (a function of the press), recording what it got. */
function scriptedSender(...answers: ((queued: QueuedPress) => SendResult)[]) {
  const sent: string[] = [];
  const send: PressSender = async (queued) => {
    sent.push(queued.event.clientEventId);
    const answer = answers.shift() ?? taken;
    return answer(queued);
  };
  return { send, sent };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the queue of presses', () => {
  it('keeps the presses in the order they were made, across a reopened database', async () => {
    const name = `nurse-view-test-${++databases}`;
    const { presses } = openNurseStores(name);
    await presses.add(press('A', 'on_my_way', 1));
    await presses.add(press('A', 'arrived', 20));
    await presses.add(press('B', 'on_my_way', 40));
    const reopened = openNurseStores(name).presses;
    const queued = await reopened.queued();
    expect(queued.map((entry) => [entry.registrationId, entry.event.type])).toEqual([
      ['A', 'on_my_way'],
      ['A', 'arrived'],
      ['B', 'on_my_way'],
    ]);
    expect(queued.map((entry) => entry.seq)).toEqual([...queued.map((entry) => entry.seq)].sort((a, b) => a - b));
  });

  it('sends them in order and empties the queue when the server takes each', async () => {
    const { presses } = freshStores();
    const { send, sent } = scriptedSender();
    const onSent = vi.fn();
    // Pressed while offline: kept, not sent yet.
    await presses.add(press('A', 'arrived', 5));
    await presses.add(press('A', 'done', 30));
    const queue = createPressQueue({ store: presses, send, staffId: NURSE, onSent });
    await queue.flush();
    expect(sent).toEqual(['pressAarrived5', 'pressAdone30']);
    expect(await presses.queued()).toEqual([]);
    expect(queue.state().queued).toEqual([]);
    expect(onSent.mock.calls.map(([queued]) => (queued as QueuedPress).event.type)).toEqual(['arrived', 'done']);
  });

  it('keeps a press, and every one after it, when the connection is lost or the server fails, and resends it later', async () => {
    const { presses } = freshStores();
    await presses.add(press('A', 'arrived', 5));
    await presses.add(press('A', 'done', 30));
    const { send, sent } = scriptedSender(() => ({ kind: 'later' }));
    const queue = createPressQueue({ store: presses, send, staffId: NURSE });

    await queue.flush();
    // Stopped at the first: "Done" never overtakes "Arrived".
    expect(sent).toEqual(['pressAarrived5']);
    expect(queue.state().queued.map((entry) => entry.event.type)).toEqual(['arrived', 'done']);

    // Back online: the same press again, with the same clientEventId and time, then the next.
    await queue.flush();
    expect(sent).toEqual(['pressAarrived5', 'pressAarrived5', 'pressAdone30']);
    expect(queue.state().queued).toEqual([]);
    expect(queue.state().failed).toEqual([]);
  });

  it('takes a press the server refuses for good out of the queue, keeps it as failed with the message, and goes on', async () => {
    const { presses } = freshStores();
    await presses.add(press('X', 'arrived', 5));
    await presses.add(press('A', 'arrived', 10));
    const { send, sent } = scriptedSender(() => ({ kind: 'refused', status: 409, message: 'This visit is cancelled' }));
    const queue = createPressQueue({ store: presses, send, staffId: NURSE });
    await queue.flush();
    expect(sent).toEqual(['pressXarrived5', 'pressAarrived10']);
    expect(await presses.queued()).toEqual([]);
    expect(queue.state().failed).toMatchObject([
      { registrationId: 'X', status: 409, message: 'This visit is cancelled', event: { type: 'arrived' } },
    ]);
    // Never sent again.
    await queue.flush();
    expect(sent).toHaveLength(2);

    await queue.dismiss(queue.state().failed[0]!.seq);
    expect(queue.state().failed).toEqual([]);
    expect(await presses.failed()).toEqual([]);
  });

  it('keeps everything when the session has ended, and says she must sign in again', async () => {
    const { presses } = freshStores();
    await presses.add(press('A', 'arrived', 5));
    const { send } = scriptedSender(() => ({ kind: 'signed-out' }));
    const queue = createPressQueue({ store: presses, send, staffId: NURSE });
    await queue.flush();
    expect(queue.state()).toMatchObject({ needsSignIn: true, failed: [] });
    expect(queue.state().queued).toHaveLength(1);
    await queue.flush();
    expect(queue.state()).toMatchObject({ needsSignIn: false, queued: [] });
  });

  it("sends only the signed-in nurse's presses, and shows only hers", async () => {
    const { presses } = freshStores();
    await presses.add(press('A', 'arrived', 5, 99));
    await presses.add(press('B', 'arrived', 6));
    const { send, sent } = scriptedSender();
    const queue = createPressQueue({ store: presses, send, staffId: NURSE });
    await queue.reload();
    expect(queue.state().queued.map((entry) => entry.registrationId)).toEqual(['B']);
    await queue.flush();
    expect(sent).toEqual(['pressBarrived6']);
    expect((await presses.queued()).map((entry) => entry.staffId)).toEqual([99]);
  });

  it('sends a press made while a send is under way right after it, never the same one twice at once', async () => {
    const { presses } = freshStores();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: string[] = [];
    const send: PressSender = async (queued) => {
      sent.push(queued.event.clientEventId);
      if (sent.length === 1) await gate;
      return taken(queued);
    };
    const queue = createPressQueue({ store: presses, send, staffId: NURSE });
    const first = queue.press(press('A', 'on_my_way', 1));
    await first;
    // "Arrived" pressed while "On my way" is still on its way.
    await queue.press(press('A', 'arrived', 20));
    const flushing = queue.flush();
    release();
    await flushing;
    await vi.waitFor(() => expect(queue.state().isSending).toBe(false));
    expect(sent).toEqual(['pressAon_my_way1', 'pressAarrived20']);
    expect(await presses.queued()).toEqual([]);
  });
});

describe("the server's answers", () => {
  it('counts a 4xx as final except an ended session, a timeout, too early and too many requests', () => {
    expect([400, 403, 404, 409, 422].map(isFinalRefusal)).toEqual([true, true, true, true, true]);
    expect([401, 408, 425, 429, 500, 502, 503].map(isFinalRefusal)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  async function answer(response: Response | Error): Promise<{ result: SendResult; init: RequestInit; url: string }> {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
      if (response instanceof Error) throw response;
      return response;
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('localStorage', {
      getItem: () => 'the-nurse-token',
      setItem: () => undefined,
      removeItem: () => undefined,
    });
    const result = await sendPress({ seq: 1, ...press('reg-1', 'arrived', 5) });
    const [url, init] = fetchMock.mock.calls[0]!;
    return { result, init: init!, url };
  }

  it('posts the press with the bearer token to the visit’s events', async () => {
    const body = { id: 3, registrationId: 'reg-1', clientEventId: 'x', type: 'arrived', at: 'a', receivedAt: 'b' };
    const { result, init, url } = await answer(Response.json({ success: true, data: body }, { status: 201 }));
    expect(url).toBe('/api/nurse/visits/reg-1/events');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer the-nurse-token');
    expect(JSON.parse(String(init.body))).toEqual(press('reg-1', 'arrived', 5).event);
    expect(result).toEqual({ kind: 'sent', result: body });
  });

  it('takes 200 for a resend as sent, a 403 or 409 as refused with its message, a 5xx or no network as later', async () => {
    const body = { id: 3, registrationId: 'reg-1', clientEventId: 'x', type: 'arrived', at: 'a', receivedAt: 'b' };
    expect((await answer(Response.json({ success: true, data: body }, { status: 200 }))).result.kind).toBe('sent');
    expect(
      (await answer(Response.json({ success: false, message: 'This visit is not yours' }, { status: 403 }))).result,
    ).toEqual({ kind: 'refused', status: 403, message: 'This visit is not yours' });
    expect(
      (await answer(Response.json({ success: false, message: 'This visit is cancelled' }, { status: 409 }))).result,
    ).toEqual({ kind: 'refused', status: 409, message: 'This visit is cancelled' });
    expect(
      (await answer(Response.json({ success: false, message: 'Session expired' }, { status: 401 }))).result,
    ).toEqual({ kind: 'signed-out' });
    expect((await answer(new Response('Bad gateway', { status: 502 }))).result).toEqual({ kind: 'later' });
    expect((await answer(new TypeError('Failed to fetch'))).result).toEqual({ kind: 'later' });
  });
});

describe('the kept day lists and the remembered nurse', () => {
  it('keeps the last list of each day per nurse, drops the days gone by, and forgets hers when she signs out', async () => {
    const { days } = freshStores();
    await days.put(NURSE, '2026-11-26', [], new Date('2026-11-26T01:05:00Z'));
    await days.put(NURSE, '2026-11-27', [], new Date('2026-11-26T01:06:00Z'));
    await days.put(99, '2026-11-26', [], new Date('2026-11-26T01:07:00Z'));
    expect(await days.get(NURSE, '2026-11-26')).toMatchObject({ savedAt: '2026-11-26T01:05:00.000Z', visits: [] });
    await days.put(NURSE, '2026-11-25', [], new Date('2026-11-25T01:05:00Z'));
    await days.forgetBefore(NURSE, '2026-11-26');
    expect(await days.get(NURSE, '2026-11-25')).toBeUndefined();
    expect(await days.get(NURSE, '2026-11-26')).toBeDefined();
    await days.forget(NURSE);
    expect(await days.get(NURSE, '2026-11-26')).toBeUndefined();
    expect(await days.get(NURSE, '2026-11-27')).toBeUndefined();
    expect(await days.get(99, '2026-11-26')).toBeDefined();
  });

  it('knows the nurse by a digest of her token, never the token', async () => {
    const { session } = freshStores();
    const digest = await tokenDigest('secret-token');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).not.toBe(await tokenDigest('another-token'));
    const user = { id: NURSE, username: 'siti', displayName: 'Siti', email: null, role: 'nurse', lastLogin: null };
    await session.remember(digest, user);
    expect(await session.remembered()).toEqual({ key: 'nurse', tokenDigest: digest, user });
    expect(JSON.stringify(await session.remembered())).not.toContain('secret-token');
    await session.forget();
    expect(await session.remembered()).toBeUndefined();
  });
});
