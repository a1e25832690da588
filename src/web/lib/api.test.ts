import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, AUTH_TOKEN_KEY, apiFetch, apiGet, authTokenStorage } from './api';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
  Response.json({ success: true, data: { ok: true } }),
);

function sentHeaders(): Record<string, string> {
  return (fetchMock.mock.calls.at(-1)?.[1]?.headers ?? {}) as Record<string, string>;
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin bearer token', () => {
  it('is kept in local storage under auth_token', () => {
    authTokenStorage.write('secret-token');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('secret-token');
    expect(AUTH_TOKEN_KEY).toBe('auth_token');
    authTokenStorage.clear();
    expect(authTokenStorage.read()).toBeNull();
  });

  it('is sent as a bearer header on admin paths only, and cookies on every request', async () => {
    authTokenStorage.write('secret-token');
    await apiFetch('/api/admin/events');
    expect(sentHeaders().Authorization).toBe('Bearer secret-token');
    expect(fetchMock.mock.calls.at(-1)?.[1]?.credentials).toBe('include');

    await apiGet('/api/events');
    expect(sentHeaders().Authorization).toBeUndefined();
    expect(fetchMock.mock.calls.at(-1)?.[1]?.credentials).toBe('include');
  });

  it('sends no authorization header without a token', async () => {
    await apiGet('/api/admin/user');
    expect(sentHeaders().Authorization).toBeUndefined();
  });

  it('reads as signed out when storage is not available', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(authTokenStorage.read()).toBeNull();
    expect(() => authTokenStorage.write('x')).not.toThrow();
  });
});

describe('apiRequest errors', () => {
  it("carries the envelope's message and the status", async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ success: false, message: 'Invalid credentials' }, { status: 401 }));
    const error = await apiGet('/api/admin/user').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('Invalid credentials');
  });

  it("reads 'status: body text' when the body is not the envelope", async () => {
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    const error = await apiGet('/api/admin/events').catch((caught: unknown) => caught);
    expect((error as ApiError).message).toBe('502: Bad gateway');
  });
});
