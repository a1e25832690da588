import { BOT_CHECK_HEADER, BOT_CHECK_STATUS_CODE } from '@domain/shared/bot-check';
import type { ApiFailure } from '@domain/shared/envelope';
import { solveBotCheck } from './bot-check';

/** The server's success envelope (DESIGN §6); its failure envelope is the domain's ApiFailure. */
export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: ApiFailure,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Turns a non-OK response into an ApiError: the envelope's message, else 'status: body text' (spec 001 §8). */
export async function readApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as ApiFailure;
    if (body && typeof body.message === 'string') return new ApiError(response.status, body.message, body);
  } catch {
    // not JSON: fall through to the status line
  }
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
}

/** Spec 001 §4, §6: the admin's bearer token lives in local storage under this key. */
export const AUTH_TOKEN_KEY = 'auth_token';

// Storage can be switched off or full (private browsing); the site then behaves as signed out.
export const authTokenStorage = {
  read(): string | null {
    try {
      return localStorage.getItem(AUTH_TOKEN_KEY);
    } catch {
      return null;
    }
  },
  write(token: string): void {
    try {
      localStorage.setItem(AUTH_TOKEN_KEY, token);
    } catch {
      // nothing to keep it in: the session lasts as long as the cookie the login set
    }
  },
  clear(): void {
    try {
      localStorage.removeItem(AUTH_TOKEN_KEY);
    } catch {
      // nothing stored
    }
  },
};

function send(url: string, init: RequestInit): Promise<Response> {
  const token = url.includes('/api/admin/') ? authTokenStorage.read() : null;
  return fetch(url, {
    credentials: 'include',
    ...init,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...init.headers },
  });
}

/** The challenge of the bot check's refusal (428, `data.challenge`), or null for any other answer. */
async function botCheckChallengeOf(response: Response): Promise<unknown> {
  if (response.status !== BOT_CHECK_STATUS_CODE) return null;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { data?: { challenge?: unknown } } | null;
  const challenge = body?.data?.challenge;
  return challenge && typeof challenge === 'object' ? challenge : null;
}

/**
 * Every request of the client goes through here: cookies are always sent, and the admin token only
 * on requests whose path contains /api/admin/ (spec 001 §6), so it never reaches any other route.
 * When the bot check asks for proof (428 with a challenge, DESIGN §8.2), the challenge is solved and the
 * request repeated once with the solution in X-Altcha; a second refusal is the caller's to show.
 */
export async function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await send(url, init);
  const challenge = await botCheckChallengeOf(response);
  if (!challenge) return response;
  const solution = await solveBotCheck(challenge);
  if (!solution) return response;
  return send(url, { ...init, headers: { ...init.headers, [BOT_CHECK_HEADER]: solution } });
}

/** Fetches a JSON endpoint and returns the whole envelope; any non-OK response throws an ApiError. */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<ApiSuccess<T>> {
  const response = await apiFetch(url, {
    method,
    ...init,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...init.headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await readApiError(response);
  return (await response.json()) as ApiSuccess<T>;
}

export const apiGet = <T>(url: string, init?: RequestInit) => apiRequest<T>('GET', url, undefined, init);
export const apiPost = <T>(url: string, body?: unknown, init?: RequestInit) => apiRequest<T>('POST', url, body, init);
export const apiPut = <T>(url: string, body?: unknown, init?: RequestInit) => apiRequest<T>('PUT', url, body, init);
export const apiPatch = <T>(url: string, body?: unknown, init?: RequestInit) => apiRequest<T>('PATCH', url, body, init);
export const apiDelete = <T>(url: string, init?: RequestInit) => apiRequest<T>('DELETE', url, undefined, init);

/** The server's own message; anything else (network down, bad gateway page) gets the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body?.message ? error.body.message : fallback;
}

/**
 * The retry rule of a call that may be asked again: the server's answer is final (a 404 stays a 404, a
 * refusal is not worn down); only a lost connection is tried again, twice.
 */
export const retryLostConnection = (failures: number, error: Error): boolean =>
  !(error instanceof ApiError) && failures < 2;
