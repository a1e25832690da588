import type { MembershipNotCheckedReason } from '@domain/bookings/responses';
import { formatCurrency } from '@domain/shared/money';
import { RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/i18n';

/** Why the membership could not be checked: the keys of `memberPrice.reasons`. */
const REASON_KEYS = {
  'too-many-checks': 'tooManyChecks',
  'insurer-unavailable': 'insurerUnavailable',
} as const satisfies Record<MembershipNotCheckedReason, string>;

export interface MemberPriceNoticeProps {
  reason: MembershipNotCheckedReason;
  /** 'AIA Health Shield' or 'Vitality' when verified before; null when it never was. */
  programme: string | null;
  /** The standard total the summary shows, and Confirm Booking books. */
  standardTotal: string;
  isChecking: boolean;
  onCheckAgain: () => void;
  /** Changes each time the server refuses a total for this reason: the notice then takes the focus. */
  focusKey: number;
}

/**
 * On the review step, when the membership could not be checked (at step 1, or by the server at Confirm):
 * the summary shows the standard price, which Confirm Booking then books, and the customer may check
 * again for the member price. Never a silent re-price: after a refused Confirm it takes the focus.
 */
export function MemberPriceNotice({
  reason,
  programme,
  standardTotal,
  isChecking,
  onCheckAgain,
  focusKey,
}: MemberPriceNoticeProps) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const ref = useRef<HTMLDivElement>(null);
  const reasonText = t(`memberPrice.reasons.${REASON_KEYS[reason]}`);
  useEffect(() => {
    // Not on the step's first paint, where its heading has the focus: after a Confirm the server refused.
    if (focusKey === 0) return;
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'center' });
  }, [focusKey]);
  return (
    <div ref={ref} tabIndex={-1} className="scroll-mt-24 outline-none">
      <Alert variant="warning" title={t('memberPrice.title')} role="alert">
        {/* The membership named as far as it is known: never told to a customer who may be no member at all as theirs. */}
        <p>
          {programme
            ? t('memberPrice.notCheckedProgramme', { programme, reason: reasonText })
            : t('memberPrice.notCheckedUnknown', { reason: reasonText })}
        </p>
        <p className="mt-2">{t('memberPrice.standardTotal', { total: formatCurrency(standardTotal, language) })}</p>
        {/* Wraps rather than widening the step on a narrow phone. */}
        <Button
          variant="outline"
          size="sm"
          className="mt-3 h-auto min-h-9 py-1.5 text-left whitespace-normal"
          onClick={onCheckAgain}
          disabled={isChecking}
        >
          <RotateCcw aria-hidden="true" />
          {isChecking ? t('memberPrice.checking') : t('memberPrice.checkAgain')}
        </Button>
      </Alert>
    </div>
  );
}
