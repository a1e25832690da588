import { DATE_OF_BIRTH_UNDER_AGE_MESSAGE } from '@domain/bookings/messages';
import type { PersonalDetails, PersonalDetailsInput } from '@domain/bookings/schemas';
import type { EventPackage } from '@domain/events/responses';
import { Loader2 } from 'lucide-react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage, useMessageText } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { formatVisitAddress } from '../confirmation/calendar';
import type { WizardPricing } from '../pricing/booking-pricing';
import { AppointmentStep } from '../steps/appointment-step';
import { GenderQuestion } from '../steps/gender-question';
import { PackageStep } from '../steps/package-step';
import { type PersonalDetailsForm, PersonalDetailsStep } from '../steps/personal-details-step';
import { ReviewStep } from '../steps/review-step';
import type { WizardDetails } from './partner-booking';
import { AIA_PROGRAMME, VITALITY_PROGRAMME } from './programmes';
import { visitDateLabel, visitTimeLabel } from './slot-labels';
import type { AppointmentTimeslots } from './use-appointment-timeslots';
import type { useBookingConfirmation } from './use-booking-confirmation';
import { type BookingWizard, memberBadgeLabel, type WizardStep } from './use-booking-wizard';
import type { useHouseholdMembers } from './use-household-members';
import type { useMemberVerification } from './use-member-verification';

// The wizard's four steps, each as the wizard's state shows it.

type MemberVerificationState = ReturnType<typeof useMemberVerification>;

interface StepPanelProps {
  wizard: BookingWizard;
  /** True once the visitor has moved between the steps: the step's heading takes the focus. */
  focusOnMount: boolean;
  goTo: (step: WizardStep) => void;
}

/** The member programme to name when it could not be checked: the one verified before, if any. */
function programmeName(verification: { isAiaMember: boolean; isVitalityMember: boolean }): string | null {
  if (verification.isAiaMember) return AIA_PROGRAMME;
  if (verification.isVitalityMember) return VITALITY_PROGRAMME;
  return null;
}

/** Step 1, the personal details; while a partner's booking is being prepared, a note that it is. */
export function DetailsStepPanel({
  form,
  isPreparing,
  focusOnMount,
  memberVerification,
  onDone,
}: {
  form: PersonalDetailsForm;
  isPreparing: boolean;
  focusOnMount: boolean;
  memberVerification: MemberVerificationState;
  /** The details were valid and verified. */
  onDone: (values: PersonalDetails) => void;
}) {
  const { t } = useTranslation('booking');
  const messageText = useMessageText();
  const onDetailsValid = async (values: PersonalDetails) => {
    if (!(await memberVerification.verify(values))) return;
    onDone(values);
  };

  const onDetailsInvalid = (errors: FieldErrors<PersonalDetailsInput>) => {
    const message = errors.dateOfBirth?.message;
    if (message === DATE_OF_BIRTH_UNDER_AGE_MESSAGE) {
      toast.error(t('toasts.ageRequirement'), { description: messageText(message) });
    }
  };

  if (isPreparing) {
    return (
      <output aria-live="polite" className="flex flex-col items-center gap-3 py-16 text-center">
        <Loader2 className="size-8 animate-spin text-brand-700" aria-hidden="true" />
        <span className="text-sm text-slate-600">{t('page.preparingPartnerBooking')}</span>
      </output>
    );
  }
  return (
    <PersonalDetailsStep
      form={form}
      focusOnMount={focusOnMount}
      isVerifying={memberVerification.isVerifying}
      onValid={onDetailsValid}
      onInvalid={onDetailsInvalid}
    />
  );
}

