import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useEvent } from '@/features/events';
import { BookingPageShell } from './booking-page-shell';

const BookingPage = lazy(async () => ({ default: (await import('./booking-page')).BookingPage }));

/** Runs `callback` once the browser has painted the frame it is preparing; returns the cancel. */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * /events/{slug}: the light shell at once, with the event's header as soon as the event has loaded;
 * the wizard's code (about 90 kB of gzip JavaScript, and its evaluation) is asked for once that header
 * (or the event's failure) is on screen, so that the page's main content does not wait behind it on a
 * slow phone. The wizard then takes over the same layout, with the event from the query cache.
 */
export function EventBookingPage() {
  const { slug = '' } = useParams();
  const isEventSettled = !useEvent(slug).isPending;
  const [canLoadWizard, setCanLoadWizard] = useState(false);
  useEffect(
    () => (isEventSettled && !canLoadWizard ? afterNextPaint(() => setCanLoadWizard(true)) : undefined),
    [isEventSettled, canLoadWizard],
  );
  if (!canLoadWizard) return <BookingPageShell />;
  return (
    <Suspense fallback={<BookingPageShell />}>
      <BookingPage />
    </Suspense>
  );
}
