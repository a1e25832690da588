import { CLINIC_CONTACT } from '@domain/bookings/appointment-messages';
import type { CancelAppointmentResult, RegistrationLookup } from '@domain/bookings/responses';
import { formatVisitAddress, VISIT_ADDRESS_NEEDED_MESSAGE, type VisitAddress } from '@domain/bookings/visit-address';
import { formatDateLabel, formatSingaporeDateTime, formatTimeLabel } from '@domain/shared/dates';
import { formatCurrency } from '@domain/shared/money';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, ClipboardList, CreditCard, KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
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
import { useLanguage, useMessageText } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { registrationLookupQueryOptions } from '@/lib/registration-lookup';
import { useDocumentTitle } from '@/lib/use-document-title';
import { bookingAccessQueryOptions } from './api';
import { ContactDetails } from './contact-details';

// The page's texts are the catalogue's (manage:manage, contact); the spec's toasts of the household come from
// the participants feature, the cancel page's pieces from the appointments feature.

/** The visit's date and time in the page's language. */
function useVisitTime(booking: RegistrationLookup): string {
  const { t } = useTranslation();
  const language = useLanguage();
  return t('join.dateTime', {
    date: formatDateLabel(booking.timeslotDate, language),
    time: formatTimeLabel(booking.timeslotTime, language),
  });
}

/**
 * /booking/manage/{reference}#token=…: "Manage your booking", the link of the confirmation email and
 * text. With the booking's token the customer sees the booking and changes it: the date and time, the
 * people, the contact details; pays what is due; cancels. Without it, the page says where the link is.
 */
export function ManageBookingPage() {
  const { t } = useTranslation('manage');
  useDocumentTitle(t('manage.title'));
  const reference = (useParams().reference ?? '').trim();
  const lookup = useQuery(registrationLookupQueryOptions(reference));
  // The token after '#' never reaches a server log; taken out of the address bar once read.
  const linkToken = useRef<string | null>(null);
  const [hasReadLink, setHasReadLink] = useState(false);
  useEffect(() => {
    linkToken.current = takeFromFragment('token') ?? linkToken.current;
    setHasReadLink(true);
  }, []);

  if (lookup.isPending || !hasReadLink) return <Spinner label={t('manage.loading')} className="py-32" />;
  if (lookup.isError) {
    const notFound = lookup.error instanceof ApiError && lookup.error.status === 404;
    return (
      <PageShell>
        <Alert variant="error" role="alert" title={notFound ? t('manage.notFoundTitle') : undefined}>
          {notFound ? t('manage.notFound', { reference }) : t('manage.loadFailed')}
        </Alert>
      </PageShell>
    );
  }
  // Keyed by booking: another reference starts with nothing asked yet.
  return <ManageBooking key={lookup.data.id} booking={lookup.data} linkToken={linkToken.current} />;
}

function PageShell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('manage');
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">{t('manage.title')}</h1>
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}

function ManageBooking({ booking, linkToken }: { booking: RegistrationLookup; linkToken: string | null }) {
  const { t } = useTranslation('manage');
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
  if (access.isPending) return <Spinner label={t('manage.loading')} className="py-32" />;
  if (access.isError || !access.data.valid) return <LinkNeeded booking={booking} />;
  return <ManagedBooking booking={booking} token={token} address={access.data.address} onCancelled={setCancelled} />;
}

/** No token here, or not this booking's: where the link is, and the cancel page, which needs only the reference. */
function LinkNeeded({ booking }: { booking: RegistrationLookup }) {
  const { t } = useTranslation('manage');
  const visitTime = useVisitTime(booking);
  return (
    <PageShell>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <div className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <KeyRound className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <h2 className="text-lg font-semibold text-slate-900">{t('manage.linkNeededTitle')}</h2>
              <p className="mt-1 text-sm break-words text-slate-700">
                {t('manage.linkNeeded', { email: booking.email })}
              </p>
            </div>
          </div>
          <dl className="mt-4 divide-y divide-slate-100 border-t border-slate-100 text-sm">
            <Detail term={t('manage.referenceNumber')}>
              <span className="font-mono">{booking.referenceNumber}</span>
            </Detail>
            <Detail term={t('manage.dateAndTime')}>{visitTime}</Detail>
          </dl>
          <p className="mt-4 text-sm text-slate-600">{t('manage.byReferenceText')}</p>
          <Button asChild variant="outline" className="mt-3 w-full sm:w-auto">
            <Link to={paths.cancelAppointment.getHref(booking.referenceNumber)}>{t('manage.byReferenceLabel')}</Link>
          </Button>
        </CardContent>
      </Card>
    </PageShell>
  );
}

