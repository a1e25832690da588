import { Clock, IdCard, UtensilsCrossed } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IconList, type IconListItem } from '@/components/ui/icon-list';
import { cn } from '@/lib/cn';

/** Spec 000 §2 "Guidance shown": be ready 15 minutes early, bring ID, fast 8 to 10 hours. */
const VISIT_GUIDANCE = [
  { icon: Clock, key: 'early' },
  { icon: IdCard, key: 'id' },
  { icon: UtensilsCrossed, key: 'fasting' },
] as const;

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
  /** 'Before your visit' unless the page names it otherwise. */
  heading?: string;
  /** Points of the page's own after the spec's (the older flow: payment on the day). */
  extraItems?: readonly IconListItem[];
  className?: string;
}

/** What to know before the nurse comes, for the wizard and the older flow alike. */
export function VisitGuidance({ variant, heading, extraItems = [], className }: VisitGuidanceProps) {
  const { t } = useTranslation('booking');
  const guidance: IconListItem[] = VISIT_GUIDANCE.map(({ icon, key }) => ({
    icon,
    title: t(`shared.visitGuidance.${key}.title`),
    text: t(`shared.visitGuidance.${key}.text`),
  }));
  // An id of its own: the wizard shows it twice (beside the summary, and on the review step on a phone).
  const headingId = useId();
  const styles = VARIANTS[variant];
  const Heading = styles.Heading;
  return (
    <section aria-labelledby={headingId} className={cn(styles.section, className) || undefined}>
      <Heading id={headingId} className={styles.heading}>
        {heading ?? t('shared.visitGuidance.heading')}
      </Heading>
      <IconList items={[...guidance, ...extraItems]} className={styles.list} iconClassName={styles.icon} />
    </section>
  );
}
