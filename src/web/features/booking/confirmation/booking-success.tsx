import { PAID_VIA_PARTNER_LABEL } from '@domain/bookings/messages';
import { buildIcsFile } from '@domain/shared/ics';
import { formatCurrency } from '@domain/shared/money';
import { CalendarPlus, CheckCircle2, Mail, Printer, Stethoscope, Timer } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { IconList } from '@/components/ui/icon-list';
import { downloadFile } from '@/lib/download-file';
import { useLanguage, useMessageText } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { visitDateLabel, visitTimeLabel } from '../wizard/slot-labels';
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
  /** Singapore date yyyy-MM-dd and time HH:mm, with their labels in English (the server's). */
  date: string;
  time: string;
  dateLabel: string;
  timeLabel: string;
  address: string;
}

/** A button's label may take two lines (Tamil runs long) rather than overflow a phone. */
const WRAPS = 'h-auto min-h-10 py-2 text-balance whitespace-normal';

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
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const messageText = useMessageText();
  const title = t('success.title');
  useDocumentTitle(`${title} | ${booking.eventName}`);
  // The wizard the visitor was in is gone: say where they are now (the toast alone is easy to miss).
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const tips = [
    {
      icon: Mail,
      title: t('success.tips.reference.title'),
      text: t('success.tips.reference.text', { email: booking.email }),
    },
    { icon: Timer, title: t('success.tips.ready.title'), text: t('success.tips.ready.text') },
    { icon: Stethoscope, title: t('success.tips.results.title'), text: t('success.tips.results.text') },
  ];
  const dateLabel = visitDateLabel(booking.date, booking.dateLabel, language);
  const timeLabel = visitTimeLabel(booking.time, booking.timeLabel, language);
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
              {title}
            </h1>
            <p className="mt-2 text-slate-600">{t('success.booked')}</p>
            <div className="mt-6 w-full rounded-xl border border-dashed border-brand-200 bg-brand-50 px-4 py-4">
              <p className="text-xs font-medium tracking-wide text-brand-800 uppercase">
                {t('confirmation.referenceNumber')}
              </p>
              <p className="mt-1 font-mono text-2xl font-bold tracking-wider text-brand-900">{booking.reference}</p>
            </div>
          </div>
          <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-500">{t('confirmation.dateTime')}</dt>
              <dd className="font-medium text-slate-900">
                {dateLabel}, {timeLabel}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('confirmation.visitAddress')}</dt>
              <dd className="font-medium break-words text-slate-900">{booking.address}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('confirmation.package')}</dt>
              <dd className="font-medium break-words text-slate-900">
                {booking.personCount > 1
                  ? t('success.packagesPeople', { packages: booking.packageSummary, people: booking.personCount })
                  : booking.packageSummary}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('price.total')}</dt>
              <dd className="font-medium text-slate-900">{formatCurrency(booking.total, language)}</dd>
            </div>
            {Number(booking.partnerPaid) > 0 && (
              <>
                <div>
                  <dt className="text-slate-500">{messageText(PAID_VIA_PARTNER_LABEL)}</dt>
                  <dd className="font-medium text-slate-900">{formatCurrency(booking.partnerPaid, language)}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{t('price.amountDue')}</dt>
                  <dd className="font-medium text-slate-900">{formatCurrency(booking.amountDue, language)}</dd>
                </div>
              </>
            )}
          </dl>
          <div className="no-print mt-6 flex flex-col gap-2 sm:flex-row sm:*:flex-1">
            <Button variant="outline" className={WRAPS} onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              {t('confirmation.print')}
            </Button>
            <Button variant="outline" className={WRAPS} onClick={() => downloadCalendarFile(booking)}>
              <CalendarPlus aria-hidden="true" />
              {t('success.addToCalendar')}
            </Button>
          </div>
          <section aria-labelledby="what-next-heading" className="mt-8 border-t border-slate-100 pt-6">
            <h2 id="what-next-heading" className="text-base font-semibold text-slate-900">
              {t('success.whatNext')}
            </h2>
            <IconList
              ordered
              items={tips}
              className="mt-4 space-y-4 text-slate-900"
              iconClassName="bg-brand-50 text-brand-700"
            />
          </section>
          <Button asChild size="lg" className={`no-print mt-8 w-full ${WRAPS}`}>
            <Link to={paths.home.getHref()}>{t('actions.returnHome')}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
