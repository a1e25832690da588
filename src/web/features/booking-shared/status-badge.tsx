import { customerStatusLabel } from '@domain/bookings/status';
import { Badge } from '@/components/ui/badge';

const VARIANTS: Record<string, 'success' | 'warning' | 'danger' | 'neutral'> = {
  pending_payment: 'warning',
  paid: 'success',
  confirmed: 'success',
  cancelled: 'danger',
  expired: 'danger',
};

/** A booking's status as its customer reads it, on the booking pages and Manage your booking. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={VARIANTS[status] ?? 'neutral'}>{customerStatusLabel(status) ?? status.replaceAll('_', ' ')}</Badge>
  );
}
