import type { RegistrationLookup } from '@domain/bookings/responses';
import { AlertCircle, type LucideIcon, PhoneCall, Shirt, UtensilsCrossed } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SupportContact } from '@/components/support-contact';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { IconList } from '@/components/ui/icon-list';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { ConfirmationTone } from './confirmation-state';

// Pieces the confirmation page and the confirmed page share.

export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-6">
      <dt className="shrink-0 text-slate-500">{term}</dt>
      <dd className="min-w-0 font-medium break-words text-slate-900 sm:text-right">{children}</dd>
    </div>
  );
}

export function AmountRow({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-6', className)}>
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

const TONE_CLASSES: Record<ConfirmationTone, string> = {
  pending: 'bg-amber-100 text-amber-700',
  settled: 'bg-emerald-100 text-emerald-700',
  closed: 'bg-red-100 text-red-700',
  other: 'bg-slate-100 text-slate-700',
};

/** The round icon, the page's heading and a line under it. */
export function PageHeading({
  icon: Icon,
  tone,
  title,
  headingRef,
  children,
}: {
  icon: LucideIcon;
  tone: ConfirmationTone;
  title: string;
  /** For moving focus to the heading when the page changes under the visitor (a payment went through). */
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center text-center">
      <span className={cn('flex size-14 items-center justify-center rounded-full', TONE_CLASSES[tone])}>
        <Icon className="size-8" aria-hidden="true" />
      </span>
      <h1
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl"
      >
        {title}
      </h1>
      {children ? <div className="mt-2 text-slate-600">{children}</div> : null}
    </div>
  );
}

export function ReferenceNumber({ value }: { value: string }) {
  const { t } = useTranslation('booking');
  return (
    <div className="mt-6 w-full rounded-xl border border-dashed border-brand-200 bg-brand-50 px-4 py-4 text-center">
      <p className="text-xs font-medium tracking-wide text-brand-800 uppercase">{t('confirmation.referenceNumber')}</p>
      <p className="mt-1 font-mono text-xl font-bold tracking-wider break-all text-brand-900 sm:text-2xl">{value}</p>
    </div>
  );
}

/**
 * Spec 001 §2: the three notes of the confirmation page, also what to expect on the day. The reminder
 * says what is sent (notifications/reminders.ts): the email, and the text where SMS reminders were kept.
 */
const VISIT_NOTES = [
  { key: 'reminder', icon: PhoneCall },
  { key: 'fasting', icon: UtensilsCrossed },
  { key: 'clothing', icon: Shirt },
] as const satisfies readonly { key: string; icon: LucideIcon }[];

/** Spec 001 §2: the reminder, fasting and clothing notes. */
export function VisitNotes({ heading, className }: { heading: string; className?: string }) {
  const { t } = useTranslation('booking');
  const items = VISIT_NOTES.map(({ key, icon }) => ({
    icon,
    title: t(`visitNotes.${key}.title`),
    text: t(`visitNotes.${key}.text`),
  }));
  return (
    <section aria-labelledby="visit-notes-heading" className={cn('border-t border-slate-100 pt-6', className)}>
      <h2 id="visit-notes-heading" className="text-base font-semibold text-slate-900">
        {heading}
      </h2>
      <IconList items={items} className="mt-4 space-y-4 text-slate-900" iconClassName="bg-brand-50 text-brand-700" />
    </section>
  );
}

/** The packages of everyone in the booking, each once: 'Premium, Comprehensive'. */
export function packageSummaryOf(booking: Pick<RegistrationLookup, 'packageName' | 'participants'>): string {
  return [...new Set([booking.packageName, ...booking.participants.map((person) => person.packageName)])].join(', ');
}

/** The page's frame: one card in the middle of the page. */
export function PageCard({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <Card>
        <CardContent className="pt-8 sm:pt-10">{children}</CardContent>
      </Card>
    </div>
  );
}

/** A booking that cannot be shown: no reference, or the look-up failed. */
export function BookingErrorCard({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation('booking');
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-md px-4 py-16 sm:py-24">
      <Card className="w-full">
        <CardContent className="flex flex-col items-center pt-8 text-center sm:pt-10">
          <AlertCircle className="size-10 text-red-500" aria-hidden="true" />
          <h1 className="mt-4 text-xl font-bold text-slate-900">{title}</h1>
          <p className="mt-2 text-sm text-slate-600">{message}</p>
          <SupportContact className="mt-2 text-slate-600" />
          <Button asChild className="mt-6">
            <Link to={paths.home.getHref()}>{t('actions.returnHome')}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
