import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

const VARIANTS: Record<string, 'success' | 'warning' | 'danger' | 'neutral'> = {
  pending_payment: 'warning',
  paid: 'success',
  confirmed: 'success',
  cancelled: 'danger',
  expired: 'danger',
};

/**
 * The customer's words for each status (domain/bookings/status.ts, BOOKING_STATUS_LABELS): a hold that
 * ran out is "Released" for customers.
 */
const LABEL_KEYS = {
  pending_payment: 'shared.status.pendingPayment',
  paid: 'shared.status.paid',
  confirmed: 'shared.status.confirmed',
  completed: 'shared.status.completed',
  no_show: 'shared.status.noShow',
  cancelled: 'shared.status.cancelled',
  expired: 'shared.status.expired',
} as const;

const isKnownStatus = (status: string): status is keyof typeof LABEL_KEYS => Object.hasOwn(LABEL_KEYS, status);

/** A booking's status as its customer reads it, on the booking pages and Manage your booking. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('booking');
  return (
    <Badge variant={VARIANTS[status] ?? 'neutral'}>
      {isKnownStatus(status) ? t(LABEL_KEYS[status]) : status.replaceAll('_', ' ')}
    </Badge>
  );
}
