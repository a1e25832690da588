import type { MembershipNotCheckedReason } from '@domain/bookings/responses';
import { formatCurrency } from '@domain/shared/money';
import { RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

export const MEMBER_PRICE_NOT_CONFIRMED_TITLE = 'We could not confirm your member price';
export const CHECK_MEMBERSHIP_AGAIN_LABEL = 'Check my membership again';

const REASONS: Record<MembershipNotCheckedReason, string> = {
  'too-many-checks': 'this ID number has been checked too many times in the last hour.',
  'insurer-unavailable': 'the insurer did not answer us.',
};

/** The membership named as far as it is known: never told to a customer who may be no member at all as theirs. */
const membershipOf = (programme: string | null) =>
  programme ? `Your ${programme} membership` : 'If you are an AIA Health Shield or Vitality member, your membership';

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
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Not on the step's first paint, where its heading has the focus: after a Confirm the server refused.
    if (focusKey === 0) return;
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'center' });
  }, [focusKey]);
  return (
    <div ref={ref} tabIndex={-1} className="scroll-mt-24 outline-none">
      <Alert variant="warning" title={MEMBER_PRICE_NOT_CONFIRMED_TITLE} role="alert">
        <p>
          {membershipOf(programme)} could not be checked just now: {REASONS[reason]}
        </p>
        <p className="mt-2">
          The total below is the standard price, {formatCurrency(standardTotal)}. Try again in a few minutes for the
          member price, or confirm now at the standard price.
        </p>
        {/* Wraps rather than widening the step on a narrow phone. */}
        <Button
          variant="outline"
          size="sm"
          className="mt-3 h-auto min-h-9 py-1.5 text-left whitespace-normal"
          onClick={onCheckAgain}
          disabled={isChecking}
        >
          <RotateCcw aria-hidden="true" />
          {isChecking ? 'Checking…' : CHECK_MEMBERSHIP_AGAIN_LABEL}
        </Button>
      </Alert>
    </div>
  );
}
