import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { CURSOR_MESSAGE } from '@domain/api-keys/messages';
import type { ApiRegistration, ApiRegistrationListQuery } from '@domain/api-keys/schemas';
import type { Database, Executor } from '../../db/client';
import { getOrCreateSecret } from '../../db/secrets';
import { badRequest } from '../../errors';
import { listApiRegistrationsChangedSince } from './registrations-read';

// The read API's paging cursors are opaque (DESIGN §8.2, decision 008): bookings gives the position of
// a page's last row (its exact change time and id), and the API hands it out only encrypted with
// AES-256-GCM. An outside system sees neither a booking's id (which authorises anonymous changes,
// rule 7) nor a change time in a cursor, and a cursor it altered, or one from another server, is
// refused (400) by the authentication tag instead of being read.

/** The setting that keeps the cursors' secret: made at random once, then shared by every instance. */
const CURSOR_SECRET_SETTING = 'read_api_cursor_key';
/** The first byte of every cursor: another format (a new key, say) can come beside this one. */
const FORMAT = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** What the key is derived for, and what each cursor is bound to (authenticated, not secret). */
const PURPOSE = 'read API paging cursor';

export interface CursorSealer {
  /** The opaque cursor of a position. */
  seal(position: string): string;
  /** The position of a cursor this server made; a 400 for anything else. */
  open(cursor: string): string;
}

/** Seals positions with a key derived (HKDF-SHA-256) from a server secret. */
export function cursorSealer(secret: string): CursorSealer {
  const key = Buffer.from(hkdfSync('sha256', secret, '', PURPOSE, 32));
  const header = Buffer.from([FORMAT]);
  const associated = Buffer.concat([header, Buffer.from(PURPOSE)]);
  return {
    seal(position) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(associated);
      const sealed = Buffer.concat([cipher.update(position, 'utf8'), cipher.final()]);
      return Buffer.concat([header, iv, sealed, cipher.getAuthTag()]).toString('base64url');
    },
    open(cursor) {
      const bytes = Buffer.from(cursor, 'base64url');
      if (bytes.length <= 1 + IV_BYTES + TAG_BYTES || bytes[0] !== FORMAT) throw badRequest(CURSOR_MESSAGE);
      const iv = bytes.subarray(1, 1 + IV_BYTES);
      const tag = bytes.subarray(bytes.length - TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(associated);
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([
          decipher.update(bytes.subarray(1 + IV_BYTES, bytes.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        // Altered, cut, or sealed with another server's key.
        throw badRequest(CURSOR_MESSAGE);
      }
    },
  };
}

/** The sealer of this server's cursors, its secret kept in system_settings (the same on every instance). */
export async function readApiCursors(db: Database): Promise<CursorSealer> {
  const secret = await getOrCreateSecret(db, CURSOR_SECRET_SETTING, "Key of the read API's paging cursors");
  return cursorSealer(secret);
}

/**
 * GET /api/v1/registrations: a page of the bookings changed since a time or after a cursor (bookings'
 * listApiRegistrationsChangedSince), with the next cursor sealed. A page with no rows keeps the cursor
 * it was asked with, as it is.
 */
export async function listRegistrationsPage(
  db: Executor,
  cursors: CursorSealer,
  query: ApiRegistrationListQuery,
): Promise<{ registrations: ApiRegistration[]; nextCursor: string | null; hasMore: boolean }> {
  const position = query.cursor === undefined ? undefined : cursors.open(query.cursor);
  const page = await listApiRegistrationsChangedSince(db, {
    updatedSince: query.updatedSince,
    cursor: position,
    limit: query.limit,
  });
  let nextCursor: string | null = null;
  if (page.nextCursor !== null) {
    nextCursor =
      page.nextCursor === position && query.cursor !== undefined ? query.cursor : cursors.seal(page.nextCursor);
  }
  return { registrations: page.registrations, nextCursor, hasMore: page.hasMore };
}
