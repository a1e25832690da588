import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useMessageText } from '@/lib/i18n';

export interface AddressFieldsProps<T extends FieldValues, TOutput> {
  form: UseFormReturn<T, unknown, TOutput>;
  /** What the postal code decides on this page (the region, the visit times). */
  postalCodeHint: ReactNode;
  /** The postal code's error: a page may add its own (a code no region serves) to the form's. */
  postalCodeError?: string;
  postalCodeClassName?: string;
}

/**
 * The home our nurse visits, as grid items of the form around them: postal code, unit number and address.
 * The wizard's step 1 and the older registration page ask them alike; both forms name the fields
 * `postalCode`, `unitNumber` and `address`, so the names are cast here, once.
 */
export function AddressFields<T extends FieldValues, TOutput>({
  form,
  postalCodeHint,
  postalCodeError,
  postalCodeClassName,
}: AddressFieldsProps<T, TOutput>) {
  const { t } = useTranslation('booking');
  const messageText = useMessageText();
  const { register } = form;
  const name = (field: 'postalCode' | 'unitNumber' | 'address') => field as Path<T>;
  // The shared rules' messages (zod's), in the page's language.
  const errorOf = (field: 'postalCode' | 'unitNumber' | 'address') => {
    const message = form.getFieldState(name(field), form.formState).error?.message;
    return message ? messageText(message) : undefined;
  };
  return (
    <>
      <FormField
        id="postalCode"
        label={t('shared.address.postalCode')}
        className={postalCodeClassName}
        hint={postalCodeHint}
        error={postalCodeError ? messageText(postalCodeError) : errorOf('postalCode')}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            {...register(name('postalCode'))}
          />
        )}
      </FormField>
      <FormField id="unitNumber" label={t('shared.address.unitNumber')} optional error={errorOf('unitNumber')}>
        {(control) => (
          <Input
            {...control}
            placeholder={t('shared.address.unitNumberPlaceholder')}
            autoComplete="address-line2"
            {...register(name('unitNumber'))}
          />
        )}
      </FormField>
      <FormField id="address" label={t('shared.address.address')} error={errorOf('address')} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            placeholder={t('shared.address.addressPlaceholder')}
            autoComplete="address-line1"
            {...register(name('address'))}
          />
        )}
      </FormField>
    </>
  );
}
