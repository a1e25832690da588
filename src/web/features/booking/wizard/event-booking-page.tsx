import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useEvent } from '@/features/events';
import { BookingPageShell } from './booking-page-shell';

/** Gives the main thread back to the browser (input, painting) before the next piece of work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The wizard's code, evaluated a group of modules per task: the browser runs a module and everything
 * it imports in one go, and the wizard's whole graph in one task took about 110 ms on a slow phone,
 * with the page unable to answer a tap meanwhile. The validation schemas (zod), then the form library
 * and the radio and dialog parts, then the wizard itself; each group is fetched when the one before
 * has run, a few kilobytes at a time.
 */
const BookingPage = lazy(async () => {
  await import('@domain/bookings/schemas');
  await yieldToBrowser();
  await Promise.all([import('react-hook-form'), import('@hookform/resolvers/zod')]);
  await yieldToBrowser();
  await Promise.all([import('@/components/ui/radio-group'), import('@/components/ui/dialog')]);
  await yieldToBrowser();
  return { default: (await import('./booking-page')).BookingPage };
});

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
