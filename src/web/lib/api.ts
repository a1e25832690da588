import type { ApiFailure } from '@domain/api-schemas';

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

async function readError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as ApiFailure;
    if (body && typeof body.message === 'string') return new ApiError(response.status, body.message, body);
  } catch {
    // not JSON: fall through to the status line
  }
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
}

/** Fetches a JSON endpoint and returns the whole envelope; any non-OK response throws an ApiError. */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<ApiSuccess<T>> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    ...init,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...init.headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await readError(response);
  return (await response.json()) as ApiSuccess<T>;
}

export const apiGet = <T>(url: string, init?: RequestInit) => apiRequest<T>('GET', url, undefined, init);
export const apiPost = <T>(url: string, body?: unknown, init?: RequestInit) => apiRequest<T>('POST', url, body, init);

/** The server's own message; anything else (network down, bad gateway page) gets the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body?.message ? error.body.message : fallback;
}
