import { BOOKER_GENDERS, genderOptions, MEMBER_GENDERS, OLDER_FLOW_GENDERS } from '@domain/shared/gender';
import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { CodeInput, Input } from '@/components/ui/input';
import { RadioField } from '@/components/ui/radio-field';
import { Textarea } from '@/components/ui/textarea';
import { useMessageText } from '@/lib/i18n';
import { DateOfBirthInput } from './date-of-birth-input';
import { useGenderLabel } from './gender-label';

/** What the booking forms ask of each person, named as their schemas name it. */
export type PersonField =
  | 'firstName'
  | 'lastName'
  | 'gender'
  | 'dateOfBirth'
  | 'identificationNumber'
  | 'email'
  | 'mobileNumber'
  | 'vitalityMembershipNo'
  | 'medicalConditions';

interface PersonFormVariant {
  /** The id of a field's control. A dialog's ids differ from those of the page behind it. */
  id: (field: PersonField) => string;
  /** The browser may fill in the person booking's own details, never another person's. */
  autoComplete: Record<'firstName' | 'lastName' | 'email' | 'mobileNumber', string>;
  /** The spellings its request sends (domain/shared/gender.ts); the older form has a third. */
  genders: readonly { value: string; label: string }[];
  /** Gender in one column of the form, or across both (with room for the older form's third choice). */
  gender: { isOneColumn: boolean; className?: string };
  /** How the ID field is named and explained (the texts of `shared.person.identification`). */
  identification: 'wizard' | 'member' | 'legacy';
  /** The Vitality number's hint: the wizard's short one, or the one with an example. */
  vitalityHint: 'format' | 'example';
  /** The wizard says what the medical conditions are for. */
  medicalConditions: { hasHint: boolean; rows: number };
}

const PARTICIPANT_IDS: Record<PersonField, string> = {
  firstName: 'participant-first-name',
  lastName: 'participant-last-name',
  gender: 'participant-gender',
  dateOfBirth: 'participant-date-of-birth',
  identificationNumber: 'participant-id',
  email: 'participant-email',
  mobileNumber: 'participant-mobile',
  vitalityMembershipNo: 'participant-vitality',
  medicalConditions: 'participant-medical',
};

const OWN_DETAILS = { firstName: 'given-name', lastName: 'family-name', email: 'email', mobileNumber: 'tel' };
const SOMEONE_ELSES_DETAILS = { firstName: 'off', lastName: 'off', email: 'off', mobileNumber: 'off' };
const MEMBER_GENDER_OPTIONS = genderOptions(MEMBER_GENDERS);

/** The forms that ask for a person, and how each asks. */
const VARIANTS = {
  /** The wizard's step 1: the person booking. */
  wizard: {
    id: (field) => field,
    autoComplete: OWN_DETAILS,
    genders: genderOptions(BOOKER_GENDERS),
    gender: { isOneColumn: true },
    identification: 'wizard',
    vitalityHint: 'format',
    medicalConditions: { hasHint: true, rows: 3 },
  },
  /** The wizard's dialog that adds a household member; step 1's fields stay on the page behind it. */
  householdMember: {
    id: (field) => `member-${field}`,
    autoComplete: SOMEONE_ELSES_DETAILS,
    genders: MEMBER_GENDER_OPTIONS,
    gender: { isOneColumn: true },
    identification: 'member',
    vitalityHint: 'example',
    medicalConditions: { hasHint: false, rows: 2 },
  },
  /** The participants page's dialogs (spec 000 §5). */
  participant: {
    id: (field) => PARTICIPANT_IDS[field],
    autoComplete: SOMEONE_ELSES_DETAILS,
    genders: MEMBER_GENDER_OPTIONS,
    gender: { isOneColumn: false },
    identification: 'member',
    vitalityHint: 'example',
    medicalConditions: { hasHint: false, rows: 2 },
  },
  /** The older flow's step 3: the person booking, who pays on the day. */
  legacy: {
    id: (field) => field,
    autoComplete: OWN_DETAILS,
    genders: genderOptions(OLDER_FLOW_GENDERS),
    gender: { isOneColumn: false, className: 'flex-wrap' },
    identification: 'legacy',
    vitalityHint: 'example',
    medicalConditions: { hasHint: false, rows: 3 },
  },
} as const satisfies Record<string, PersonFormVariant>;

interface PersonFieldsCommonProps<T extends FieldValues, TOutput> {
  form: UseFormReturn<T, unknown, TOutput>;
  variant: keyof typeof VARIANTS;
  /** Email and mobile number may be left empty (a participant who is not the primary contact). */
  isContactOptional?: boolean;
  mobileHint?: string;
}

/** One person's fields, at the top of the form's values. */
interface OnePersonProps<T extends FieldValues, TOutput> extends PersonFieldsCommonProps<T, TOutput> {
  /** The fields to show, in this order; a form may place its own between two groups of them. */
  fields: readonly (PersonField & Path<T>)[];
  prefix?: undefined;
}

/** One of several people in a list of the form's values ('participants.0.'), with ids of their own. */
interface ListedPersonProps<T extends FieldValues, TOutput> extends PersonFieldsCommonProps<T, TOutput> {
  fields: readonly PersonField[];
  prefix: { name: `${string}.`; id: string };
}

export type PersonFieldsProps<T extends FieldValues, TOutput> =
  | OnePersonProps<T, TOutput>
  | ListedPersonProps<T, TOutput>;

