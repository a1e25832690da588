import { Clock, IdCard, UtensilsCrossed } from 'lucide-react';
import { useId } from 'react';
import { IconList, type IconListItem } from '@/components/ui/icon-list';
import { cn } from '@/lib/cn';

/** Spec 000 §2 "Guidance shown": be ready 15 minutes early, bring ID, fast 8 to 10 hours. */
const VISIT_GUIDANCE: readonly IconListItem[] = [
  {
    icon: Clock,
    title: 'Be ready 15 minutes early',
    text: 'Our nurse may arrive up to 15 minutes before your appointment time.',
  },
  {
    icon: IdCard,
    title: 'Bring your ID',
    text: 'Each person being screened needs their NRIC, FIN or passport at hand.',
  },
  {
    icon: UtensilsCrossed,
    title: 'Fast 8 to 10 hours',
    text: 'No food or drinks other than plain water for 8 to 10 hours before the visit.',
  },
];

const VARIANTS = {
  /** The wizard's tinted box, beside the order summary and on the review step. */
  panel: {
    Heading: 'h3',
    section: 'rounded-xl border border-brand-100 bg-brand-50/60 p-4',
    heading: 'text-sm font-semibold text-brand-900',
    list: 'mt-3 space-y-3 text-slate-900',
    icon: 'size-8 bg-white text-brand-700 shadow-sm',
  },
  /** A section of a card on the older flow's pages. */
  section: {
    Heading: 'h2',
    section: '',
    heading: 'text-base font-semibold text-slate-900',
    list: 'mt-4 space-y-4 text-slate-900',
    icon: 'bg-brand-50 text-brand-700',
  },
} as const;

export interface VisitGuidanceProps {
  variant: keyof typeof VARIANTS;
  heading?: string;
  /** Points of the page's own after the spec's (the older flow: payment on the day). */
  extraItems?: readonly IconListItem[];
  className?: string;
}

/** What to know before the nurse comes, for the wizard and the older flow alike. */
export function VisitGuidance({
  variant,
  heading = 'Before your visit',
  extraItems = [],
  className,
}: VisitGuidanceProps) {
  // An id of its own: the wizard shows it twice (beside the summary, and on the review step on a phone).
  const headingId = useId();
  const styles = VARIANTS[variant];
  const Heading = styles.Heading;
  return (
    <section aria-labelledby={headingId} className={cn(styles.section, className) || undefined}>
      <Heading id={headingId} className={styles.heading}>
        {heading}
      </Heading>
      <IconList
        items={extraItems.length > 0 ? [...VISIT_GUIDANCE, ...extraItems] : VISIT_GUIDANCE}
        className={styles.list}
        iconClassName={styles.icon}
      />
    </section>
  );
}
