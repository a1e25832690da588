import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { WIZARD_STEPS, type WizardStep } from './use-booking-wizard';

export const STEP_TITLES: Record<WizardStep, string> = {
  1: 'Personal details',
  2: 'Package',
  3: 'Appointment',
  4: 'Review',
};

interface WizardProgressProps {
  step: WizardStep;
  /** Completed steps can be revisited; later ones only through Next, which validates. */
  onGoTo: (step: WizardStep) => void;
  disabled?: boolean;
}

export function WizardProgress({ step, onGoTo, disabled }: WizardProgressProps) {
  return (
    <nav aria-label="Booking progress">
      <p className="mb-3 text-sm text-slate-600 sm:hidden">
        Step {step} of {WIZARD_STEPS.length} · <span className="font-semibold text-slate-900">{STEP_TITLES[step]}</span>
      </p>
      <ol className="grid grid-cols-4 gap-2">
        {WIZARD_STEPS.map((item) => {
          const isDone = item < step;
          const isCurrent = item === step;
          const content = (
            <>
              <span
                aria-hidden="true"
                className={cn('block h-1.5 w-full rounded-full', isDone || isCurrent ? 'bg-brand-700' : 'bg-slate-200')}
              />
              <span className="mt-2.5 hidden items-center gap-2 text-sm sm:flex">
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                    isDone && 'bg-brand-700 text-white',
                    isCurrent && 'bg-brand-100 text-brand-800 ring-2 ring-brand-700',
                    !isDone && !isCurrent && 'bg-slate-100 text-slate-500',
                  )}
                >
                  {isDone ? <Check className="size-3.5" strokeWidth={3} /> : item}
                </span>
                <span
                  className={cn(
                    'truncate',
                    isCurrent ? 'font-semibold text-slate-900' : isDone ? 'text-slate-700' : 'text-slate-500',
                  )}
                >
                  {STEP_TITLES[item]}
                </span>
              </span>
              <span className="sr-only">
                {`Step ${item}: ${STEP_TITLES[item]}`}
                {isDone ? ', completed' : isCurrent ? ', current step' : ''}
              </span>
            </>
          );
          return (
            <li key={item} aria-current={isCurrent ? 'step' : undefined}>
              {isDone && !disabled ? (
                <button
                  type="button"
                  onClick={() => onGoTo(item)}
                  className="block w-full rounded-md py-2 text-left hover:opacity-80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:py-0"
                >
                  {content}
                </button>
              ) : (
                <div className="py-2 sm:py-0">{content}</div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
