import type { EventPackage } from '@domain/events/responses';
import { isValidPostalCode } from '@domain/timeslots/regions';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTNER_NAME } from '@/features/partner';
import { toast } from '@/lib/toast';
import type { PersonalDetailsForm } from '../steps/personal-details-step';
import { hasBookableTimeslot, type PartnerBooking, prefilledDetails, type WizardDetails } from './partner-booking';
import type { useAppointmentTimeslots } from './use-appointment-timeslots';
import type { WizardStep } from './use-booking-wizard';
import type { useMemberVerification } from './use-member-verification';

/**
 * A visitor sent by the partner (spec 000 §4 and §8): told once that their details were taken over,
 * and taken straight to the appointment step when nothing is missing. True while that is being tried.
 */
export function usePartnerArrival(options: {
  partner: PartnerBooking | null;
  packages: readonly EventPackage[];
  step: WizardStep;
  form: PersonalDetailsForm;
  timeslots: ReturnType<typeof useAppointmentTimeslots>['timeslots'];
  memberVerification: ReturnType<typeof useMemberVerification>;
  /** Step 1's details were complete and verified: on to the appointment step with them. */
  skipToAppointment: (details: WizardDetails) => void;
}): boolean {
  const { partner, packages, step, form, timeslots, memberVerification, skipToAppointment } = options;
  const { t } = useTranslation('booking');

  // Spec 000 §4 and §8: say that the partner's details were taken over, once per visit, in one toast;
  // the greeting above the steps names the package and what was paid.
  const hasAnnouncedPartner = useRef(false);
  useEffect(() => {
    if (!partner || hasAnnouncedPartner.current) return;
    hasAnnouncedPartner.current = true;
    toast.success(t('toasts.partnerDataRetrieved.title', { partner: PARTNER_NAME }), {
      description: t('toasts.partnerDataRetrieved.message', { partner: PARTNER_NAME }),
    });
  }, [partner, t]);

  // 'Package Auto-Selected' (spec 000 §8) where the visitor sees the choice: on the package step, when the
  // jump to the appointment step did not take them past it. Not beside the first toast, which it would bury.
  const hasAnnouncedPackage = useRef(false);
  useEffect(() => {
    if (!partner || step !== 2 || hasAnnouncedPackage.current) return;
    hasAnnouncedPackage.current = true;
    const autoSelected = packages.find((pkg) => pkg.id === partner.packageId);
    if (autoSelected) {
      toast.success(t('toasts.packageAutoSelected.title'), {
        description: t('toasts.packageAutoSelected.message', { packageName: autoSelected.name, partner: PARTNER_NAME }),
      });
    }
  }, [partner, step, packages, t]);

  // Spec 000 §4: with every key field, a package and timeslots, the wizard goes straight to the
  // appointment step. Tried once, when the timeslots for the partner's postal code have arrived; if
  // anything is missing the visitor goes through step 1 as usual, with the fields filled in. Meanwhile
  // the card says the booking is being prepared rather than flashing step 1.
  const isSkipPending = useRef(partner?.packageId != null);
  const [isPreparingPartnerBooking, setIsPreparingPartnerBooking] = useState(isSkipPending.current);
  const { data: slotsData, isError: hasSlotsError } = timeslots;
  useEffect(() => {
    if (!isSkipPending.current) return;
    if (step !== 1 || hasSlotsError) {
      isSkipPending.current = false;
      setIsPreparingPartnerBooking(false);
      return;
    }
    if (!slotsData) {
      // No look-up runs for a postal code that is not six digits: nothing to wait for.
      if (!timeslots.isFetching && timeslots.isPending && !isValidPostalCode(form.getValues('postalCode').trim())) {
        isSkipPending.current = false;
        setIsPreparingPartnerBooking(false);
      }
      return;
    }
    isSkipPending.current = false;
    const prefilled = prefilledDetails(form.getValues());
    if (!prefilled || !hasBookableTimeslot(slotsData)) {
      setIsPreparingPartnerBooking(false);
      return;
    }
    // Quiet: one toast on arrival is enough; the review step shows the prices the outcome gives.
    void memberVerification.verify(prefilled, { isQuiet: true }).then((isVerified) => {
      setIsPreparingPartnerBooking(false);
      if (!isVerified) return;
      skipToAppointment(prefilled);
    });
  }, [
    slotsData,
    hasSlotsError,
    step,
    form,
    memberVerification,
    skipToAppointment,
    timeslots.isFetching,
    timeslots.isPending,
  ]);

  return isPreparingPartnerBooking;
}
