import {
  BOOK_AGAIN_LABEL,
  HOLD_EXPIRED_MESSAGE,
  OLDER_FLOW_HELD_LINE,
  OLDER_FLOW_KEPT_LINE,
} from '@domain/bookings/hold-messages';
import { formatDateLabel, formatTimeLabel, toDisplayDate } from '@domain/shared/dates';
import { genderLabel } from '@domain/shared/gender';
import { formatCurrency } from '@domain/shared/money';
import { regionLabel } from '@domain/timeslots/regions';
import { useQuery } from '@tanstack/react-query';
import { CalendarX2, CheckCircle2, Clock3, Copy, Printer, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { HoldNotice } from '@/features/held-visit';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { registrationLookupQueryOptions } from '@/lib/registration-lookup';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LegacyStepper } from './legacy-stepper';
import {
  BOOKING_CONFIRMED_TITLE,
  EMAIL_CONFIRMATION_TITLE,
  emailConfirmationMessage,
  PRINT_DETAILS_LABEL,
  REFERENCE_COPIED_MESSAGE,
  RETURN_TO_HOMEPAGE_LABEL,
} from './messages';
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

async function copyReference(reference: string) {
  try {
    await navigator.clipboard.writeText(reference);
    toast.success(REFERENCE_COPIED_MESSAGE, { description: reference });
  } catch {
    toast.error('Could not copy the reference number', { description: 'Please select it and copy it yourself.' });
  }
}

function ConfirmedBooking({ confirmation }: { confirmation: LegacyConfirmation }) {
  useDocumentTitle(BOOKING_CONFIRMED_TITLE);
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
            <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{BOOKING_CONFIRMED_TITLE}</h1>
            {isCancelled || isReleased ? null : (
              <p className="mt-2 text-slate-600">
                Thank you, {booking.firstName}. {isHeld ? OLDER_FLOW_HELD_LINE : OLDER_FLOW_KEPT_LINE}
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
            <p className="text-xs font-medium tracking-wide text-brand-800 uppercase">Reference number</p>
            <div className="flex flex-wrap items-center justify-center gap-2">
              <p className="font-mono text-xl font-bold tracking-wider break-all text-brand-900 sm:text-2xl">
                {booking.referenceNumber}
              </p>
              <Button
                variant="ghost"
                size="icon"
                className="no-print text-brand-800"
                onClick={() => void copyReference(booking.referenceNumber)}
                aria-label="Copy reference number"
                title="Copy reference number"
              >
                <Copy aria-hidden="true" />
              </Button>
            </div>
          </div>

          {isCancelled ? (
            <Alert variant="error" title="Appointment cancelled" className="mt-6">
              This appointment has been cancelled.
            </Alert>
          ) : null}
          {isReleased ? (
            <Alert variant="error" title="Visit released" className="mt-6">
              <p>{HOLD_EXPIRED_MESSAGE}</p>
              <Button asChild size="sm" className="mt-3">
                <Link to={paths.legacyEvent.getHref(confirmation.eventSlug)}>{BOOK_AGAIN_LABEL}</Link>
              </Button>
            </Alert>
          ) : null}

          <section aria-labelledby="appointment-heading" className="mt-6">
            <h2 id="appointment-heading" className="text-base font-semibold text-slate-900">
              Appointment
            </h2>
            <dl className="mt-1 divide-y divide-slate-100 text-sm">
              <Row term="Event">{booking.eventName}</Row>
              <Row term="Date and time">
                {formatDateLabel(lookup?.timeslotDate ?? booking.timeslotDate)},{' '}
                {formatTimeLabel(lookup?.timeslotTime ?? booking.timeslotTime)}
                {confirmation.timeslotRegion ? ` (${regionLabel(confirmation.timeslotRegion)})` : ''}
              </Row>
              {booking.location ? <Row term="Location">{booking.location}</Row> : null}
              <Row term="Package">
                {booking.packageName} · {formatCurrency(booking.packagePrice)}
                {booking.isAiaMember || booking.isVitalityMember ? (
                  <Badge variant="success" className="ml-2">
                    {booking.isAiaMember ? 'AIA Member' : 'Vitality Member'}
                  </Badge>
                ) : null}
              </Row>
              {persons.length > 1 ? (
                <Row term={`People (${persons.length})`}>
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
              <Row term="Total (incl. 9% GST)">{formatCurrency(totalAmount)}</Row>
              <Row term="Amount due on the day">{formatCurrency(amountDue)}</Row>
            </dl>
          </section>

          <section aria-labelledby="attendee-heading" className="mt-6">
            <h2 id="attendee-heading" className="text-base font-semibold text-slate-900">
              Attendee
            </h2>
            <dl className="mt-1 divide-y divide-slate-100 text-sm">
              <Row term="Name">
                {booking.firstName} {booking.lastName}
              </Row>
              <Row term="Email">{booking.email}</Row>
              <Row term="Mobile number">{booking.mobileNumber}</Row>
              <Row term="Gender">{genderLabel(booking.gender)}</Row>
              <Row term="ID number">{booking.identificationNumber}</Row>
              <Row term="Date of birth">{toDisplayDate(booking.dateOfBirth)}</Row>
              {booking.unitNumber ? <Row term="Unit number">{booking.unitNumber}</Row> : null}
              {booking.address ? <Row term="Address">{booking.address}</Row> : null}
              {booking.postalCode ? <Row term="Postal code">{booking.postalCode}</Row> : null}
            </dl>
          </section>

          <VisitReminders heading="Reminders" className="mt-6 border-t border-slate-100 pt-6" />

          <Alert variant="info" title={EMAIL_CONFIRMATION_TITLE} className="mt-6">
            {emailConfirmationMessage(booking.email)}
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
                  Add or change participants
                </Link>
              ) : null}
              <Link
                className="inline-flex items-center justify-center gap-2 font-semibold text-brand-700 hover:underline"
                to={paths.cancelAppointment.getHref()}
              >
                <CalendarX2 className="size-4" aria-hidden="true" />
                Cancel or reschedule
              </Link>
            </div>
          )}

          <div className="no-print mt-6 flex flex-col gap-2 sm:flex-row-reverse sm:*:flex-1">
            <Button asChild size="lg">
              <Link to={paths.home.getHref()}>{RETURN_TO_HOMEPAGE_LABEL}</Link>
            </Button>
            <Button variant="outline" size="lg" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              {PRINT_DETAILS_LABEL}
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
