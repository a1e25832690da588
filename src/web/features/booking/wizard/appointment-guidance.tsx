import { Clock, IdCard, UtensilsCrossed } from 'lucide-react';
import { IconList } from '@/components/ui/icon-list';
import { cn } from '@/lib/cn';

/** Spec 000 §2 "Guidance shown": be ready 15 minutes early, bring ID, fast 8 to 10 hours. */
export function AppointmentGuidance({ className }: { className?: string }) {
  const items = [
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
  return (
    <section
      aria-labelledby="guidance-heading"
      className={cn('rounded-xl border border-brand-100 bg-brand-50/60 p-4', className)}
    >
      <h3 id="guidance-heading" className="text-sm font-semibold text-brand-900">
        Before your visit
      </h3>
      <IconList
        items={items}
        className="mt-3 space-y-3 text-slate-900"
        iconClassName="size-8 bg-white text-brand-700 shadow-sm"
      />
    </section>
  );
}
