import type { PostalCodeSlots } from '@domain/timeslots/responses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppointmentStep } from './appointment-step';

const slot = (id: number, time: string, currentAttendees: number, maxAttendees = 2) => ({
  id,
  time,
  label: time === '08:00' ? '8:00 AM' : '10:00 AM',
  isAvailable: currentAttendees < maxAttendees,
  maxAttendees,
  currentAttendees,
});

function render(data: PostalCodeSlots, personCount = 1) {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <AppointmentStep
        postalCode="238801"
        timeslots={{ data, isPending: false, error: null, refetch: () => {} }}
        date={null}
        timeslotId={null}
        personCount={personCount}
        focusOnMount={false}
        onSelectDate={() => {}}
        onSelectTimeslot={() => {}}
        onChangePostalCode={() => {}}
        onPrevious={() => {}}
        onNext={() => {}}
        waitlist={{ eventId: 1, packageId: 2, persons: personCount, details: null }}
      />
    </QueryClientProvider>,
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

const days = (attendees: number): PostalCodeSlots => ({
  region: 'central',
  data: {
    '2026-12-04': { date: { label: 'Fri, 4 Dec 2026' }, timeslot: [slot(1, '08:00', attendees), slot(2, '10:00', 2)] },
    '2026-12-07': { date: { label: 'Mon, 7 Dec 2026' }, timeslot: [slot(3, '08:00', 2), slot(4, '10:00', 2)] },
  },
});

describe('the appointment step', () => {
  it('says first that every visit is booked, with "Join the waitlist" before the dates, and no time to choose', () => {
    const text = render(days(2));
    expect(text).toContain('No free visits in the Central region');
    expect(text).toContain('Every home visit up to Mon, 7 Dec 2026 is booked.');
    expect(text.indexOf('Join the waitlist')).toBeLessThan(text.indexOf('Fully booked'));
    expect(text).not.toContain('Choose a date first to see the times.');
  });

  it('says when the visits left have no room for the whole household', () => {
    const text = render(days(1), 2);
    expect(text).toContain('No visit up to Mon, 7 Dec 2026 has room for 2 people.');
  });

  it('keeps the dates first and the waitlist a link under them while a visit is free', () => {
    const text = render(days(1), 1);
    expect(text).not.toContain('No free visits');
    expect(text).toContain('Choose a date first to see the times.');
    expect(text).toContain('None of these suit you? Join the waitlist');
  });
});
