import type { RunSheet, RunSheetVisit } from '@domain/run-sheet/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preVisitLabels } from '../pre-visit-badges';
import { staffQueryKey } from '../staff/api';
import { runSheetVisit } from './run-sheet-fixtures';
import { distanceText, nurseRoutes } from './run-sheet-format';
import { RunSheetView } from './run-sheet-page';

const visit: RunSheetVisit = runSheetVisit({
  personCount: 2,
  persons: [
    {
      firstName: 'Mei',
      lastName: 'Tan',
      packageName: 'Premium',
      isPrimary: true,
      consent: 'done',
      flags: ['blood_thinners', 'fainting'],
    },
    { firstName: 'Ahmad', lastName: 'Rahman', packageName: 'Basic', isPrimary: false, consent: 'pending', flags: [] },
  ],
  packages: ['Premium', 'Basic'],
});

const sheet: RunSheet = {
  region: 'central',
  date: '2026-11-26',
  dateLabel: 'Thu, 26 Nov 2026',
  visits: [visit],
  visitCount: 1,
  personCount: 2,
};

function render(value: RunSheet = sheet, queryClient = new QueryClient()) {
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <RunSheetView sheet={value} query={{ region: 'central', date: '2026-11-26' }} />
    </QueryClientProvider>,
  );
}

/** The persons of each list (the phone's cards and the table's rows), as text: one line per person. */
function personTexts(html: string): string[][] {
  return [...html.matchAll(/<ul class="space-y-1[^"]*">(.*?)<\/ul>/g)].map(([, list]) =>
    [...(list ?? '').matchAll(/<li>(.*?)<\/li>/g)].map(([, item]) =>
      (item ?? '')
        .replace(/<\/span>/g, '</span> ')
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    ),
  );
}

