import type { AdminDiscount, DiscountType, DiscountValueType } from '@domain/discounts/schemas';
import { formatCurrency } from '@domain/shared/money';
import { format } from 'date-fns';
import { isoDateToLocalDate } from '@/components/ui/date-picker';

/** Spec 001 §2: the Type column reads '-', 'Promo' or 'Bin'. */
export function discountTypeLabel(type: DiscountType): string {
  if (type === 'promo') return 'Promo';
  if (type === 'bin') return 'Bin';
  return '-';
}

/**
 * Spec 001 §2, the Discount column: the value followed by % for a percentage ('10%', '12.5%'), a dollar
 * sign before it for an amount ('$25.00').
 */
export function formatDiscountValue(value: string, valueType: DiscountValueType): string {
  if (valueType === 'amount') return formatCurrency(value);
  const number = Number(value);
  return `${Number.isFinite(number) ? String(number) : value}%`;
}

/** 'yyyy-MM-dd' as 'MMM d, yyyy' ('Jan 5, 2027'); anything else as it is. */
function validityDate(isoDate: string): string {
  const date = isoDateToLocalDate(isoDate);
  return date ? format(date, 'MMM d, yyyy') : isoDate;
}

/** Spec 001 §2, the Validity column: 'start - end', 'From …', 'Until …' or 'Always valid'. */
export function validityText(startDate: string | null, endDate: string | null): string {
  if (startDate && endDate) return `${validityDate(startDate)} - ${validityDate(endDate)}`;
  if (startDate) return `From ${validityDate(startDate)}`;
  if (endDate) return `Until ${validityDate(endDate)}`;
  return 'Always valid';
}

type Applicability = Pick<
  AdminDiscount,
  | 'applicableForHealthScreening'
  | 'applicableForAIA'
  | 'applicableForRetail'
  | 'applicableForChronic'
  | 'applicableForPDT'
>;

/** Spec 001 §2, the Applicable For badges, in the spec's order: Health, AIA, Retail, Chronic, PDT. */
export function applicableForBadges(discount: Applicability): string[] {
  const badges: [boolean, string][] = [
    [discount.applicableForHealthScreening, 'Health'],
    [discount.applicableForAIA, 'AIA'],
    [discount.applicableForRetail, 'Retail'],
    [discount.applicableForChronic, 'Chronic'],
    [discount.applicableForPDT, 'PDT'],
  ];
  return badges.filter(([applies]) => applies).map(([, label]) => label);
}

/** 'Unlimited' for no limit (off, null or 0: spec 001 §9), else the limit with what is taken so far. */
export function redemptionsText(isLimited: boolean, max: number | null, taken: number): string {
  if (!isLimited || !max) return `${taken} used · unlimited`;
  return `${taken} of ${max} used`;
}
