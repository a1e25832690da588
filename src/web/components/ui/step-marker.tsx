import i18next from 'i18next';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

// The parts of a booking stepper (the wizard's and the older flow's): the bar over each step, its
// numbered circle that turns into a check, and its label's colour.

export type StepState = 'done' | 'current' | 'todo';

export const stepState = (step: number, current: number): StepState =>
  step < current ? 'done' : step === current ? 'current' : 'todo';

/**
 * ', completed' or ', current step' after a step's name, for screen readers, in the page's language (read
 * while the stepper renders, which its own texts make it do again when the language changes).
 */
export const stepStateText = (state: StepState) =>
  state === 'done'
    ? i18next.t('common:ui.stepCompleted')
    : state === 'current'
      ? i18next.t('common:ui.stepCurrent')
      : '';

export function StepBar({ state, className }: { state: StepState; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('block h-1.5 rounded-full', state === 'todo' ? 'bg-slate-200' : 'bg-brand-700', className)}
    />
  );
}

export function StepNumber({ state, step, className }: { state: StepState; step: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold',
        className,
        state === 'done' && 'bg-brand-700 text-white',
        state === 'current' && 'bg-brand-100 text-brand-800 ring-2 ring-brand-700',
        state === 'todo' && 'bg-slate-100 text-slate-500',
      )}
    >
      {state === 'done' ? <Check className="size-3.5" strokeWidth={3} /> : step}
    </span>
  );
}

export const stepLabelClass = (state: StepState) =>
  state === 'current' ? 'font-semibold text-slate-900' : state === 'done' ? 'text-slate-700' : 'text-slate-500';
