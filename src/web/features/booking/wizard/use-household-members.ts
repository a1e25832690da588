import { MAX_WIZARD_PERSONS } from '@domain/bookings/pricing';
import type { HouseholdMember } from '@domain/bookings/schemas';
import type { EventPackage } from '@domain/events/responses';
import { normalizeId } from '@domain/shared/identity';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { BookingWizard, HouseholdMemberEntry } from './use-booking-wizard';

/** The review step's household: the add dialog (opened only below the maximum) and removals, each with its toast. */
export function useHouseholdMembers(
  packages: readonly EventPackage[],
  personCount: number,
  actions: Pick<BookingWizard['actions'], 'addMember' | 'removeMember'>,
) {
  const { t } = useTranslation('booking');
  const [isAddMemberOpen, setAddMemberOpen] = useState(false);

  const openAddMember = () => {
    if (personCount >= MAX_WIZARD_PERSONS) {
      toast.error(t('toasts.maxParticipants.title'), { description: t('toasts.maxParticipants.message') });
      return;
    }
    setAddMemberOpen(true);
  };

  const addMember = (member: HouseholdMember) => {
    if (!packages.some((pkg) => pkg.id === member.packageId)) {
      toast.error(t('toasts.packageNotFound'));
      return;
    }
    const name = `${member.firstName} ${member.lastName}`;
    actions.addMember({
      id: String(Date.now()),
      firstName: member.firstName,
      lastName: member.lastName,
      identificationNumber: normalizeId(member.identificationNumber),
      dateOfBirth: member.dateOfBirth,
      gender: member.gender,
      packageId: member.packageId,
    });
    setAddMemberOpen(false);
    toast.success(t('toasts.participantAdded.title'), { description: t('toasts.participantAdded.message', { name }) });
  };

  const removeMember = (member: HouseholdMemberEntry) => {
    actions.removeMember(member.id);
    toast.success(t('toasts.participantRemoved.title'), {
      description: t('toasts.participantRemoved.message', { name: `${member.firstName} ${member.lastName}` }),
    });
  };

  return { isAddMemberOpen, setAddMemberOpen, openAddMember, addMember, removeMember };
}