function ManagedBooking({
  booking,
  token,
  address,
  onCancelled,
}: {
  booking: RegistrationLookup;
  /** The booking's token, which opens the pre-visit forms too. */
  token: string | null;
  address: VisitAddress;
  onCancelled: (result: CancelAppointmentResult) => void;
}) {
  const { t } = useTranslation('manage');
  const language = useLanguage();
  const messageText = useMessageText();
  const visitTime = useVisitTime(booking);
  // The address as Singapore writes it, in any language; without one, that the clinic will ask for it.
  const addressText = formatVisitAddress(address) ?? messageText(VISIT_ADDRESS_NEEDED_MESSAGE);
  const state = appointmentStateOf(booking, language);
  const people = useQuery(participantsQueryOptions(booking.id));
  const primary = people.data?.find((person) => person.isPrimary) ?? null;
  const [rescheduled, setRescheduled] = useState(false);
  const isDue = booking.status === 'pending_payment' && Number(booking.amountDue) > 0;

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <p className="text-sm font-semibold text-brand-700">{booking.eventName}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
          {t('manage.title')}
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          {t('manage.referenceNumber')}{' '}
          <span className="font-mono font-semibold text-slate-900">{booking.referenceNumber}</span>
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
            <h2 className="text-lg font-semibold text-slate-900">{t('manage.yourHomeVisit')}</h2>
            <dl className="mt-2 divide-y divide-slate-100 text-sm">
              <Detail term={t('manage.dateAndTime')}>
                <span data-testid="visit-date-time">{visitTime}</span>
              </Detail>
              <Detail term={t('manage.visitAddress')}>{addressText}</Detail>
              <Detail term={booking.participants.length > 0 ? t('manage.packages') : t('manage.package')}>
                <PackageNames booking={booking} />
              </Detail>
              <BookingAmounts booking={booking} />
            </dl>

            {isDue && booking.paymentDueAt ? (
              <p className="mt-4 text-sm text-slate-700">
                <Trans
                  t={t}
                  i18nKey="manage.payBy"
                  values={{ when: formatSingaporeDateTime(booking.paymentDueAt, 'long', language) }}
                  components={{ strong: <strong className="font-semibold text-slate-900" /> }}
                />
              </p>
            ) : null}
            {isDue ? (
              <Button asChild size="lg" className="mt-3 w-full sm:w-auto">
                <Link to={paths.bookingConfirmation.getHref(booking.referenceNumber, true)}>
                  <CreditCard aria-hidden="true" />
                  {t('manage.payNow', { amount: formatCurrency(booking.amountDue, language) })}
                </Link>
              </Button>
            ) : null}

            {rescheduled && state.kind === 'open' ? (
              <Alert variant="success" title={t('manage.movedTitle')} className="mt-4" role="status">
                {t('manage.movedText', { when: visitTime })}
              </Alert>
            ) : null}
            {state.kind === 'cancelled' ? (
              <Alert variant="error" title={t('manage.cancelledTitle')} role="status" className="mt-4">
                {t('manage.cancelledText')}
              </Alert>
            ) : state.kind === 'cut-off' ? (
              <CutOffAlert message={state.message} />
            ) : state.kind === 'closed' ? (
              <Alert variant="info" className="mt-4">
                {t('manage.closed')}
              </Alert>
            ) : (
              <>
                <p className="mt-4 flex items-start gap-2 text-sm text-slate-600">
                  <CalendarClock className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                  {booking.canChangeParticipants
                    ? t('manage.changeAllUntil', { when: state.cutoffLabel })
                    : t('manage.changeUntil', { when: state.cutoffLabel })}
                </p>
                <ReschedulePanel booking={booking} onRescheduled={() => setRescheduled(true)} />
              </>
            )}
          </CardContent>
        </Card>

        {/* Once the list is asked: the household shows its own error if it could not be. */}
        {people.isPending ? null : (
          <section aria-label={t('manage.people')} className="space-y-3">
            {/* Said before the customer tries: the server refuses these changes for the same reasons. */}
            {state.kind === 'open' && !booking.canChangeParticipants ? (
              <Alert variant="info">
                {t('manage.householdLockedPaid', { phone: CLINIC_CONTACT.phone, email: CLINIC_CONTACT.email })}
              </Alert>
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

        {/* Each person's pre-visit form (DESIGN §8.11), while the visit is ahead; the link carries the token. */}
        {token && state.kind !== 'cancelled' && state.kind !== 'closed' ? (
          <Card>
            <CardContent className="pt-5 sm:pt-6">
              <h2 className="text-lg font-semibold text-slate-900">{t('manage.prepareTitle')}</h2>
              <p className="mt-1 text-sm text-slate-700">{t('manage.prepareText')}</p>
              <Button asChild variant="outline" size="lg" className="mt-3 w-full sm:w-auto">
                <Link to={paths.prepareVisit.getHref(booking.referenceNumber, token)}>
                  <ClipboardList aria-hidden="true" />
                  {t('manage.prepareButton')}
                </Link>
              </Button>
            </CardContent>
          </Card>
        ) : null}

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
