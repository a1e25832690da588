import type { DashboardToday } from '@domain/admin/dashboard-today-schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FailedMessages, holdEndText, TodayWork } from './today-panel';

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
    },
  ],
  expiringHolds: [],
  holdsWindowHours: 12,
  failedMessages: 3,
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
});
