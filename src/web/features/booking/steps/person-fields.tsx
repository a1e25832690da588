import { earliestBirthDate, latestBirthDateForAge, todayInSingapore } from '@domain/dates';
import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { CodeInput, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { autoFormatDateTyping, displayDateOnBlur } from '@/lib/date-input';

/** The fields every person in a booking has, in both forms that ask for them. */
export interface PersonFieldValues extends FieldValues {
  firstName: string;
  lastName: string;
  identificationNumber: string;
  dateOfBirth: string;
  gender?: string | undefined;
}

type PersonField = 'firstName' | 'lastName' | 'gender' | 'dateOfBirth' | 'identificationNumber';

/**
 * The person booking (step 1) and a household member (the add dialog) are asked the same things,
 * with these differences: the browser may fill in the person booking's own name, but not a household
 * member's; step 1 takes a typed DD/MM/YYYY date, the dialog the date picker (spec 000 §2); the
 * schemas name the genders differently; and the dialog keeps the spec's order of its fields.
 */
const PERSONS = {
  main: {
    idPrefix: '',
    fields: ['firstName', 'lastName', 'gender', 'dateOfBirth', 'identificationNumber'],
    autoComplete: { firstName: 'given-name', lastName: 'family-name' },
    genders: [
      { value: 'male', label: 'Male' },
      { value: 'female', label: 'Female' },
    ],
    dateInput: 'typed',
    identification: {
      label: 'NRIC / FIN, Vitality ID or passport number',
      hint: 'We check an NRIC / FIN or Vitality ID for member pricing; a passport number books at standard prices.',
    },
  },
  member: {
    // Step 1's fields stay on the page behind the dialog: the dialog's ids must differ.
    idPrefix: 'member-',
    fields: ['firstName', 'lastName', 'identificationNumber', 'dateOfBirth', 'gender'],
    autoComplete: { firstName: 'off', lastName: 'off' },
    genders: [
      { value: 'Male', label: 'Male' },
      { value: 'Female', label: 'Female' },
    ],
    dateInput: 'picker',
    identification: { label: 'ID number or passport', hint: 'NRIC, FIN or passport number' },
  },
} as const satisfies Record<string, PersonConfig>;

interface PersonConfig {
  idPrefix: string;
  fields: readonly PersonField[];
  autoComplete: { firstName: string; lastName: string };
  genders: readonly { value: string; label: string }[];
  dateInput: 'typed' | 'picker';
  identification: { label: string; hint: string };
}

interface PersonFieldsProps<T extends PersonFieldValues, TOutput> {
  form: UseFormReturn<T, unknown, TOutput>;
  /** The person booking, or a household member added to the booking. */
  person: keyof typeof PERSONS;
}

/**
 * Name, gender, date of birth and ID of one person, as grid items of the form around them. The two
 * forms' values differ (step 1 also asks for contact and address), so the field names are cast here,
 * once: every form passed in has these five fields (PersonFieldValues).
 */
export function PersonFields<T extends PersonFieldValues, TOutput>({ form, person }: PersonFieldsProps<T, TOutput>) {
  const config: PersonConfig = PERSONS[person];
  const { register, control } = form;
  const name = (field: PersonField) => field as Path<T>;
  const id = (field: string) => `${config.idPrefix}${field}`;
  const errorOf = (field: PersonField) => form.getFieldState(name(field), form.formState).error?.message;
  const today = todayInSingapore();

  const fields: Record<PersonField, ReactNode> = {
    firstName: (
      <FormField key="firstName" id={id('firstName')} label="First name" error={errorOf('firstName')}>
        {(controlProps) => (
          <Input {...controlProps} autoComplete={config.autoComplete.firstName} {...register(name('firstName'))} />
        )}
      </FormField>
    ),
    lastName: (
      <FormField key="lastName" id={id('lastName')} label="Last name" error={errorOf('lastName')}>
        {(controlProps) => (
          <Input {...controlProps} autoComplete={config.autoComplete.lastName} {...register(name('lastName'))} />
        )}
      </FormField>
    ),
    gender: (
      <Controller
        key="gender"
        control={control}
        name={name('gender')}
        render={({ field, fieldState }) => (
          <div className="flex flex-col gap-1.5">
            <Label id={id('gender-label')}>Gender</Label>
            <RadioGroup
              aria-labelledby={id('gender-label')}
              aria-invalid={Boolean(fieldState.error)}
              aria-describedby={fieldState.error ? id('gender-error') : undefined}
              value={(field.value as string | undefined) ?? ''}
              onValueChange={field.onChange}
              className="flex h-10 items-center gap-6"
            >
              {config.genders.map(({ value, label }, index) => (
                <div key={value} className="flex items-center gap-2">
                  <RadioGroupItem
                    // The first option takes the field's ref, so an error can move focus to it.
                    ref={index === 0 ? field.ref : undefined}
                    id={id(`gender-${value}`)}
                    value={value}
                    onBlur={field.onBlur}
                  />
                  <Label htmlFor={id(`gender-${value}`)} className="font-normal">
                    {label}
                  </Label>
                </div>
              ))}
            </RadioGroup>
            {fieldState.error ? (
              <p id={id('gender-error')} className="text-sm font-medium text-red-700">
                {fieldState.error.message}
              </p>
            ) : null}
          </div>
        )}
      />
    ),
    dateOfBirth:
      config.dateInput === 'typed' ? (
        <Controller
          key="dateOfBirth"
          control={control}
          name={name('dateOfBirth')}
          render={({ field, fieldState }) => (
            <FormField
              id={id('dateOfBirth')}
              label="Date of birth"
              hint="DD/MM/YYYY, e.g. 15/05/1990. You must be 21 or older."
              error={fieldState.error?.message}
            >
              {(controlProps) => (
                <Input
                  {...controlProps}
                  ref={field.ref}
                  name={field.name}
                  value={(field.value as string | undefined) ?? ''}
                  onChange={(event) =>
                    field.onChange(autoFormatDateTyping(event.target.value, (field.value as string | undefined) ?? ''))
                  }
                  onBlur={() => {
                    field.onChange(displayDateOnBlur((field.value as string | undefined) ?? ''));
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
      ) : (
        <FormField key="dateOfBirth" id={id('dateOfBirth')} label="Date of birth" error={errorOf('dateOfBirth')}>
          {(controlProps) => (
            <Input
              {...controlProps}
              type="date"
              // Spec 000 §2: about 100 years back to 31 December of 21 years ago; the exact age is checked on submit.
              min={earliestBirthDate(today)}
              max={latestBirthDateForAge(today)}
              {...register(name('dateOfBirth'))}
            />
          )}
        </FormField>
      ),
    identificationNumber: (
      <FormField
        key="identificationNumber"
        id={id('identificationNumber')}
        label={config.identification.label}
        hint={config.identification.hint}
        error={errorOf('identificationNumber')}
      >
        {(controlProps) => <CodeInput {...controlProps} {...register(name('identificationNumber'))} />}
      </FormField>
    ),
  };

  return <>{config.fields.map((field) => fields[field])}</>;
}
