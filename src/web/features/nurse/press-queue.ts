import type { VisitEventRequest, VisitEventResult } from '@domain/nurse/schemas';

// The nurse's presses on their way to the server (DESIGN §8.12). A press is written to the phone's
// queue the moment it is made, with its own id and the time it was made, and the queue is sent in
// the order pressed whenever there is signal. An entry leaves the queue only when the server has it
// (2xx) or has refused it for good (a 4xx that no resend can change: then it is kept apart as failed,
// with the server's message, for the nurse to see). A lost connection or a server error keeps it,
// and everything after it, for the next try; a resend is harmless, as the server knows the press by
// its clientEventId.

/** A press waiting in the queue. */
export interface QueuedPress {
  /** Its place in the queue: presses are sent in this order. */
  seq: number;
  /** The nurse who pressed it: only her session sends it. */
  staffId: number;
  registrationId: string;
  event: VisitEventRequest;
}

export type NewPress = Omit<QueuedPress, 'seq'>;

/** A press the server refused for good, with its answer. */
export interface FailedPress extends QueuedPress {
  status: number;
  message: string;
}

/** Where the queue is kept (IndexedDB on the phone: nurse-db.ts). */
export interface PressStore {
  /** Every queued press, oldest first. */
  queued(): Promise<QueuedPress[]>;
  failed(): Promise<FailedPress[]>;
  add(press: NewPress): Promise<QueuedPress>;
  /** The server has it: gone from the queue. */
  remove(seq: number): Promise<void>;
  /** Refused for good: out of the queue, into the failed list, at once. */
  markFailed(seq: number, refusal: { status: number; message: string }): Promise<void>;
  /** The nurse has read the failure. */
  dismissFailed(seq: number): Promise<void>;
}

/** What one try to send a press came to. */
export type SendResult =
  | { kind: 'sent'; result: VisitEventResult }
  | { kind: 'refused'; status: number; message: string }
  /** The session has ended: kept, and sent once she has signed in again. */
  | { kind: 'signed-out' }
  /** No signal, or the server could not take it now: kept for the next try. */
  | { kind: 'later' };

export type PressSender = (press: QueuedPress) => Promise<SendResult>;

/**
 * Whether a refusal is final: a 4xx other than an ended session (401), a timeout (408), too early
 * (425) or too many requests (429). 400, 403, 404, 409 and 422 would be refused again however often
 * the press were sent.
 */
export function isFinalRefusal(status: number): boolean {
  return status >= 400 && status < 500 && ![401, 408, 425, 429].includes(status);
}

/** What an HTTP answer's status means for a queued press. */
export function sendResultOfStatus(status: number, message: string): Exclude<SendResult, { kind: 'sent' }> {
  if (status === 401) return { kind: 'signed-out' };
  if (isFinalRefusal(status)) return { kind: 'refused', status, message };
  return { kind: 'later' };
}

export interface QueueState {
  queued: QueuedPress[];
  failed: FailedPress[];
  /** A send is under way. */
  isSending: boolean;
  /** The last try stopped at a press the session could not send: she must sign in again. */
  needsSignIn: boolean;
}

export interface PressQueue {
  state(): QueueState;
  subscribe(listener: (state: QueueState) => void): () => void;
  /** Reads the queue from its store (at start, and when another tab may have changed it). */
  reload(): Promise<void>;
  /** Keeps the press, then sends the queue. */
  press(press: NewPress): Promise<QueuedPress>;
  /** Sends this nurse's queued presses in order, stopping at the first that must wait. */
  flush(): Promise<void>;
  dismiss(seq: number): Promise<void>;
}

/**
 * The queue of one nurse's session. One send runs at a time: a flush asked for while one runs makes it
 * go round once more, so that a press made meanwhile is not left behind, and no press is sent twice
 * at once.
 */
export function createPressQueue(options: {
  store: PressStore;
  send: PressSender;
  staffId: number;
  /** Each press the server has taken, with its answer (the page shows it at once). */
  onSent?: (press: QueuedPress, result: VisitEventResult) => void;
}): PressQueue {
  const { store, send, staffId } = options;
  let current: QueueState = { queued: [], failed: [], isSending: false, needsSignIn: false };
  const listeners = new Set<(state: QueueState) => void>();
  const update = (next: Partial<QueueState>) => {
    current = { ...current, ...next };
    for (const listener of listeners) listener(current);
  };
  const reload = async () => {
    const [queued, failed] = await Promise.all([store.queued(), store.failed()]);
    update({
      queued: queued.filter((press) => press.staffId === staffId),
      failed: failed.filter((press) => press.staffId === staffId),
    });
  };

  /** One pass over the queue, in order, stopping at the first press that must wait. */
  const sendQueued = async (): Promise<void> => {
    for (const press of await store.queued()) {
      if (press.staffId !== staffId) continue;
      const outcome = await send(press);
      if (outcome.kind === 'sent') {
        await store.remove(press.seq);
        update({ needsSignIn: false });
        options.onSent?.(press, outcome.result);
      } else if (outcome.kind === 'refused') {
        await store.markFailed(press.seq, { status: outcome.status, message: outcome.message });
      } else {
        // Kept, and every press after it too: they go in the order they were made.
        update({ needsSignIn: outcome.kind === 'signed-out' });
        return;
      }
      await reload();
    }
  };

  let running: Promise<void> | null = null;
  let again = false;
  const flush = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      update({ isSending: true });
      try {
        do {
          again = false;
          await sendQueued();
        } while (again);
      } catch (error) {
        // The store could not be read or written: the presses stay where they are for the next try.
        console.error(error);
      } finally {
        await reload().catch(() => undefined);
        running = null;
        update({ isSending: false });
      }
    })();
    return running;
  };

  return {
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload,
    async press(press) {
      const queued = await store.add(press);
      await reload();
      void flush();
      return queued;
    },
    flush,
    async dismiss(seq) {
      await store.dismissFailed(seq);
      await reload();
    },
  };
}
