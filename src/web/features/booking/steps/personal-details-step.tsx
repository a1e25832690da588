import type { PersonalDetails, PersonalDetailsInput } from '@domain/booking-schemas';
import { isValidPostalCode, regionForPostalCode } from '@domain/regions';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, type SubmitErrorHandler, type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { CodeInput, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { autoFormatDateTyping, displayDateOnBlur } from '@/lib/date-input';
import { regionLabel } from './region-label';
import { StepHeading } from './step-heading';
import { WizardActions } from './wizard-actions';

export type PersonalDetailsForm = UseFormReturn<PersonalDetailsInput, unknown, PersonalDetails>;

interface PersonalDetailsStepProps {
  form: PersonalDetailsForm;
  focusOnMount: boolean;
  isVerifying: boolean;
  onValid: (details: PersonalDetails) => void;
  onInvalid: SubmitErrorHandler<PersonalDetailsInput>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-4 flex w-full items-center gap-3 text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {title}
        <span aria-hidden="true" className="h-px flex-1 bg-slate-100" />
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export function PersonalDetailsStep({ form, focusOnMount, isVerifying, onValid, onInvalid }: PersonalDetailsStepProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const postalCode = useWatch({ control, name: 'postalCode' }) ?? '';
  const region = isValidPostalCode(postalCode.trim()) ? regionForPostalCode(postalCode.trim()) : null;

  return (
    <form id="personal-details-form" noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
      <StepHeading
        title="Your personal details"
        description="Tell us who is being screened and where our nurse should visit. Fields marked optional can be left blank."
        focusOnMount={focusOnMount}
      />
      <div className="space-y-8">
        <Section title="About you">
          <FormField id="firstName" label="First name" error={errors.firstName?.message}>
            {(control) => <Input {...control} autoComplete="given-name" {...register('firstName')} />}
          </FormField>
          <FormField id="lastName" label="Last name" error={errors.lastName?.message}>
            {(control) => <Input {...control} autoComplete="family-name" {...register('lastName')} />}
          </FormField>
          <Controller
            control={control}
            name="gender"
            render={({ field, fieldState }) => (
              <div className="flex flex-col gap-1.5">
                <Label id="gender-label">Gender</Label>
                <RadioGroup
                  aria-labelledby="gender-label"
                  aria-invalid={Boolean(fieldState.error)}
                  aria-describedby={fieldState.error ? 'gender-error' : undefined}
                  value={field.value ?? ''}
                  onValueChange={field.onChange}
                  className="flex h-10 items-center gap-6"
                >
                  {(['male', 'female'] as const).map((value) => (
                    <div key={value} className="flex items-center gap-2">
                      <RadioGroupItem
                        // The first option takes the field's ref, so an error can move focus to it.
                        ref={value === 'male' ? field.ref : undefined}
                        id={`gender-${value}`}
                        value={value}
                        onBlur={field.onBlur}
                      />
                      <Label htmlFor={`gender-${value}`} className="font-normal">
                        {value === 'male' ? 'Male' : 'Female'}
                      </Label>
                    </div>
                  ))}
                </RadioGroup>
                {fieldState.error ? (
                  <p id="gender-error" className="text-sm font-medium text-red-700">
                    {fieldState.error.message}
                  </p>
                ) : null}
              </div>
            )}
          />
          <Controller
            control={control}
            name="dateOfBirth"
            render={({ field, fieldState }) => (
              <FormField
                id="dateOfBirth"
                label="Date of birth"
                hint="DD/MM/YYYY, e.g. 15/05/1990. You must be 21 or older."
                error={fieldState.error?.message}
              >
                {(controlProps) => (
                  <Input
                    {...controlProps}
                    ref={field.ref}
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(autoFormatDateTyping(event.target.value, field.value ?? ''))}
                    onBlur={() => {
                      field.onChange(displayDateOnBlur(field.value ?? ''));
                      field.onBlur();
                    }}
                    inputMode="numeric"
                    autoComplete="bday"
                    placeholder="DD/MM/YYYY"
                    maxLength={10}
                  />
                )}
              </FormField>
            )}
          />
          <FormField
            id="identificationNumber"
            label="NRIC / FIN, Vitality ID or passport number"
            hint="We check an NRIC / FIN or Vitality ID for member pricing; a passport number books at standard prices."
            error={errors.identificationNumber?.message}
          >
            {(control) => <CodeInput {...control} {...register('identificationNumber')} />}
          </FormField>
          <FormField
            id="vitalityMembershipNo"
            label="Vitality membership number"
            optional
            hint="Format V123456789"
            error={errors.vitalityMembershipNo?.message}
          >
            {(control) => <CodeInput {...control} {...register('vitalityMembershipNo')} />}
          </FormField>
        </Section>

        <Section title="Contact">
          <FormField id="email" label="Email" error={errors.email?.message}>
            {(control) => <Input {...control} type="email" autoComplete="email" {...register('email')} />}
          </FormField>
          <FormField id="mobileNumber" label="Mobile number" error={errors.mobileNumber?.message}>
            {(control) => (
              <Input {...control} type="tel" inputMode="tel" autoComplete="tel" {...register('mobileNumber')} />
            )}
          </FormField>
        </Section>

        <Section title="Home visit address">
          <FormField
            id="postalCode"
            label="Postal code"
            hint={
              region ? (
                <span className="inline-flex items-center gap-1 text-brand-800">
                  <MapPin className="size-3.5" aria-hidden="true" />
                  {regionLabel(region)} region: we'll show the visit times for your area.
                </span>
              ) : (
                'Six digits. Available visit times depend on your area.'
              )
            }
            error={errors.postalCode?.message}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={6}
                {...register('postalCode')}
              />
            )}
          </FormField>
          <FormField id="unitNumber" label="Unit number" optional error={errors.unitNumber?.message}>
            {(control) => (
              <Input {...control} placeholder="e.g. #05-12" autoComplete="address-line2" {...register('unitNumber')} />
            )}
          </FormField>
          <FormField id="address" label="Address" error={errors.address?.message} className="sm:col-span-2">
            {(control) => (
              <Input
                {...control}
                placeholder="Block, street name, building"
                autoComplete="address-line1"
                {...register('address')}
              />
            )}
          </FormField>
        </Section>

        <Section title="Health">
          <FormField
            id="medicalConditions"
            label="Medical conditions"
            optional
            hint="Anything our nurse should know, such as conditions, medication or allergies."
            error={errors.medicalConditions?.message}
            className="sm:col-span-2"
          >
            {(control) => <Textarea {...control} rows={3} {...register('medicalConditions')} />}
          </FormField>
        </Section>
      </div>
      <WizardActions isBusy={isVerifying} busyLabel="Checking member benefits…" />
    </form>
  );
}
