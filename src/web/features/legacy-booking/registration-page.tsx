import type { LegacyRegistrationResult } from '@domain/api-schemas';
import { formatDateLabel, formatTimeLabel, toDisplayDate } from '@domain/dates';
import { HOLD_BEFORE_BOOKING_NOTE } from '@domain/hold-messages';
import { formatCurrency } from '@domain/money';
import type { ParticipantChangeResult } from '@domain/participant-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, CalendarDays, Loader2, MapPin, Package, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { PersonFields, PrivacyConsent, regionLabel, SmsReminders } from '@/features/booking-shared';
import {
  addParticipant,
  clearDraftParticipants,
  type DraftParticipant,
  readDraftParticipants,
} from '@/features/participants';
import { serverMessage } from '@/lib/api';
import { bookingTokenStorage } from '@/lib/booking-token';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { createLegacyRegistration, RegistrationFailure } from './api';
import {
  buildLegacyBookingRequest,
  type RegistrationFormInput,
  type RegistrationFormValues,
  registrationFormSchema,
} from './booking-request';
import { LegacyStepper } from './legacy-stepper';
import {
  ADD_PARTICIPANT_FAILED_TITLE,
  BOOKING_CONFIRMED_TITLE,
  CONFIRM_BOOKING_LABEL,
  REGISTRATION_FAILED_TITLE,
  registrationFailedStatus,
} from './messages';
import {
  LEGACY_STORAGE_KEYS,
  type LegacyBookingDetails,
  type LegacyConfirmation,
  readBookingDetails,
  removeStored,
  saveConfirmation,
} from './storage';

/**
 * /registration and /booking/registration?eventId=&packageId= (step 3): the older form. Without the
 * booking details the event page stored (or with details of another event or package than the link
 * names) there is nothing to book: back to / (spec 000 §2).
 */
export function LegacyRegistrationPage() {
  const [searchParams] = useSearchParams();
  const [details] = useState(readBookingDetails);
  const named = (key: string, id: number) => !searchParams.has(key) || searchParams.get(key)?.trim() === String(id);
  if (!details || !named('eventId', details.eventId) || !named('packageId', details.packageId)) {
    return <Navigate replace to={paths.home.getHref()} />;
  }
  return <RegistrationForm details={details} />;
}

/** The primary contact from the participants step, if the visitor went through it for this event. */
function primaryOf(list: readonly DraftParticipant[]): DraftParticipant | undefined {
  return list.find((person) => person.isPrimary);
}

function defaultsFrom(primary: DraftParticipant | undefined): RegistrationFormInput {
  return {
    firstName: primary?.firstName ?? '',
    lastName: primary?.lastName ?? '',
    email: primary?.email ?? '',
    mobileNumber: primary?.mobileNumber ?? '',
    gender: primary ? (primary.gender === 'Male' ? 'male' : 'female') : (undefined as unknown as 'male'),
    identificationNumber: primary?.identificationNumber ?? '',
    dateOfBirth: primary ? toDisplayDate(primary.dateOfBirth) : '',
    vitalityMembershipNo: primary?.vitalityMembershipNo ?? '',
    medicalConditions: primary?.medicalConditions ?? '',
    acceptTerms: false as unknown as true,
    privacyConsent: false as unknown as true,
    smsReminders: true,
  };
}

/**
 * The others of the participants step join the booking once it exists, one by one through the
 * participants calls (the older request has no household); a refusal leaves the booking as it is.
 */
async function addOthers(
  registrationId: string,
  packageId: number,
  others: readonly DraftParticipant[],
): Promise<ParticipantChangeResult | null> {
  let last: ParticipantChangeResult | null = null;
  for (const person of others) {
    try {
      last = await addParticipant({
        registrationId,
        firstName: person.firstName,
        lastName: person.lastName,
        identificationNumber: person.identificationNumber,
        dateOfBirth: person.dateOfBirth,
        gender: person.gender,
        packageId,
        email: person.email,
        mobileNumber: person.mobileNumber,
        medicalConditions: person.medicalConditions,
        vitalityMembershipNo: person.vitalityMembershipNo,
        aiaMemberId: person.aiaMemberId,
        isAiaMember: person.isAiaMember,
        isVitalityMember: person.isVitalityMember,
      });
    } catch (error) {
      toast.error(ADD_PARTICIPANT_FAILED_TITLE, {
        description: `${person.firstName} ${person.lastName}: ${serverMessage(error, 'Please try again later.')}`,
      });
    }
  }
  return last;
}

function confirmationOf(
  registration: LegacyRegistrationResult,
  details: LegacyBookingDetails,
  added: ParticipantChangeResult | null,
): LegacyConfirmation {
  return {
    registration,
    eventSlug: details.eventSlug,
    timeslotRegion: details.timeslotRegion,
    participants: added?.participants ?? [],
    totals: added
      ? {
          personCount: added.booking.personCount,
          totalAmount: added.booking.totalAmount,
          amountDue: added.booking.amountDue,
        }
      : null,
  };
}

