import { staffStatusLabel } from '@domain/bookings/status';
import { ADDRESS_NEEDED_LABEL } from '@domain/orders/address-needed';
import type { AdminRegistrationStatus } from '@domain/orders/schemas';
import { PAYMENT_STATE_LABELS, PAYMENT_STATE_TONES, type PaymentState } from '@domain/payments/state';
import { Badge } from '@/components/ui/badge';
import { statusAddsToPayment } from './order-status';

/** The order's one payment state, as the server decided it. */
export function PaymentStateBadge({ state }: { state: PaymentState }) {
  return <Badge variant={PAYMENT_STATE_TONES[state]}>{PAYMENT_STATE_LABELS[state]}</Badge>;
}

/** No visit address on record: the nurse cannot find the home until staff get one. */
export function AddressNeededBadge() {
  return <Badge variant="danger">{ADDRESS_NEEDED_LABEL}</Badge>;
}

/** The payment state, the booking's status when it says more than that, and a missing address. */
export function OrderStatusBadges({
  status,
  paymentState,
  addressNeeded = false,
}: {
  status: AdminRegistrationStatus;
  paymentState: PaymentState;
  addressNeeded?: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-1">
      <PaymentStateBadge state={paymentState} />
      {statusAddsToPayment(status) ? (
        <Badge variant={status === 'cancelled' || status === 'expired' ? 'danger' : 'neutral'}>
          {staffStatusLabel(status)}
        </Badge>
      ) : null}
      {addressNeeded ? <AddressNeededBadge /> : null}
    </div>
  );
}
