import type { CancelAppointmentResult, RegistrationLookup } from '@domain/bookings/responses';
import { visitAddressText } from '@domain/bookings/visit-address';
import { formatDateLabel, formatSingaporeDateTime, formatTimeLabel } from '@domain/shared/dates';
import { formatCurrency } from '@domain/shared/money';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CreditCard, KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import {
  appointmentStateOf,
  BookingAmounts,
  CancelForm,
  CancelledCard,
  CutOffAlert,
  Detail,
  PackageNames,
  ReschedulePanel,
} from '@/features/appointments';
import { StatusBadge } from '@/features/booking-shared';
import { HoldNotice } from '@/features/held-visit';
import { BookedHousehold, participantsQueryOptions } from '@/features/participants';
import { ApiError } from '@/lib/api';
import { bookingTokenStorage, takeFromFragment } from '@/lib/booking-token';
import { paths } from '@/lib/paths';
import { registrationLookupQueryOptions } from '@/lib/registration-lookup';
import { useDocumentTitle } from '@/lib/use-document-title';
import { bookingAccessQueryOptions } from './api';
import { ContactDetails } from './contact-details';
import {
  BY_REFERENCE_LABEL,
  BY_REFERENCE_TEXT,
  HOUSEHOLD_LOCKED_PAID_MESSAGE,
  LINK_NEEDED_TITLE,
  linkNeededMessage,
  MANAGE_PAGE_TITLE,
} from './messages';

/**
 * /booking/manage/{reference}#token=…: "Manage your booking", the link of the confirmation email and
 * text. With the booking's token the customer sees the booking and changes it: the date and time, the
 * people, the contact details; pays what is due; cancels. Without it, the page says where the link is.
 */
export function ManageBookingPage() {
  useDocumentTitle(MANAGE_PAGE_TITLE);
  const reference = (useParams().reference ?? '').trim();
  const lookup = useQuery(registrationLookupQueryOptions(reference));
  // The token after '#' never reaches a server log; taken out of the address bar once read.
  const linkToken = useRef<string | null>(null);
  const [hasReadLink, setHasReadLink] = useState(false);
  useEffect(() => {
    linkToken.current = takeFromFragment('token') ?? linkToken.current;
    setHasReadLink(true);
  }, []);

  if (lookup.isPending || !hasReadLink) return <Spinner label="Loading your booking" className="py-32" />;
  if (lookup.isError) {
    const notFound = lookup.error instanceof ApiError && lookup.error.status === 404;
    return (
      <PageShell>
        <Alert variant="error" role="alert" title={notFound ? 'We could not find this booking' : undefined}>
          {notFound
            ? `No booking has the reference number ${reference}. Please check the link in your email.`
            : 'We could not load your booking. Please try again later.'}
        </Alert>
      </PageShell>
    );
  }
  // Keyed by booking: another reference starts with nothing asked yet.
  return <ManageBooking key={lookup.data.id} booking={lookup.data} linkToken={linkToken.current} />;
}

function PageShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{MANAGE_PAGE_TITLE}</h1>
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}

function ManageBooking({ booking, linkToken }: { booking: RegistrationLookup; linkToken: string | null }) {
  const token = linkToken ?? bookingTokenStorage.read(booking.id);
  const access = useQuery(bookingAccessQueryOptions(booking.id, token, linkToken !== null));
  const [cancelled, setCancelled] = useState<CancelAppointmentResult | null>(null);

  if (cancelled) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
        <CancelledCard result={cancelled} />
      </div>
    );
  }
  if (access.isPending) return <Spinner label="Loading your booking" className="py-32" />;
  if (access.isError || !access.data.valid) return <LinkNeeded booking={booking} />;
  return (
    <ManagedBooking booking={booking} addressText={visitAddressText(access.data.address)} onCancelled={setCancelled} />
  );
}

/** No token here, or not this booking's: where the link is, and the cancel page, which needs only the reference. */
function LinkNeeded({ booking }: { booking: RegistrationLookup }) {
  return (
    <PageShell>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <div className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <KeyRound className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <h2 className="text-lg font-semibold text-slate-900">{LINK_NEEDED_TITLE}</h2>
              <p className="mt-1 text-sm text-slate-700">{linkNeededMessage(booking.email)}</p>
            </div>
          </div>
          <dl className="mt-4 divide-y divide-slate-100 border-t border-slate-100 text-sm">
            <Detail term="Reference number">
              <span className="font-mono">{booking.referenceNumber}</span>
            </Detail>
            <Detail term="Date & time">
              {formatDateLabel(booking.timeslotDate)}, {formatTimeLabel(booking.timeslotTime)}
            </Detail>
          </dl>
          <p className="mt-4 text-sm text-slate-600">{BY_REFERENCE_TEXT}</p>
          <Button asChild variant="outline" className="mt-3 w-full sm:w-auto">
            <Link to={paths.cancelAppointment.getHref(booking.referenceNumber)}>{BY_REFERENCE_LABEL}</Link>
          </Button>
        </CardContent>
      </Card>
    </PageShell>
  );
}

