import {
  BOOK_AGAIN_LABEL,
  HOLD_EXPIRED_MESSAGE,
  OLDER_FLOW_HELD_LINE,
  OLDER_FLOW_KEPT_LINE,
} from '@domain/bookings/hold-messages';
import { AIA_MEMBER_BADGE, VITALITY_MEMBER_BADGE } from '@domain/participants/messages';
import { formatDateLabel, formatTimeLabel, toDisplayDate } from '@domain/shared/dates';
import { genderLabel } from '@domain/shared/gender';
import { formatCurrency } from '@domain/shared/money';
import { regionLabel } from '@domain/timeslots/regions';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { CalendarX2, CheckCircle2, Clock3, Copy, Printer, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { HoldNotice } from '@/features/held-visit';
import { cn } from '@/lib/cn';
import { useLanguage, useMessageText } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { registrationLookupQueryOptions } from '@/lib/registration-lookup';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LegacyStepper } from './legacy-stepper';
import { BOOKING_CONFIRMED_TITLE } from './messages';
import { type LegacyConfirmation, readConfirmation } from './storage';
import { VisitReminders } from './visit-reminders';

/** /confirmation (step 4): the booking /registration made; without it, back to / (spec 000 §2). */
export function LegacyConfirmationPage() {
  const confirmation = readConfirmation();
  if (!confirmation) return <Navigate replace to={paths.home.getHref()} />;
  return <ConfirmedBooking confirmation={confirmation} />;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between sm:gap-6">
      <dt className="shrink-0 text-slate-500">{term}</dt>
      <dd className="min-w-0 font-medium break-words text-slate-900 sm:text-right">{children}</dd>
    </div>
  );
}

async function copyReference(reference: string, t: TFunction<'older'>) {
  try {
    await navigator.clipboard.writeText(reference);
    toast.success(t('confirmation.referenceCopied'), { description: reference });
  } catch {
    toast.error(t('confirmation.copyFailedTitle'), { description: t('confirmation.copyFailedText') });
  }
}

/** Big buttons whose words may run long (Tamil): they wrap instead of overflowing a phone's width. */
const WRAPPING_BUTTON = 'h-auto min-h-11 py-2 text-center whitespace-normal';

