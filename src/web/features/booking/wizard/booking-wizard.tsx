import { slotHasRoomFor } from '@domain/availability';
import {
  DATE_OF_BIRTH_UNDER_AGE_MESSAGE,
  type HouseholdMember,
  type PersonalDetails,
  type PersonalDetailsInput,
  personalDetailsSchema,
  TIMESLOT_REQUIRED_MESSAGE,
} from '@domain/booking-schemas';
import { normalizeId } from '@domain/identity';
import { formatCurrency } from '@domain/money';
import { MAX_WIZARD_PERSONS } from '@domain/pricing';
import { isValidPostalCode } from '@domain/regions';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Card } from '@/components/ui/card';
import { eventsQueryKey } from '@/features/events';
import { ApiError } from '@/lib/api';
import { paths } from '@/lib/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  createRegistration,
  type EventDetails,
  eventQueryOptions,
  type RegistrationRequest,
  type RegistrationResult,
  timeslotsQueryKey,
  timeslotsQueryOptions,
} from '../api';
import { BookingSuccess, type ConfirmedBooking } from '../confirmation/booking-success';
import { formatVisitAddress } from '../confirmation/calendar';
import {
  AGE_REQUIREMENT_TITLE,
  BOOK_PAGE_TITLE,
  BOOKING_CONFIRMED_TITLE,
  BOOKING_CREATED_TITLE,
  BOOKING_ERROR_MESSAGE,
  BOOKING_ERROR_TITLE,
  MAX_PARTICIPANTS_MESSAGE,
  MAX_PARTICIPANTS_TITLE,
  PARTICIPANT_ADDED_TITLE,
  PARTICIPANT_REMOVED_TITLE,
  SELECTED_PACKAGE_NOT_FOUND,
} from '../messages';
import { priceWizardBooking } from '../pricing/booking-pricing';
import { AddMemberDialog } from '../steps/add-member-dialog';
import { AppointmentStep } from '../steps/appointment-step';
import { PackageStep } from '../steps/package-step';
import { PersonalDetailsStep } from '../steps/personal-details-step';
import { ReviewStep } from '../steps/review-step';
import { AppointmentGuidance } from './appointment-guidance';
import { bookingFailure } from './booking-failure';
import { buildRegistrationRequest } from './booking-request';
import { BookingStepIndicator } from './booking-step-indicator';
import { BookingSummaryCard } from './booking-summary-card';
import {
  type HouseholdMemberEntry,
  memberBadgeLabel,
  useBookingWizard,
  verificationKey,
  type WizardStep,
} from './use-booking-wizard';
import { verifyMemberDetails } from './verification-outcome';
import { WizardProgress } from './wizard-progress';

/** Spec 000 §4: the look-up runs "a short moment" after a valid postal code is set. */
const POSTAL_CODE_DEBOUNCE_MS = 500;

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

