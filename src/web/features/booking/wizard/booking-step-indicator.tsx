import { useTranslation } from 'react-i18next';
import type { WizardStep } from './use-booking-wizard';

// Spec 000 §2 "Booking step indicator": four steps of the whole journey, rendered hidden. The visible
// progress of the wizard itself is WizardProgress.
const JOURNEY_STEPS = ['selectEvent', 'personalDetails', 'choosePackage', 'confirmation'] as const;

/** Where each wizard step sits in the journey: event chosen already, so details are step 2. */
function journeyStep(step: WizardStep): number {
  if (step === 1) return 2;
  if (step === 4) return 4;
  return 3;
}

export function BookingStepIndicator({ step }: { step: WizardStep }) {
  const { t } = useTranslation('booking');
  const current = journeyStep(step);
  return (
    <nav hidden aria-label={t('journey.label')}>
      <ol>
        {JOURNEY_STEPS.map((key, index) => (
          <li key={key} aria-current={index + 1 === current ? 'step' : undefined}>
            <span>{index + 1}</span> {t(`journey.${key}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
