import type { RunSheet, RunSheetVisit } from '@domain/run-sheet/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preVisitLabels } from '../pre-visit-badges';
import { RunSheetView } from './run-sheet-page';

const visit: RunSheetVisit = {
  referenceNumber: 'HS2611-0607-1234',
  time: '10:00',
  timeLabel: '10:00 AM',
  eventName: 'Home Based Health Screening',
  status: 'paid',
  firstName: 'Mei',
  lastName: 'Tan',
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
  address: '1 Orchard Road',
  unitNumber: '#05-12',
  postalCode: '238801',
  mobileNumber: '91234567',
  amountDue: '0.00',
  textsAllowed: true,
  onMyWay: null,
};

const sheet: RunSheet = {
  region: 'central',
  date: '2026-11-26',
  dateLabel: 'Thu, 26 Nov 2026',
  visits: [visit],
  visitCount: 1,
  personCount: 2,
};

function render() {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <RunSheetView sheet={sheet} query={{ region: 'central', date: '2026-11-26' }} />
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
    expect(html).not.toMatch(/Medicines|Warfarin|signed/i);
  });
});
