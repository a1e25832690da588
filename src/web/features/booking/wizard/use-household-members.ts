import { MAX_WIZARD_PERSONS } from '@domain/bookings/pricing';
import type { HouseholdMember } from '@domain/bookings/schemas';
import type { EventPackage } from '@domain/events/responses';
import { normalizeId } from '@domain/shared/identity';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import {
  MAX_PARTICIPANTS_MESSAGE,
  MAX_PARTICIPANTS_TITLE,
  PARTICIPANT_ADDED_TITLE,
  PARTICIPANT_REMOVED_TITLE,
  SELECTED_PACKAGE_NOT_FOUND,
} from '../messages';
import type { BookingWizard, HouseholdMemberEntry } from './use-booking-wizard';

/** The review step's household: the add dialog (opened only below the maximum) and removals, each with its toast. */
export function useHouseholdMembers(
  packages: readonly EventPackage[],
  personCount: number,
  actions: Pick<BookingWizard['actions'], 'addMember' | 'removeMember'>,
) {
  const [isAddMemberOpen, setAddMemberOpen] = useState(false);

  const openAddMember = () => {
    if (personCount >= MAX_WIZARD_PERSONS) {
      toast.error(MAX_PARTICIPANTS_TITLE, { description: MAX_PARTICIPANTS_MESSAGE });
      return;
    }
    setAddMemberOpen(true);
  };

  const addMember = (member: HouseholdMember) => {
    if (!packages.some((pkg) => pkg.id === member.packageId)) {
      toast.error(SELECTED_PACKAGE_NOT_FOUND);
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
    toast.success(PARTICIPANT_ADDED_TITLE, { description: `${name} has been added to your booking.` });
  };

  const removeMember = (member: HouseholdMemberEntry) => {
    actions.removeMember(member.id);
    toast.success(PARTICIPANT_REMOVED_TITLE, {
      description: `${member.firstName} ${member.lastName} has been removed from your booking.`,
    });
  };

  return { isAddMemberOpen, setAddMemberOpen, openAddMember, addMember, removeMember };
}
