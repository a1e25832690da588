import { rescheduleRequestCreateSchema } from '@domain/nurse/moved-days';
import type { RunSheet } from '@domain/run-sheet/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { dashboardTodayQueryKey } from '../dashboard/api';
import { runSheetQueryOptions } from '../run-sheet/api';
import { RunSheetPage } from '../run-sheet/run-sheet-page';
import { refusalAtFields } from '../staff/form-errors';
import {
  afterRescheduleRequested,
  requestReschedule,
  rescheduleRequestedText,
  rosterQueryOptions,
  useRequestReschedule,
} from './api';
import {
  MOVE_DAY_CONFIRM_LABEL,
  MoveDayConfirmation,
  type MoveDayDefaults,
  MoveDayFormBody,
  moveDayDefaultValues,
  moveDayWarning,
  REASON_MAX,
} from './move-day-dialog';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map(([, inner]) => text(inner ?? ''));
const options = (html: string, id: string) =>
  [
    ...(html.match(new RegExp(`<select[^>]*id="${id}"[^>]*>(.*?)</select>`))?.[1] ?? '').matchAll(
      /<option value="([^"]*)"([^>]*)>(.*?)<\/option>/g,
    ),
  ].map(([, value, attributes, label]) => `${value}:${label}${attributes?.includes('selected') ? ' (selected)' : ''}`);

const REQUEST = {
  region: 'north',
  date: '2026-11-23',
  partOfDay: 'morning',
  reason: 'Our nurse is unwell and cannot come.',
} as const;

/** The north region's sheet of Mon 23 Nov: no visits left. */
const EMPTY_SHEET: RunSheet = {
  region: 'north',
  date: '2026-11-23',
  dateLabel: 'Mon, 23 Nov 2026',
  visits: [],
  visitCount: 0,
  personCount: 0,
};

describe('the warning before the requests go', () => {
  it('names the region, the day and the part of day, and that it cannot be undone', () => {
    expect(moveDayWarning(REQUEST)).toBe(
      'Every booking in the North region on Mon, 23 Nov 2026 in the morning gets an email and a text asking to pick another visit. This cannot be undone.',
    );
    expect(moveDayWarning({ ...REQUEST, region: 'central', partOfDay: 'afternoon' })).toContain(
      'in the Central region on Mon, 23 Nov 2026 in the afternoon gets',
    );
    expect(moveDayWarning({ ...REQUEST, partOfDay: 'day' })).toContain('on Mon, 23 Nov 2026 for the whole day gets');
  });

  it('says how many bookings were asked, and why there may be none', () => {
    expect(rescheduleRequestedText(3)).toBe('3 bookings were asked to pick another visit');
    expect(rescheduleRequestedText(1)).toBe('1 booking was asked to pick another visit');
    expect(rescheduleRequestedText(0)).toBe(
      'No bookings were asked: none are left at that time, or they were asked already',
    );
  });
});

/** The form as the dialog gives it, with the request's own mutation. */
function Body({ defaults }: { defaults: MoveDayDefaults }) {
  const request = useRequestReschedule();
  return <MoveDayFormBody defaults={defaults} request={request} onCancel={() => {}} onSent={() => {}} />;
}

