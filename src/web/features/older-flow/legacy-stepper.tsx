import { useTranslation } from 'react-i18next';
import { StepBar, StepNumber, stepLabelClass, stepState, stepStateText } from '@/components/ui/step-marker';
import { cn } from '@/lib/cn';
import { LEGACY_STEPS } from './messages';

/** The older flow's stepper: 1 is the event list, 2 the event page, 3 /registration, 4 /confirmation. */
export function LegacyStepper({ current }: { current: 2 | 3 | 4 }) {
  const { t } = useTranslation('older');
  return (
    <nav aria-label={t('stepper.label')} className="no-print mb-6 sm:mb-8">
      <ol className="grid grid-cols-4 gap-2">
        {LEGACY_STEPS.map((key, index) => {
          const step = index + 1;
          const state = stepState(step, current);
          return (
            <li key={key} aria-current={state === 'current' ? 'step' : undefined} className="min-w-0">
              <StepBar state={state} />
              <span className="mt-2 flex items-center gap-2 text-xs sm:text-sm">
                <StepNumber state={state} step={step} className="hidden sm:flex" />
                <span className={cn('min-w-0 leading-tight break-words', stepLabelClass(state))}>
                  <span className="sr-only">{t('stepper.stepNumber', { step })}</span>
                  {t(`stepper.steps.${key}`)}
                  <span className="sr-only">{stepStateText(state)}</span>
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
