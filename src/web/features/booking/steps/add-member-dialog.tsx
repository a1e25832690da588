import { type HouseholdMember, type HouseholdMemberInput, householdMemberSchema } from '@domain/booking-schemas';
import { earliestBirthDate, latestBirthDateForAge, todayInSingapore } from '@domain/dates';
import { normalizeId } from '@domain/identity';
import { formatCurrency } from '@domain/money';
import { MAX_WIZARD_PERSONS } from '@domain/pricing';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
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
import { CodeInput, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import type { BookingPackage } from '../api';
import { packagePrice } from '../pricing/booking-pricing';
import type { Membership } from '../wizard/use-booking-wizard';

/** Not in the spec: the same person twice would be booked (and charged) twice. */
export const DUPLICATE_PERSON_MESSAGE = 'This person is already in your booking';

export interface AddMemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  packages: readonly BookingPackage[];
  defaultPackageId: number;
  /** Persons in the booking so far, the main person included. */
  participantCount: number;
  /** AIA and Vitality flags; either (or the server's word) means member prices for the household. */
  membership: Membership;
  /** IDs already in the booking, upper-cased. */
  takenIds: readonly string[];
  onAdd: (member: HouseholdMember) => void;
}

export function AddMemberDialog(props: AddMemberDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent aria-describedby="add-member-description">
        {/* Mounted only while open, so every opening starts with an empty form. */}
        <AddMemberForm {...props} />
      </DialogContent>
    </Dialog>
  );
}

function AddMemberForm({
  packages,
  defaultPackageId,
  participantCount,
  membership,
  takenIds,
  onAdd,
}: AddMemberDialogProps) {
  const { isMember } = membership;
  const today = todayInSingapore();
  const form = useForm<HouseholdMemberInput, unknown, HouseholdMember>({
    resolver: zodResolver(householdMemberSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      identificationNumber: '',
      dateOfBirth: '',
      gender: 'Male',
      packageId: String(defaultPackageId),
    },
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  const submit = form.handleSubmit((member) => {
    if (takenIds.includes(normalizeId(member.identificationNumber))) {
      form.setError('identificationNumber', { message: DUPLICATE_PERSON_MESSAGE }, { shouldFocus: true });
      return;
    }
    onAdd(member);
  });

  return (
    <form noValidate onSubmit={submit}>
      <DialogHeader>
        <DialogTitle>Add household member</DialogTitle>
        <DialogDescription id="add-member-description">
          Person {participantCount + 1} of {MAX_WIZARD_PERSONS}. Household members are screened during the same visit
          and share the family bundle discount.
          {isMember ? ' Member prices apply to your whole household.' : ''}
        </DialogDescription>
      </DialogHeader>
      <DialogBody className="grid gap-4 sm:grid-cols-2">
        <FormField id="member-firstName" label="First name" error={errors.firstName?.message}>
          {(controlProps) => <Input {...controlProps} autoComplete="off" {...register('firstName')} />}
        </FormField>
        <FormField id="member-lastName" label="Last name" error={errors.lastName?.message}>
          {(controlProps) => <Input {...controlProps} autoComplete="off" {...register('lastName')} />}
        </FormField>
        <FormField
          id="member-identificationNumber"
          label="ID number or passport"
          hint="NRIC, FIN or passport number"
          error={errors.identificationNumber?.message}
        >
          {(controlProps) => <CodeInput {...controlProps} {...register('identificationNumber')} />}
        </FormField>
        <FormField id="member-dateOfBirth" label="Date of birth" error={errors.dateOfBirth?.message}>
          {(controlProps) => (
            <Input
              {...controlProps}
              type="date"
              // Spec 000 §2: about 100 years back to 31 December of 21 years ago; the exact age is checked on submit.
              min={earliestBirthDate(today)}
              max={latestBirthDateForAge(today)}
              {...register('dateOfBirth')}
            />
          )}
        </FormField>
        <Controller
          control={control}
          name="gender"
          render={({ field, fieldState }) => (
            <div className="flex flex-col gap-1.5">
              <Label id="member-gender-label">Gender</Label>
              <RadioGroup
                aria-labelledby="member-gender-label"
                aria-describedby={fieldState.error ? 'member-gender-error' : undefined}
                value={field.value ?? 'Male'}
                onValueChange={field.onChange}
                className="flex h-10 items-center gap-6"
              >
                {(['Male', 'Female'] as const).map((value) => (
                  <div key={value} className="flex items-center gap-2">
                    <RadioGroupItem
                      ref={value === 'Male' ? field.ref : undefined}
                      id={`member-gender-${value}`}
                      value={value}
                      onBlur={field.onBlur}
                    />
                    <Label htmlFor={`member-gender-${value}`} className="font-normal">
                      {value}
                    </Label>
                  </div>
                ))}
              </RadioGroup>
              {fieldState.error ? (
                <p id="member-gender-error" className="text-sm font-medium text-red-700">
                  {fieldState.error.message}
                </p>
              ) : null}
            </div>
          )}
        />
        <FormField id="member-packageId" label="Package" error={errors.packageId?.message} className="sm:col-span-2">
          {(controlProps) => (
            <NativeSelect {...controlProps} {...register('packageId')}>
              {packages.map((pkg) => (
                <option key={pkg.id} value={String(pkg.id)}>
                  {pkg.name} ({formatCurrency(packagePrice(pkg, isMember).unitPrice)})
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          Add member
        </Button>
      </DialogFooter>
    </form>
  );
}
