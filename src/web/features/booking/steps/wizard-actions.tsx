import { ChevronLeft, ChevronRight, Loader2 } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface WizardActionsProps {
  onPrevious?: () => void;
  /** Omitted when Next submits the step's form. */
  onNext?: () => void;
  /** 'Next' unless the step names it otherwise. */
  nextLabel?: string;
  isBusy?: boolean;
  busyLabel?: string;
  nextIcon?: React.ReactNode;
}

export function WizardActions({ onPrevious, onNext, nextLabel, isBusy, busyLabel, nextIcon }: WizardActionsProps) {
  const { t } = useTranslation('booking');
  const next = nextLabel ?? t('actions.next');
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
      {onPrevious ? (
        <Button
          variant="outline"
          size="lg"
          onClick={onPrevious}
          disabled={isBusy}
          className="h-auto min-h-11 py-2 text-balance whitespace-normal sm:w-auto"
        >
          <ChevronLeft aria-hidden="true" />
          {t('actions.previous')}
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
        // Tamil and Malay labels run long: the button grows a line rather than overflowing a phone.
        className="h-auto min-h-11 py-2 text-balance whitespace-normal sm:min-w-40"
      >
        {isBusy ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" />
            {busyLabel ?? next}
          </>
        ) : (
          <>
            {next}
            {nextIcon ?? <ChevronRight aria-hidden="true" />}
          </>
        )}
      </Button>
    </div>
  );
}
