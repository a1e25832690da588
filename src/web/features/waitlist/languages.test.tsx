import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { showPagesIn } from '@/testing/languages';
import { OfferPageView } from './offer-page';
import { minutesLeftLabel } from './offer-state';
import { WaitlistJoin, WaitlistJoined } from './waitlist-join';

function textOf(element: React.ReactElement) {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

const joinProps = { eventId: 1, packageId: 2, persons: 1, details: null, offeredDates: [], offeredTimes: [] };

afterEach(() => showPagesIn('en'));

describe('the waitlist in Chinese and Tamil', () => {
  it('offers to join in Tamil, and says the place in the queue in Chinese', () => {
    showPagesIn('ta');
    expect(textOf(<WaitlistJoin {...joinProps} variant="prominent" />)).toContain('நீங்கள் காத்திருப்புப் பட்டியலில் சேரலாம்');
    expect(textOf(<WaitlistJoin {...joinProps} variant="link" />)).toContain(
      'இவற்றில் எதுவும் பொருந்தவில்லையா? காத்திருப்புப் பட்டியலில் சேருங்கள்',
    );

    showPagesIn('zh');
    const joined = textOf(
      <WaitlistJoined
        joined={{ id: 7, position: 2, leaveToken: 'tok', verificationRequired: true, codeSentTo: '****4567' }}
      />,
    );
    expect(joined).toContain('您已加入候补名单（排在第 2 位）');
    expect(joined).toContain('确认您的手机号码');
    expect(joined).toContain('短信中的验证码');
    expect(joined).not.toContain('You are on the waitlist');
  });

  it('shows an offer in Chinese: its visit, hold and address in Chinese', () => {
    showPagesIn('zh');
    const text = textOf(
      <OfferPageView
        token="a-token-of-sixteen-or-more"
        view={{
          kind: 'open',
          offer: {
            status: 'open',
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
          },
        }}
      />,
    );
    expect(text).toContain('为您空出的上门时段');
    expect(text).toContain('Mei您好，候补名单为您空出了一个上门时段。');
    expect(text).toContain('为您保留至 上午10:30');
    expect(text).toContain('2026年12月1日周二 上午9:00');
    expect(text).toContain('1 Orchard Road，#05-12，新加坡 238801');
    expect(text).not.toContain('Tue, 1 Dec 2026');
  });

  it('counts the minutes left with Tamil plurals', () => {
    showPagesIn('ta');
    expect(minutesLeftLabel(1)).toBe('1 நிமிடம் மீதம்');
    expect(minutesLeftLabel(12)).toBe('12 நிமிடங்கள் மீதம்');
    expect(minutesLeftLabel(0)).toBe('நேரம் முடிந்துவிட்டது');
  });
});
