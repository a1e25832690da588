import { VERIFICATION_TIMEOUT_MS } from '@domain/bookings/messages';
import { z } from 'zod';
import { type InsurerAdapter, InsurerUnavailableError } from './types';

/**
 * A second less than the client's 5 s (spec 000 §9): the server must have answered, members'
 * prices or standard ones, before the wizard gives up and shows standard pricing, so the two never
 * decide differently.
 */
export const INSURER_TIMEOUT_MS = VERIFICATION_TIMEOUT_MS - 1000;

const insurerAnswerSchema = z.object({
  status: z.enum(['success', 'not_found']),
  isAiaMember: z.boolean(),
  isVitalityMember: z.boolean(),
  message: z.string(),
  benefitProfileData: z.unknown().optional().default(null),
});

export interface HttpInsurerOptions {
  url: string;
  apiKey?: string;
  timeoutMs?: number;
}

/** The insurer's verification API: POST JSON with a bearer key; any failure becomes InsurerUnavailableError. */
export function createHttpInsurer(options: HttpInsurerOptions): InsurerAdapter {
  const timeoutMs = options.timeoutMs ?? INSURER_TIMEOUT_MS;
  return {
    async verify(input) {
      let body: unknown;
      try {
        // The signal also covers reading the body, so a server that stalls mid-answer times out too.
        const response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify(input),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new InsurerUnavailableError(`Insurer answered HTTP ${response.status}`);
        body = await response.json();
      } catch (error) {
        if (error instanceof InsurerUnavailableError) throw error;
        if (error instanceof DOMException && error.name === 'TimeoutError') {
          throw new InsurerUnavailableError(`Verification timed out after ${timeoutMs / 1000} seconds`, {
            cause: error,
          });
        }
        throw new InsurerUnavailableError('Insurer request failed', { cause: error });
      }
      const answer = insurerAnswerSchema.safeParse(body);
      if (!answer.success) throw new InsurerUnavailableError('Insurer answer has an unexpected shape');
      return answer.data;
    },
  };
}
