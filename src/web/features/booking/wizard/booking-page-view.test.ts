import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { bookingPageView } from './booking-page-view';

const event = { id: 1, name: 'Home Based Health Screening' };

describe('booking page view', () => {
  it('keeps the wizard when a refetch after the booking fails, so the success card stays', () => {
    // TanStack Query keeps the last data beside the error of a failed refetch.
    expect(bookingPageView({ data: event, error: new ApiError(500, 'boom') })).toBe('wizard');
    expect(bookingPageView({ data: event, error: new TypeError('Failed to fetch') })).toBe('wizard');
  });

  it('shows the not-found card for a 404 and the error card for any other failure of the first load', () => {
    expect(bookingPageView({ data: undefined, error: new ApiError(404, 'Event not found') })).toBe('not-found');
    expect(bookingPageView({ data: undefined, error: new ApiError(500, 'boom') })).toBe('error');
    expect(bookingPageView({ data: undefined, error: new TypeError('Failed to fetch') })).toBe('error');
  });

  it('shows the spinner while the first load runs', () => {
    expect(bookingPageView({ data: undefined, error: null })).toBe('loading');
  });
});
