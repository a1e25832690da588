import type { PersonalDetails, PersonalDetailsInput } from '@domain/bookings/schemas';
import { COMPANY } from '@domain/shared/company';
import { isValidPostalCode, regionForPostalCode } from '@domain/timeslots/regions';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { type SubmitErrorHandler, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields, PersonFields } from '@/features/booking-shared';
import { useRegionName } from '@/lib/region-name';
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
  const { t } = useTranslation('booking');
  const regionLabel = useRegionName();
  // Step 1: a well-formed postal code none of our regions serves, said before the visitor goes on.
  const notServed = t('shared.postalCodeNotServed', { email: COMPANY.email });
  const {
    control,
    formState: { errors },
  } = form;
  const postalCode = (useWatch({ control, name: 'postalCode' }) ?? '').trim();
  const region = isValidPostalCode(postalCode) ? regionForPostalCode(postalCode) : null;
  // Said as soon as six digits are typed (the same rule the server's look-up uses), not at step 3.
  const isNotServed = isValidPostalCode(postalCode) && region === null;
  const postalCodeError = errors.postalCode?.message ?? (isNotServed ? notServed : undefined);

  const submit = form.handleSubmit((values) => {
    if (regionForPostalCode(values.postalCode) === null) {
      form.setError('postalCode', { type: 'validate', message: notServed }, { shouldFocus: true });
      return;
    }
    onValid(values);
  }, onInvalid);

  return (
    <form id="personal-details-form" noValidate onSubmit={submit}>
      <StepHeading
        title={t('detailsStep.title')}
        description={t('detailsStep.description')}
        focusOnMount={focusOnMount}
      />
      <div className="space-y-8">
        <Section title={t('detailsStep.aboutYou')}>
          <PersonFields
            form={form}
            variant="wizard"
            fields={['firstName', 'lastName', 'gender', 'dateOfBirth', 'identificationNumber', 'vitalityMembershipNo']}
          />
        </Section>

        <Section title={t('detailsStep.contact')}>
          <PersonFields form={form} variant="wizard" fields={['email', 'mobileNumber']} />
        </Section>

        <Section title={t('detailsStep.address')}>
          <AddressFields
            form={form}
            postalCodeHint={
              region ? (
                <span className="inline-flex items-center gap-1 text-brand-800">
                  <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                  {t('detailsStep.regionHint', { region: regionLabel(region) })}
                </span>
              ) : (
                t('detailsStep.postalCodeHint')
              )
            }
            postalCodeError={postalCodeError}
          />
        </Section>

        <Section title={t('detailsStep.health')}>
          <PersonFields form={form} variant="wizard" fields={['medicalConditions']} />
        </Section>
      </div>
      <WizardActions isBusy={isVerifying} busyLabel={t('detailsStep.checkingMember')} />
    </form>
  );
}
