import { CLINIC_CONTACT } from '@domain/bookings/appointment-messages';
import { SLOT_FULL_MESSAGE, TIMESLOT_REQUIRED_MESSAGE } from '@domain/bookings/messages';
import type { RescheduleResult } from '@domain/bookings/responses';
import { REBOOK_LINK_INVALID_MESSAGE, REBOOK_SLOT_MOVED_MESSAGE } from '@domain/nurse/messages';
import type { RebookView } from '@domain/nurse/moved-days';
import { REGISTRATION_CLOSED_MESSAGE } from '@domain/orders/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { paths } from '@/lib/paths';
import { showPagesIn } from '@/testing/languages';
import { rebookViewQueryOptions, rebookVisit } from './api';
import { JustMoved, Rebook } from './rebook-page';
import { moveRefusalOf, offeredDays, rebookPageState } from './rebook-state';
import { takeRebookToken } from './rebook-token';
import { SlotChoice, type SlotChoiceProps } from './slot-choice';

const REFERENCE = 'HS2612-0103-4821';
const TOKEN = 'rebook-token-of-the-email_0123456789';

const slot = (id: number, time: string, isAvailable = true) => ({
  id,
  time,
  label: time,
  isAvailable,
  maxAttendees: 4,
  currentAttendees: isAvailable ? 0 : 4,
});

// Out of order on purpose: the page sorts the dates and the times.
const view = (overrides: Partial<RebookView> = {}): RebookView => ({
  referenceNumber: REFERENCE,
  packageName: 'Premium',
  firstName: 'Mei Ling',
  visitDate: '2026-12-01',
  visitTime: '09:00',
  reason: 'Our nurse for the central region is unwell.',
  movedAt: null,
  options: {
    currentTimeslotId: 11,
    region: 'central',
    personCount: 2,
    timeslots: {
      '2026-12-03': { date: { label: 'Thu, 3 Dec 2026' }, timeslot: [slot(31, '14:00'), slot(30, '09:00')] },
      '2026-12-01': {
        date: { label: 'Tue, 1 Dec 2026' },
        timeslot: [slot(11, '09:00'), slot(12, '14:00'), slot(13, '15:00', false)],
      },
      '2026-12-02': { date: { label: 'Wed, 2 Dec 2026' }, timeslot: [slot(21, '10:00', false)] },
    },
  },
  ...overrides,
});

const moved: RescheduleResult = {
  id: '5b0f3c1e-8a61-4f53-9f0e-2a4f1c9d7e10',
  referenceNumber: REFERENCE,
  status: 'paid',
  timeslotId: 31,
  timeslotDate: '2026-12-03',
  timeslotTime: '14:00',
  // 2 Dec 2026, 2:00 PM in Singapore: a day before the new visit.
  changeCutoffAt: '2026-12-02T06:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  showPagesIn('en');
});

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
    Response.json(status < 400 ? { success: true, data: body } : body, { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const headersOf = (init?: RequestInit) => (init?.headers ?? {}) as Record<string, string>;

// A cached refusal is shown, not asked again, as the page shows it once the call has failed.
const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });

function render(element: React.ReactElement, queryClient = newQueryClient()) {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[paths.rebook.getHref(REFERENCE)]}>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  return { html, text };
}

/** The page as the GET answered (the fetch mocked). */
async function renderPage(status: number, body: unknown) {
  const fetchMock = stubFetch(status, body);
  const queryClient = newQueryClient();
  await queryClient.prefetchQuery(rebookViewQueryOptions(REFERENCE, TOKEN));
  return { ...render(<Rebook reference={REFERENCE} token={TOKEN} />, queryClient), fetchMock };
}

const count = (text: string, part: string) => text.split(part).length - 1;
const radios = (html: string) => [...html.matchAll(/<button[^>]*role="radio"[^>]*>/g)].map(([tag]) => tag);
const legends = (html: string) =>
  [...html.matchAll(/<legend[^>]*>(.*?)<\/legend>/g)].map(([, inner]) => (inner ?? '').replace(/<[^>]+>/g, ''));