/**
 * A person's name, gender, date of birth, ID, contact details, membership number and medical conditions,
 * as grid items of the form around them: the wizard's step 1 and household member dialog, the participants
 * page's dialogs and the older flow's form. The forms' values differ, so the field names are cast here,
 * once: `fields` holds only names the form has.
 */
export function PersonFields<T extends FieldValues, TOutput>({
  form,
  variant,
  fields,
  isContactOptional = false,
  mobileHint,
  prefix,
}: PersonFieldsProps<T, TOutput>) {
  const { t } = useTranslation('booking');
  const messageText = useMessageText();
  const genderLabel = useGenderLabel();
  const config: PersonFormVariant = VARIANTS[variant];
  const { register, control } = form;
  const name = (field: PersonField) => `${prefix?.name ?? ''}${field}` as Path<T>;
  const id = prefix ? (field: PersonField) => `${prefix.id}${field}` : config.id;
  // The shared rules' messages (zod's), in the page's language.
  const shown = (message: string | undefined) => (message ? messageText(message) : undefined);
  const errorOf = (field: PersonField) => shown(form.getFieldState(name(field), form.formState).error?.message);
  const identification = {
    wizard: {
      label: t('shared.person.identification.wizard.label'),
      hint: t('shared.person.identification.wizard.hint'),
    },
    member: {
      label: t('shared.person.identification.member.label'),
      hint: t('shared.person.identification.member.hint'),
    },
    legacy: { label: t('shared.person.identification.legacy.label'), hint: undefined },
  }[config.identification];
  const vitalityHint =
    config.vitalityHint === 'format' ? t('shared.person.vitalityHint.format') : t('shared.person.vitalityHint.example');
  const genders = config.genders.map((option) => ({ value: option.value, label: genderLabel(option.value) }));

  const render: Record<PersonField, () => ReactNode> = {
    firstName: () => (
      <FormField key="firstName" id={id('firstName')} label={t('shared.person.firstName')} error={errorOf('firstName')}>
        {(controlProps) => (
          <Input {...controlProps} autoComplete={config.autoComplete.firstName} {...register(name('firstName'))} />
        )}
      </FormField>
    ),
    lastName: () => (
      <FormField key="lastName" id={id('lastName')} label={t('shared.person.lastName')} error={errorOf('lastName')}>
        {(controlProps) => (
          <Input {...controlProps} autoComplete={config.autoComplete.lastName} {...register(name('lastName'))} />
        )}
      </FormField>
    ),
    gender: () => (
      <Controller
        key="gender"
        control={control}
        name={name('gender')}
        render={({ field, fieldState }) => (
          <RadioField
            id={id('gender')}
            label={t('shared.person.gender')}
            options={genders}
            field={field}
            error={shown(fieldState.error?.message)}
            isOneColumn={config.gender.isOneColumn}
            className={config.gender.className}
          />
        )}
      />
    ),
    dateOfBirth: () => (
      <Controller
        key="dateOfBirth"
        control={control}
        name={name('dateOfBirth')}
        render={({ field, fieldState }) => (
          <FormField
            id={id('dateOfBirth')}
            label={t('shared.person.dateOfBirth')}
            hint={t('shared.person.dateOfBirthHint')}
            error={shown(fieldState.error?.message)}
          >
            {(controlProps) => (
              <DateOfBirthInput {...controlProps} field={field} isOwn={config.autoComplete === OWN_DETAILS} />
            )}
          </FormField>
        )}
      />
    ),
    identificationNumber: () => (
      <FormField
        key="identificationNumber"
        id={id('identificationNumber')}
        label={identification.label}
        hint={identification.hint}
        error={errorOf('identificationNumber')}
      >
        {(controlProps) => <CodeInput {...controlProps} {...register(name('identificationNumber'))} />}
      </FormField>
    ),
    email: () => (
      <FormField
        key="email"
        id={id('email')}
        label={t('shared.person.email')}
        optional={isContactOptional}
        error={errorOf('email')}
      >
        {(controlProps) => (
          <Input {...controlProps} type="email" autoComplete={config.autoComplete.email} {...register(name('email'))} />
        )}
      </FormField>
    ),
    mobileNumber: () => (
      <FormField
        key="mobileNumber"
        id={id('mobileNumber')}
        label={t('shared.person.mobileNumber')}
        optional={isContactOptional}
        hint={mobileHint}
        error={errorOf('mobileNumber')}
      >
        {(controlProps) => (
          <Input
            {...controlProps}
            type="tel"
            inputMode="tel"
            autoComplete={config.autoComplete.mobileNumber}
            {...register(name('mobileNumber'))}
          />
        )}
      </FormField>
    ),
    vitalityMembershipNo: () => (
      <FormField
        key="vitalityMembershipNo"
        id={id('vitalityMembershipNo')}
        label={t('shared.person.vitalityMembershipNo')}
        optional
        hint={vitalityHint}
        error={errorOf('vitalityMembershipNo')}
      >
        {(controlProps) => <CodeInput {...controlProps} {...register(name('vitalityMembershipNo'))} />}
      </FormField>
    ),
    medicalConditions: () => (
      <FormField
        key="medicalConditions"
        id={id('medicalConditions')}
        label={t('shared.person.medicalConditions')}
        optional
        hint={config.medicalConditions.hasHint ? t('shared.person.medicalConditionsHint') : undefined}
        error={errorOf('medicalConditions')}
        className="sm:col-span-2"
      >
        {(controlProps) => (
          <Textarea {...controlProps} rows={config.medicalConditions.rows} {...register(name('medicalConditions'))} />
        )}
      </FormField>
    ),
  };

  return <>{fields.map((field) => render[field]())}</>;
}
