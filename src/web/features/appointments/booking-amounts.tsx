import type { RegistrationLookup } from '@domain/bookings/responses';
import { formatCurrency } from '@domain/shared/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';

/** One line of a booking's details: the term left, the value right (stacked on a phone). */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between sm:gap-6">
      <dt className="min-w-0 text-slate-500 sm:shrink-0">{term}</dt>
      <dd className="min-w-0 font-medium break-words text-slate-900 sm:text-right">{children}</dd>
    </div>
  );
}

/** Every person's package, counted: 'Premium Screening × 2, Basic Screening'. */
export function PackageNames({ booking }: { booking: Pick<RegistrationLookup, 'packageName' | 'participants'> }) {
  const counts = new Map<string, number>();
  for (const name of [booking.packageName, ...booking.participants.map((person) => person.packageName)]) {
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return <>{[...counts].map(([name, count]) => (count > 1 ? `${name} × ${count}` : name)).join(', ')}</>;
}

const isPositive = (amount: string) => Number(amount) > 0;

/**
 * What the booking costs for all its people, and where the money stands: the total with GST, what the
 * partner service prepaid, what was paid here, and what is still to pay (on the day for the older flow).
 */
export function BookingAmounts({
  booking,
}: {
  booking: Pick<
    RegistrationLookup,
    'status' | 'personCount' | 'totalAmount' | 'partnerPaid' | 'amountDue' | 'refundOnCancel'
  >;
}) {
  const { t } = useTranslation('manage');
  const language = useLanguage();
  const isLive = booking.status !== 'cancelled' && booking.status !== 'expired';
  return (
    <>
      <Detail term={t('amounts.total')}>
        <span data-testid="booking-total">{formatCurrency(booking.totalAmount, language)}</span>
        <span className="block text-xs font-normal text-slate-500">
          {t('amounts.peopleWithGst', { count: booking.personCount })}
        </span>
      </Detail>
      {isPositive(booking.partnerPaid) ? (
        <Detail term={t('amounts.partnerPaid')}>{formatCurrency(booking.partnerPaid, language)}</Detail>
      ) : null}
      {booking.refundOnCancel !== null && isPositive(booking.refundOnCancel) ? (
        <Detail term={t('amounts.paid')}>{formatCurrency(booking.refundOnCancel, language)}</Detail>
      ) : null}
      {isLive && isPositive(booking.amountDue) ? (
        <Detail term={booking.status === 'confirmed' ? t('amounts.payOnTheDay') : t('amounts.stillToPay')}>
          <span data-testid="amount-due">{formatCurrency(booking.amountDue, language)}</span>
        </Detail>
      ) : null}
    </>
  );
}
