import { CreditCard } from 'lucide-react';
import { VisitGuidance } from '@/features/booking-shared';

/** The older flow's booking is paid at the visit (spec 000 §2). */
const PAY_ON_THE_DAY = {
  icon: CreditCard,
  title: 'Pay on the day',
  text: 'The amount due is paid to our nurse at the visit.',
};

/** Spec 000 §2 'Guidance shown' (arrive early, ID, fasting) and the older flow's payment on the day. */
export function VisitReminders({ heading, className }: { heading: string; className?: string }) {
  return <VisitGuidance variant="section" heading={heading} extraItems={[PAY_ON_THE_DAY]} className={className} />;
}