export function BookingWizard({ event }: { event: EventDetails }) {
  const { state, actions, membership, isMember, personCount } = useBookingWizard();
  useDocumentTitle(`${event.name} | ${BOOK_PAGE_TITLE}`);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<PersonalDetailsInput, unknown, PersonalDetails>({
    resolver: zodResolver(personalDetailsSchema),
    defaultValues: EMPTY_DETAILS,
    mode: 'onTouched',
  });
  /** Step 1's parsed values (ISO date, upper-cased ID), kept from its last successful Next. */
  const [details, setDetails] = useState<PersonalDetails | null>(null);
  const [isVerifying, setIsVerifying] = useState(false);
  const [isAddMemberOpen, setAddMemberOpen] = useState(false);
  const [confirmed, setConfirmed] = useState<ConfirmedBooking | null>(null);
  const hasNavigated = useRef(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const idempotency = useRef<{ body: string; key: string } | null>(null);
  // A second tap on Next while the first verification runs must not start another one.
  const isVerifyingRef = useRef(false);

  // Timeslots: looked up while the visitor is still typing step 1, once the code has settled.
  const typedPostalCode = (useWatch({ control: form.control, name: 'postalCode' }) ?? '').trim();
  const settledPostalCode = useDebouncedValue(typedPostalCode, POSTAL_CODE_DEBOUNCE_MS);
  const lookupPostalCode =
    state.step > 1 && state.appointmentPostalCode ? state.appointmentPostalCode : settledPostalCode;
  const canLookUp = isValidPostalCode(lookupPostalCode) && event.id > 0;
  const timeslots = useQuery(timeslotsQueryOptions(lookupPostalCode, event.id, canLookUp));
  // Others book while this visitor fills in the form: show the appointment step with fresh availability.
  const { isStale: isTimeslotListStale, refetch: refetchTimeslots } = timeslots;
  useEffect(() => {
    if (state.step === 3 && canLookUp && isTimeslotListStale) void refetchTimeslots();
  }, [state.step, canLookUp, isTimeslotListStale, refetchTimeslots]);

  const selectedDate = state.date ? timeslots.data?.dates[state.date] : undefined;
  const selectedSlot = selectedDate?.timeslot.find((slot) => slot.id === state.timeslotId);
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
      }),
    [event.packages, details, state.packageId, state.members, isMember, state.discount],
  );

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
    if (isVerifyingRef.current) return;
    setDetails(values);
    const key = verificationKey(values);
    // Verification runs once per set of details; coming back from the package step does not repeat it.
    if (state.verification.verifiedFor !== key) {
      isVerifyingRef.current = true;
      setIsVerifying(true);
      const { verification, notice } = await verifyMemberDetails(values, key);
      isVerifyingRef.current = false;
      setIsVerifying(false);
      actions.setVerification(verification);
      const options = notice.description ? { description: notice.description } : undefined;
      toast[notice.kind](notice.title, options);
    }
    hasNavigated.current = true;
    actions.completeDetails(values.postalCode);
    scrollToWizard();
  };

  const onDetailsInvalid = (errors: FieldErrors<PersonalDetailsInput>) => {
    const message = errors.dateOfBirth?.message;
    if (message === DATE_OF_BIRTH_UNDER_AGE_MESSAGE) toast.error(AGE_REQUIREMENT_TITLE, { description: message });
  };

  const openAddMember = () => {
    if (personCount >= MAX_WIZARD_PERSONS) {
      toast.error(MAX_PARTICIPANTS_TITLE, { description: MAX_PARTICIPANTS_MESSAGE });
      return;
    }
    setAddMemberOpen(true);
  };

  const addMember = (member: HouseholdMember) => {
    if (!event.packages.some((pkg) => pkg.id === member.packageId)) {
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

  const booking = useMutation({
    mutationFn: (input: { request: RegistrationRequest; key: string }) => createRegistration(input.request, input.key),
    // Only a lost connection is retried, with the same Idempotency-Key, so it can never book twice.
    retry: (failures, error) => !(error instanceof ApiError) && failures < 2,
  });

  const onBooked = (result: RegistrationResult) => {
    void queryClient.invalidateQueries({ queryKey: eventsQueryKey });
    void queryClient.invalidateQueries({ queryKey: timeslotsQueryKey });
    const reference = result.reference_number;
    if (!reference) {
      toast.error(BOOKING_ERROR_TITLE, { description: BOOKING_ERROR_MESSAGE });
      return;
    }
    const amountDue = Number(result.amountDue);
    if (result.status === 'paid' || (Number.isFinite(amountDue) && amountDue <= 0)) {
      if (details && selectedSlot && selectedDate && state.date && pricing) {
        setConfirmed({
          reference,
          email: details.email,
          eventName: event.name,
          packageSummary: [...new Set(pricing.lines.map((line) => line.packageName))].join(', '),
          personCount,
          total: result.totalAmount ?? pricing.breakdown.total,
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

  const confirmBooking = () => {
    if (!details) return goTo(1);
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
      details,
      members: state.members,
      membership,
      discount: state.discount,
      breakdown: pricing.breakdown,
    });
    // One key per booking attempt: pressing Confirm again with the same details after a lost
    // connection reuses it, so the server returns the first booking instead of making a second.
    const body = JSON.stringify(request);
    if (idempotency.current?.body !== body) idempotency.current = { body, key: crypto.randomUUID() };
    booking.mutate(
      { request, key: idempotency.current.key },
      {
        onSuccess: onBooked,
        onError: (error) => {
          const failure = bookingFailure(error);
          if (failure.isRefused) idempotency.current = null;
          if (failure.priceChange) {
            // The server's price wins (DESIGN §5.1): price the summary with its membership, and fetch the
            // packages again in case their prices changed, so the customer confirms the server's total.
            actions.setServerMembership(failure.priceChange.isMember);
            void queryClient.invalidateQueries({ queryKey: eventQueryOptions(event.slug).queryKey });
          }
          void queryClient.invalidateQueries({ queryKey: timeslotsQueryKey });
          toast.error(failure.title, { description: failure.description });
        },
      },
    );
  };

  if (confirmed) return <BookingSuccess booking={confirmed} />;

  const focusOnMount = hasNavigated.current;
  const appointmentLabel = selectedDate && selectedSlot ? `${selectedDate.date.label}, ${selectedSlot.label}` : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <BookingStepIndicator step={state.step} />
      <header className="max-w-3xl">
        <p className="text-sm font-semibold text-brand-700">{BOOK_PAGE_TITLE}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{event.name}</h1>
        {event.description ? <p className="mt-2 text-slate-600">{event.description}</p> : null}
        {event.location ? (
          <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600 lg:hidden">
            <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {event.location}
          </p>
        ) : null}
      </header>

      <div className="mt-6 grid items-start gap-6 sm:mt-8 lg:grid-cols-[minmax(0,1fr)_320px]">
        <Card ref={cardRef} className="scroll-mt-20 p-5 sm:p-8">
          <WizardProgress step={state.step} onGoTo={goTo} disabled={isVerifying || booking.isPending} />
          <div className="mt-6 sm:mt-8">
            {state.step === 1 ? (
              <PersonalDetailsStep
                form={form}
                focusOnMount={focusOnMount}
                isVerifying={isVerifying}
                onValid={onDetailsValid}
                onInvalid={onDetailsInvalid}
              />
            ) : null}
            {state.step === 2 ? (
              <PackageStep
                packages={event.packages}
                packageId={state.packageId}
                membership={membership}
                focusOnMount={focusOnMount}
                onSelect={actions.selectPackage}
                onPrevious={() => goTo(1)}
                onNext={() => goTo(3)}
              />
            ) : null}
            {state.step === 3 ? (
              <AppointmentStep
                postalCode={lookupPostalCode}
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
                focusOnMount={focusOnMount}
                isConfirming={booking.isPending}
                onAddMember={openAddMember}
                onRemoveMember={removeMember}
                onDiscountChange={actions.setDiscount}
                onEdit={goTo}
                onPrevious={() => goTo(3)}
                onConfirm={confirmBooking}
              />
            ) : null}
          </div>
        </Card>

        <aside aria-label="Booking summary" className="sticky top-24 hidden space-y-4 lg:block">
          <BookingSummaryCard
            eventName={event.name}
            location={event.location}
            packageName={mainPackage?.name ?? null}
            appointment={appointmentLabel}
            personCount={personCount}
            pricing={pricing}
          />
          <AppointmentGuidance className="bg-white" />
        </aside>
      </div>

      {mainPackage ? (
        <AddMemberDialog
          open={isAddMemberOpen}
          onOpenChange={setAddMemberOpen}
          packages={event.packages}
          defaultPackageId={mainPackage.id}
          participantCount={personCount}
          membership={membership}
          takenIds={[
            details?.identificationNumber ?? '',
            ...state.members.map((member) => member.identificationNumber),
          ]}
          onAdd={addMember}
        />
      ) : null}
    </div>
  );
}
