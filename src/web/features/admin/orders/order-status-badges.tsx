import type { AdminRegistrationStatus } from '@domain/admin-schemas';
import { Badge } from '@/components/ui/badge';
import { paymentBadgeLabel, statusText } from './order-status';

/** Paid or Unpaid (spec 001 §2), and a booking's status when it says more than that. */
export function OrderStatusBadges({ status }: { status: AdminRegistrationStatus }) {
  const label = paymentBadgeLabel(status);
  return (
    <div className="flex flex-wrap gap-1">
      <Badge variant={label === 'Paid' ? 'success' : 'warning'}>{label}</Badge>
      {status !== 'paid' && status !== 'pending_payment' ? (
        <Badge variant={status === 'cancelled' || status === 'expired' ? 'danger' : 'neutral'}>
          {statusText(status)}
        </Badge>
      ) : null}
    </div>
  );
}