describe('the pre-visit form on the run sheet', () => {
  it('labels the consent and the flags of a person', () => {
    expect(preVisitLabels({ consent: 'done', flags: ['bleeding_disorder', 'allergies'] })).toEqual({
      consent: 'Consent ✓',
      flags: ['Bleeding disorder', 'Allergies'],
    });
    expect(preVisitLabels({ consent: 'pending', flags: [] })).toEqual({ consent: 'Consent pending', flags: [] });
  });

  it('shows each person with their package, consent and flags, on the phone and in the table (and on paper)', () => {
    const html = render();
    const lists = personTexts(html);
    // The phone's card and the table's row.
    expect(lists).toHaveLength(2);
    for (const persons of lists) {
      expect(persons).toEqual([
        'Mei Tan (Premium) Consent ✓ Blood thinners Faints with needles',
        'Ahmad Rahman (Basic) Consent pending',
      ]);
    }
    // The flags in amber badges; the table is the one that prints.
    expect(html).toMatch(/<span class="[^"]*bg-amber-100[^"]*">Blood thinners<\/span>/);
    expect(html).toMatch(/<table class="[^"]*print:table/);
  });

  it('never shows the answers: only the labels of the consent and the flags', () => {
    const html = render();
    expect(html).not.toContain('blood_thinners');
    // "Unassigned" (the nurse select) is not a signature.
    expect(html).not.toMatch(/Medicines|Warfarin|\bsigned\b/i);
  });
});

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe("the nurses' routes on the run sheet", () => {
  const siti = { staffId: 3, displayName: 'Siti Nur' };
  const aisha = { staffId: 4, displayName: 'Aisha Rahman' };
  const visits = [
    runSheetVisit({ referenceNumber: 'HS-A1', nurse: aisha, order: 1, firstName: 'Ali' }),
    runSheetVisit({
      referenceNumber: 'HS-A2',
      nurse: aisha,
      order: 2,
      distanceFromPreviousKm: 2.44,
      time: '11:00',
      timeLabel: '11:00 AM',
      firstName: 'Bee',
    }),
    runSheetVisit({ referenceNumber: 'HS-S1', nurse: siti, order: 1, firstName: 'Chen' }),
    runSheetVisit({ referenceNumber: 'HS-U1', registrationId: 'r-u1', nurse: null, order: 1, firstName: 'Devi' }),
  ];
  const routeSheet: RunSheet = { ...sheet, visits, visitCount: 4, personCount: 4 };
  const withNurses = () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(staffQueryKey, [
      { id: 1, username: 'admin', displayName: 'Admin', role: 'admin' },
      { id: 4, username: 'aisha', displayName: 'Aisha Rahman', role: 'nurse' },
      { id: 3, username: 'siti', displayName: 'Siti Nur', role: 'nurse' },
    ]);
    return queryClient;
  };

  it('groups the visits by nurse in the order they come, the unassigned last', () => {
    const shuffled = [visits[3]!, visits[0]!, visits[2]!, visits[1]!];
    expect(nurseRoutes(shuffled).map((route) => [route.name, route.visits.map((v) => v.referenceNumber)])).toEqual([
      ['Aisha Rahman', ['HS-A1', 'HS-A2']],
      ['Siti Nur', ['HS-S1']],
      ['Unassigned', ['HS-U1']],
    ]);
    expect(distanceText(2.44)).toBe('2.4 km from the previous visit');
    expect(distanceText(0)).toBe('0.0 km from the previous visit');
    expect(distanceText(null)).toBeNull();
  });

  it("heads each nurse's rows with her name in the table (on paper too), each row with its stop and distance", () => {
    const html = render(routeSheet);
    const table = html.match(/<table.*<\/table>/)?.[0] ?? '';
    expect(table).toContain('<caption class="sr-only">Visits by nurse, in route order</caption>');
    const bodies = [...table.matchAll(/<tbody>(.*?)<\/tbody>/g)].map(([, body]) => body ?? '');
    expect(bodies.map((body) => text(body.match(/<th scope="colgroup"[^>]*>(.*?)<\/th>/)?.[1] ?? ''))).toEqual([
      'Aisha Rahman · 2 visits',
      'Siti Nur · 1 visit',
      'Unassigned 1 visit',
    ]);
    const firstCells = (body: string) =>
      [...body.matchAll(/<tr class="border-b border-slate-100[^"]*"><td[^>]*>(.*?)<\/td><td[^>]*>(.*?)<\/td>/g)].map(
        ([, order, time]) => `${text(order ?? '')} | ${text(time ?? '')}`,
      );
    expect(firstCells(bodies[0]!)).toEqual([
      'Stop 1 . | 10:00 AM',
      'Stop 2 . | 11:00 AM 2.4 km from the previous visit',
    ]);
    // The heading rows print; the reassign select does not.
    expect(table).not.toMatch(/<tr[^>]*print:hidden[^>]*><th scope="colgroup"/);
    expect(table).toMatch(
      /<td data-run-sheet-print="hidden" class="[^"]*print:hidden"><div class="relative"><select[^>]*id="row-nurse-HS-A1"/,
    );
  });

  it('offers every nurse and "Unassigned" to reassign each visit, on the phone and in the table', () => {
    const html = render(routeSheet, withNurses());
    const options = (id: string) =>
      [
        ...(html.match(new RegExp(`<select[^>]*id="${id}"[^>]*>(.*?)</select>`))?.[1] ?? '').matchAll(
          /<option value="([^"]*)"( selected="")?>(.*?)<\/option>/g,
        ),
      ].map(([, value, selected, label]) => `${selected ? '*' : ''}${value}:${label}`);
    expect(options('row-nurse-HS-A1')).toEqual([':Unassigned', '*4:Aisha Rahman', '3:Siti Nur']);
    expect(options('card-nurse-HS-U1')).toEqual(['*:Unassigned', '4:Aisha Rahman', '3:Siti Nur']);
    expect(html).toMatch(
      /<select[^>]*aria-label="Nurse for HS-S1, Chen Tan at 10:00 AM"[^>]*id="row-nurse-HS-S1"|<select[^>]*id="row-nurse-HS-S1"[^>]*aria-label="Nurse for HS-S1, Chen Tan at 10:00 AM"/,
    );
    expect(html).toMatch(/<label[^>]*for="card-nurse-HS-S1"[^>]*>Nurse<\/label>/);
  });

  it("shows each nurse's cards under her name on the phone, with the stop and distance", () => {
    const html = render(routeSheet);
    const cards = html.match(/<div class="space-y-5 sm:hidden print:hidden">(.*?)<table/)?.[1] ?? '';
    expect([...cards.matchAll(/<h3[^>]*>(.*?)<\/h3>/g)].map(([, heading]) => text(heading ?? ''))).toEqual([
      'Aisha Rahman · 2 visits',
      'Siti Nur · 1 visit',
      'Unassigned 1 visit',
    ]);
    expect(text(cards)).toContain('Stop 2 . 11:00 AM HS-A2 2.4 km from the previous visit');
  });
});