describe('the "When a nurse cannot come" dialog', () => {
  const render = (defaults: MoveDayDefaults) =>
    renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <Dialog open>
          <Body defaults={defaults} />
        </Dialog>
      </QueryClientProvider>,
    );

  it("starts with the run sheet's region and day, and asks for the part of day and the reason", () => {
    const html = render({ region: 'north', date: '2026-11-23' });
    expect(html).toMatch(/<h2[^>]*>When a nurse cannot come<\/h2>/);
    expect(options(html, 'move-day-region')).toEqual([
      ':Select a region',
      'north:North (selected)',
      'south:South',
      'east:East',
      'west:West',
      'central:Central',
    ]);
    expect(html).toMatch(/<label[^>]*for="move-day-date"[^>]*>Date<\/label>/);
    expect(html).toContain('Mon, 23 Nov 2026');
    expect(options(html, 'move-day-part-of-day')).toEqual([
      ':Select a part of day',
      'morning:Morning',
      'afternoon:Afternoon',
      'day:Whole day',
    ]);
    const reason = html.match(/<textarea[^>]*>/)?.[0] ?? '';
    expect(reason).toContain('id="move-day-reason"');
    expect(reason).toContain(`maxLength="${REASON_MAX}"`);
    expect(reason).toContain('aria-describedby="move-day-reason-hint"');
    expect(text(html.match(/<p id="move-day-reason-hint"[^>]*>(.*?)<\/p>/)?.[1] ?? '')).toBe(
      'The customer reads this in the email and the text. 0/300 characters',
    );
    expect(buttons(html)).toEqual(['Mon, 23 Nov 2026', 'Cancel', 'Continue']);
    // Nothing is sent from the form itself: the warning comes first.
    expect(html).not.toContain(MOVE_DAY_CONFIRM_LABEL);
  });

  it('starts on the roster with the day only; a region it does not offer is left to choose', () => {
    expect(options(render({ date: '2026-11-23' }), 'move-day-region')[0]).toBe(':Select a region (selected)');
    expect(moveDayDefaultValues({ region: 'unassigned', date: '2026-11-23' })).toEqual({
      region: '',
      date: '2026-11-23',
      partOfDay: '',
      reason: '',
    });
  });

  it('keeps the reason to the length the server takes', () => {
    const base = { region: 'north', date: '2026-11-23', partOfDay: 'day' };
    expect(rescheduleRequestCreateSchema.safeParse({ ...base, reason: 'x'.repeat(REASON_MAX) }).success).toBe(true);
    expect(rescheduleRequestCreateSchema.safeParse({ ...base, reason: 'x'.repeat(REASON_MAX + 1) }).success).toBe(
      false,
    );
  });

  it('warns before sending, shows what the customers read, and sends only from its confirm button', () => {
    const html = renderToStaticMarkup(
      <Dialog open>
        <MoveDayConfirmation request={REQUEST} isPending={false} onBack={() => {}} onConfirm={() => {}} />
      </Dialog>,
    );
    expect(html).toContain('Before you send');
    expect(text(html)).toContain(
      'Every booking in the North region on Mon, 23 Nov 2026 in the morning gets an email and a text asking to pick another visit. This cannot be undone.',
    );
    expect(html).toMatch(/<blockquote[^>]*>Our nurse is unwell and cannot come.<\/blockquote>/);
    expect(buttons(html)).toEqual(['Back', 'Ask them to pick another visit']);
  });

  it('cannot be sent twice: both buttons wait while the requests go', () => {
    const html = renderToStaticMarkup(
      <Dialog open>
        <MoveDayConfirmation request={REQUEST} isPending onBack={() => {}} onConfirm={() => {}} />
      </Dialog>,
    );
    expect(buttons(html)).toEqual(['Back', 'Sending...']);
    expect(html.match(/<button[^>]*disabled=""/g)).toHaveLength(2);
  });
});

describe('the buttons that open it', () => {
  it('sit on the run sheet of a region and day', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(runSheetQueryOptions({ region: 'north', date: '2026-11-23' }).queryKey, EMPTY_SHEET);
    const html = renderToStaticMarkup(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/admin/run-sheet?region=north&date=2026-11-23']}>
          <RunSheetPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(buttons(html)).toContain('When a nurse cannot come');
  });
});

describe('the reschedule request call', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.unstubAllGlobals());

  it('POSTs the region, day, part of day and reason, and gives back how many were asked', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({
        success: true,
        message: 'The bookings of that time were asked to pick another visit',
        data: { count: 3 },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await requestReschedule(REQUEST)).toEqual({ count: 3 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/reschedule-requests');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(REQUEST);
  });

  it("puts a 400's messages at their fields", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            success: false,
            message: 'Validation failed',
            errors: [
              { path: 'region', message: 'Region must be north, south, east, west or central' },
              { path: 'reason', message: 'Please give a reason' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const error = await requestReschedule({ ...REQUEST, reason: ' ' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(refusalAtFields(error, ['region', 'date', 'partOfDay', 'reason'] as const)).toEqual({
      fields: { region: 'Region must be north, south, east, west or central', reason: 'Please give a reason' },
      unplaced: false,
    });
  });

  it('toasts the count and reads the dashboard and every run sheet again', async () => {
    const queryClient = new QueryClient();
    const sheetKey = runSheetQueryOptions({ region: 'north', date: '2026-11-23' }).queryKey;
    queryClient.setQueryData(dashboardTodayQueryKey, {});
    queryClient.setQueryData(sheetKey, EMPTY_SHEET);
    const rosterKey = rosterQueryOptions({ from: '2026-11-23', to: '2026-11-29' }).queryKey;
    queryClient.setQueryData(rosterKey, []);
    await afterRescheduleRequested(queryClient, 3);
    expect(toast.success).toHaveBeenCalledWith('3 bookings were asked to pick another visit');
    expect(queryClient.getQueryState(dashboardTodayQueryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(sheetKey)?.isInvalidated).toBe(true);
    // The roster's duties are not what moved.
    expect(queryClient.getQueryState(rosterKey)?.isInvalidated).toBe(false);

    await afterRescheduleRequested(queryClient, 0);
    expect(toast.info).toHaveBeenCalledWith(
      'No bookings were asked: none are left at that time, or they were asked already',
    );
  });
});
