import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { VisitGuidance } from '@/features/booking-shared';

/** Spec 000 §2 'Guidance shown' (arrive early, ID, fasting) and the older flow's payment on the day. */
export function VisitReminders({ heading, className }: { heading: string; className?: string }) {
  const { t } = useTranslation('older');
  // The older flow's booking is paid at the visit (spec 000 §2).
  const payOnTheDay = {
    icon: CreditCard,
    title: t('visitReminders.payOnTheDayTitle'),
    text: t('visitReminders.payOnTheDayText'),
  };
  return <VisitGuidance variant="section" heading={heading} extraItems={[payOnTheDay]} className={className} />;
}
