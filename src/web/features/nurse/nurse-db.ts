import type { NurseVisit } from '@domain/nurse/schemas';
import type { AdminUser } from '@domain/staff/schemas';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { FailedPress, NewPress, PressStore, QueuedPress } from './press-queue';

// What the nurse view keeps on the phone, in IndexedDB (DESIGN §8.12): the presses not yet sent (and
// those the server refused), the last good list of each day, and who was signed in, so that the page
// opens without signal with the list she last saw.

export const NURSE_DATABASE = 'nurse-view';

/** A day's list as the server last answered it, and when (ISO 8601). */
export interface KeptDay {
  key: string;
  staffId: number;
  date: string;
  visits: NurseVisit[];
  savedAt: string;
}

/** The nurse signed in, known by a digest of her token (never the token itself). */
export interface RememberedNurse {
  key: 'nurse';
  tokenDigest: string;
  user: AdminUser;
}

interface NurseDatabase extends DBSchema {
  queue: { key: number; value: QueuedPress };
  failed: { key: number; value: FailedPress };
  days: { key: string; value: KeptDay; indexes: { byStaff: number } };
  session: { key: string; value: RememberedNurse };
}

export interface DayStore {
  get(staffId: number, date: string): Promise<KeptDay | undefined>;
  put(staffId: number, date: string, visits: NurseVisit[], savedAt: Date): Promise<void>;
  /** Her kept lists go when she signs out: they hold the customers' names and addresses. */
  forget(staffId: number): Promise<void>;
  /** ...and those of days gone by, as soon as a newer list is kept. */
  forgetBefore(staffId: number, date: string): Promise<void>;
}

export interface SessionStore {
  remembered(): Promise<RememberedNurse | undefined>;
  remember(tokenDigest: string, user: AdminUser): Promise<void>;
  forget(): Promise<void>;
}

export interface NurseStores {
  presses: PressStore;
  days: DayStore;
  session: SessionStore;
}

const dayKey = (staffId: number, date: string) => `${staffId}:${date}`;

/** Opens (or creates) the nurse view's database and its stores. */
export function openNurseStores(name: string = NURSE_DATABASE): NurseStores {
  let opened: Promise<IDBPDatabase<NurseDatabase>> | null = null;
  const db = () => {
    opened ??= openDB<NurseDatabase>(name, 1, {
      upgrade(database) {
        database.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
        database.createObjectStore('failed', { keyPath: 'seq' });
        database.createObjectStore('days', { keyPath: 'key' }).createIndex('byStaff', 'staffId');
        database.createObjectStore('session', { keyPath: 'key' });
      },
    });
    return opened;
  };

  const presses: PressStore = {
    async queued() {
      // The key is the order of the presses: getAll answers in key order.
      return (await db()).getAll('queue');
    },
    async failed() {
      return (await db()).getAll('failed');
    },
    async add(press: NewPress) {
      // The store gives the next key; the press is written with it.
      const seq = await (await db()).add('queue', press as QueuedPress);
      return { ...press, seq };
    },
    async remove(seq) {
      await (await db()).delete('queue', seq);
    },
    async markFailed(seq, refusal) {
      const transaction = (await db()).transaction(['queue', 'failed'], 'readwrite');
      const press = await transaction.objectStore('queue').get(seq);
      if (press) {
        await transaction.objectStore('failed').put({ ...press, ...refusal });
        await transaction.objectStore('queue').delete(seq);
      }
      await transaction.done;
    },
    async dismissFailed(seq) {
      await (await db()).delete('failed', seq);
    },
  };

  const days: DayStore = {
    async get(staffId, date) {
      return (await db()).get('days', dayKey(staffId, date));
    },
    async put(staffId, date, visits, savedAt) {
      await (await db()).put('days', {
        key: dayKey(staffId, date),
        staffId,
        date,
        visits,
        savedAt: savedAt.toISOString(),
      });
    },
    async forget(staffId) {
      const transaction = (await db()).transaction('days', 'readwrite');
      for (const key of await transaction.store.index('byStaff').getAllKeys(staffId)) {
        await transaction.store.delete(key);
      }
      await transaction.done;
    },
    async forgetBefore(staffId, date) {
      const transaction = (await db()).transaction('days', 'readwrite');
      for (const day of await transaction.store.index('byStaff').getAll(staffId)) {
        if (day.date < date) await transaction.store.delete(day.key);
      }
      await transaction.done;
    },
  };

  const session: SessionStore = {
    async remembered() {
      return (await db()).get('session', 'nurse');
    },
    async remember(tokenDigest, user) {
      await (await db()).put('session', { key: 'nurse', tokenDigest, user });
    },
    async forget() {
      await (await db()).delete('session', 'nurse');
    },
  };

  return { presses, days, session };
}

/** A SHA-256 digest of the session's token, to know whether the remembered nurse is the one signed in. */
export async function tokenDigest(token: string): Promise<string> {
  // Without a secure context (plain http on a local address) there is no SubtleCrypto: a plain hash
  // then tells the tokens apart, which is all this is for.
  if (!globalThis.crypto?.subtle) {
    let hash = 0x811c9dc5;
    for (const char of token) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
    return `fnv-${hash.toString(16)}-${token.length}`;
  }
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
