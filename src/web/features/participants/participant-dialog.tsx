import {
  type ParticipantForm,
  type ParticipantFormInput,
  type ParticipantView,
  participantFormSchema,
  participantUpdateSchema,
} from '@domain/participants/schemas';
import { DEFAULT_MEMBER_GENDER, genderLabel, genderOptions, MEMBER_GENDERS } from '@domain/shared/gender';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
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
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={props.isPending}>
          {props.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {props.submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

function titlesOf(purpose: DialogPurpose, count: number) {
  if (purpose.kind === 'add') {
    return {
      title: 'Add Participant',
      description: `Participant ${count + 1} of ${MAX_PARTICIPANTS}.${
        purpose.isPrimary ? ' The first participant is the primary contact: we need their email and mobile number.' : ''
      }`,
      submitLabel: 'Add Participant',
    };
  }
  return {
    title: purpose.makesPrimary ? 'Make Primary Contact' : 'Edit Participant',
    description: purpose.makesPrimary
      ? 'The primary contact is the one we call and write to: please add their email and mobile number.'
      : 'Change this participant’s details.',
    submitLabel: purpose.makesPrimary ? 'Save and make primary' : 'Save changes',
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
  const texts = titlesOf(purpose, count);
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
          <Label htmlFor="participant-aia" className="font-normal">
            AIA Health Shield member
          </Label>
        </div>
        {/* Spec 000 §5: shown only when the member box is ticked. */}
        {isAiaMember ? (
          <FormField
            id="participant-aia-id"
            label="AIA member ID"
            optional
            hint="If you don't know it, we verify membership by the NRIC."
            error={form.formState.errors.aiaMemberId?.message}
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
  const texts = titlesOf(purpose, 0);
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
        <span className="font-medium text-slate-800">ID number</span>
        <span className="font-mono text-slate-700">{participant.identificationNumber}</span>
        <span className="text-xs text-slate-500">
          To correct an ID number or date of birth, remove the participant and add them again.
        </span>
      </div>
      <FormField id="participant-gender" label="Gender" error={errors.gender?.message}>
        {(controlProps) => (
          <select
            {...controlProps}
            className="flex h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm"
            {...form.register('gender', { setValueAs: (value) => (value === '' ? undefined : value) })}
          >
            {participant.gender === 'Other' ? <option value="">{genderLabel('Other')}</option> : null}
            {genderOptions(MEMBER_GENDERS).map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
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
        mobileHint={participant.mobileNumber ? `Leave empty to keep ${participant.mobileNumber}.` : undefined}
      />
    </DialogFrame>
  );
}