function RegistrationForm({ details }: { details: LegacyBookingDetails }) {
  useDocumentTitle('Personal Details');
  const navigate = useNavigate();
  // The participants the previous step kept for this event, if the visitor went through it.
  const [draft] = useState(() => readDraftParticipants(details.eventId));
  const primary = primaryOf(draft);
  const others = draft.filter((person) => !person.isPrimary);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const [isBooking, setIsBooking] = useState(false);
  const form = useForm<RegistrationFormInput, unknown, RegistrationFormValues>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: defaultsFrom(primary),
  });
  const { register, formState } = form;
  const errors = formState.errors;

  const book = form.handleSubmit(async (values) => {
    // The terms and the privacy notice are ticked on this page; the request is spec 000 §3's, without
    // them, and names the notice's version the box linked (DESIGN §8.3) and the choice of texts (§8.5).
    const request = buildLegacyBookingRequest(details, values);
    // The same request again (Confirm pressed after a lost answer) keeps its key: the server then
    // answers the booking it made instead of making a second.
    const body = JSON.stringify(request);
    if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
    setIsBooking(true);
    try {
      const registration = await createLegacyRegistration(request, attempt.current.key);
      // Adding the others, and any later change, needs the booking's token (DESIGN §8.2).
      bookingTokenStorage.write(registration.id, registration.bookingToken);
      const added = others.length > 0 ? await addOthers(registration.id, details.packageId, others) : null;
      saveConfirmation(confirmationOf(registration, details, added));
      removeStored(LEGACY_STORAGE_KEYS.bookingDetails);
      clearDraftParticipants();
      toast.success(BOOKING_CONFIRMED_TITLE, {
        description: `Your reference number is ${registration.referenceNumber}.`,
      });
      navigate(paths.legacyConfirmation.getHref(), { replace: true });
    } catch (error) {
      setIsBooking(false);
      if (error instanceof RegistrationFailure) {
        if (error.status !== null) attempt.current = null;
        for (const field of error.fieldErrors) {
          if (field.path in values)
            form.setError(field.path as Path<RegistrationFormInput>, { message: field.message });
        }
        if (error.serverMessage) {
          toast.error(REGISTRATION_FAILED_TITLE, { description: error.serverMessage });
        } else if (error.status !== null) {
          toast.error(registrationFailedStatus(error.status, error.statusText));
        } else {
          // No answer at all: the browser's own words.
          toast.error(REGISTRATION_FAILED_TITLE, { description: error.statusText });
        }
      } else {
        toast.error(REGISTRATION_FAILED_TITLE);
      }
    }
  });

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <LegacyStepper current={3} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Your personal details</h1>
      <p className="mt-2 text-slate-600">
        {primary
          ? 'We filled in the primary contact from your participants; check the details and confirm.'
          : 'Tell us who the appointment is for. You pay on the day of the visit.'}
      </p>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <form noValidate onSubmit={book} className="grid gap-4 sm:grid-cols-2">
              <PersonFields
                form={form}
                variant="legacy"
                fields={[
                  'firstName',
                  'lastName',
                  'email',
                  'mobileNumber',
                  'gender',
                  'dateOfBirth',
                  'identificationNumber',
                  'vitalityMembershipNo',
                  'medicalConditions',
                ]}
              />
              <div className="flex flex-col gap-1.5 sm:col-span-2">
                <div className="flex items-start gap-3">
                  <input
                    id="acceptTerms"
                    type="checkbox"
                    className="mt-0.5 size-4 shrink-0 accent-brand-700"
                    aria-invalid={Boolean(errors.acceptTerms)}
                    aria-describedby={errors.acceptTerms ? 'acceptTerms-error' : undefined}
                    {...register('acceptTerms')}
                  />
                  <Label htmlFor="acceptTerms" className="font-normal">
                    I accept the terms and conditions, and I agree to pay for the screening on the day of the visit.
                  </Label>
                </div>
                {errors.acceptTerms ? (
                  <p id="acceptTerms-error" className="text-sm font-medium text-red-700">
                    {errors.acceptTerms.message}
                  </p>
                ) : null}
              </div>
              <PrivacyConsent
                className="sm:col-span-2"
                error={errors.privacyConsent?.message}
                {...register('privacyConsent')}
              />
              <SmsReminders className="sm:col-span-2" {...register('smsReminders')} />
              <p className="text-sm text-slate-600">{HOLD_BEFORE_BOOKING_NOTE}</p>
              <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:col-span-2 sm:flex-row sm:justify-between">
                <Button asChild variant="outline" size="lg">
                  <Link to={paths.legacyEvent.getHref(details.eventSlug)}>
                    <ArrowLeft aria-hidden="true" />
                    Back
                  </Link>
                </Button>
                <Button type="submit" size="lg" disabled={isBooking}>
                  {isBooking ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                  {CONFIRM_BOOKING_LABEL}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
        <BookingSummary details={details} personCount={others.length + 1} />
      </div>
    </div>
  );
}

function BookingSummary({ details, personCount }: { details: LegacyBookingDetails; personCount: number }) {
  return (
    <aside aria-labelledby="legacy-summary-heading">
      <Card>
        <CardContent className="space-y-3 pt-5 text-sm sm:pt-6">
          <h2 id="legacy-summary-heading" className="text-base font-semibold text-slate-900">
            Your booking
          </h2>
          <p className="font-medium text-slate-900">{details.eventName}</p>
          <p className="flex items-start gap-2 text-slate-700">
            <CalendarDays className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            <span>
              {formatDateLabel(details.timeslotDate)}, {formatTimeLabel(details.timeslotTime)}
              {details.timeslotRegion ? ` (${regionLabel(details.timeslotRegion)})` : ''}
            </span>
          </p>
          {details.location ? (
            <p className="flex items-start gap-2 text-slate-700">
              <MapPin className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
              {details.location}
            </p>
          ) : null}
          <p className="flex items-start gap-2 text-slate-700">
            <Package className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            <span>
              {details.packageName} · {formatCurrency(details.packagePrice)} per person
            </span>
          </p>
          <p className="flex items-start gap-2 text-slate-700">
            <Users className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {personCount === 1 ? '1 person' : `${personCount} persons`}
          </p>
          <p className="border-t border-slate-100 pt-3 text-xs text-slate-500">
            Paid on the day of the visit. The total, with the family bundle discount for more than one person and 9%
            GST, is shown once you confirm.
          </p>
        </CardContent>
      </Card>
    </aside>
  );
}
