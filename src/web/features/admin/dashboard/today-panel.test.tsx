import type { DashboardToday } from '@domain/admin/dashboard-today-schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FailedMessages, holdEndText, movedBookingsText, NurseDayNotes, TodayWork } from './today-panel';

const data: DashboardToday = {
  today: '2026-11-22',
  tomorrow: '2026-11-23',
  visits: [
    {
      id: 'b1',
      referenceNumber: 'HS2611-0001-0001',
      firstName: 'Mei',
      lastName: 'Tan',
      date: '2026-11-23',
      time: '08:00',
      region: 'central',
      address: '1 Orchard Road',
      unitNumber: '#10-01',
      postalCode: '238801',
      addressNeeded: false,
      status: 'paid',
      personCount: 2,
      nurse: { staffId: 3, displayName: 'Siti Nur' },
    },
    {
      id: 'b2',
      referenceNumber: 'HS2611-0002-0002',
      firstName: 'Boon Keng',
      lastName: 'Lim',
      date: '2026-11-23',
      time: '10:00',
      region: null,
      address: null,
      unitNumber: null,
      postalCode: null,
      addressNeeded: true,
      status: 'confirmed',
      personCount: 1,
      nurse: null,
    },
  ],
  expiringHolds: [],
  holdsWindowHours: 12,
  failedMessages: 3,
  unassignedVisits: 1,
  movedBookings: { asked: 0, moved: 0 },
};

const render = (value: DashboardToday) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <TodayWork data={value} />
    </MemoryRouter>,
  );

describe("the dashboard's Today panel", () => {
  it("lists tomorrow's visits with the address, or Address needed, each linking to its order and the run sheet", () => {
    const html = render(data);
    expect(html).toContain('No visits booked.');
    expect(html).toContain('1 Orchard Road, #10-01, Singapore 238801');
    expect(html).toContain('Address needed');
    expect(html).toContain('href="/admin/dashboard?tab=orders&amp;order=b2"');
    expect(html).toContain('href="/admin/run-sheet?region=central&amp;date=2026-11-23"');
    expect(html).toContain('Confirmed');
  });

  it('counts the failed messages and links to their list', () => {
    const failed = (count: number) =>
      renderToStaticMarkup(
        <MemoryRouter>
          <FailedMessages count={count} />
        </MemoryRouter>,
      );
    expect(failed(3)).toContain('3 emails and texts');
    expect(failed(3)).toContain('href="/admin/email#failed-emails-heading"');
    expect(failed(0)).toContain('none, every email and text was sent.');
  });

  it('says a hold still ahead releases at its time, and one past it was released', () => {
    const now = new Date('2026-11-22T08:00:00Z');
    expect(holdEndText('2026-11-22T09:27:00Z', now)).toBe('Releases at 22/11/2026, 5:27 PM');
    expect(holdEndText('2026-11-22T07:59:00Z', now)).toBe('Released at 22/11/2026, 3:59 PM');
  });

  it('shows each visit with the number of people, in the words staff read', () => {
    const html = render(data);
    expect(html).toContain('2 people');
    expect(html).not.toContain('persons');
    expect(html).toMatch(/Central · (<[^>]+>)*1 Orchard Road/);
  });

  it('shows the nurse of each visit, or Unassigned', () => {
    const html = render(data);
    const items = [...html.matchAll(/<li class="grid[^"]*">(.*?)<\/li>/g)].map(([, item]) =>
      (item ?? '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    // Beside the visit's status, so the card is no taller for it.
    expect(items[0]).toMatch(/Paid · Nurse: Siti Nur /);
    expect(items[1]).toMatch(/Unassigned .*Address needed$/);
    expect(html).toMatch(/<span class="[^"]*bg-amber-100[^"]*">Unassigned<\/span>/);
  });

  it('counts the unassigned visits, and the moved bookings that picked another visit', () => {
    const notes = (value: Pick<DashboardToday, 'unassignedVisits' | 'movedBookings'>) =>
      renderToStaticMarkup(<NurseDayNotes {...value} />).replace(/<[^>]+>/g, '');
    expect(notes({ unassignedVisits: 3, movedBookings: { asked: 5, moved: 2 } })).toBe(
      '3 unassigned visits: pick a nurse on the run sheet.2 of 5 moved bookings have picked another visit.',
    );
    expect(notes({ unassignedVisits: 1, movedBookings: { asked: 0, moved: 0 } })).toBe(
      '1 unassigned visit: pick a nurse on the run sheet.',
    );
    expect(notes({ unassignedVisits: 0, movedBookings: { asked: 0, moved: 0 } })).toBe('');
    expect(movedBookingsText({ asked: 1, moved: 0 })).toBe('0 of 1 moved booking has picked another visit');
  });
});
