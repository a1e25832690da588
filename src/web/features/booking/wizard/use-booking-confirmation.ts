import { GENDER_REQUIRED_MESSAGE, TIMESLOT_REQUIRED_MESSAGE } from '@domain/bookings/messages';
import type { RegistrationResult } from '@domain/bookings/responses';
import type { PersonalDetails } from '@domain/bookings/schemas';
import type { EventDetails } from '@domain/events/responses';
import { PRIVACY_CONSENT_REQUIRED_MESSAGE } from '@domain/privacy/personal-data';
import { COMPANY } from '@domain/shared/company';
import { BOOKER_GENDERS } from '@domain/shared/gender';
import { formatCurrency } from '@domain/shared/money';
import { slotHasRoomFor } from '@domain/timeslots/availability';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearPartnerData } from '@/features/partner';
import { bookingTokenStorage } from '@/lib/booking-token';
import { useLanguage, useMessageText } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useCreateRegistration } from '../api';
import type { ConfirmedBooking } from '../confirmation/booking-success';
import { formatVisitAddress } from '../confirmation/calendar';
import type { WizardPricing } from '../pricing/booking-pricing';
import type { PersonalDetailsForm } from '../steps/personal-details-step';
import { bookingFailure } from './booking-failure';
import { buildRegistrationRequest } from './booking-request';
import type { PartnerBooking, WizardDetails } from './partner-booking';
import type { AppointmentTimeslots } from './use-appointment-timeslots';
import type { BookingWizard, WizardStep } from './use-booking-wizard';

/**
 * The review step's Confirm: its privacy consent and SMS reminders, the checks before the booking is
 * sent, and the server's answer — the booking confirmed here, on to payment, or refused with the
 * reason (and the server's price, which wins).
 */
export function useBookingConfirmation(options: {
  event: EventDetails;
  partner: PartnerBooking | null;
  wizard: BookingWizard;
  form: PersonalDetailsForm;
  details: WizardDetails | null;
  pricing: WizardPricing | null;
  appointment: Pick<AppointmentTimeslots, 'selectedDate' | 'selectedSlot'>;
  goTo: (step: WizardStep) => void;
}) {
  const { event, partner, form, details, pricing, goTo } = options;
  const { state, actions, membership, personCount } = options.wizard;
  const { selectedDate, selectedSlot } = options.appointment;
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const registration = useCreateRegistration(event.slug);
  // Counts the Confirms the server refused because it could not check the membership (the notice then takes the focus).
  const [notCheckedRefusals, setNotCheckedRefusals] = useState(0);
  const [confirmed, setConfirmed] = useState<ConfirmedBooking | null>(null);
  // The review step's privacy consent (DESIGN §8.3): kept while the visitor moves between the steps.
  const [hasConsented, setHasConsented] = useState(false);
  const [showConsentError, setShowConsentError] = useState(false);
  const consentRef = useRef<HTMLInputElement>(null);
  // The review step's "Send me SMS reminders" (DESIGN §8.5): ticked until the visitor unticks it.
  const [wantsSmsReminders, setWantsSmsReminders] = useState(true);

  const onBooked = (result: RegistrationResult) => {
    const reference = result.reference_number;
    if (!reference) {
      toast.error(t('toasts.bookingError.title'), {
        description: `${t('toasts.bookingError.message')} ${t('shared.supportEmail', { email: COMPANY.email })}`,
      });
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
      toast.success(t('toasts.bookingConfirmed'), { description: t('toasts.referenceIs', { reference }) });
      return;
    }
    toast.success(t('toasts.bookingCreated'), {
      description: t('toasts.completePayment', { amount: formatCurrency(result.amountDue, language) }),
    });
    navigate(paths.bookingConfirmation.getHref(reference, true));
  };

  /** The details with the gender the review step asked for, or null (with the question's error shown). */
  const completeDetails = (current: WizardDetails): PersonalDetails | null => {
    if (current.gender) return { ...current, gender: current.gender };
    const gender = form.getValues('gender');
    // Not kept in `details`: the question stays on the page, and a changed answer counts on the next Confirm.
    if ((BOOKER_GENDERS as readonly string[]).includes(gender ?? '')) return { ...current, gender };
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
      toast.error(messageText(TIMESLOT_REQUIRED_MESSAGE), { description: t('toasts.timeNoLongerAvailable') });
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
      language,
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
        toast.error(failure.title, { description: messageText(failure.description) });
      },
    });
  };

  return {
    confirmed,
    confirmBooking,
    isConfirming: registration.isPending,
    notCheckedRefusals,
    consent: {
      isAgreed: hasConsented,
      error: showConsentError && !hasConsented ? PRIVACY_CONSENT_REQUIRED_MESSAGE : undefined,
      onChange: (isAgreed: boolean) => {
        setHasConsented(isAgreed);
        setShowConsentError(false);
      },
      ref: consentRef,
    },
    smsReminders: { isWanted: wantsSmsReminders, onChange: setWantsSmsReminders },
  };
}
