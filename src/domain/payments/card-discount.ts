import { type DiscountRule, discountAmountCents, GST_RATE } from '@domain/bookings/pricing';
import { centsToAmount, roundHalfUpDiv, toCents } from '@domain/shared/money';

export interface CardCharge {
  /** Taken off the amount before GST, like a discount code (DESIGN §4 Discounts). */
  cardDiscount: string;
  afterDiscounts: string;
  gst: string;
  total: string;
  /** What the card is charged: max(0, total − partner prepaid). */
  amountDue: string;
}

/**
 * A booking's amounts once a card (BIN) discount applies at payment: the discount comes off the amount
 * after the family bundle and code discounts, then GST is added again and the partner prepayment
 * deducted, the same order of steps as `priceBooking`. With no rule the amounts stay as they were.
 */
export function applyCardDiscount(
  stored: { afterDiscounts: string; partnerPaid: string },
  rule: DiscountRule | null,
): CardCharge {
  const base = Math.max(0, toCents(stored.afterDiscounts));
  const cardDiscount = rule ? discountAmountCents(base, rule) : 0;
  const afterDiscounts = base - cardDiscount;
  const gst = roundHalfUpDiv(afterDiscounts * GST_RATE, 100);
  const total = afterDiscounts + gst;
  const amountDue = Math.max(0, total - Math.max(0, toCents(stored.partnerPaid)));
  return {
    cardDiscount: centsToAmount(cardDiscount),
    afterDiscounts: centsToAmount(afterDiscounts),
    gst: centsToAmount(gst),
    total: centsToAmount(total),
    amountDue: centsToAmount(amountDue),
  };
}