/** Step 2, the package: the partner's, when they chose it, is the only one. */
export function PackageStepPanel({
  wizard,
  focusOnMount,
  goTo,
  packages,
  lockedPackageId,
}: StepPanelProps & { packages: readonly EventPackage[]; lockedPackageId: number | null }) {
  return (
    <PackageStep
      packages={packages}
      packageId={wizard.state.packageId}
      membership={wizard.membership}
      lockedPackageId={lockedPackageId}
      focusOnMount={focusOnMount}
      onSelect={wizard.actions.selectPackage}
      onPrevious={() => goTo(1)}
      onNext={() => goTo(3)}
    />
  );
}

/** Step 3, the date and time of the visit for the postal code of step 1. */
export function AppointmentStepPanel({
  wizard,
  focusOnMount,
  goTo,
  eventId,
  appointment,
  details,
}: StepPanelProps & {
  eventId: number;
  appointment: Pick<AppointmentTimeslots, 'postalCode' | 'timeslots'>;
  details: WizardDetails | null;
}) {
  const { state, actions, personCount } = wizard;
  const { timeslots } = appointment;
  return (
    <AppointmentStep
      postalCode={appointment.postalCode}
      timeslots={{
        data: timeslots.data,
        isPending: timeslots.isPending,
        error: timeslots.error,
        refetch: () => void timeslots.refetch(),
      }}
      date={state.date}
      timeslotId={state.timeslotId}
      personCount={personCount}
      focusOnMount={focusOnMount}
      onSelectDate={actions.selectDate}
      onSelectTimeslot={actions.selectTimeslot}
      onChangePostalCode={() => goTo(1)}
      onPrevious={() => goTo(2)}
      onNext={() => goTo(4)}
      waitlist={{ eventId, packageId: state.packageId, persons: personCount, details }}
    />
  );
}

/** Step 4, the review: the household, the prices, the consent and the Confirm. */
export function ReviewStepPanel({
  wizard,
  focusOnMount,
  goTo,
  pricing,
  appointment,
  details,
  form,
  memberVerification,
  household,
  confirmation,
}: StepPanelProps & {
  pricing: WizardPricing;
  appointment: Pick<AppointmentTimeslots, 'selectedDate' | 'selectedSlot'>;
  details: WizardDetails | null;
  form: PersonalDetailsForm;
  memberVerification: MemberVerificationState;
  household: Pick<ReturnType<typeof useHouseholdMembers>, 'openAddMember' | 'removeMember'>;
  confirmation: ReturnType<typeof useBookingConfirmation>;
}) {
  const language = useLanguage();
  const { state, actions, membership, isMember, membershipNotChecked } = wizard;
  const { selectedDate, selectedSlot } = appointment;
  return (
    <ReviewStep
      pricing={pricing}
      members={state.members}
      isMember={isMember}
      memberLabel={memberBadgeLabel(membership)}
      discount={state.discount}
      appointment={{
        dateLabel: selectedDate && state.date ? visitDateLabel(state.date, selectedDate.date.label, language) : '',
        timeLabel: selectedSlot ? visitTimeLabel(selectedSlot.time, selectedSlot.label, language) : '',
        address: details ? formatVisitAddress(details) : '',
      }}
      memberPriceNotice={
        membershipNotChecked && details
          ? {
              reason: membershipNotChecked,
              programme: programmeName(state.verification),
              standardTotal: pricing.breakdown.total,
              isChecking: memberVerification.isVerifying,
              onCheckAgain: () => void memberVerification.verify(details, { isAgain: true }),
              focusKey: confirmation.notCheckedRefusals,
            }
          : null
      }
      missingDetails={details && !details.gender ? <GenderQuestion form={form} /> : null}
      focusOnMount={focusOnMount}
      isConfirming={confirmation.isConfirming}
      consent={confirmation.consent}
      smsReminders={confirmation.smsReminders}
      onAddMember={household.openAddMember}
      onRemoveMember={household.removeMember}
      onDiscountChange={actions.setDiscount}
      onEdit={goTo}
      onPrevious={() => goTo(3)}
      onConfirm={confirmation.confirmBooking}
    />
  );
}
