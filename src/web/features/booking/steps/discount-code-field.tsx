import { DISCOUNT_CODE_MISSING_TITLE, DISCOUNT_CODE_REQUIRED_MESSAGE } from '@domain/bookings/messages';
import type { PriceBreakdown } from '@domain/bookings/pricing';
import type { DiscountResult } from '@domain/discounts/responses';
import type { Language } from '@domain/shared/language';
import { formatCurrency } from '@domain/shared/money';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Loader2, Tag, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { serverMessage } from '@/lib/api';
import { useLanguage, useMessageText } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { type DiscountRequest, discountValidationRequest, validateDiscount } from '../api';
import { discountCheckKey } from '../pricing/booking-pricing';
import type { AppliedDiscount } from '../wizard/use-booking-wizard';

interface DiscountCodeFieldProps {
  breakdown: PriceBreakdown;
  isMember: boolean;
  discount: AppliedDiscount | null;
  onChange: (discount: AppliedDiscount | null) => void;
}

/** Spec 000 §9: a percentage shows as a percent, anything else as a dollar amount. */
function discountValueLabel(t: TFunction<'booking'>, discount: DiscountResult, language: Language): string {
  return discount.type === 'percentage'
    ? t('discount.percentOff', { percent: Number(discount.value) })
    : t('discount.amountOff', { amount: formatCurrency(discount.value, language) });
}

export function DiscountCodeField({ breakdown, isMember, discount, onChange }: DiscountCodeFieldProps) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const messageText = useMessageText();
  const [code, setCode] = useState('');
  // The reason a code was refused, beside the field (the spec's toast says it too, but goes away).
  const [refusal, setRefusal] = useState<string | null>(null);
  const checkKey = discountCheckKey(breakdown, isMember);
  // The request is built in the same render as its check key, so the two always describe the same amount.
  const validate = useMutation({
    mutationFn: (input: { request: DiscountRequest; key: string }) => validateDiscount(input.request),
  });

  const apply = () => {
    const trimmed = code.trim();
    if (trimmed === '') {
      setRefusal(DISCOUNT_CODE_REQUIRED_MESSAGE);
      toast.error(messageText(DISCOUNT_CODE_MISSING_TITLE), {
        description: messageText(DISCOUNT_CODE_REQUIRED_MESSAGE),
      });
      return;
    }
    setRefusal(null);
    validate.mutate(
      { request: discountValidationRequest(trimmed, breakdown, isMember), key: checkKey },
      {
        onSuccess: (result) => {
          onChange({ ...result, validatedFor: checkKey });
          setCode('');
          toast.success(t('discount.appliedTitle'), {
            description: `${result.code}: ${discountValueLabel(t, result, language)}`,
          });
        },
        onError: (error) => {
          const message = serverMessage(error, t('discount.failed'));
          setRefusal(message);
          toast.error(t('discount.invalidTitle'), { description: messageText(message) });
        },
      },
    );
  };

  // Persons, packages or membership changed since the code was accepted: ask the server again, as
  // limits such as a minimum spend or the member/retail flag may no longer hold.
  const recheckingFor = useRef<string | null>(null);
  const currentDiscount = useRef(discount);
  currentDiscount.current = discount;
  const { mutate } = validate;
  useEffect(() => {
    if (!discount || discount.validatedFor === checkKey || recheckingFor.current === checkKey) return;
    recheckingFor.current = checkKey;
    mutate(
      { request: discountValidationRequest(discount.code, breakdown, isMember), key: checkKey },
      {
        onSuccess: (result) => {
          // Removed while the check ran: keep it removed.
          if (currentDiscount.current?.code !== discount.code) return;
          onChange({ ...result, validatedFor: checkKey });
        },
        onError: (error) => {
          if (currentDiscount.current?.code !== discount.code) return;
          const message = serverMessage(error, t('discount.failed'));
          onChange(null);
          setCode(discount.code);
          setRefusal(message);
          toast.error(t('discount.invalidTitle'), { description: messageText(message) });
        },
        onSettled: () => {
          recheckingFor.current = null;
        },
      },
    );
  }, [discount, checkKey, breakdown, isMember, mutate, onChange, t, messageText]);

  if (discount) {
    return (
      <section aria-labelledby="discount-heading">
        <h3 id="discount-heading" className="text-base font-semibold text-slate-900">
          {t('discount.heading')}
        </h3>
        <div className="mt-3 flex flex-wrap items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-3">
          <Tag className="size-5 shrink-0 text-emerald-700" aria-hidden="true" />
          <div className="min-w-40 flex-1 text-sm break-words">
            <p className="font-semibold text-emerald-900">
              {t('discount.applied', { code: discount.code, value: discountValueLabel(t, discount, language) })}
            </p>
            {discount.description ? <p className="text-emerald-800">{discount.description}</p> : null}
          </div>
          {validate.isPending ? (
            <Loader2 className="size-4 animate-spin text-emerald-700" aria-label={t('discount.checking')} />
          ) : null}
          <Button
            variant="outline"
            size="sm"
            onClick={() => onChange(null)}
            aria-label={t('discount.removeLabel', { code: discount.code })}
          >
            <X aria-hidden="true" />
            {t('discount.remove')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="discount-heading">
      <h3 id="discount-heading" className="text-base font-semibold text-slate-900">
        {t('discount.heading')}
      </h3>
      <form
        noValidate
        className="mt-3 flex flex-wrap gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <Label htmlFor="discount-code" className="sr-only">
          {t('discount.heading')}
        </Label>
        <Input
          id="discount-code"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setRefusal(null);
          }}
          placeholder={t('discount.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={refusal !== null}
          aria-describedby={refusal !== null ? 'discount-code-error' : undefined}
          className="min-w-0 flex-1 basis-40 uppercase placeholder:normal-case sm:max-w-xs"
        />
        <Button type="submit" variant="outline" disabled={validate.isPending}>
          {validate.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {t('discount.apply')}
        </Button>
        {refusal !== null ? (
          <p id="discount-code-error" role="alert" className="basis-full text-sm font-medium text-red-700">
            {messageText(refusal)}
          </p>
        ) : null}
      </form>
    </section>
  );
}
