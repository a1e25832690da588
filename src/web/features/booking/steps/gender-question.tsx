import { BOOKER_GENDERS } from '@domain/shared/gender';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { useGenderLabel } from '@/features/booking-shared';
import { PARTNER_NAME } from '@/features/partner';
import { useMessageText } from '@/lib/i18n';
import type { PersonalDetailsForm } from './personal-details-step';

/**
 * The one detail a partner's booking does not carry: asked on the review step when the wizard took the
 * visitor past step 1 (spec 000 §4, partner flow). Bound to step 1's own field, so both show the same.
 */
export function GenderQuestion({ form }: { form: PersonalDetailsForm }) {
  const { t } = useTranslation('booking');
  const messageText = useMessageText();
  const genderLabel = useGenderLabel();
  return (
    <Controller
      control={form.control}
      name="gender"
      render={({ field, fieldState }) => (
        <fieldset
          className="rounded-xl border border-slate-200 p-4"
          aria-describedby={fieldState.error ? 'review-gender-error' : 'review-gender-hint'}
        >
          <legend className="px-1 text-sm font-semibold text-slate-900">{t('genderQuestion.legend')}</legend>
          <p id="review-gender-hint" className="text-sm text-slate-600">
            {t('genderQuestion.hint', { partner: PARTNER_NAME })}
          </p>
          <RadioGroup
            aria-label={t('shared.person.gender')}
            aria-invalid={Boolean(fieldState.error)}
            value={field.value ?? ''}
            onValueChange={(value) => {
              field.onChange(value);
              form.clearErrors('gender');
            }}
            className="mt-3 flex min-h-10 flex-wrap items-center gap-x-6 gap-y-2"
          >
            {BOOKER_GENDERS.map((value, index) => (
              <div key={value} className="flex items-center gap-2">
                <RadioGroupItem
                  ref={index === 0 ? field.ref : undefined}
                  id={`review-gender-${value}`}
                  value={value}
                  onBlur={field.onBlur}
                />
                <Label htmlFor={`review-gender-${value}`} className="font-normal">
                  {genderLabel(value)}
                </Label>
              </div>
            ))}
          </RadioGroup>
          {fieldState.error ? (
            <p id="review-gender-error" className="mt-1 text-sm font-medium text-red-700" role="alert">
              {fieldState.error.message ? messageText(fieldState.error.message) : null}
            </p>
          ) : null}
        </fieldset>
      )}
    />
  );
}
