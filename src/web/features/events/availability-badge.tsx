import type { AvailabilityLabel } from '@domain/timeslots/availability';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

// Keyed by the domain's label (spec 000 §4); the words shown come from the catalogue.
const VARIANT = {
  'Slots Available': { badge: 'success', dot: 'bg-emerald-600', text: 'slotsAvailable' },
  'Limited Slots': { badge: 'warning', dot: 'bg-amber-500', text: 'limitedSlots' },
  'Fully Booked': { badge: 'danger', dot: 'bg-red-600', text: 'fullyBooked' },
} as const satisfies Record<
  AvailabilityLabel,
  { badge: 'success' | 'warning' | 'danger'; dot: string; text: 'slotsAvailable' | 'limitedSlots' | 'fullyBooked' }
>;

/** The state is carried by the words as well as the colour, so it never depends on colour alone. */
export function AvailabilityBadge({ label, className }: { label: AvailabilityLabel; className?: string }) {
  const { t } = useTranslation('events');
  const variant = VARIANT[label];
  return (
    <Badge variant={variant.badge} className={cn('px-3 py-1', className)}>
      <span className={cn('size-1.5 rounded-full', variant.dot)} aria-hidden="true" />
      {t(`availability.${variant.text}`)}
    </Badge>
  );
}
