import {
  type ParticipantForm,
  type ParticipantFormInput,
  type ParticipantView,
  participantFormSchema,
  participantUpdateSchema,
} from '@domain/participants/schemas';
import { DEFAULT_MEMBER_GENDER, genderLabel, genderOptions, MEMBER_GENDERS } from '@domain/shared/gender';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { CodeInput } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PersonFields } from '@/features/booking-shared';
import { useMessageText } from '@/lib/i18n';
import { MAX_PARTICIPANTS } from './participant-list';

/** What the dialog is for: a new person, or a change to one (and whether they become the primary contact). */
export interface DialogPurpose {
  kind: 'add' | 'edit';
  /** The person is, or is about to become, the primary contact: email and mobile are required. */
  isPrimary: boolean;
  /** Set when the edit was opened by 'make primary' for someone without contact details. */
  makesPrimary?: boolean;
}

function DialogFrame(props: {
  title: string;
  description: string;
  submitLabel: string;
  isPending: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('participants');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <DialogHeader>
        <DialogTitle>{props.title}</DialogTitle>
        <DialogDescription id="participant-dialog-description">{props.description}</DialogDescription>
      </DialogHeader>
      <DialogBody className="grid gap-4 sm:grid-cols-2">{props.children}</DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" className="h-auto min-h-10 text-center whitespace-normal">
            {t('dialog.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={props.isPending} className="h-auto min-h-10 text-center whitespace-normal">
          {props.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {props.submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

function titlesOf(t: TFunction<'participants'>, purpose: DialogPurpose, count: number) {
  if (purpose.kind === 'add') {
    const position = t('dialog.addDescription', { number: count + 1, max: MAX_PARTICIPANTS });
    return {
      title: t('dialog.addTitle'),
      description: purpose.isPrimary ? `${position} ${t('dialog.firstIsPrimary')}` : position,
      submitLabel: t('dialog.addSubmit'),
    };
  }
  return {
    title: purpose.makesPrimary ? t('dialog.makePrimaryTitle') : t('dialog.editTitle'),
    description: purpose.makesPrimary ? t('dialog.makePrimaryDescription') : t('dialog.editDescription'),
    submitLabel: purpose.makesPrimary ? t('dialog.makePrimarySubmit') : t('dialog.editSubmit'),
  };
}

export interface ParticipantFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  purpose: DialogPurpose;
  /** Persons in the list now. */
  count: number;
  packageId: number;
  /** The form's starting values when editing a participant whose details the page has in full. */
  initial?: Partial<ParticipantFormInput>;
  isPending: boolean;
  onSubmit: (values: ParticipantForm) => void;
}

/** The participant form of the participants page (spec 000 §5), for a new person or one the page holds in full. */
export function ParticipantFormDialog(props: ParticipantFormDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent aria-describedby="participant-dialog-description">
        {/* Mounted only while open, so every opening starts from the values given. */}
        <FullParticipantForm {...props} />
      </DialogContent>
    </Dialog>
  );
}

function FullParticipantForm({ purpose, count, packageId, initial, isPending, onSubmit }: ParticipantFormDialogProps) {
  const { t } = useTranslation('participants');
  const messageText = useMessageText();
  const form = useForm<ParticipantFormInput, unknown, ParticipantForm>({
    resolver: zodResolver(participantFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      identificationNumber: '',
      dateOfBirth: '',
      gender: DEFAULT_MEMBER_GENDER,
      email: '',
      mobileNumber: '',
      medicalConditions: '',
      vitalityMembershipNo: '',
      aiaMemberId: '',
      isAiaMember: false,
      ...initial,
      packageId,
      isPrimary: purpose.isPrimary,
    },
  });
  const isAiaMember = useWatch({ control: form.control, name: 'isAiaMember' });
  const texts = titlesOf(t, purpose, count);
  const aiaMemberIdError = form.formState.errors.aiaMemberId?.message;
  return (
    <DialogFrame {...texts} isPending={isPending} onSubmit={form.handleSubmit(onSubmit)}>
      <PersonFields
        form={form}
        variant="participant"
        fields={['firstName', 'lastName', 'identificationNumber', 'dateOfBirth', 'gender', 'email', 'mobileNumber']}
        isContactOptional={!purpose.isPrimary}
      />
      <div className="flex flex-col gap-3 sm:col-span-2">
        <div className="flex items-center gap-2">
          <input
            id="participant-aia"
            type="checkbox"
            className="size-4 accent-brand-700"
            {...form.register('isAiaMember')}
          />
          <Label htmlFor="participant-aia" className="min-w-0 font-normal">
            {t('dialog.aiaMember')}
          </Label>
        </div>
        {/* Spec 000 §5: shown only when the member box is ticked. */}
        {isAiaMember ? (
          <FormField
            id="participant-aia-id"
            label={t('dialog.aiaMemberId')}
            optional
            hint={t('dialog.aiaMemberIdHint')}
            error={aiaMemberIdError ? messageText(aiaMemberIdError) : undefined}
          >
            {(controlProps) => <CodeInput {...controlProps} {...form.register('aiaMemberId')} />}
          </FormField>
        ) : null}
      </div>
      <PersonFields form={form} variant="participant" fields={['vitalityMembershipNo', 'medicalConditions']} />
    </DialogFrame>
  );
}

/** What a booked participant's edit can change: the server holds the ID and birth date (masked in its answer). */
export const bookedParticipantEditSchema = participantUpdateSchema.pick({
  firstName: true,
  lastName: true,
  gender: true,
  email: true,
  mobileNumber: true,
  vitalityMembershipNo: true,
  medicalConditions: true,
});
type BookedEditInput = z.input<typeof bookedParticipantEditSchema>;
export type BookedEdit = z.output<typeof bookedParticipantEditSchema>;

export interface BookedParticipantDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  purpose: DialogPurpose;
  participant: ParticipantView;
  isPending: boolean;
  onSubmit: (values: BookedEdit) => void;
}

/** Editing a person of a booking that exists: an empty mobile number keeps the stored one. */
export function BookedParticipantDialog(props: BookedParticipantDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent aria-describedby="participant-dialog-description">
        <BookedParticipantForm {...props} />
      </DialogContent>
    </Dialog>
  );
}

function BookedParticipantForm({ purpose, participant, isPending, onSubmit }: BookedParticipantDialogProps) {
  const { t } = useTranslation('participants');
  const messageText = useMessageText();
  const form = useForm<BookedEditInput, unknown, BookedEdit>({
    resolver: zodResolver(bookedParticipantEditSchema),
    defaultValues: {
      firstName: participant.firstName,
      lastName: participant.lastName,
      // 'Other' (the older form's third option) is kept unless changed here.
      gender: participant.gender === 'Other' ? undefined : participant.gender,
      email: participant.email ?? '',
      mobileNumber: '',
      vitalityMembershipNo: '',
      medicalConditions: '',
    },
  });
  const texts = titlesOf(t, purpose, 0);
  const errors = form.formState.errors;
  return (
    <DialogFrame
      {...texts}
      isPending={isPending}
      onSubmit={form.handleSubmit((values) =>
        onSubmit({
          ...values,
          // Empty: keep what is stored (the page has only the masked number).
          mobileNumber: values.mobileNumber || undefined,
          vitalityMembershipNo: values.vitalityMembershipNo || undefined,
          medicalConditions: values.medicalConditions || undefined,
        }),
      )}
    >
      <PersonFields form={form} variant="participant" fields={['firstName', 'lastName']} />
      <div className="flex flex-col gap-1.5 text-sm sm:col-span-2">
        <span className="font-medium text-slate-800">{t('dialog.idNumber')}</span>
        <span className="font-mono text-slate-700">{participant.identificationNumber}</span>
        <span className="text-xs text-slate-500">{t('dialog.idNumberFixed')}</span>
      </div>
      <FormField
        id="participant-gender"
        label={t('dialog.gender')}
        error={errors.gender?.message ? messageText(errors.gender.message) : undefined}
      >
        {(controlProps) => (
          <select
            {...controlProps}
            className="flex h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm"
            {...form.register('gender', { setValueAs: (value) => (value === '' ? undefined : value) })}
          >
            {participant.gender === 'Other' ? (
              <option value="">{messageText(genderLabel(participant.gender))}</option>
            ) : null}
            {genderOptions(MEMBER_GENDERS).map(({ value, label }) => (
              <option key={value} value={value}>
                {messageText(label)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <PersonFields
        form={form}
        variant="participant"
        fields={['email', 'mobileNumber', 'vitalityMembershipNo', 'medicalConditions']}
        isContactOptional={!purpose.isPrimary}
        mobileHint={participant.mobileNumber ? t('dialog.keepMobile', { mobile: participant.mobileNumber }) : undefined}
      />
    </DialogFrame>
  );
}
