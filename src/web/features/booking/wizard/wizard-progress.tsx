import { useTranslation } from 'react-i18next';
import { StepBar, StepNumber, stepLabelClass, stepState } from '@/components/ui/step-marker';
import { cn } from '@/lib/cn';
import { WIZARD_STEPS, type WizardStep } from './use-booking-wizard';

/** Each step's name: the keys of `progress.steps`. */
const STEP_KEYS = { 1: 'details', 2: 'package', 3: 'appointment', 4: 'review' } as const satisfies Record<
  WizardStep,
  string
>;

interface WizardProgressProps {
  step: WizardStep;
  /** Completed steps can be revisited; later ones only through Next, which validates. */
  onGoTo: (step: WizardStep) => void;
  disabled?: boolean;
}

export function WizardProgress({ step, onGoTo, disabled }: WizardProgressProps) {
  const { t } = useTranslation('booking');
  const titleOf = (item: WizardStep) => t(`progress.steps.${STEP_KEYS[item]}`);
  return (
    <nav aria-label={t('progress.label')}>
      <p className="mb-3 text-sm text-slate-600 sm:hidden">
        {t('progress.stepOf', { step, total: WIZARD_STEPS.length })} ·{' '}
        <span className="font-semibold text-slate-900">{titleOf(step)}</span>
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
                <span className={cn('min-w-0 break-words', stepLabelClass(state))}>{titleOf(item)}</span>
              </span>
              <span className="sr-only">
                {t('progress.stepName', { step: item, title: titleOf(item) })}
                {state === 'done' ? t('progress.done') : state === 'current' ? t('progress.current') : ''}
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