function ManagedBooking({
  booking,
  addressText,
  onCancelled,
}: {
  booking: RegistrationLookup;
  addressText: string;
  onCancelled: (result: CancelAppointmentResult) => void;
}) {
  const state = appointmentStateOf(booking);
  const people = useQuery(participantsQueryOptions(booking.id));
  const primary = people.data?.find((person) => person.isPrimary) ?? null;
  const [rescheduled, setRescheduled] = useState(false);
  const isDue = booking.status === 'pending_payment' && Number(booking.amountDue) > 0;

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <p className="text-sm font-semibold text-brand-700">{booking.eventName}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{MANAGE_PAGE_TITLE}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          Reference number <span className="font-mono font-semibold text-slate-900">{booking.referenceNumber}</span>
          <StatusBadge status={booking.status} />
        </p>
      </header>

      <div className="mt-6 space-y-6">
        {/* A visit held until the contact is proven: kept with the code from the confirmation email. */}
        {booking.holdExpiresAt && state.kind === 'open' ? (
          <HoldNotice referenceNumber={booking.referenceNumber} holdExpiresAt={booking.holdExpiresAt} />
        ) : null}
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <h2 className="text-lg font-semibold text-slate-900">Your home visit</h2>
            <dl className="mt-2 divide-y divide-slate-100 text-sm">
              <Detail term="Date & time">
                <span data-testid="visit-date-time">
                  {formatDateLabel(booking.timeslotDate)}, {formatTimeLabel(booking.timeslotTime)}
                </span>
              </Detail>
              <Detail term="Visit address">{addressText}</Detail>
              <Detail term={booking.participants.length > 0 ? 'Packages' : 'Package'}>
                <PackageNames booking={booking} />
              </Detail>
              <BookingAmounts booking={booking} />
            </dl>

            {isDue && booking.paymentDueAt ? (
              <p className="mt-4 text-sm text-slate-700">
                Please pay by{' '}
                <strong className="font-semibold text-slate-900">
                  {formatSingaporeDateTime(booking.paymentDueAt)}
                </strong>
                . Unpaid bookings are released after this time.
              </p>
            ) : null}
            {isDue ? (
              <Button asChild size="lg" className="mt-3 w-full sm:w-auto">
                <Link to={paths.bookingConfirmation.getHref(booking.referenceNumber, true)}>
                  <CreditCard aria-hidden="true" />
                  Pay {formatCurrency(booking.amountDue)} now
                </Link>
              </Button>
            ) : null}

            {rescheduled && state.kind === 'open' ? (
              <Alert variant="success" title="Your appointment has been moved" className="mt-4" role="status">
                Your new time is {formatDateLabel(booking.timeslotDate)}, {formatTimeLabel(booking.timeslotTime)}. We
                have emailed you a new calendar file.
              </Alert>
            ) : null}
            {state.kind === 'cancelled' ? (
              <Alert variant="error" title="This booking is cancelled" role="status" className="mt-4">
                Nothing more can be changed. You are welcome to book again from the home page.
              </Alert>
            ) : state.kind === 'cut-off' ? (
              <CutOffAlert message={state.message} />
            ) : state.kind === 'closed' ? (
              <Alert variant="info" className="mt-4">
                This booking can no longer be changed.
              </Alert>
            ) : (
              <>
                <p className="mt-4 flex items-start gap-2 text-sm text-slate-600">
                  <CalendarClock className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                  {booking.canChangeParticipants
                    ? 'You can change the date and time, the people and your contact details, or cancel, online until'
                    : 'You can change the date and time and your contact details, or cancel, online until'}{' '}
                  {state.cutoffLabel}.
                </p>
                <ReschedulePanel booking={booking} onRescheduled={() => setRescheduled(true)} />
              </>
            )}
          </CardContent>
        </Card>

        {/* Once the list is asked: the household shows its own error if it could not be. */}
        {people.isPending ? null : (
          <section aria-label="People" className="space-y-3">
            {/* Said before the customer tries: the server refuses these changes for the same reasons. */}
            {state.kind === 'open' && !booking.canChangeParticipants ? (
              <Alert variant="info">{HOUSEHOLD_LOCKED_PAID_MESSAGE}</Alert>
            ) : null}
            <BookedHousehold
              registrationId={booking.id}
              packageId={primary?.packageId ?? 0}
              readOnly={!booking.canChangeParticipants}
              showRepriced={false}
            />
          </section>
        )}

        {primary?.email ? (
          <ContactDetails
            registrationId={booking.id}
            email={primary.email}
            maskedMobile={primary.mobileNumber}
            canChange={state.kind === 'open'}
          />
        ) : null}

        {/* The pre-visit form (DESIGN §8.11: each person's medicines, allergies, conditions and consent) goes
            here, between the people and cancelling, once it exists. */}

        {state.kind === 'open' ? (
          <Card>
            <CardContent className="pt-5 sm:pt-6">
              <CancelForm booking={booking} onCancelled={onCancelled} className="" />
            </CardContent>
          </Card>
        ) : null}
      </div>
    </div>
  );
}