const choice = (props: Partial<SlotChoiceProps> = {}) => {
  const { options } = view();
  return (
    <SlotChoice
      reference={REFERENCE}
      days={offeredDays(options, 'en')}
      region={options.region}
      personCount={options.personCount}
      selectedId={null}
      onSelect={() => {}}
      onConfirm={() => {}}
      isPending={false}
      showRequired={false}
      refusal={null}
      {...props}
    />
  );
};

describe('the rebook link', () => {
  it('builds the email’s link, matched by its own route', () => {
    expect(paths.rebook.getHref(REFERENCE)).toBe(`/booking/${REFERENCE}/rebook`);
    expect(paths.rebook.getHref(REFERENCE, 'a+b/c')).toBe(`/booking/${REFERENCE}/rebook?token=a%2Bb%2Fc`);
  });

  it('takes the token out of the address bar (keeping the rest), keeps it for the tab, and finds it after a reload', () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    });
    const replaceState = vi.fn();
    const location = { pathname: `/booking/${REFERENCE}/rebook`, search: `?token=${TOKEN}&lang=zh`, hash: '' };
    vi.stubGlobal('window', { location, history: { state: { idx: 3 }, replaceState } });

    expect(takeRebookToken(REFERENCE)).toBe(TOKEN);
    expect(replaceState).toHaveBeenCalledExactlyOnceWith({ idx: 3 }, '', `/booking/${REFERENCE}/rebook?lang=zh`);
    expect([...stored.values()]).toEqual([TOKEN]);

    // The reload: the address has no token now; the tab still has it.
    location.search = '';
    replaceState.mockClear();
    expect(takeRebookToken(REFERENCE)).toBe(TOKEN);
    expect(replaceState).not.toHaveBeenCalled();
    // Another booking's page has none.
    expect(takeRebookToken('HS2612-0103-0000')).toBeNull();
  });
});

