import { type PersonalDetails, type PersonalDetailsInput, personalDetailsSchema } from '@domain/bookings/schemas';
import type { EventDetails } from '@domain/events/responses';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { VisitGuidance } from '@/features/booking-shared';
import { PARTNER_EVENT_SLUG, readPartnerData } from '@/features/partner';
import { useLanguage } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BookingSuccess } from '../confirmation/booking-success';
import { priceWizardBooking } from '../pricing/booking-pricing';
import { AddMemberDialog } from '../steps/add-member-dialog';
import { BookingPageFrame, EventHeader } from './booking-page-frame';
import { BookingStepIndicator } from './booking-step-indicator';
import { BookingSummaryCard } from './booking-summary-card';
import { type PartnerBooking, partnerBookingFor, partnerFormValues, type WizardDetails } from './partner-booking';
import { PartnerGreeting } from './partner-greeting';
import { visitDateLabel, visitTimeLabel } from './slot-labels';
import { useAppointmentTimeslots } from './use-appointment-timeslots';
import { useBookingConfirmation } from './use-booking-confirmation';
import { useBookingWizard } from './use-booking-wizard';
import { useHouseholdMembers } from './use-household-members';
import { useMemberVerification } from './use-member-verification';
import { usePartnerArrival } from './use-partner-arrival';
import { useWizardNavigation } from './use-wizard-navigation';
import { WizardProgress } from './wizard-progress';
import { AppointmentStepPanel, DetailsStepPanel, PackageStepPanel, ReviewStepPanel } from './wizard-steps';

const EMPTY_DETAILS: Partial<PersonalDetailsInput> = {
  firstName: '',
  lastName: '',
  email: '',
  mobileNumber: '',
  identificationNumber: '',
  dateOfBirth: '',
  postalCode: '',
  unitNumber: '',
  address: '',
  medicalConditions: '',
  vitalityMembershipNo: '',
};

/**
 * Spec 000 §4, partner flow: on the partner's event, the partner data stored by /wc/{code} while its
 * redirect flag is younger than 10 minutes (an older one is cleared by the read).
 */
function readPartnerBooking(event: EventDetails): PartnerBooking | null {
  return event.slug === PARTNER_EVENT_SLUG ? partnerBookingFor(event.packages, readPartnerData()) : null;
}

