import type { AvailabilityLabel } from '@domain/timeslots/availability';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const VARIANT = {
  'Slots Available': { badge: 'success', dot: 'bg-emerald-600' },
  'Limited Slots': { badge: 'warning', dot: 'bg-amber-500' },
  'Fully Booked': { badge: 'danger', dot: 'bg-red-600' },
} as const satisfies Record<AvailabilityLabel, { badge: 'success' | 'warning' | 'danger'; dot: string }>;

/** The state is carried by the words as well as the colour, so it never depends on colour alone. */
export function AvailabilityBadge({ label, className }: { label: AvailabilityLabel; className?: string }) {
  const variant = VARIANT[label];
  return (
    <Badge variant={variant.badge} className={cn('px-3 py-1', className)}>
      <span className={cn('size-1.5 rounded-full', variant.dot)} aria-hidden="true" />
      {label}
    </Badge>
  );
}
