import type { EventDetails } from '@domain/events/responses';
import {
  OFFER_BOOK_LABEL,
  OFFER_DECLINE_LABEL,
  OFFER_ENDED_MESSAGE,
  OFFER_NOT_FOUND_MESSAGE,
  type WaitlistOffer,
} from '@domain/waitlist/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { eventQueryOptions } from '@/features/events';
import { ApiError } from '@/lib/api';
import { OfferPageView } from './offer-page';
import { heldUntilTime, minutesLeft, minutesLeftLabel, offerView } from './offer-state';

const OFFER_NOT_FOUND_TITLE = i18next.t('waitlist:offer.notFoundTitle');

const TOKEN = 'a-token-of-sixteen-or-more';

const offer = (overrides: Partial<WaitlistOffer> = {}): WaitlistOffer => ({
  status: 'open',
  // 10:30 in Singapore.
  expiresAt: '2026-11-26T02:30:00.000Z',
  eventId: 3,
  eventName: 'Home Based Health Screening',
  eventSlug: 'home',
  date: '2026-12-01',
  dateLabel: 'Tue, 1 Dec 2026',
  time: '09:00',
  timeLabel: '9:00 AM',
  region: 'central',
  firstName: 'Mei',
  packageId: 7,
  packageName: 'Premium',
  persons: 1,
  postalCode: '238801',
  address: '1 Orchard Road',
  unitNumber: '#05-12',
  ...overrides,
});

function render(view: Parameters<typeof OfferPageView>[0]['view'], queryClient = new QueryClient()) {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/waitlist/offer/${TOKEN}`]}>
        <OfferPageView token={TOKEN} view={view} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  const buttons = [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map(([, inner]) =>
    (inner ?? '').replace(/<[^>]+>/g, ''),
  );
  return { html, text, buttons };
}

describe('the offer page, read from its answer', () => {
  const notFound = new ApiError(404, OFFER_NOT_FOUND_MESSAGE, { success: false, message: OFFER_NOT_FOUND_MESSAGE });
  it('is loading, then not found (404, or a token the server refuses), failed, ended or open', () => {
    expect(offerView({ error: null, isPending: true })).toEqual({ kind: 'loading' });
    expect(offerView({ error: notFound, isPending: false })).toEqual({ kind: 'not-found' });
    expect(offerView({ error: new ApiError(400, 'Invalid'), isPending: false })).toEqual({ kind: 'not-found' });
    expect(offerView({ error: new ApiError(500, 'Down'), isPending: false })).toEqual({ kind: 'failed' });
    expect(offerView({ data: offer({ status: 'expired' }), error: null, isPending: false }).kind).toBe('ended');
    expect(offerView({ data: offer(), error: null, isPending: false }).kind).toBe('open');
  });

  it('shows until when the visit is held, in Singapore time, and the minutes left', () => {
    // As every time on the site reads, never the 24-hour clock.
    expect(heldUntilTime('2026-11-26T02:30:00.000Z')).toBe('10:30 AM');
    expect(heldUntilTime('2026-11-26T06:05:00.000Z')).toBe('2:05 PM');
    expect(heldUntilTime('not a time')).toBe('');
    const now = Date.parse('2026-11-26T02:17:30.000Z');
    expect(minutesLeft('2026-11-26T02:30:00.000Z', now)).toBe(13);
    expect(minutesLeftLabel(1)).toBe('1 minute left');
    expect(minutesLeftLabel(0)).toBe('time is up');
  });
});

describe('the offer page', () => {
  it('says plainly when the offer is not found, with a link home', () => {
    const { html, text, buttons } = render({ kind: 'not-found' });
    expect(html).toMatch(new RegExp(`<h1[^>]*>${OFFER_NOT_FOUND_TITLE}</h1>`));
    expect(text).toContain(OFFER_NOT_FOUND_MESSAGE);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back to appointments<\/a>/);
    expect(buttons).toEqual([]);
  });

  it('says plainly when the offer has ended, without the buttons to book or pass on', () => {
    const { html, text } = render({ kind: 'ended', offer: offer({ status: 'booked' }) });
    expect(text).toContain(OFFER_ENDED_MESSAGE);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back to appointments<\/a>/);
    expect(text).not.toContain(OFFER_BOOK_LABEL);
    expect(text).not.toContain(OFFER_DECLINE_LABEL);
  });

  it('shows an open offer for one person: the visit, its hold, consent, SMS, and the two buttons, no member fields', () => {
    const { html, text, buttons } = render({ kind: 'open', offer: offer() });
    expect(text).toContain('Tue, 1 Dec 2026, 9:00 AM');
    expect(text).toContain('Central');
    expect(text).toContain('Home Based Health Screening');
    expect(text).toContain('Premium');
    expect(text).toContain('1 Orchard Road, #05-12, Singapore 238801');
    expect(text).toContain('Held for you until 10:30 AM');
    expect(html).toMatch(/<input id="offer-privacy-consent" type="checkbox"/);
    expect(html).toMatch(/<input id="offer-sms-reminders" type="checkbox"[^>]*checked=""/);
    expect(buttons).toEqual([OFFER_DECLINE_LABEL, OFFER_BOOK_LABEL]);
    expect(html).toMatch(new RegExp(`<button[^>]* type="submit"[^>]*>${OFFER_BOOK_LABEL}</button>`));
    expect(html).not.toContain('<fieldset');
  });

  it("asks for the household member of an offer for 2 people, with the event's packages and their prices, and shows the price", () => {
    const queryClient = new QueryClient();
    const packages = [
      { id: 7, name: 'Premium', description: null, price: '200.00', aiaPrice: null },
      { id: 8, name: 'Essential', description: null, price: '120.00', aiaPrice: null },
    ];
    queryClient.setQueryData(eventQueryOptions('home').queryKey, {
      id: 3,
      name: 'Home Based Health Screening',
      slug: 'home',
      packages,
    } as unknown as EventDetails);
    const { html, text } = render({ kind: 'open', offer: offer({ persons: 2 }) }, queryClient);
    expect(html.match(/<fieldset/g)).toHaveLength(1);
    expect(text).toContain('Household member');
    expect(text).toContain('People 2');
    // Two Premium at 200.00, 5% family bundle discount: 380.00 + 9% GST = 414.20.
    expect(text).toContain('Subtotal $400.00');
    expect(text).toContain('Family bundle discount (2 people, 5% off) −$20.00');
    expect(text).toContain('GST (9%) $34.20');
    expect(text).toContain('Total $414.20');
    for (const field of ['firstName', 'lastName', 'identificationNumber', 'dateOfBirth', 'packageId']) {
      expect(html).toMatch(new RegExp(`<label[^>]* for="offer-member-0-${field}"`));
    }
    expect(html).toMatch(/id="offer-member-0-gender-Male"/);
    const select = html.match(/<select[^>]* id="offer-member-0-packageId"[^>]*>(.*?)<\/select>/)?.[1] ?? '';
    expect([...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map(([, name]) => name)).toEqual([
      'Premium ($200.00)',
      'Essential ($120.00)',
    ]);
    expect(select).toMatch(/<option value="7" selected="">Premium \(\$200.00\)<\/option>/);
  });

  it('asks for each member of a larger household', () => {
    const { html, text } = render({ kind: 'open', offer: offer({ persons: 3 }) });
    expect(html.match(/<fieldset/g)).toHaveLength(2);
    expect(text).toContain('Household member 2 of 2');
  });
});
