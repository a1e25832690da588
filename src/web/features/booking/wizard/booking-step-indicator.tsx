import type { WizardStep } from './use-booking-wizard';

// Spec 000 §2 "Booking step indicator": four steps of the whole journey, rendered hidden. The visible
// progress of the wizard itself is WizardProgress.
const JOURNEY_STEPS = ['Select Event', 'Personal Details', 'Choose Package', 'Confirmation'] as const;

/** Where each wizard step sits in the journey: event chosen already, so details are step 2. */
function journeyStep(step: WizardStep): number {
  if (step === 1) return 2;
  if (step === 4) return 4;
  return 3;
}

export function BookingStepIndicator({ step }: { step: WizardStep }) {
  const current = journeyStep(step);
  return (
    <nav hidden aria-label="Booking steps">
      <ol>
        {JOURNEY_STEPS.map((label, index) => (
          <li key={label} aria-current={index + 1 === current ? 'step' : undefined}>
            <span>{index + 1}</span> {label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
