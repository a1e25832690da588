import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldValues, type Path, type PathValue, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useMessageText } from '@/lib/i18n';
import { createAddressAutofill, fetchLocatedAddress } from './address-lookup';

export interface AddressFieldsProps<T extends FieldValues, TOutput> {
  form: UseFormReturn<T, unknown, TOutput>;
  /** What the postal code decides on this page (the region, the visit times). */
  postalCodeHint: ReactNode;
  /** The postal code's error: a page may add its own (a code no region serves) to the form's. */
  postalCodeError?: string;
  postalCodeClassName?: string;
}

/**
 * Fills the address field from the postal code (DESIGN §8.12) while it is empty or still holds what was
 * filled in; answers what it filled in, for the field's hint.
 */
function useAddressFromPostalCode<T extends FieldValues, TOutput>(
  form: UseFormReturn<T, unknown, TOutput>,
): string | null {
  const postalCode: unknown = useWatch({ control: form.control, name: 'postalCode' as Path<T> });
  const [filled, setFilled] = useState<string | null>(null);
  const formRef = useRef(form);
  formRef.current = form;
  const [autofill] = useState(() =>
    createAddressAutofill({
      lookUp: fetchLocatedAddress,
      readAddress: () => String(formRef.current.getValues('address' as Path<T>) ?? ''),
      writeAddress: (address) => {
        const current = formRef.current;
        // Checked again at once only once the form was sent: a field filled in is not an error to show.
        current.setValue('address' as Path<T>, address as PathValue<T, Path<T>>, {
          shouldDirty: true,
          shouldValidate: current.formState.isSubmitted,
        });
        setFilled(address || null);
      },
    }),
  );
  useEffect(() => {
    void autofill.postalCodeChanged(typeof postalCode === 'string' ? postalCode : '');
  }, [autofill, postalCode]);
  useEffect(() => () => autofill.stop(), [autofill]);
  return filled;
}

/**
 * The home our nurse visits, as grid items of the form around them: postal code, unit number and address,
 * the address filled in from the postal code where it is known. The wizard's step 1 and the older
 * registration page ask them alike; both forms name the fields `postalCode`, `unitNumber` and `address`,
 * so the names are cast here, once.
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
  const filled = useAddressFromPostalCode(form);
  const address: unknown = useWatch({ control: form.control, name: name('address') });
  // Said while the field shows what the postal code filled in, so the customer checks it.
  const isFilled = filled !== null && typeof address === 'string' && address.trim() === filled;
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
      <FormField
        id="address"
        label={t('shared.address.address')}
        hint={isFilled ? t('shared.address.filledFromPostalCode') : undefined}
        error={errorOf('address')}
        className="sm:col-span-2"
      >
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
