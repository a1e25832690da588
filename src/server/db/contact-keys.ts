import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

// The keys of src/domain/shared/contact-keys.ts computed by PostgreSQL, for columns that store no key of their
// own (a household member's ID number, email and mobile; the address an outbox message went to), so a
// person is found there as their bookings' stored keys find them. The same rules as the domain's and as
// migration 0011's backfill; contact-keys.test.ts holds the two to the same answers.

/** The column's text without leading and trailing white space. */
const trimmed = (column: SQLWrapper) => sql`regexp_replace(${column}, '^\\s+|\\s+$', '', 'g')`;

/** emailKey: lower case; for Gmail (and googlemail.com) also without dots and `+tag` in the local part. */
export function emailKeySql(column: SQLWrapper): SQL<string | null> {
  const value = sql`lower(${trimmed(column)})`;
  return sql<string | null>`(case when ${value} ~ '@(gmail|googlemail)\\.com$'
    then replace(split_part(regexp_replace(${value}, '@[^@]*$', ''), '+', 1), '.', '') || '@gmail.com'
    else ${value} end)`;
}

/** mobileKey: the digits, with Singapore's 65 in front of an 8-digit number. */
export function mobileKeySql(column: SQLWrapper): SQL<string | null> {
  const digits = sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;
  return sql<string | null>`(case when length(${digits}) = 8 then '65' || ${digits} else ${digits} end)`;
}

/** idNumberKey: upper case, without spaces or dashes. */
export function idNumberKeySql(column: SQLWrapper): SQL<string | null> {
  return sql<string | null>`upper(regexp_replace(${column}, '[\\s-]', '', 'g'))`;
}
