import { NURSE_ROLE_REQUIRED_MESSAGE, OUTCOME_NOTE_MESSAGE } from '@domain/nurse/messages';
import type { NurseVisit } from '@domain/nurse/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '@/features/admin';
import { DayList, type DayListProps, dateOfDay } from './day-view';
import { NurseView } from './nurse-page';
import { emptyOutcome, OutcomeForm, type OutcomeFormValues, outcomeResolver } from './outcome-form';
import type { QueuedPress } from './press-queue';

// The nurse's day as it is drawn: the cards in route order with what each shows, the presses waiting
// for signal, the kept list's notice, and the outcome form of "Done".

const first: NurseVisit = {
  registrationId: 'reg-1',
  reference: 'HS2611-2601-0001',
  time: '09:00',
  address: '1 Orchard Road',
  unitNumber: '#10-01',
  postalCode: '238801',
  lat: 1.3048,
  lng: 103.8318,
  order: 1,
  distanceFromPreviousKm: null,
  mobileNumber: '91234567',
  persons: [
    {
      participantId: 0,
      firstName: 'Mei Ling',
      lastName: 'Tan',
      packageName: 'Premium',
      consent: 'done',
      flags: ['blood_thinners', 'fainting'],
    },
    { participantId: 12, firstName: 'Wei Jie', lastName: 'Tan', packageName: 'Basic', consent: 'pending', flags: [] },
  ],
  status: 'paid',
  events: [{ type: 'on_my_way', at: '2026-11-26T08:40:00+08:00' }],
};

const second: NurseVisit = {
  ...first,
  registrationId: 'reg-2',
  reference: 'HS2611-2601-0002',
  time: '10:30',
  address: '10 Bayfront Avenue',
  unitNumber: null,
  postalCode: '018956',
  lat: null,
  lng: null,
  order: 2,
  distanceFromPreviousKm: 2.44,
  mobileNumber: '+65 8765 4321',
  persons: [
    { participantId: 0, firstName: 'Siti', lastName: 'Rahman', packageName: 'Basic', consent: 'pending', flags: [] },
  ],
  events: [],
};

const waiting: QueuedPress = {
  seq: 1,
  staffId: 7,
  registrationId: 'reg-1',
  event: { clientEventId: 'abcdef0123456789', type: 'arrived', at: '2026-11-26T09:02:00+08:00' },
};

function render(overrides: Partial<DayListProps> = {}) {
  const props: DayListProps = {
    day: 'today',
    date: '2026-11-26',
    onDay: () => undefined,
    result: { visits: [first, second], keptFrom: null },
    isLoading: false,
    error: null,
    onRetry: () => undefined,
    queue: { queued: [], failed: [], isSending: false, needsSignIn: false, dismiss: async () => undefined },
    onPress: () => undefined,
    ...overrides,
  };
  const html = renderToStaticMarkup(<DayList {...props} />);
  return { html, text: textOf(html) };
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Each card's text, in the order drawn. */
const cards = (html: string) => [...html.matchAll(/<article[^>]*>(.*?)<\/article>/g)].map(([, card]) => textOf(card!));

describe("the nurse's day", () => {
  it('draws the visits in route order with their number, time and distance from the previous visit', () => {
    const { html, text } = render();
    expect(text).toContain('Your visits');
    expect(text).toContain('Thu, 26 Nov 2026 · 2 visits');
    const [one, two] = cards(html);
    expect(one).toMatch(/^1\. 9:00 AM First visit of the day HS2611-2601-0001 Paid/);
    expect(two).toMatch(/^2\. 10:30 AM 2\.4 km from the previous visit HS2611-2601-0002/);
  });

  it('gives the address with unit and postal code, a map link and a tel: link', () => {
    const { html } = render();
    const [one, two] = cards(html);
    expect(one).toContain('1 Orchard Road, #10-01, Singapore 238801');
    expect(html).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=1.3048,103.8318"');
    // Without a point, the map is searched by the address.
    expect(html).toContain('query=10%20Bayfront%20Avenue%2C%20Singapore%20018956');
    expect(two).toContain('10 Bayfront Avenue, Singapore 018956');
    expect(html).toContain('href="tel:91234567"');
    expect(html).toContain('href="tel:+6587654321"');
  });

  it('lists each person with the package, the consent and the flags', () => {
    const [one] = cards(render().html);
    expect(one).toContain('Mei Ling Tan Premium Consent ✓ Blood thinners Faints with needles');
    expect(one).toContain('Wei Jie Tan Basic Consent pending');
  });

  it('shows what was pressed with its time, a press still on the phone as waiting for signal, and the next press first', () => {
    const queue = {
      queued: [waiting],
      failed: [],
      isSending: false,
      needsSignIn: false,
      dismiss: async () => undefined,
    };
    const { html, text } = render({ queue });
    const [one, two] = cards(html);
    expect(one).toContain('What was pressed On my way 8:40 AM Arrived 9:02 AM · Waiting for signal');
    expect(two).toContain('Nothing pressed yet');
    expect(text).toContain('1 press waiting for signal');
    // The first card's next press is "Done" (after "Arrived"), those made are not offered again; the
    // second card's next is "On my way".
    const buttons = [...html.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)]
      .filter(([, , label]) => ['On my way', 'Arrived', 'Done'].includes(label!))
      .map(
        ([, attributes, label]) =>
          `${label}${attributes!.includes('bg-brand-700') ? '*' : ''}${/\sdisabled=""/.test(attributes!) ? ' (made)' : ''}`,
      );
    expect(buttons).toEqual(['On my way (made)', 'Arrived (made)', 'Done*', 'On my way*', 'Arrived', 'Done']);
  });

  it('shows a refused press with the server’s message, and a done visit without its buttons', () => {
    const failed = {
      ...waiting,
      event: { ...waiting.event, type: 'done' as const },
      status: 409,
      message: 'This visit is cancelled',
    };
    const queue = {
      queued: [],
      failed: [failed],
      isSending: false,
      needsSignIn: false,
      dismiss: async () => undefined,
    };
    const [one] = cards(render({ queue }).html);
    expect(one).toContain('Done 9:02 AM · Not sent: This visit is cancelled Dismiss');

    const done = {
      ...first,
      status: 'completed',
      events: [...first.events, { type: 'done' as const, at: '2026-11-26T09:40:00+08:00' }],
    };
    const [card] = cards(render({ result: { visits: [done], keptFrom: null } }).html);
    expect(card).toContain('Completed');
    expect(card).toContain('Visit done');
    expect(card).not.toContain('Arrived');
  });

  it('says when the list is the one kept on the phone, and from when', () => {
    const { text } = render({ result: { visits: [first], keptFrom: '2026-11-26T00:15:00.000Z' } });
    expect(text).toContain('Offline — showing the list from 08:15');
  });

  it('says when there are no visits, and marks the day shown', () => {
    const { html, text } = render({ day: 'tomorrow', date: '2026-11-27', result: { visits: [], keptFrom: null } });
    expect(text).toContain('No visits for you on this day.');
    expect(html).toMatch(/aria-pressed="true"[^>]*>Tomorrow/);
    expect(html).toMatch(/aria-pressed="false"[^>]*>Today/);
  });

  it("takes today and tomorrow by Singapore's date", () => {
    // 23:30 in Singapore on 26 November is still 15:30 UTC.
    const lateEvening = new Date('2026-11-26T15:30:00Z');
    expect(dateOfDay('today', lateEvening)).toBe('2026-11-26');
    expect(dateOfDay('tomorrow', lateEvening)).toBe('2026-11-27');
    expect(dateOfDay('today', new Date('2026-11-26T16:30:00Z'))).toBe('2026-11-27');
  });
});

