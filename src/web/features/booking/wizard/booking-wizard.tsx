import {
  DATE_OF_BIRTH_UNDER_AGE_MESSAGE,
  GENDER_REQUIRED_MESSAGE,
  TIMESLOT_REQUIRED_MESSAGE,
} from '@domain/bookings/messages';
import type { RegistrationResult } from '@domain/bookings/responses';
import { type PersonalDetails, type PersonalDetailsInput, personalDetailsSchema } from '@domain/bookings/schemas';
import type { EventDetails } from '@domain/events/responses';
import { PRIVACY_CONSENT_REQUIRED_MESSAGE } from '@domain/privacy/personal-data';
import { formatCurrency } from '@domain/shared/money';
import { slotHasRoomFor } from '@domain/timeslots/availability';
import { isValidPostalCode } from '@domain/timeslots/regions';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Card } from '@/components/ui/card';
import { SUPPORT_EMAIL_SENTENCE, VisitGuidance } from '@/features/booking-shared';
import { clearPartnerData, PARTNER_EVENT_SLUG, readPartnerData } from '@/features/partner';
import { bookingTokenStorage } from '@/lib/booking-token';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateRegistration } from '../api';
import { BookingSuccess, type ConfirmedBooking } from '../confirmation/booking-success';
import { formatVisitAddress } from '../confirmation/calendar';
import {
  AGE_REQUIREMENT_TITLE,
  BOOK_PAGE_TITLE,
  BOOKING_CONFIRMED_TITLE,
  BOOKING_CREATED_TITLE,
  BOOKING_ERROR_MESSAGE,
  BOOKING_ERROR_TITLE,
  PACKAGE_AUTO_SELECTED_TITLE,
  PARTNER_DATA_RETRIEVED_MESSAGE,
  PARTNER_DATA_RETRIEVED_TITLE,
  packageAutoSelectedMessage,
} from '../messages';
import { priceWizardBooking } from '../pricing/booking-pricing';
import { AddMemberDialog } from '../steps/add-member-dialog';
import { AppointmentStep } from '../steps/appointment-step';
import { GenderQuestion } from '../steps/gender-question';
import { PackageStep } from '../steps/package-step';
import { PersonalDetailsStep } from '../steps/personal-details-step';
import { ReviewStep } from '../steps/review-step';
import { bookingFailure } from './booking-failure';
import { BookingPageFrame, EventHeader } from './booking-page-frame';
import { buildRegistrationRequest } from './booking-request';
import { BookingStepIndicator } from './booking-step-indicator';
import { BookingSummaryCard } from './booking-summary-card';
import {
  hasBookableTimeslot,
  type PartnerBooking,
  partnerBookingFor,
  partnerFormValues,
  prefilledDetails,
  type WizardDetails,
} from './partner-booking';
import { PartnerGreeting } from './partner-greeting';
import { useAppointmentTimeslots } from './use-appointment-timeslots';
import { memberBadgeLabel, useBookingWizard, type WizardStep } from './use-booking-wizard';
import { useHouseholdMembers } from './use-household-members';
import { useMemberVerification } from './use-member-verification';
import { WizardProgress } from './wizard-progress';

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

/** The member programme to name when it could not be checked: the one verified before, if any. */
function programmeName(verification: { isAiaMember: boolean; isVitalityMember: boolean }): string | null {
  if (verification.isAiaMember) return 'AIA Health Shield';
  if (verification.isVitalityMember) return 'Vitality';
  return null;
}

