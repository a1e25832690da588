import { useRef } from 'react';
import type { WizardStep } from './use-booking-wizard';

/**
 * Moving between the wizard's steps: once the visitor has moved, the step shown takes the focus when
 * it mounts (screen readers say where the visitor now is), and a step chosen opens at the card's top.
 */
export function useWizardNavigation(goToStep: (step: WizardStep) => void) {
  const hasNavigated = useRef(false);
  const cardRef = useRef<HTMLDivElement>(null);

  /** Shows another step with `change`; the step it shows takes the focus. */
  const move = (change: () => void) => {
    hasNavigated.current = true;
    change();
  };

  const scrollToWizard = () => {
    // After React has rendered the new step.
    requestAnimationFrame(() => cardRef.current?.scrollIntoView({ block: 'start' }));
  };

  const goTo = (step: WizardStep) => {
    move(() => goToStep(step));
    scrollToWizard();
  };

  return { cardRef, focusOnMount: hasNavigated.current, move, scrollToWizard, goTo };
}
