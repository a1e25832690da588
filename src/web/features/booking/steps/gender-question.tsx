import { BOOKER_GENDERS, genderOptions } from '@domain/shared/gender';
import { Controller } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import type { PersonalDetailsForm } from './personal-details-step';

const GENDERS = genderOptions(BOOKER_GENDERS);

/**
 * The one detail a partner's booking does not carry: asked on the review step when the wizard took the
 * visitor past step 1 (spec 000 §4, partner flow). Bound to step 1's own field, so both show the same.
 */
export function GenderQuestion({ form }: { form: PersonalDetailsForm }) {
  return (
    <Controller
      control={form.control}
      name="gender"
      render={({ field, fieldState }) => (
        <fieldset
          className="rounded-xl border border-slate-200 p-4"
          aria-describedby={fieldState.error ? 'review-gender-error' : 'review-gender-hint'}
        >
          <legend className="px-1 text-sm font-semibold text-slate-900">Your gender</legend>
          <p id="review-gender-hint" className="text-sm text-slate-600">
            WhiteCoat did not send us your gender. Our nurse needs it for your screening.
          </p>
          <RadioGroup
            aria-label="Gender"
            aria-invalid={Boolean(fieldState.error)}
            value={field.value ?? ''}
            onValueChange={(value) => {
              field.onChange(value);
              form.clearErrors('gender');
            }}
            className="mt-3 flex h-10 items-center gap-6"
          >
            {GENDERS.map(({ value, label }, index) => (
              <div key={value} className="flex items-center gap-2">
                <RadioGroupItem
                  ref={index === 0 ? field.ref : undefined}
                  id={`review-gender-${value}`}
                  value={value}
                  onBlur={field.onBlur}
                />
                <Label htmlFor={`review-gender-${value}`} className="font-normal">
                  {label}
                </Label>
              </div>
            ))}
          </RadioGroup>
          {fieldState.error ? (
            <p id="review-gender-error" className="mt-1 text-sm font-medium text-red-700" role="alert">
              {fieldState.error.message}
            </p>
          ) : null}
        </fieldset>
      )}
    />
  );
}
