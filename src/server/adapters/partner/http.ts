import { centsToAmount, toCents } from '@domain/shared/money';
import { z } from 'zod';
import { type PartnerAdapter, type PartnerBooking, PartnerUnavailableError } from './types';

/** The visitor waits on a spinner ('Processing Your Booking') while the partner is asked. */
export const PARTNER_TIMEOUT_MS = 5000;

/** Personal details only pre-fill the wizard, which validates them again: a missing one becomes ''. */
const prefillText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() ?? '');

/**
 * Only an exact calendar date is kept. A timestamp is dropped rather than cut: '1975-03-13T16:00:00Z'
 * is 14 March in Singapore, and cutting it would give the wrong birthday.
 */
const dateOfBirth = prefillText.transform((value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : ''));

/**
 * What was paid decides what the customer still owes, so it is read strictly: a non-negative amount
 * with at most two decimals, as a string or a JSON number; anything else makes the whole answer unreadable.
 */
const paidAmount = z
  .union([z.string().trim(), z.number().nonnegative()])
  .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), { message: 'not an amount' })
  .transform((value) => centsToAmount(toCents(String(value))));

/** The partner's booking as its API answers it; unknown fields are dropped, never passed on. */
const partnerAnswerSchema = z.object({
  bookingCode: z.string().trim().optional(),
  name: z.string().trim().min(1),
  email: prefillText,
  nric: prefillText,
  dateOfBirth,
  contact: prefillText,
  address: z
    .object({ postalCode: prefillText, unitNumber: prefillText, street: prefillText })
    .nullish()
    .transform((value) => value ?? { postalCode: '', unitNumber: '', street: '' }),
  packageInfo: z.object({
    amount: paidAmount,
    isPaid: z.boolean(),
    name: z.string().trim().min(1),
    systemPackageName: z.string().trim().min(1),
  }),
  autoSelectPackage: z.boolean().optional().default(false),
});

export interface HttpPartnerOptions {
  /** PARTNER_API_URL: the base under which `/bookings/{code}` is found. */
  url: string;
  apiKey?: string;
  timeoutMs?: number;
}

/**
 * The partner's booking API: `GET {url}/bookings/{code}` with a bearer key, answering the booking as
 * JSON (200) or 404 when there is none. Every other outcome becomes PartnerUnavailableError, so "the
 * partner could not be asked" is never shown as "no such booking".
 */
export function createHttpPartner(options: HttpPartnerOptions): PartnerAdapter {
  const timeoutMs = options.timeoutMs ?? PARTNER_TIMEOUT_MS;
  const base = options.url.replace(/\/+$/, '');
  return {
    async findBooking(code) {
      let body: unknown;
      try {
        // The code is the visitor's text: encoded, it cannot reach another path of the partner's API.
        // The signal also covers reading the body, so a partner that stalls mid-answer times out too.
        const response = await fetch(`${base}/bookings/${encodeURIComponent(code)}`, {
          headers: {
            accept: 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status === 404) {
          await response.body?.cancel();
          return null;
        }
        if (!response.ok) {
          await response.body?.cancel();
          throw new PartnerUnavailableError(`Partner answered HTTP ${response.status}`);
        }
        body = await response.json();
      } catch (error) {
        if (error instanceof PartnerUnavailableError) throw error;
        if (error instanceof DOMException && error.name === 'TimeoutError') {
          throw new PartnerUnavailableError(`Partner did not answer within ${timeoutMs / 1000} seconds`, {
            cause: error,
          });
        }
        throw new PartnerUnavailableError('Partner request failed', { cause: error });
      }
      const answer = partnerAnswerSchema.safeParse(body);
      if (!answer.success) throw new PartnerUnavailableError('Partner answer has an unexpected shape');
      const { bookingCode, ...booking } = answer.data;
      if (bookingCode !== undefined && bookingCode !== code) {
        throw new PartnerUnavailableError('Partner answered with another booking code');
      }
      return { bookingCode: code, ...booking } satisfies PartnerBooking;
    },
  };
}
