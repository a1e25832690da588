import { emailKey, idNumberKey, mobileKey } from '@domain/shared/contact-keys';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { emailKeySql, idNumberKeySql, mobileKeySql } from './contact-keys';

// The database's keys must be the domain's, or a person asked about would be missed where no key is stored.

const client = new PGlite();
const db = drizzle(client);
afterAll(() => client.close());

async function keysInDatabase(keyOf: typeof emailKeySql, values: string[]) {
  const rows = await Promise.all(
    values.map(async (value) => {
      const result = await db.execute<{ key: string }>(sql`select ${keyOf(sql`${value}::text`)} as key`);
      return result.rows[0]!.key;
    }),
  );
  return rows;
}

describe('the contact keys computed by PostgreSQL', () => {
  it('are the domain keys of emails, Gmail variants included', async () => {
    const emails = [
      'Tan.Mei+clinic@Gmail.com',
      ' tanmei@googlemail.com ',
      't.a.n.mei@gmail.com',
      'Mei.Ling+x@example.com',
      'someone@evilgmail.com',
      'a@b@gmail.com',
      'x@gmail.com.sg',
      'no-at-sign',
      '',
    ];
    expect(await keysInDatabase(emailKeySql, emails)).toEqual(emails.map(emailKey));
  });

  it('are the domain keys of mobile numbers', async () => {
    const mobiles = ['9123 4567', '+65 9123-4567', '6591234567', '+60 12-345 6789', '(65) 8123 4567', '123', ''];
    expect(await keysInDatabase(mobileKeySql, mobiles)).toEqual(mobiles.map(mobileKey));
  });

  it('are the domain keys of ID numbers', async () => {
    const ids = ['s1234567d', ' S1234567D ', 'K-1234 567A', 'E12345678', ''];
    expect(await keysInDatabase(idNumberKeySql, ids)).toEqual(ids.map(idNumberKey));
  });
});
