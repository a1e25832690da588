import { buildIcsFile } from '@domain/shared/ics';
import { formatCurrency } from '@domain/shared/money';
import { CalendarPlus, CheckCircle2, Mail, Printer, Stethoscope, Timer } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { IconList } from '@/components/ui/icon-list';
import { downloadFile } from '@/lib/download-file';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AMOUNT_DUE_LABEL, BOOKING_SUCCESSFUL_TITLE, PAID_VIA_PARTNER_LABEL } from '../messages';
import { appointmentCalendarEvent } from './calendar';

export interface ConfirmedBooking {
  reference: string;
  email: string;
  eventName: string;
  packageSummary: string;
  personCount: number;
  total: string;
  /** What the partner's record says was paid there ('0.00' when nothing), and what is left. */
  partnerPaid: string;
  amountDue: string;
  /** Singapore date yyyy-MM-dd and time HH:mm, with their labels. */
  date: string;
  time: string;
  dateLabel: string;
  timeLabel: string;
  address: string;
}

function downloadCalendarFile(booking: ConfirmedBooking) {
  const ics = buildIcsFile(
    appointmentCalendarEvent({
      reference: booking.reference,
      eventName: booking.eventName,
      packageSummary: booking.packageSummary,
      date: booking.date,
      time: booking.time,
      address: booking.address,
    }),
  );
  downloadFile(`health-screening-${booking.reference}.ics`, ics, 'text/calendar;charset=utf-8');
}

/** Shown in place of the wizard when nothing is left to pay (spec 000 §2). */
export function BookingSuccess({ booking }: { booking: ConfirmedBooking }) {
  useDocumentTitle(`${BOOKING_SUCCESSFUL_TITLE} | ${booking.eventName}`);
  // The wizard the visitor was in is gone: say where they are now (the toast alone is easy to miss).
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const tips = [
    {
      icon: Mail,
      title: 'Keep your reference number',
      text: `Print this page or add the visit to your calendar. We will contact you at ${booking.email} before the visit.`,
    },
    {
      icon: Timer,
      title: 'Get ready for the visit',
      text: 'Be ready 15 minutes early, have your ID at hand and fast 8 to 10 hours beforehand (plain water is fine).',
    },
    {
      icon: Stethoscope,
      title: 'Go through your results',
      text: 'A follow-up GP teleconsult to go through your results is included.',
    },
  ];
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <Card>
        <CardContent className="pt-8 sm:pt-10">
          <div className="flex flex-col items-center text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100">
              <CheckCircle2 className="size-8 text-emerald-700" aria-hidden="true" />
            </span>
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl"
            >
              {BOOKING_SUCCESSFUL_TITLE}
            </h1>
            <p className="mt-2 text-slate-600">Your home visit is booked.</p>
            <div className="mt-6 w-full rounded-xl border border-dashed border-brand-200 bg-brand-50 px-4 py-4">
              <p className="text-xs font-medium tracking-wide text-brand-800 uppercase">Reference number</p>
              <p className="mt-1 font-mono text-2xl font-bold tracking-wider text-brand-900">{booking.reference}</p>
            </div>
          </div>
          <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-500">Date &amp; time</dt>
              <dd className="font-medium text-slate-900">
                {booking.dateLabel}, {booking.timeLabel}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Visit address</dt>
              <dd className="font-medium text-slate-900">{booking.address}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Package</dt>
              <dd className="font-medium text-slate-900">
                {booking.packageSummary}
                {booking.personCount > 1 ? ` (${booking.personCount} people)` : ''}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Total</dt>
              <dd className="font-medium text-slate-900">{formatCurrency(booking.total)}</dd>
            </div>
            {Number(booking.partnerPaid) > 0 && (
              <>
                <div>
                  <dt className="text-slate-500">{PAID_VIA_PARTNER_LABEL}</dt>
                  <dd className="font-medium text-slate-900">{formatCurrency(booking.partnerPaid)}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{AMOUNT_DUE_LABEL}</dt>
                  <dd className="font-medium text-slate-900">{formatCurrency(booking.amountDue)}</dd>
                </div>
              </>
            )}
          </dl>
          <div className="no-print mt-6 flex flex-col gap-2 sm:flex-row sm:*:flex-1">
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print
            </Button>
            <Button variant="outline" onClick={() => downloadCalendarFile(booking)}>
              <CalendarPlus aria-hidden="true" />
              Add to Calendar
            </Button>
          </div>
          <section aria-labelledby="what-next-heading" className="mt-8 border-t border-slate-100 pt-6">
            <h2 id="what-next-heading" className="text-base font-semibold text-slate-900">
              What happens next
            </h2>
            <IconList
              ordered
              items={tips}
              className="mt-4 space-y-4 text-slate-900"
              iconClassName="bg-brand-50 text-brand-700"
            />
          </section>
          <Button asChild size="lg" className="no-print mt-8 w-full">
            <Link to={paths.home.getHref()}>Return to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
