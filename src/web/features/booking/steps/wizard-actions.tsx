import { ChevronLeft, ChevronRight, Loader2 } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';

interface WizardActionsProps {
  onPrevious?: () => void;
  /** Omitted when Next submits the step's form. */
  onNext?: () => void;
  nextLabel?: string;
  isBusy?: boolean;
  busyLabel?: string;
  nextIcon?: React.ReactNode;
}

export function WizardActions({
  onPrevious,
  onNext,
  nextLabel = 'Next',
  isBusy,
  busyLabel,
  nextIcon,
}: WizardActionsProps) {
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
      {onPrevious ? (
        <Button variant="outline" size="lg" onClick={onPrevious} disabled={isBusy} className="sm:w-auto">
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
      ) : (
        <span className="hidden sm:block" />
      )}
      <Button
        size="lg"
        type={onNext ? 'button' : 'submit'}
        onClick={onNext}
        disabled={isBusy}
        aria-busy={isBusy || undefined}
        className="sm:min-w-40"
      >
        {isBusy ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" />
            {busyLabel ?? nextLabel}
          </>
        ) : (
          <>
            {nextLabel}
            {nextIcon ?? <ChevronRight aria-hidden="true" />}
          </>
        )}
      </Button>
    </div>
  );
}