export function BookingWizard({ event }: { event: EventDetails }) {
  // Read once: the visit keeps what it arrived with, even past the flag's 10 minutes.
  const [partner] = useState(() => readPartnerBooking(event));
  const { state, actions, membership, isMember, membershipNotChecked, personCount } = useBookingWizard(
    partner?.packageId ?? null,
  );
  // Counts the Confirms the server refused because it could not check the membership (the notice then takes the focus).
  const [notCheckedRefusals, setNotCheckedRefusals] = useState(0);
  useDocumentTitle(`${event.name} | ${BOOK_PAGE_TITLE}`);
  const navigate = useNavigate();
  const memberVerification = useMemberVerification(state.verification, actions.setVerification);
  const registration = useCreateRegistration(event.slug);
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
  const [confirmed, setConfirmed] = useState<ConfirmedBooking | null>(null);
  // The review step's privacy consent (DESIGN §8.3): kept while the visitor moves between the steps.
  const [hasConsented, setHasConsented] = useState(false);
  const [showConsentError, setShowConsentError] = useState(false);
  const consentRef = useRef<HTMLInputElement>(null);
  // The review step's "Send me SMS reminders" (DESIGN §8.5): ticked until the visitor unticks it.
  const [wantsSmsReminders, setWantsSmsReminders] = useState(true);
  const hasNavigated = useRef(false);
  const cardRef = useRef<HTMLDivElement>(null);

  const { postalCode, timeslots, selectedDate, selectedSlot } = useAppointmentTimeslots(form.control, event.id, state);
  const household = useHouseholdMembers(event.packages, personCount, actions);
  const mainPackage = event.packages.find((pkg) => pkg.id === state.packageId) ?? null;

  const pricing = useMemo(
    () =>
      priceWizardBooking({
        packages: event.packages,
        mainName: details ? `${details.firstName} ${details.lastName}` : 'You',
        mainPackageId: state.packageId,
        members: state.members,
        isMember,
        discount: state.discount,
        partnerPaid: partner?.data.whitecoatPaidAmount ?? null,
      }),
    [event.packages, details, state.packageId, state.members, isMember, state.discount, partner],
  );

  // Spec 000 §4 and §8: say that the partner's details were taken over, once per visit, in one toast;
  // the greeting above the steps names the package and what was paid.
  const hasAnnouncedPartner = useRef(false);
  useEffect(() => {
    if (!partner || hasAnnouncedPartner.current) return;
    hasAnnouncedPartner.current = true;
    toast.success(PARTNER_DATA_RETRIEVED_TITLE, { description: PARTNER_DATA_RETRIEVED_MESSAGE });
  }, [partner]);

  // 'Package Auto-Selected' (spec 000 §8) where the visitor sees the choice: on the package step, when the
  // jump to the appointment step did not take them past it. Not beside the first toast, which it would bury.
  const hasAnnouncedPackage = useRef(false);
  useEffect(() => {
    if (!partner || state.step !== 2 || hasAnnouncedPackage.current) return;
    hasAnnouncedPackage.current = true;
    const autoSelected = event.packages.find((pkg) => pkg.id === partner.packageId);
    if (autoSelected) {
      toast.success(PACKAGE_AUTO_SELECTED_TITLE, { description: packageAutoSelectedMessage(autoSelected.name) });
    }
  }, [partner, state.step, event.packages]);

  // Spec 000 §4: with every key field, a package and timeslots, the wizard goes straight to the
  // appointment step. Tried once, when the timeslots for the partner's postal code have arrived; if
  // anything is missing the visitor goes through step 1 as usual, with the fields filled in. Meanwhile
  // the card says the booking is being prepared rather than flashing step 1.
  const isSkipPending = useRef(partner?.packageId != null);
  const [isPreparingPartnerBooking, setIsPreparingPartnerBooking] = useState(isSkipPending.current);
  const { data: slotsData, isError: hasSlotsError } = timeslots;
  useEffect(() => {
    if (!isSkipPending.current) return;
    if (state.step !== 1 || hasSlotsError) {
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
      setDetails(prefilled);
      // The appointment step's heading takes focus, so screen readers say where the visitor now is.
      hasNavigated.current = true;
      actions.skipToAppointment(prefilled.postalCode);
    });
  }, [
    slotsData,
    hasSlotsError,
    state.step,
    form,
    memberVerification,
    actions,
    timeslots.isFetching,
    timeslots.isPending,
  ]);

  const goTo = (step: WizardStep) => {
    hasNavigated.current = true;
    actions.goTo(step);
    scrollToWizard();
  };

  const scrollToWizard = () => {
    // After React has rendered the new step.
    requestAnimationFrame(() => cardRef.current?.scrollIntoView({ block: 'start' }));
  };

  const onDetailsValid = async (values: PersonalDetails) => {
    if (!(await memberVerification.verify(values))) return;
    setDetails(values);
    hasNavigated.current = true;
    actions.completeDetails(values.postalCode);
    scrollToWizard();
  };

  const onDetailsInvalid = (errors: FieldErrors<PersonalDetailsInput>) => {
    const message = errors.dateOfBirth?.message;
    if (message === DATE_OF_BIRTH_UNDER_AGE_MESSAGE) toast.error(AGE_REQUIREMENT_TITLE, { description: message });
  };

  const onBooked = (result: RegistrationResult) => {
    const reference = result.reference_number;
    if (!reference) {
      toast.error(BOOKING_ERROR_TITLE, { description: `${BOOKING_ERROR_MESSAGE} ${SUPPORT_EMAIL_SENTENCE}` });
      return;
    }
    // Changes to the persons and contact details later need it (DESIGN §8.2).
    bookingTokenStorage.write(result.id, result.bookingToken);
    const amountDue = Number(result.amountDue);
    if (result.status === 'paid' || (Number.isFinite(amountDue) && amountDue <= 0)) {
      // Spec 000 §4: nothing left to pay; the partner's data has served its purpose.
      if (partner) clearPartnerData();
      if (details && selectedSlot && selectedDate && state.date && pricing) {
        setConfirmed({
          reference,
          email: details.email,
          eventName: event.name,
          packageSummary: [...new Set(pricing.lines.map((line) => line.packageName))].join(', '),
          personCount,
          total: result.totalAmount ?? pricing.breakdown.total,
          partnerPaid: pricing.breakdown.partnerPaid,
          amountDue: result.amountDue,
          date: state.date,
          time: selectedSlot.time,
          dateLabel: selectedDate.date.label,
          timeLabel: selectedSlot.label,
          address: formatVisitAddress(details),
        });
      }
      window.scrollTo({ top: 0 });
      toast.success(BOOKING_CONFIRMED_TITLE, { description: `Your reference number is ${reference}.` });
      return;
    }
    toast.success(BOOKING_CREATED_TITLE, {
      description: `Please complete payment of ${formatCurrency(result.amountDue)} to confirm your booking.`,
    });
    navigate(paths.bookingConfirmation.getHref(reference, true));
  };

  /** The details with the gender the review step asked for, or null (with the question's error shown). */
  const completeDetails = (current: WizardDetails): PersonalDetails | null => {
    if (current.gender) return { ...current, gender: current.gender };
    const gender = form.getValues('gender');
    // Not kept in `details`: the question stays on the page, and a changed answer counts on the next Confirm.
    if (gender === 'male' || gender === 'female') return { ...current, gender };
    form.setError('gender', { type: 'required', message: GENDER_REQUIRED_MESSAGE }, { shouldFocus: true });
    return null;
  };

  const confirmBooking = () => {
    if (!details) return goTo(1);
    const bookingDetails = completeDetails(details);
    if (!hasConsented) {
      setShowConsentError(true);
      // The gender question above, when it is unanswered too, took the focus first.
      if (bookingDetails) consentRef.current?.focus();
    }
    if (!bookingDetails || !hasConsented) return;
    if (state.packageId === null || !pricing) return goTo(2);
    if (!selectedSlot || !slotHasRoomFor(selectedSlot, personCount)) {
      // Taken by someone else meanwhile, or too small for the household as it is now.
      toast.error(TIMESLOT_REQUIRED_MESSAGE, { description: 'The time you chose is no longer available.' });
      return goTo(3);
    }
    const request = buildRegistrationRequest({
      eventId: event.id,
      packageId: state.packageId,
      timeslotId: selectedSlot.id,
      details: bookingDetails,
      members: state.members,
      membership,
      discount: state.discount,
      breakdown: pricing.breakdown,
      partner: partner?.data ?? null,
      smsReminders: wantsSmsReminders,
    });
    // The hook keeps the Idempotency-Key of this attempt and refreshes the queries the answer changes.
    registration.createBooking(request, {
      onSuccess: onBooked,
      onError: (error) => {
        const failure = bookingFailure(error);
        // The server's price wins (DESIGN §5.1): price the summary with its membership (the hook fetches
        // the packages again in case their prices changed), so the customer confirms the server's total.
        if (failure.priceChange) {
          const notChecked = failure.priceChange.membershipNotChecked ?? null;
          actions.setServerMembership(failure.priceChange.isMember, notChecked);
          // Said on the step, in words, with the way to check again (MemberPriceNotice).
          if (notChecked) setNotCheckedRefusals((count) => count + 1);
        }
        toast.error(failure.title, { description: failure.description });
      },
    });
  };

  if (confirmed) return <BookingSuccess booking={confirmed} />;

  const focusOnMount = hasNavigated.current;
  const appointmentLabel = selectedDate && selectedSlot ? `${selectedDate.date.label}, ${selectedSlot.label}` : null;

  return (
    <BookingPageFrame
      header={
        <>
          <BookingStepIndicator step={state.step} />
          <EventHeader event={event} />
        </>
      }
      main={
        <Card ref={cardRef} className="scroll-mt-20 p-5 sm:p-8">
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
            onGoTo={goTo}
            disabled={memberVerification.isVerifying || registration.isPending}
          />
          <div className="mt-6 sm:mt-8">
            {state.step === 1 && isPreparingPartnerBooking ? (
              <output aria-live="polite" className="flex flex-col items-center gap-3 py-16 text-center">
                <Loader2 className="size-8 animate-spin text-brand-700" aria-hidden="true" />
                <span className="text-sm text-slate-600">Getting your booking ready…</span>
              </output>
            ) : null}
            {state.step === 1 && !isPreparingPartnerBooking ? (
              <PersonalDetailsStep
                form={form}
                focusOnMount={focusOnMount}
                isVerifying={memberVerification.isVerifying}
                onValid={onDetailsValid}
                onInvalid={onDetailsInvalid}
              />
            ) : null}
            {state.step === 2 ? (
              <PackageStep
                packages={event.packages}
                packageId={state.packageId}
                membership={membership}
                lockedPackageId={partner?.packageId ?? null}
                focusOnMount={focusOnMount}
                onSelect={actions.selectPackage}
                onPrevious={() => goTo(1)}
                onNext={() => goTo(3)}
              />
            ) : null}
            {state.step === 3 ? (
              <AppointmentStep
                postalCode={postalCode}
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
                waitlist={{ eventId: event.id, packageId: state.packageId, persons: personCount, details }}
              />
            ) : null}
            {state.step === 4 && pricing ? (
              <ReviewStep
                pricing={pricing}
                members={state.members}
                isMember={isMember}
                memberLabel={memberBadgeLabel(membership)}
                discount={state.discount}
                appointment={{
                  dateLabel: selectedDate?.date.label ?? '',
                  timeLabel: selectedSlot?.label ?? '',
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
                        focusKey: notCheckedRefusals,
                      }
                    : null
                }
                missingDetails={details && !details.gender ? <GenderQuestion form={form} /> : null}
                focusOnMount={focusOnMount}
                isConfirming={registration.isPending}
                consent={{
                  isAgreed: hasConsented,
                  error: showConsentError && !hasConsented ? PRIVACY_CONSENT_REQUIRED_MESSAGE : undefined,
                  onChange: (isAgreed) => {
                    setHasConsented(isAgreed);
                    setShowConsentError(false);
                  },
                  ref: consentRef,
                }}
                smsReminders={{ isWanted: wantsSmsReminders, onChange: setWantsSmsReminders }}
                onAddMember={household.openAddMember}
                onRemoveMember={household.removeMember}
                onDiscountChange={actions.setDiscount}
                onEdit={goTo}
                onPrevious={() => goTo(3)}
                onConfirm={confirmBooking}
              />
            ) : null}
          </div>
        </Card>
      }
      aside={
        <aside aria-label="Booking summary" className="sticky top-24 hidden space-y-4 lg:block">
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
