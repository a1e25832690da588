import { MAX_WIZARD_PERSONS } from '@domain/bookings/pricing';
import { type HouseholdMember, type HouseholdMemberInput, householdMemberSchema } from '@domain/bookings/schemas';
import type { EventPackage } from '@domain/events/responses';
import { normalizeId } from '@domain/shared/identity';
import { formatCurrency } from '@domain/shared/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
import { NativeSelect } from '@/components/ui/native-select';
import { emptyHouseholdMember, PersonFields } from '@/features/booking-shared';
import { useLanguage, useMessageText } from '@/lib/i18n';
import { packagePrice } from '../pricing/booking-pricing';
import type { Membership } from '../wizard/use-booking-wizard';

export interface AddMemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  packages: readonly EventPackage[];
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
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const messageText = useMessageText();
  const { isMember } = membership;
  const form = useForm<HouseholdMemberInput, unknown, HouseholdMember>({
    resolver: zodResolver(householdMemberSchema),
    defaultValues: emptyHouseholdMember(defaultPackageId),
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const submit = form.handleSubmit((member) => {
    if (takenIds.includes(normalizeId(member.identificationNumber))) {
      // Not in the spec: the same person twice would be booked (and charged) twice.
      form.setError('identificationNumber', { message: t('addMember.duplicatePerson') }, { shouldFocus: true });
      return;
    }
    onAdd(member);
  });

  return (
    <form noValidate onSubmit={submit}>
      <DialogHeader>
        <DialogTitle>{t('addMember.title')}</DialogTitle>
        <DialogDescription id="add-member-description">
          {t('addMember.description', { person: participantCount + 1, max: MAX_WIZARD_PERSONS })}
          {isMember ? ` ${t('addMember.memberPrices')}` : ''}
        </DialogDescription>
      </DialogHeader>
      <DialogBody className="grid gap-4 sm:grid-cols-2">
        <PersonFields
          form={form}
          variant="householdMember"
          fields={['firstName', 'lastName', 'identificationNumber', 'dateOfBirth', 'gender']}
        />
        <FormField
          id="member-packageId"
          label={t('addMember.package')}
          error={errors.packageId?.message ? messageText(errors.packageId.message) : undefined}
          className="sm:col-span-2"
        >
          {(controlProps) => (
            <NativeSelect {...controlProps} {...register('packageId')}>
              {packages.map((pkg) => (
                <option key={pkg.id} value={String(pkg.id)}>
                  {pkg.name} ({formatCurrency(packagePrice(pkg, isMember).unitPrice, language)})
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('addMember.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {t('addMember.add')}
        </Button>
      </DialogFooter>
    </form>
  );
}