describe('the rebook page', () => {
  it('asks with the token in X-Rebook-Token (never in the address) and says sorry, why, and what stays', async () => {
    const { html, text, fetchMock } = await renderPage(200, view());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/registrations/${REFERENCE}/rebook`);
    expect(url).not.toContain(TOKEN);
    expect(headersOf(init)['x-rebook-token']).toBe(TOKEN);

    expect(count(html, '<h1')).toBe(1);
    expect(html).toMatch(/<h1[^>]*>Choose another time for your visit<\/h1>/);
    expect(text).toContain(`Reference number ${REFERENCE}`);
    expect(text).toContain('Package Premium');
    expect(text).toContain('Dear Mei Ling,');
    expect(text).toContain(
      'We are very sorry: our nurse cannot come for your home visit on Tue, 1 Dec 2026, 9:00 AM, so this visit cannot go ahead.',
    );
    expect(text).toContain('The reason: Our nurse for the central region is unwell.');
    expect(text).toContain('Your payment, your household and your pre-visit forms stay with your booking');
    expect(text).toContain(CLINIC_CONTACT.phone);
  });

  it('offers the free visits date by date, in order, without the booking’s own or a full one, each named with its date', async () => {
    const { html, text } = await renderPage(200, view());
    expect(text).toContain('in the Central region, each with room for all 2 people');
    expect(legends(html)).toEqual(['Tue, 1 Dec 2026', 'Thu, 3 Dec 2026']);
    const tiles = radios(html);
    expect(tiles.map((tile) => /aria-label="([^"]*)"/.exec(tile)?.[1])).toEqual([
      'Tue, 1 Dec 2026, 2:00 PM',
      'Thu, 3 Dec 2026, 9:00 AM',
      'Thu, 3 Dec 2026, 2:00 PM',
    ]);
    expect(tiles.every((tile) => tile.includes('aria-checked="false"'))).toBe(true);
    expect(html).toMatch(/role="radiogroup"[^>]*aria-labelledby="rebook-choose-heading"/);
    expect(html).toMatch(/<h2 id="rebook-choose-heading"[^>]*>Pick a new time<\/h2>/);
    expect(text).toContain('Confirm new time');
    expect(text).not.toContain('Your choice');
  });

  it('picks a slot and confirms: the tile checked, the choice named, the move POSTed with the token, then the new visit shown', async () => {
    const picked = render(choice({ selectedId: 31 }));
    const checked = radios(picked.html).filter((tile) => tile.includes('aria-checked="true"'));
    expect(checked).toHaveLength(1);
    expect(checked[0]).toContain('aria-label="Thu, 3 Dec 2026, 2:00 PM"');
    expect(picked.text).toContain('Your choice: Thu, 3 Dec 2026, 2:00 PM');

    const fetchMock = stubFetch(200, moved);
    expect(await rebookVisit(REFERENCE, TOKEN, 31)).toEqual(moved);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/registrations/${REFERENCE}/rebook`);
    expect(init?.method).toBe('POST');
    expect(headersOf(init)['x-rebook-token']).toBe(TOKEN);
    expect(JSON.parse(String(init?.body))).toEqual({ timeslotId: 31 });

    const done = render(<JustMoved view={view()} result={moved} />);
    expect(done.html).toMatch(/<h1[^>]*tabindex="-1"[^>]*>Your visit has a new time<\/h1>/);
    expect(done.text).toContain('Thank you, Mei Ling. Your new time is confirmed.');
    expect(done.text).toContain('Your visit is now on Thu, 3 Dec 2026, 2:00 PM.');
    expect(done.text).toContain('Your payment, your household and your pre-visit forms stay with your booking');
    expect(done.text).toContain('You can still change or cancel your booking online until Wed, 2 Dec 2026, 2:00 PM.');
    expect(done.html).toMatch(new RegExp(`<a[^>]*href="/booking/manage/${REFERENCE}"[^>]*>Manage your booking</a>`));
    expect(done.html).not.toContain('role="radio"');
  });

  it('asks for a time when none is picked, and says why a move was refused, in the page’s words', () => {
    const none = render(choice({ showRequired: true }));
    expect(none.text).toContain(TIMESLOT_REQUIRED_MESSAGE);
    expect(none.html).toMatch(/role="radiogroup"[^>]*aria-describedby="rebook-choose-intro rebook-choose-error"/);

    const refusal = (status: number, message: string) =>
      moveRefusalOf(new ApiError(status, message, { success: false, message }));
    expect(refusal(409, SLOT_FULL_MESSAGE)).toBe('slot-taken');
    expect(refusal(409, REBOOK_SLOT_MOVED_MESSAGE)).toBe('slot-moved');
    expect(refusal(409, REGISTRATION_CLOSED_MESSAGE)).toBe('cancelled');
    expect(refusal(403, REBOOK_LINK_INVALID_MESSAGE)).toBe('link-invalid');
    expect(moveRefusalOf(new TypeError('Failed to fetch'))).toBe('failed');
    // The server says a known message in the caller's language: recognised in it too.
    const chinese = '此预约已取消或已过期，无法更改。';
    const say = (english: string) => (english === REGISTRATION_CLOSED_MESSAGE ? chinese : english);
    expect(moveRefusalOf(new ApiError(409, chinese, { success: false, message: chinese }), say)).toBe('cancelled');

    expect(render(choice({ refusal: 'slot-taken' })).text).toContain('Sorry, that time has just been taken.');
    expect(render(choice({ refusal: 'slot-moved' })).text).toContain('part of the visit that cannot go ahead');
  });

  it('shows a visit already moved through the link: when, the visit as it is now, and the way to the booking, no choice', async () => {
    // After the move the view's date and time are the booking's new ones.
    const { html, text } = await renderPage(
      200,
      view({ movedAt: '2026-11-20T02:15:00.000Z', visitDate: '2026-12-03', visitTime: '14:00' }),
    );
    expect(html).toMatch(/<h1[^>]*>Your visit has a new time<\/h1>/);
    expect(text).toContain('You chose this new time on Fri, 20 Nov 2026, 10:15 AM.');
    expect(text).toContain('Your visit is now on Thu, 3 Dec 2026, 2:00 PM.');
    expect(text).toContain('stay with your booking');
    expect(html).toMatch(new RegExp(`<a[^>]*href="/booking/manage/${REFERENCE}"[^>]*>Manage your booking</a>`));
    expect(html).not.toContain('role="radio"');
    expect(text).not.toContain('Confirm new time');
  });

  it('says the link is not valid (403), where to find it and how to reach the clinic, with no choice', async () => {
    const { html, text } = await renderPage(403, { success: false, message: REBOOK_LINK_INVALID_MESSAGE });
    expect(count(html, '<h1')).toBe(1);
    expect(text).toContain('This link is not valid');
    expect(text).toContain('open the link "Choose another visit" in the latest email we sent you');
    expect(text).toContain(CLINIC_CONTACT.phone);
    expect(text).toContain(CLINIC_CONTACT.email);
    expect(html).not.toContain('role="radio"');
  });

  it('says to open the link from the email or text, without calling the API, when there is no token', () => {
    const fetchMock = stubFetch(200, view());
    const { html, text } = render(<Rebook reference={REFERENCE} token={null} />);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(html).toMatch(/<h1[^>]*>Choose another time for your visit<\/h1>/);
    expect(text).toContain('Open the link from our email or text');
    expect(text).toContain(CLINIC_CONTACT.phone);
  });

  it('shows an unknown booking (404), a cancelled one (409) and no free visits, each with the clinic’s contact', async () => {
    const unknown = await renderPage(404, { success: false, message: 'Not found' });
    expect(unknown.text).toContain('We could not find this booking');
    expect(unknown.text).toContain(`No booking has the reference number ${REFERENCE}`);

    const cancelled = await renderPage(409, { success: false, message: REGISTRATION_CLOSED_MESSAGE });
    expect(cancelled.text).toContain('This booking is cancelled');
    expect(cancelled.text).toContain(`Booking ${REFERENCE} was cancelled, so its visit cannot be moved.`);
    expect(cancelled.html).toMatch(/<a[^>]*href="\/"[^>]*>Book a new visit<\/a>/);
    expect(cancelled.html).not.toContain('role="radio"');

    const full = view();
    const none = await renderPage(200, {
      ...full,
      options: { ...full.options, timeslots: { '2026-12-02': full.options.timeslots['2026-12-02']! } },
    });
    expect(none.text).toContain('No free times right now');
    expect(none.text).toContain(`Please call us at ${CLINIC_CONTACT.phone} or email ${CLINIC_CONTACT.email}`);
    expect(none.html).not.toContain('role="radio"');
    expect(none.text).not.toContain('Confirm new time');
  });

  it('reads each answer as its state', () => {
    expect(rebookPageState({ token: null, isPending: true, error: null })).toEqual({ kind: 'link-needed' });
    expect(rebookPageState({ token: TOKEN, isPending: true, error: null })).toEqual({ kind: 'loading' });
    expect(rebookPageState({ token: TOKEN, isPending: false, error: new ApiError(500, 'Down') }).kind).toBe('failed');
    expect(rebookPageState({ token: TOKEN, isPending: false, error: null, data: view() }).kind).toBe('open');
  });
});

describe('the rebook page in Chinese', () => {
  it('says it all in Chinese, the dates and times written by Intl', async () => {
    showPagesIn('zh');
    const { html, text } = await renderPage(200, view());
    expect(html).toMatch(/<h1[^>]*>请重新选择上门时间<\/h1>/);
    expect(text).toContain('Mei Ling，您好：');
    expect(text).toContain('2026年12月1日');
    expect(text).toContain('中部');
    expect(text).toContain('确认新时间');
    expect(text).not.toContain('Choose another time');
    expect(text).not.toContain('Tue, 1 Dec 2026');
  });
});
