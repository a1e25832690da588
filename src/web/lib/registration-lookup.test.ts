import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registrationLookupQueryKey, registrationLookupQueryOptions } from './registration-lookup';

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The look-up as a page runs it, without the waits between tries. */
const lookUp = (reference: string) =>
  new QueryClient().fetchQuery({ ...registrationLookupQueryOptions(reference), retryDelay: 0 });

describe('the booking look-up', () => {
  it('is kept under the key that refreshes every page showing a booking', () => {
    expect(registrationLookupQueryOptions('HS2611-0001').queryKey).toEqual([
      ...registrationLookupQueryKey,
      'HS2611-0001',
    ]);
  });

  it('asks for the reference as a path segment', async () => {
    fetchMock.mockResolvedValue(Response.json({ success: true, data: { referenceNumber: 'HS/1' } }));
    await expect(lookUp('HS/1')).resolves.toEqual({ referenceNumber: 'HS/1' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/registrations/lookup/HS%2F1');
  });

  it('takes a 404 as final: asked once', async () => {
    fetchMock.mockResolvedValue(Response.json({ success: false, message: 'Booking not found' }, { status: 404 }));
    await expect(lookUp('HS-NOPE')).rejects.toMatchObject({ status: 404, message: 'Booking not found' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks again after a lost connection, twice at most', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(lookUp('HS2611-0001')).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('answers once the connection is back', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(Response.json({ success: true, data: { referenceNumber: 'HS2611-0001' } }));
    await expect(lookUp('HS2611-0001')).resolves.toEqual({ referenceNumber: 'HS2611-0001' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