function ConfirmedBooking({ confirmation }: { confirmation: LegacyConfirmation }) {
  const { t } = useTranslation('older');
  const language = useLanguage();
  const messageText = useMessageText();
  const confirmedTitle = messageText(BOOKING_CONFIRMED_TITLE);
  useDocumentTitle(confirmedTitle);
  const { registration: booking } = confirmation;
  // The booking as it is now (persons added or removed later, a cancellation); the stored answer until then.
  const current = useQuery(registrationLookupQueryOptions(booking.referenceNumber));
  const lookup = current.data;
  const isCancelled = lookup?.status === 'cancelled';
  const isReleased = lookup?.status === 'expired';
  // Held conditionally until the code texted to the mobile proves it (DESIGN §8.9).
  const holdExpiresAt = lookup ? lookup.holdExpiresAt : booking.holdExpiresAt;
  const isHeld = holdExpiresAt !== null && !isCancelled && !isReleased;
  const persons = lookup
    ? [{ firstName: lookup.firstName, lastName: lookup.lastName }, ...lookup.participants]
    : confirmation.participants;
  const totalAmount = lookup?.totalAmount ?? confirmation.totals?.totalAmount ?? booking.totalAmount;
  const amountDue = lookup?.amountDue ?? confirmation.totals?.amountDue ?? booking.amountDue;

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <LegacyStepper current={4} />
      <Card>
        <CardContent className="pt-8 sm:pt-10">
          <div className="flex flex-col items-center text-center">
            {/* Amber while only held: nothing is booked until the texted code is entered. */}
            <span
              className={cn(
                'flex size-14 items-center justify-center rounded-full',
                isHeld ? 'bg-amber-100 text-amber-700' : 'bg-emerald-100 text-emerald-700',
              )}
            >
              {isHeld ? (
                <Clock3 className="size-8" aria-hidden="true" />
              ) : (
                <CheckCircle2 className="size-8" aria-hidden="true" />
              )}
            </span>
            <h1 className="mt-4 text-2xl font-bold text-balance text-slate-900 sm:text-3xl">{confirmedTitle}</h1>
            {isCancelled || isReleased ? null : (
              <p className="mt-2 text-slate-600">
                {t('confirmation.thankYou', { name: booking.firstName })}{' '}
                {messageText(isHeld ? OLDER_FLOW_HELD_LINE : OLDER_FLOW_KEPT_LINE)}
              </p>
            )}
          </div>

          {isHeld && holdExpiresAt ? (
            <HoldNotice
              className="mt-6"
              referenceNumber={booking.referenceNumber}
              holdExpiresAt={holdExpiresAt}
              channel="text"
              sentTo={booking.codeSentTo}
            />
          ) : null}

          <div className="mt-6 flex flex-col items-center gap-2 rounded-xl border border-dashed border-brand-200 bg-brand-50 px-4 py-4 text-center">
            <p className="text-xs font-medium tracking-wide text-brand-800 uppercase">
              {t('confirmation.referenceNumber')}
            </p>
            <div className="flex flex-wrap items-center justify-center gap-2">
              <p className="font-mono text-xl font-bold tracking-wider break-all text-brand-900 sm:text-2xl">
                {booking.referenceNumber}
              </p>
              <Button
                variant="ghost"
                size="icon"
                className="no-print text-brand-800"
                onClick={() => void copyReference(booking.referenceNumber, t)}
                aria-label={t('confirmation.copyReference')}
                title={t('confirmation.copyReference')}
              >
                <Copy aria-hidden="true" />
              </Button>
            </div>
          </div>

          {isCancelled ? (
            <Alert variant="error" title={t('confirmation.cancelledTitle')} className="mt-6">
              {t('confirmation.cancelledText')}
            </Alert>
          ) : null}
          {isReleased ? (
            <Alert variant="error" title={t('confirmation.releasedTitle')} className="mt-6">
              <p>{messageText(HOLD_EXPIRED_MESSAGE)}</p>
              <Button asChild size="sm" className="mt-3 h-auto min-h-9 py-1.5 text-center whitespace-normal">
                <Link to={paths.legacyEvent.getHref(confirmation.eventSlug)}>{messageText(BOOK_AGAIN_LABEL)}</Link>
              </Button>
            </Alert>
          ) : null}

          <section aria-labelledby="appointment-heading" className="mt-6">
            <h2 id="appointment-heading" className="text-base font-semibold text-slate-900">
              {t('confirmation.appointment')}
            </h2>
            <dl className="mt-1 divide-y divide-slate-100 text-sm">
              <Row term={t('confirmation.event')}>{booking.eventName}</Row>
              <Row term={t('confirmation.dateAndTime')}>
                {formatDateLabel(lookup?.timeslotDate ?? booking.timeslotDate, language)},{' '}
                {formatTimeLabel(lookup?.timeslotTime ?? booking.timeslotTime, language)}
                {confirmation.timeslotRegion ? ` (${messageText(regionLabel(confirmation.timeslotRegion))})` : ''}
              </Row>
              {booking.location ? <Row term={t('confirmation.location')}>{booking.location}</Row> : null}
              <Row term={t('confirmation.package')}>
                {booking.packageName} · {formatCurrency(booking.packagePrice, language)}
                {booking.isAiaMember || booking.isVitalityMember ? (
                  <Badge variant="success" className="ml-2">
                    {messageText(booking.isAiaMember ? AIA_MEMBER_BADGE : VITALITY_MEMBER_BADGE)}
                  </Badge>
                ) : null}
              </Row>
              {persons.length > 1 ? (
                <Row term={t('confirmation.people', { number: persons.length })}>
                  <ul>
                    {persons.map((person, index) => (
                      // Names can repeat; their order does not change while the page shows them.
                      // biome-ignore lint/suspicious/noArrayIndexKey: see above
                      <li key={index}>
                        {person.firstName} {person.lastName}
                      </li>
                    ))}
                  </ul>
                </Row>
              ) : null}
              <Row term={t('confirmation.total')}>{formatCurrency(totalAmount, language)}</Row>
              <Row term={t('confirmation.amountDue')}>{formatCurrency(amountDue, language)}</Row>
            </dl>
          </section>

          <section aria-labelledby="attendee-heading" className="mt-6">
            <h2 id="attendee-heading" className="text-base font-semibold text-slate-900">
              {t('confirmation.attendee')}
            </h2>
            <dl className="mt-1 divide-y divide-slate-100 text-sm">
              <Row term={t('confirmation.name')}>
                {booking.firstName} {booking.lastName}
              </Row>
              <Row term={t('confirmation.email')}>{booking.email}</Row>
              <Row term={t('confirmation.mobileNumber')}>{booking.mobileNumber}</Row>
              <Row term={t('confirmation.gender')}>{messageText(genderLabel(booking.gender))}</Row>
              <Row term={t('confirmation.idNumber')}>{booking.identificationNumber}</Row>
              <Row term={t('confirmation.dateOfBirth')}>{toDisplayDate(booking.dateOfBirth)}</Row>
              {booking.unitNumber ? <Row term={t('confirmation.unitNumber')}>{booking.unitNumber}</Row> : null}
              {booking.address ? <Row term={t('confirmation.address')}>{booking.address}</Row> : null}
              {booking.postalCode ? <Row term={t('confirmation.postalCode')}>{booking.postalCode}</Row> : null}
            </dl>
          </section>

          <VisitReminders heading={t('confirmation.reminders')} className="mt-6 border-t border-slate-100 pt-6" />

          <Alert variant="info" title={t('confirmation.emailConfirmationTitle')} className="mt-6">
            {t('confirmation.emailConfirmationMessage', { email: booking.email })}
          </Alert>

          {isCancelled ? null : (
            <div className="no-print mt-6 flex flex-col gap-2 text-sm sm:flex-row sm:justify-center sm:gap-6">
              {lookup?.canChangeParticipants ? (
                <Link
                  className="inline-flex items-center justify-center gap-2 font-semibold text-brand-700 hover:underline"
                  to={paths.participants.getHref(confirmation.eventSlug, {
                    eventId: booking.eventId,
                    packageId: booking.packageId,
                    registrationId: booking.id,
                  })}
                >
                  <UserPlus className="size-4" aria-hidden="true" />
                  {t('confirmation.changeParticipants')}
                </Link>
              ) : null}
              <Link
                className="inline-flex items-center justify-center gap-2 font-semibold text-brand-700 hover:underline"
                to={paths.cancelAppointment.getHref()}
              >
                <CalendarX2 className="size-4" aria-hidden="true" />
                {t('confirmation.cancelOrReschedule')}
              </Link>
            </div>
          )}

          <div className="no-print mt-6 flex flex-col gap-2 sm:flex-row-reverse sm:*:flex-1">
            <Button asChild size="lg" className={WRAPPING_BUTTON}>
              <Link to={paths.home.getHref()}>{t('confirmation.returnToHomepage')}</Link>
            </Button>
            <Button variant="outline" size="lg" onClick={() => window.print()} className={WRAPPING_BUTTON}>
              <Printer aria-hidden="true" />
              {t('confirmation.printDetails')}
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
