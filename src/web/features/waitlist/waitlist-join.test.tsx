import { WAITLIST_JOIN_LABEL } from '@domain/waitlist/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WaitlistJoin } from './waitlist-join';

const WAITLIST_LINK_TEXT = i18next.t('waitlist:join.linkText');

const render = (variant: 'prominent' | 'link') =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <WaitlistJoin
        eventId={1}
        packageId={2}
        persons={1}
        details={null}
        offeredDates={[]}
        offeredTimes={[]}
        variant={variant}
      />
    </QueryClientProvider>,
  );

describe('"Join the waitlist" on the appointment step', () => {
  it('is a button when the region has no free visit', () => {
    expect(render('prominent')).toMatch(new RegExp(`<button[^>]*>.*${WAITLIST_JOIN_LABEL}</button>`));
  });

  it('is a quiet link under the dates otherwise', () => {
    const html = render('link');
    expect(WAITLIST_LINK_TEXT).toBe('None of these suit you? Join the waitlist');
    expect(html).toContain(WAITLIST_LINK_TEXT);
  });
});
