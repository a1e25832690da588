import { StepBar, StepNumber, stepLabelClass, stepState, stepStateText } from '@/components/ui/step-marker';
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
          const state = stepState(item, step);
          const isDone = state === 'done';
          const content = (
            <>
              <StepBar state={state} className="w-full" />
              <span className="mt-2.5 hidden items-center gap-2 text-sm sm:flex">
                <StepNumber state={state} step={item} className="flex" />
                <span className={cn('truncate', stepLabelClass(state))}>{STEP_TITLES[item]}</span>
              </span>
              <span className="sr-only">
                {`Step ${item}: ${STEP_TITLES[item]}`}
                {stepStateText(state)}
              </span>
            </>
          );
          return (
            <li key={item} aria-current={state === 'current' ? 'step' : undefined}>
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
