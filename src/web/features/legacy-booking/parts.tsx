import type { RegionName } from '@domain/regions';
import { AlertCircle, Clock, CreditCard, IdCard, type LucideIcon, SearchX, UtensilsCrossed } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { IconList } from '@/components/ui/icon-list';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EVENT_NOT_FOUND_MESSAGE, EVENT_NOT_FOUND_TITLE } from './messages';

// Pieces the older flow's pages share.

/** 'Central' for 'central'. */
export function regionLabel(region: RegionName): string {
  return region.charAt(0).toUpperCase() + region.slice(1);
}

/** Spec 000 §2 'Guidance shown' (arrive early, ID, fasting) and the older flow's payment on the day. */
const REMINDERS: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Clock,
    title: 'Be ready 15 minutes early',
    text: 'Our nurse may arrive up to 15 minutes before your appointment time.',
  },
  {
    icon: IdCard,
    title: 'Bring your ID',
    text: 'Each person being screened needs their NRIC, FIN or passport at hand.',
  },
  {
    icon: UtensilsCrossed,
    title: 'Fast 8 to 10 hours',
    text: 'No food or drinks other than plain water for 8 to 10 hours before the visit.',
  },
  { icon: CreditCard, title: 'Pay on the day', text: 'The amount due is paid to our nurse at the visit.' },
];

export function VisitReminders({ heading, className }: { heading: string; className?: string }) {
  return (
    <section aria-labelledby="legacy-reminders-heading" className={className}>
      <h2 id="legacy-reminders-heading" className="text-base font-semibold text-slate-900">
        {heading}
      </h2>
      <IconList
        items={REMINDERS}
        className="mt-4 space-y-4 text-slate-900"
        iconClassName="bg-brand-50 text-brand-700"
      />
    </section>
  );
}

/** One card in the middle of the page with a way home: the older flow's error and not-found states. */
function StateCard({ title, message, tone }: { title: string; message: string; tone: 'error' | 'missing' }) {
  useDocumentTitle(title);
  const Icon = tone === 'error' ? AlertCircle : SearchX;
  return (
    <div className="mx-auto flex max-w-md px-4 py-16 sm:py-24">
      <Card className="w-full">
        <CardContent className="flex flex-col items-center pt-8 text-center sm:pt-10">
          <Icon className={cn('size-10', tone === 'error' ? 'text-red-500' : 'text-slate-400')} aria-hidden="true" />
          <h1 className="mt-4 text-xl font-bold text-slate-900">{title}</h1>
          <p className="mt-2 text-sm text-slate-600">{message}</p>
          <Button asChild className="mt-6">
            <Link to={paths.home.getHref()}>{tone === 'error' ? 'Return to Home' : 'Browse Events'}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

export function LegacyErrorCard({ title, message }: { title: string; message: string }) {
  return <StateCard title={title} message={message} tone="error" />;
}

export function LegacyEventNotFound() {
  return <StateCard title={EVENT_NOT_FOUND_TITLE} message={EVENT_NOT_FOUND_MESSAGE} tone="missing" />;
}