export function BookingWizard({ event }: { event: EventDetails }) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  // Read once: the visit keeps what it arrived with, even past the flag's 10 minutes.
  const [partner] = useState(() => readPartnerBooking(event));
  const wizard = useBookingWizard(partner?.packageId ?? null);
  const { state, actions, membership, isMember, personCount } = wizard;
  useDocumentTitle(`${event.name} | ${t('page.title')}`);
  const memberVerification = useMemberVerification(state.verification, actions.setVerification);
  const form = useForm<PersonalDetailsInput, unknown, PersonalDetails>({
    resolver: zodResolver(personalDetailsSchema),
    defaultValues: partner ? { ...EMPTY_DETAILS, ...partnerFormValues(partner.data) } : EMPTY_DETAILS,
    mode: 'onTouched',
  });
  /**
   * Step 1's parsed values (ISO date, upper-cased ID), kept from its last successful Next, or taken
   * over from the partner (then possibly without the gender, which the review step asks for).
   */
  const [details, setDetails] = useState<WizardDetails | null>(null);
  const navigation = useWizardNavigation(actions.goTo);

  const appointment = useAppointmentTimeslots(form.control, event.id, state);
  const { selectedDate, selectedSlot } = appointment;
  const household = useHouseholdMembers(event.packages, personCount, actions);
  const mainPackage = event.packages.find((pkg) => pkg.id === state.packageId) ?? null;

  // The main person until step 1 names them.
  const you = t('page.you');
  const pricing = useMemo(
    () =>
      priceWizardBooking({
        packages: event.packages,
        mainName: details ? `${details.firstName} ${details.lastName}` : you,
        mainPackageId: state.packageId,
        members: state.members,
        isMember,
        discount: state.discount,
        partnerPaid: partner?.data.whitecoatPaidAmount ?? null,
      }),
    [event.packages, details, you, state.packageId, state.members, isMember, state.discount, partner],
  );

  const isPreparingPartnerBooking = usePartnerArrival({
    partner,
    packages: event.packages,
    step: state.step,
    form,
    timeslots: appointment.timeslots,
    memberVerification,
    skipToAppointment: (prefilled) => {
      setDetails(prefilled);
      // The appointment step's heading takes focus, so screen readers say where the visitor now is.
      navigation.move(() => actions.skipToAppointment(prefilled.postalCode));
    },
  });

  const completeDetailsStep = (values: PersonalDetails) => {
    setDetails(values);
    navigation.move(() => actions.completeDetails(values.postalCode));
    navigation.scrollToWizard();
  };

  const confirmation = useBookingConfirmation({
    event,
    partner,
    wizard,
    form,
    details,
    pricing,
    appointment,
    goTo: navigation.goTo,
  });

  if (confirmation.confirmed) return <BookingSuccess booking={confirmation.confirmed} />;

  const steps = { wizard, focusOnMount: navigation.focusOnMount, goTo: navigation.goTo };
  const appointmentLabel =
    selectedDate && selectedSlot && state.date
      ? `${visitDateLabel(state.date, selectedDate.date.label, language)}, ${visitTimeLabel(selectedSlot.time, selectedSlot.label, language)}`
      : null;

  return (
    <BookingPageFrame
      header={
        <>
          <BookingStepIndicator step={state.step} />
          <EventHeader event={event} />
        </>
      }
      main={
        <Card ref={navigation.cardRef} className="scroll-mt-20 p-5 sm:p-8">
          {partner ? (
            <PartnerGreeting
              data={partner.data}
              packageName={
                event.packages.find((pkg) => pkg.id === partner.packageId)?.name ??
                (partner.data.systemPackageName || partner.data.whitecoatPackageName)
              }
            />
          ) : null}
          <WizardProgress
            step={state.step}
            onGoTo={navigation.goTo}
            disabled={memberVerification.isVerifying || confirmation.isConfirming}
          />
          <div className="mt-6 sm:mt-8">
            {state.step === 1 ? (
              <DetailsStepPanel
                form={form}
                isPreparing={isPreparingPartnerBooking}
                focusOnMount={steps.focusOnMount}
                memberVerification={memberVerification}
                onDone={completeDetailsStep}
              />
            ) : null}
            {state.step === 2 ? (
              <PackageStepPanel {...steps} packages={event.packages} lockedPackageId={partner?.packageId ?? null} />
            ) : null}
            {state.step === 3 ? (
              <AppointmentStepPanel {...steps} eventId={event.id} appointment={appointment} details={details} />
            ) : null}
            {state.step === 4 && pricing ? (
              <ReviewStepPanel
                {...steps}
                pricing={pricing}
                appointment={appointment}
                details={details}
                form={form}
                memberVerification={memberVerification}
                household={household}
                confirmation={confirmation}
              />
            ) : null}
          </div>
        </Card>
      }
      aside={
        <aside aria-label={t('page.summaryLabel')} className="sticky top-24 hidden space-y-4 lg:block">
          <BookingSummaryCard
            eventName={event.name}
            location={event.location}
            packageName={mainPackage?.name ?? null}
            appointment={appointmentLabel}
            personCount={personCount}
            pricing={pricing}
          />
          <VisitGuidance variant="panel" className="bg-white" />
        </aside>
      }
    >
      {mainPackage ? (
        <AddMemberDialog
          open={household.isAddMemberOpen}
          onOpenChange={household.setAddMemberOpen}
          packages={event.packages}
          defaultPackageId={mainPackage.id}
          participantCount={personCount}
          membership={membership}
          takenIds={[
            details?.identificationNumber ?? '',
            ...state.members.map((member) => member.identificationNumber),
          ]}
          onAdd={household.addMember}
        />
      ) : null}
    </BookingPageFrame>
  );
}
