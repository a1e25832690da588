import type { RosterDuty } from '@domain/roster/schemas';
import type { StaffMember } from '@domain/staff/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/components/ui/dialog';
import { staffQueryKey } from '../staff/api';
import { addDuty, getRoster, removeDuty, rosterQueryOptions } from './api';
import { DutyFormBody } from './duty-form-dialog';
import { dayLabel, dutiesOf, dutyCountText, mondayOf, weekDays, weekFrom, weekLabel } from './roster-format';
import { RosterPage, RosterWeek, removeQuestion } from './roster-page';

const duty = (id: number, overrides: Partial<RosterDuty>): RosterDuty => ({
  id,
  staffId: 3,
  displayName: 'Siti Nur',
  region: 'central',
  date: '2026-12-07',
  partOfDay: 'morning',
  ...overrides,
});

const DUTIES = [
  duty(1, { partOfDay: 'day', displayName: 'Aisha Rahman', staffId: 4 }),
  duty(2, {}),
  duty(3, { region: 'east', date: '2026-12-09', partOfDay: 'afternoon' }),
];

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe("the roster's week", () => {
  it('runs Monday to Sunday, whichever day the address names', () => {
    expect(mondayOf('2026-12-07')).toBe('2026-12-07');
    expect(mondayOf('2026-12-09')).toBe('2026-12-07');
    expect(mondayOf('2026-12-13')).toBe('2026-12-07');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(weekFrom(new URLSearchParams('week=2026-12-10'), '2026-11-30')).toBe('2026-12-07');
    expect(weekFrom(new URLSearchParams('week=2026-02-31'), '2026-12-03')).toBe('2026-11-30');
    expect(weekFrom(new URLSearchParams(), '2026-12-03')).toBe('2026-11-30');
  });

  it('names the week and its days', () => {
    expect(weekLabel('2026-12-07')).toBe('7 Dec – 13 Dec 2026');
    expect(weekLabel('2026-12-28')).toBe('28 Dec 2026 – 3 Jan 2027');
    expect(dayLabel('2026-12-07')).toBe('Mon, 7 Dec');
    expect(dutyCountText(0)).toBe('No duties this week yet');
    expect(dutyCountText(1)).toBe('1 duty this week');
    expect(dutyCountText(3)).toBe('3 duties this week');
  });

  it("puts a cell's morning first, then the afternoon, then the whole day", () => {
    expect(dutiesOf(DUTIES, 'central', '2026-12-07').map((d) => d.id)).toEqual([2, 1]);
    expect(dutiesOf(DUTIES, 'north', '2026-12-07')).toEqual([]);
  });

  it('shows who is on duty per region and day, and when, each with its remove button', () => {
    const html = renderToStaticMarkup(
      <RosterWeek monday="2026-12-07" today="2026-12-09" duties={DUTIES} onRemove={() => {}} />,
    );
    expect(html).toMatch(/<h2 id="roster-week-heading"[^>]*>7 Dec – 13 Dec 2026<\/h2>/);
    expect(html).toContain('3 duties this week');
    const table = html.match(/<table.*<\/table>/)?.[0] ?? '';
    const header = [...table.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map(([, cell]) => text(cell ?? ''));
    expect(header).toEqual([
      'Region',
      'Mon, 7 Dec',
      'Tue, 8 Dec',
      'Wed, 9 Dec (today)',
      'Thu, 10 Dec',
      'Fri, 11 Dec',
      'Sat, 12 Dec',
      'Sun, 13 Dec',
    ]);
    const rows = [...table.matchAll(/<tr class="border-b border-slate-100[^"]*">(.*?)<\/tr>/g)].map(([, row]) => [
      ...(row ?? '').matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g),
    ]);
    expect(rows.map((cells) => text(cells[0]?.[1] ?? ''))).toEqual(['North', 'South', 'East', 'West', 'Central']);
    const central = rows[4]!.map(([, cell]) => text(cell ?? ''));
    expect(central[1]).toBe(
      'Siti Nur Morning Remove Siti Nur, Morning, Central, Mon, 7 Dec 2026 Aisha Rahman Whole day Remove Aisha Rahman, Whole day, Central, Mon, 7 Dec 2026',
    );
    expect(central[2]).toBe('— No nurse on duty');
    expect(text(rows[2]![3]?.[1] ?? '')).toContain('Siti Nur Afternoon');
    // Smaller screens: day by day.
    expect(html).toMatch(/<ol class="space-y-3 lg:hidden">/);
    expect(html).toContain('Wed, 9 Dec 2026');
  });

  it('asks before a duty is removed, naming it', () => {
    expect(removeQuestion(DUTIES[1]!)).toBe('Take Siti Nur off the morning in Central on Mon, 7 Dec 2026?');
    expect(removeQuestion(DUTIES[0]!)).toBe('Take Aisha Rahman off the whole day in Central on Mon, 7 Dec 2026?');
  });

  it('opens on the week of the address, with the way to the weeks before and after, "When a nurse cannot come" and "Add duty"', () => {
    // Another week than this one: "This week" leads back.
    vi.useFakeTimers({ now: new Date('2026-11-20T04:00:00Z'), toFake: ['Date'] });
    const queryClient = new QueryClient();
    queryClient.setQueryData(rosterQueryOptions({ from: '2026-12-07', to: '2026-12-13' }).queryKey, DUTIES);
    const html = renderToStaticMarkup(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/admin/roster?week=2026-12-10']}>
          <RosterPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toMatch(/<h1[^>]*>Roster<\/h1>/);
    const buttons = [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map(([, inner]) => text(inner ?? ''));
    expect(buttons.slice(0, 5)).toEqual([
      'When a nurse cannot come',
      'Add duty',
      'Previous week',
      'Next week',
      'This week',
    ]);
    expect(html).toContain('3 duties this week');
    vi.useRealTimers();
  });
});

describe('the "Add duty" dialog', () => {
  function render(staff: StaffMember[] | null) {
    const queryClient = new QueryClient();
    if (staff) queryClient.setQueryData(staffQueryKey, staff);
    return renderToStaticMarkup(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Dialog open>
            <DutyFormBody defaultDate="2026-12-09" onCancel={() => {}} onAdded={() => {}} />
          </Dialog>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }
  const options = (html: string, id: string) =>
    [
      ...(html.match(new RegExp(`<select[^>]*id="${id}"[^>]*>(.*?)</select>`))?.[1] ?? '').matchAll(
        /<option value="([^"]*)"[^>]*>(.*?)<\/option>/g,
      ),
    ].map(([, value, label]) => `${value}:${label}`);

  it('offers only the nurses, every region, the date and the part of day', () => {
    const html = render([
      { id: 1, username: 'admin', displayName: 'Admin', role: 'admin' },
      { id: 4, username: 'aisha', displayName: 'Aisha Rahman', role: 'nurse' },
      { id: 3, username: 'siti', displayName: 'Siti Nur', role: 'nurse' },
      { id: 2, username: 'lee', displayName: 'Dr Lee', role: 'doctor' },
    ]);
    expect(options(html, 'duty-nurse')).toEqual([':Select a nurse', '4:Aisha Rahman', '3:Siti Nur']);
    expect(options(html, 'duty-region')).toEqual([
      ':Select a region',
      'north:North',
      'south:South',
      'east:East',
      'west:West',
      'central:Central',
    ]);
    expect(options(html, 'duty-part-of-day')).toEqual(['morning:Morning', 'afternoon:Afternoon', 'day:Whole day']);
    expect(html).toMatch(/<label[^>]*for="duty-date"[^>]*>Date<\/label>/);
    expect(html).toContain('Wed, 9 Dec 2026');
    expect(html).not.toContain('There is no nurse account yet.');
  });

  it('says where to add a nurse when there is none', () => {
    const html = render([{ id: 1, username: 'admin', displayName: 'Admin', role: 'admin' }]);
    expect(html).toContain('There is no nurse account yet.');
    expect(html).toContain('href="/admin/staff"');
  });
});

describe('the roster calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('GET the week, POST a duty and DELETE one', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? Response.json({ success: true, data: { id: 12 } }, { status: 201 })
        : Response.json({ success: true, data: init?.method === 'DELETE' ? null : DUTIES }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await getRoster({ from: '2026-12-07', to: '2026-12-13' })).toEqual(DUTIES);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/roster?from=2026-12-07&to=2026-12-13');
    const request = { staffId: 3, region: 'east' as const, date: '2026-12-09', partOfDay: 'morning' as const };
    expect(await addDuty(request)).toEqual({ id: 12 });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/admin/roster');
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual(request);
    await removeDuty(12);
    expect(fetchMock.mock.calls[2]?.[0]).toBe('/api/admin/roster/12');
    expect(fetchMock.mock.calls[2]?.[1]?.method).toBe('DELETE');
  });

  it("gives the overlap's 409 its own message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { success: false, message: 'This nurse is already on duty at that time of the day' },
          { status: 409 },
        ),
      ),
    );
    await expect(addDuty({ staffId: 3, region: 'east', date: '2026-12-09', partOfDay: 'day' })).rejects.toMatchObject({
      status: 409,
      message: 'This nurse is already on duty at that time of the day',
    });
  });
});
