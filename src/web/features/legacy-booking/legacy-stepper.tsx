import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { LEGACY_STEPS } from './messages';

/** The older flow's stepper: 1 is the event list, 2 the event page, 3 /registration, 4 /confirmation. */
export function LegacyStepper({ current }: { current: 2 | 3 | 4 }) {
  return (
    <nav aria-label="Booking steps" className="no-print mb-6 sm:mb-8">
      <ol className="grid grid-cols-4 gap-2">
        {LEGACY_STEPS.map((label, index) => {
          const step = index + 1;
          const isDone = step < current;
          const isCurrent = step === current;
          return (
            <li key={label} aria-current={isCurrent ? 'step' : undefined} className="min-w-0">
              <span
                aria-hidden="true"
                className={cn('block h-1.5 rounded-full', isDone || isCurrent ? 'bg-brand-700' : 'bg-slate-200')}
              />
              <span className="mt-2 flex items-center gap-2 text-xs sm:text-sm">
                <span
                  aria-hidden="true"
                  className={cn(
                    'hidden size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold sm:flex',
                    isDone && 'bg-brand-700 text-white',
                    isCurrent && 'bg-brand-100 text-brand-800 ring-2 ring-brand-700',
                    !isDone && !isCurrent && 'bg-slate-100 text-slate-500',
                  )}
                >
                  {isDone ? <Check className="size-3.5" strokeWidth={3} /> : step}
                </span>
                <span
                  className={cn(
                    'leading-tight',
                    isCurrent ? 'font-semibold text-slate-900' : isDone ? 'text-slate-700' : 'text-slate-500',
                  )}
                >
                  <span className="sr-only">{`Step ${step}: `}</span>
                  {label}
                  <span className="sr-only">{isDone ? ', completed' : isCurrent ? ', current step' : ''}</span>
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
