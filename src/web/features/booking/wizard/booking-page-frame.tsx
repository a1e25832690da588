import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { BookingStepIndicator } from './booking-step-indicator';

/**
 * The wizard card's height at step 1, where every visit starts, reserved while the event loads so that
 * the footer below stays where the loaded page puts it (Lighthouse measured a layout shift of 0.108
 * when a short spinner was replaced by the long form).
 */
const WIZARD_CARD_MIN_HEIGHT = 'min-h-[106rem] sm:min-h-[80rem] lg:min-h-[77rem]';

interface BookingPageFrameProps {
  header: ReactNode;
  /** The wizard card. */
  main: ReactNode;
  /** The summary beside it on wide screens. */
  aside: ReactNode;
  /** After the grid: dialogs. */
  children?: ReactNode;
}

/** The booking page's layout: the event's header, then the wizard card and, on wide screens, the summary. */
export function BookingPageFrame({ header, main, aside, children }: BookingPageFrameProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      {header}
      <div className="mt-6 grid items-start gap-6 sm:mt-8 lg:grid-cols-[minmax(0,1fr)_320px]">
        {main}
        {aside}
      </div>
      {children}
    </div>
  );
}

type HeaderEvent = { name: string; description: string | null; location: string | null };

export function EventHeader({ event }: { event: HeaderEvent }) {
  const { t } = useTranslation('booking');
  return (
    <header className="max-w-3xl">
      <p className="text-sm font-semibold text-brand-700">{t('page.title')}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{event.name}</h1>
      {event.description ? <p className="mt-2 text-slate-600">{event.description}</p> : null}
      {event.location ? (
        <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600 lg:hidden">
          <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
          {event.location}
        </p>
      ) : null}
    </header>
  );
}

/** The wizard card's place while it loads. */
function LoadingWizardCard() {
  const { t } = useTranslation('booking');
  return (
    <Card className={cn('p-5 sm:p-8', WIZARD_CARD_MIN_HEIGHT)}>
      <Spinner label={t('page.loadingEvent')} className="py-32" />
    </Card>
  );
}

/** The summary's place beside it on wide screens. */
function LoadingSummary() {
  return (
    <div aria-hidden="true" className="hidden space-y-4 lg:block">
      <Skeleton className="h-72 rounded-xl" />
    </div>
  );
}

/** The page while its event loads: the same frame, with placeholders of the loaded page's sizes. */
export function BookingPageSkeleton() {
  return (
    <BookingPageFrame
      header={
        <div className="max-w-3xl" aria-hidden="true">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="mt-1 h-8 w-3/4 max-w-md sm:h-9" />
          <Skeleton className="mt-2 h-6 w-full" />
          <Skeleton className="mt-2 h-6 w-2/3" />
          <Skeleton className="mt-2 h-5 w-48 lg:hidden" />
        </div>
      }
      main={<LoadingWizardCard />}
      aside={<LoadingSummary />}
    />
  );
}

/**
 * The page once its event is there and the wizard's code is still loading: the event's header as the
 * wizard's first step shows it, above the same placeholders.
 */
export function BookingPageEventHeader({ event }: { event: HeaderEvent }) {
  return (
    <BookingPageFrame
      header={
        <>
          <BookingStepIndicator step={1} />
          <EventHeader event={event} />
        </>
      }
      main={<LoadingWizardCard />}
      aside={<LoadingSummary />}
    />
  );
}