describe('the outcome of "Done"', () => {
  const resolve = (values: OutcomeFormValues) =>
    outcomeResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('asks each person’s result, with the four choices', () => {
    const html = renderToStaticMarkup(
      <OutcomeForm
        idPrefix="visit-reg-1"
        persons={first.persons}
        onSubmit={() => undefined}
        onCancel={() => undefined}
      />,
    );
    const text = textOf(html);
    expect(text).toContain('Mei Ling Tan Screened Partly Refused Not at home');
    expect(text).toContain('Wei Jie Tan Screened Partly Refused Not at home');
    expect(html.match(/type="radio"/g)).toHaveLength(8);
    expect(text).toContain('Send Done');
  });

  it('needs a result for every person', async () => {
    const result = await resolve(emptyOutcome(first.persons));
    expect(result.errors.persons?.[0]?.result?.message).toBe('Choose how it went');
    expect(result.errors.persons?.[1]?.result?.message).toBe('Choose how it went');
  });

  it('needs a note saying what was not done for a partly screening', async () => {
    const partly: OutcomeFormValues = {
      persons: [
        { participantId: 0, result: 'partly', note: '  ' },
        { participantId: 12, result: 'screened', note: '' },
      ],
    };
    const refused = await resolve(partly);
    expect(refused.errors.persons?.[0]?.note?.message).toBe(OUTCOME_NOTE_MESSAGE);
    expect(refused.errors.persons?.[1]).toBeUndefined();

    const noted = await resolve({
      persons: [
        { participantId: 0, result: 'partly', note: 'No blood draw: veins too small' },
        { participantId: 12, result: 'not_home', note: 'left over from an earlier choice' },
      ],
    });
    expect(noted.errors).toEqual({});
    expect(noted.values).toEqual([
      { participantId: 0, result: 'partly', note: 'No blood draw: veins too small' },
      { participantId: 12, result: 'not_home' },
    ]);
  });
});

describe('who the page is for', () => {
  const wrap = (children: ReactNode) =>
    renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>,
    );

  it('tells a signed-in user who is not a nurse that the view is for nurses, with a way to sign out', () => {
    const user = { id: 1, username: 'admin', displayName: 'Clinic Admin', email: null, role: 'admin', lastLogin: null };
    const text = textOf(wrap(<NurseView session={{ kind: 'not-a-nurse', user }} />));
    expect(text).toContain(NURSE_ROLE_REQUIRED_MESSAGE);
    expect(text).toContain('Sign out');
    expect(text).not.toContain('Your visits');
  });

  it('asks a visitor to sign in with a staff account', () => {
    const html = wrap(<NurseView session={{ kind: 'signed-out' }} />);
    expect(textOf(html)).toContain('Nurse sign-in');
    expect(html).toContain('autoComplete="username"');
    expect(html).toContain('type="password"');
  });
});
