import { HOLD_BEFORE_BOOKING_TEXT_NOTE } from '@domain/bookings/hold-messages';
import { legacyVisitRegionMessage } from '@domain/bookings/older-flow-schemas';
import { priceBooking } from '@domain/bookings/pricing';
import type { LegacyRegistrationResult } from '@domain/bookings/responses';
import type { ParticipantChangeResult } from '@domain/participants/schemas';
import { formatDateLabel, formatTimeLabel, toDisplayDate } from '@domain/shared/dates';
import { bookerGenderOf, genderLabel } from '@domain/shared/gender';
import { formatCurrency } from '@domain/shared/money';
import { regionLabel } from '@domain/timeslots/regions';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { ArrowLeft, CalendarDays, Loader2, MapPin, Package, Pencil, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { AddressFields, type PersonField, PersonFields, PrivacyConsent, SmsReminders } from '@/features/booking-shared';
import {
  addParticipant,
  clearDraftParticipants,
  type DraftParticipant,
  readDraftParticipants,
} from '@/features/participants';
import { serverMessage } from '@/lib/api';
import { bookingTokenStorage } from '@/lib/booking-token';
import { cn } from '@/lib/cn';
import { useLanguage, useMessageText } from '@/lib/i18n';
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
import { ADD_PARTICIPANT_FAILED_TITLE, REGISTRATION_FAILED_TITLE, registrationFailedStatus } from './messages';
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

function defaultsFrom(primary: DraftParticipant | undefined, postalCode: string): RegistrationFormInput {
  return {
    postalCode,
    address: '',
    unitNumber: '',
    firstName: primary?.firstName ?? '',
    lastName: primary?.lastName ?? '',
    email: primary?.email ?? '',
    mobileNumber: primary?.mobileNumber ?? '',
    gender: primary ? bookerGenderOf(primary.gender) : (undefined as unknown as 'male'),
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
  texts: { t: TFunction<'older'>; messageText: (text: string) => string },
): Promise<ParticipantChangeResult | null> {
  const { t, messageText } = texts;
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
      toast.error(messageText(ADD_PARTICIPANT_FAILED_TITLE), {
        description: t('registration.participantFailed', {
          name: `${person.firstName} ${person.lastName}`,
          reason: messageText(serverMessage(error, t('registration.tryAgainLater'))),
        }),
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

/** Big buttons whose words may run long (Tamil): they wrap instead of overflowing a phone's width. */
const WRAPPING_BUTTON = 'h-auto min-h-11 py-2 text-center whitespace-normal';

function RegistrationForm({ details }: { details: LegacyBookingDetails }) {
  const { t } = useTranslation('older');
  const language = useLanguage();
  const messageText = useMessageText();
  useDocumentTitle(t('registration.documentTitle'));
  const navigate = useNavigate();
  // The participants the previous step kept for this event, if the visitor went through it.
  const [draft] = useState(() => readDraftParticipants(details.eventId));
  const primary = primaryOf(draft);
  const others = draft.filter((person) => !person.isPrimary);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  // The label's link goes to the terms on this page (the form stays as typed) and opens them.
  useEffect(() => {
    const openTerms = () => {
      if (window.location.hash === '#booking-terms') setTermsOpen(true);
    };
    window.addEventListener('hashchange', openTerms);
    return () => window.removeEventListener('hashchange', openTerms);
  }, []);
  const [isBooking, setIsBooking] = useState(false);
  const [defaults] = useState(() => defaultsFrom(primary, details.postalCode));
  // The primary contact's details were given on the participants page: shown, not asked again, unless
  // they do not pass this form's rules or the customer opens them to change them.
  const [isEditingPerson, setIsEditingPerson] = useState(() => !primary || !personSchema.safeParse(defaults).success);
  const form = useForm<RegistrationFormInput, unknown, RegistrationFormValues>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: defaults,
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const personCount = others.length + 1;
  const isTooMany = personCount > details.timeslotPlacesLeft;

  const book = form.handleSubmit(
    async (values) => {
      // Refused here rather than by the server after the booking exists: the time has room for fewer
      // persons, or the postal code is not one the chosen visit's round goes to.
      if (isTooMany) return;
      const regionProblem = legacyVisitRegionMessage(values.postalCode, details.timeslotRegion);
      if (regionProblem) {
        form.setError('postalCode', { message: messageText(regionProblem) }, { shouldFocus: true });
        return;
      }
      // The terms and the privacy notice are ticked on this page; the request is spec 000 §3's, without
      // them, and names the notice's version the box linked (DESIGN §8.3) and the choice of texts (§8.5).
      const request = buildLegacyBookingRequest(details, values, language);
      // The same request again (Confirm pressed after a lost answer) keeps its key: the server then
      // answers the booking it made instead of making a second.
      const body = JSON.stringify(request);
      if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
      setIsBooking(true);
      try {
        const registration = await createLegacyRegistration(request, attempt.current.key);
        // Adding the others, and any later change, needs the booking's token (DESIGN §8.2).
        bookingTokenStorage.write(registration.id, registration.bookingToken);
        const added =
          others.length > 0 ? await addOthers(registration.id, details.packageId, others, { t, messageText }) : null;
        saveConfirmation(confirmationOf(registration, details, added));
        removeStored(LEGACY_STORAGE_KEYS.bookingDetails);
        clearDraftParticipants();
        // No toast: the next page says 'Booking Confirmed' with the reference number.
        navigate(paths.legacyConfirmation.getHref(), { replace: true });
      } catch (error) {
        setIsBooking(false);
        if (error instanceof RegistrationFailure) {
          if (error.status !== null) attempt.current = null;
          for (const field of error.fieldErrors) {
            if (field.path in values)
              form.setError(field.path as Path<RegistrationFormInput>, { message: field.message });
          }
          // A refused detail of the primary contact is shown where it can be changed.
          if (error.fieldErrors.some((field) => (PERSON_FIELDS as readonly string[]).includes(field.path))) {
            setIsEditingPerson(true);
          }
          const failedTitle = messageText(REGISTRATION_FAILED_TITLE);
          if (error.serverMessage) {
            toast.error(failedTitle, { description: messageText(error.serverMessage) });
          } else if (error.status !== null) {
            toast.error(registrationFailedStatus(error.status, error.statusText, failedTitle));
          } else {
            // No answer at all: the browser's own words, if it has any.
            toast.error(failedTitle, { description: error.statusText || t('registration.networkError') });
          }
        } else {
          toast.error(messageText(REGISTRATION_FAILED_TITLE));
        }
      }
    },
    // A refused field among the primary contact's shown details: open them so the message is seen.
    (invalid) => {
      if (PERSON_FIELDS.some((field) => field in invalid)) setIsEditingPerson(true);
    },
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <LegacyStepper current={3} />
      <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
        {t('registration.heading')}
      </h1>
      <p className="mt-2 text-slate-600">
        {primary ? t('registration.introWithPrimary') : t('registration.introWithoutPrimary')}
      </p>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <form noValidate onSubmit={book} className="grid gap-4 sm:grid-cols-2">
              {isEditingPerson ? (
                <PersonFields form={form} variant="legacy" fields={PERSON_FIELDS} />
              ) : (
                <PrimaryContactSummary
                  values={form.getValues()}
                  changeParticipantsHref={paths.participants.getHref(details.eventSlug, {
                    eventId: details.eventId,
                    packageId: details.packageId,
                    timeslotId: details.timeslotId,
                  })}
                  onChange={() => setIsEditingPerson(true)}
                />
              )}
              <VisitAddressFields form={form} region={details.timeslotRegion} />
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
                  {/* A link inside a label does not tick the box; the terms open on this page, keeping the form. */}
                  <Label htmlFor="acceptTerms" className="min-w-0 font-normal">
                    <Trans
                      t={t}
                      i18nKey="registration.acceptTerms"
                      components={{
                        terms: (
                          // biome-ignore lint/a11y/useAnchorContent: Trans puts the catalogue's words inside
                          <a
                            href="#booking-terms"
                            className="rounded font-semibold text-brand-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-600"
                          />
                        ),
                      }}
                    />
                  </Label>
                </div>
                {errors.acceptTerms ? (
                  <p id="acceptTerms-error" className="text-sm font-medium text-red-700">
                    {messageText(errors.acceptTerms.message ?? '')}
                  </p>
                ) : null}
                <BookingTerms open={termsOpen} onToggle={setTermsOpen} />
              </div>
              <PrivacyConsent
                className="sm:col-span-2"
                error={errors.privacyConsent?.message ? messageText(errors.privacyConsent.message) : undefined}
                {...register('privacyConsent')}
              />
              <SmsReminders className="sm:col-span-2" {...register('smsReminders')} />
              <p className="text-sm text-slate-600 sm:col-span-2">{messageText(HOLD_BEFORE_BOOKING_TEXT_NOTE)}</p>
              <TotalBeforeConfirming details={details} personCount={personCount} className="sm:col-span-2" />
              {isTooMany ? (
                <Alert variant="error" title={t('registration.tooManyTitle')} className="sm:col-span-2">
                  {tooManyPersonsMessage(t, personCount, details.timeslotPlacesLeft)}{' '}
                  <Trans
                    t={t}
                    i18nKey="registration.tooManyLinks"
                    components={{
                      change: (
                        <Link
                          className="font-semibold underline underline-offset-4"
                          to={paths.participants.getHref(details.eventSlug, {
                            eventId: details.eventId,
                            packageId: details.packageId,
                            timeslotId: details.timeslotId,
                          })}
                        />
                      ),
                      another: (
                        <Link
                          className="font-semibold underline underline-offset-4"
                          to={paths.legacyEvent.getHref(details.eventSlug)}
                        />
                      ),
                    }}
                  />
                </Alert>
              ) : null}
              <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:col-span-2 sm:flex-row sm:justify-between">
                <Button asChild variant="outline" size="lg" className={WRAPPING_BUTTON}>
                  <Link to={paths.legacyEvent.getHref(details.eventSlug)}>
                    <ArrowLeft aria-hidden="true" />
                    {t('registration.back')}
                  </Link>
                </Button>
                <Button type="submit" size="lg" disabled={isBooking || isTooMany} className={WRAPPING_BUTTON}>
                  {isBooking ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                  {t('registration.confirmBooking')}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
        <BookingSummary details={details} personCount={personCount} />
      </div>
    </div>
  );
}

function BookingSummary({ details, personCount }: { details: LegacyBookingDetails; personCount: number }) {
  const { t } = useTranslation('older');
  const language = useLanguage();
  const messageText = useMessageText();
  return (
    <aside aria-labelledby="legacy-summary-heading">
      <Card>
        <CardContent className="space-y-3 pt-5 text-sm sm:pt-6">
          <h2 id="legacy-summary-heading" className="text-base font-semibold text-slate-900">
            {t('registration.summaryHeading')}
          </h2>
          <p className="font-medium break-words text-slate-900">{details.eventName}</p>
          <p className="flex items-start gap-2 text-slate-700">
            <CalendarDays className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            <span>
              {formatDateLabel(details.timeslotDate, language)}, {formatTimeLabel(details.timeslotTime, language)}
              {details.timeslotRegion ? ` (${messageText(regionLabel(details.timeslotRegion))})` : ''}
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
            <span className="min-w-0 break-words">
              {t('registration.pricePerPerson', {
                package: details.packageName,
                price: formatCurrency(details.packagePrice, language),
              })}
            </span>
          </p>
          <p className="flex items-start gap-2 text-slate-700">
            <Users className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {t('registration.persons', { count: personCount })}
          </p>
          <PriceLines details={details} personCount={personCount} />
        </CardContent>
      </Card>
    </aside>
  );
}

/** The primary contact's fields of the older form (spec 000 §5), in the order the form shows them. */
const PERSON_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'mobileNumber',
  'gender',
  'dateOfBirth',
  'identificationNumber',
  'vitalityMembershipNo',
  'medicalConditions',
] as const satisfies readonly PersonField[];

/** The form's rules for the primary contact alone: whether the participants page's details pass them. */
const personSchema = registrationFormSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  mobileNumber: true,
  gender: true,
  dateOfBirth: true,
  identificationNumber: true,
  vitalityMembershipNo: true,
  medicalConditions: true,
});

function SummaryRow({ term, value }: { term: string; value: string | undefined | null }) {
  if (!value) return null;
  return (
    <div className="flex flex-col gap-0.5 py-1.5 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-slate-500">{term}</dt>
      <dd className="min-w-0 font-medium break-words text-slate-900 sm:text-right">{value}</dd>
    </div>
  );
}

/** The primary contact as the participants page took it down: shown once more to check, not typed again. */
function PrimaryContactSummary(props: {
  values: RegistrationFormInput;
  changeParticipantsHref: string;
  onChange: () => void;
}) {
  const { t } = useTranslation('older');
  const messageText = useMessageText();
  const { values } = props;
  return (
    <section aria-labelledby="primary-contact-heading" className="rounded-lg border border-slate-200 p-4 sm:col-span-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="primary-contact-heading" className="text-base font-semibold text-slate-900">
          {t('registration.mainContact')}
        </h2>
        <Button type="button" variant="link" className="h-auto p-0 whitespace-normal" onClick={props.onChange}>
          <Pencil aria-hidden="true" />
          {t('registration.changeDetails')}
        </Button>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t('registration.mainContactIntro')}</p>
      <dl className="mt-2 divide-y divide-slate-100 text-sm">
        <SummaryRow term={t('registration.name')} value={`${values.firstName} ${values.lastName}`} />
        <SummaryRow term={t('registration.email')} value={values.email} />
        <SummaryRow term={t('registration.mobileNumber')} value={values.mobileNumber} />
        <SummaryRow
          term={t('registration.gender')}
          value={values.gender ? messageText(genderLabel(values.gender)) : null}
        />
        <SummaryRow term={t('registration.dateOfBirth')} value={values.dateOfBirth} />
        <SummaryRow term={t('registration.idNumber')} value={values.identificationNumber} />
        <SummaryRow term={t('registration.vitalityMembershipNumber')} value={values.vitalityMembershipNo} />
        <SummaryRow term={t('registration.medicalConditions')} value={values.medicalConditions} />
      </dl>
      <p className="mt-2 text-sm">
        <Link className="font-semibold text-brand-700 underline underline-offset-4" to={props.changeParticipantsHref}>
          {t('registration.changeWhoIsComing')}
        </Link>
      </p>
    </section>
  );
}

/** The home our nurse visits: postal code (from the event page, still editable), unit number and address. */
function VisitAddressFields({
  form,
  region,
}: {
  form: UseFormReturn<RegistrationFormInput, unknown, RegistrationFormValues>;
  region: LegacyBookingDetails['timeslotRegion'];
}) {
  const { t } = useTranslation('older');
  const messageText = useMessageText();
  return (
    <fieldset className="grid gap-4 border-t border-slate-100 pt-5 sm:col-span-2 sm:grid-cols-2">
      <legend className="float-left mb-1 text-base font-semibold text-slate-900 sm:col-span-2">
        {t('registration.homeVisitAddress')}
      </legend>
      <AddressFields
        form={form}
        postalCodeClassName="clear-left"
        postalCodeHint={
          region
            ? t('registration.regionRoundHint', { region: messageText(regionLabel(region)) })
            : t('registration.sixDigits')
        }
      />
    </fieldset>
  );
}

/** What the customer agrees to by ticking the box: how this booking works, nothing the site does not do. */
function BookingTerms({ open, onToggle }: { open: boolean; onToggle: (open: boolean) => void }) {
  const { t } = useTranslation('older');
  return (
    <details
      id="booking-terms"
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
      className="mt-1 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700"
    >
      <summary className="cursor-pointer font-semibold text-slate-900">{t('registration.terms.title')}</summary>
      <ul className="mt-2 list-disc space-y-1.5 pl-5">
        <li>{t('registration.terms.visit')}</li>
        <li>{t('registration.terms.payment')}</li>
        <li>{t('registration.terms.keeping')}</li>
        <li>{t('registration.terms.changes')}</li>
        <li>
          <Trans
            t={t}
            i18nKey="registration.terms.privacy"
            components={{
              privacy: (
                // biome-ignore lint/a11y/useAnchorContent: Trans puts the catalogue's words inside
                <a
                  href={paths.privacyNotice.getHref()}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-brand-700 underline underline-offset-4"
                />
              ),
            }}
          />
        </li>
      </ul>
    </details>
  );
}

/** The booking as the server prices it without a membership: the family bundle, then 9% GST. */
function standardPrice(details: LegacyBookingDetails, personCount: number) {
  return priceBooking({
    persons: Array.from({ length: personCount }, () => ({ price: details.packagePrice })),
    isMember: false,
  });
}

function hasMemberPrice(details: LegacyBookingDetails): boolean {
  return details.packageAiaPrice !== null && Number(details.packageAiaPrice) < Number(details.packagePrice);
}

function PriceLines({ details, personCount }: { details: LegacyBookingDetails; personCount: number }) {
  const { t } = useTranslation('older');
  const language = useLanguage();
  const money = (value: string | number | null) => formatCurrency(value, language);
  const price = standardPrice(details, personCount);
  return (
    <div className="border-t border-slate-100 pt-3 text-slate-700">
      <dl className="space-y-1">
        <div className="flex justify-between gap-4">
          <dt>
            {personCount} × {money(details.packagePrice)}
          </dt>
          <dd className="tabular-nums">{money(price.subtotal)}</dd>
        </div>
        {Number(price.volumeDiscount) > 0 ? (
          <div className="flex justify-between gap-4">
            <dt>{t('registration.familyBundle', { percent: 100 - price.multiplierPercent })}</dt>
            <dd className="tabular-nums">−{money(price.volumeDiscount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt>{t('registration.gst')}</dt>
          <dd className="tabular-nums">{money(price.gst)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-100 pt-2 font-semibold text-slate-900">
          <dt>{t('registration.totalPaidOnTheDay')}</dt>
          <dd className="tabular-nums">{money(price.total)}</dd>
        </div>
      </dl>
      {hasMemberPrice(details) ? (
        <p className="pt-1 text-xs text-slate-500">
          {t('registration.memberPriceNote', { price: money(details.packageAiaPrice) })}
        </p>
      ) : null}
    </div>
  );
}

/** The total right above Confirm Booking, so the amount is known before booking. */
function TotalBeforeConfirming(props: { details: LegacyBookingDetails; personCount: number; className?: string }) {
  const { t } = useTranslation('older');
  const language = useLanguage();
  const price = standardPrice(props.details, props.personCount);
  return (
    <p className={cn('rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900', props.className)}>
      <Trans
        t={t}
        i18nKey="registration.totalBeforeConfirming"
        count={props.personCount}
        values={{ total: formatCurrency(price.total, language) }}
        components={{ strong: <span className="font-semibold" /> }}
      />
      {hasMemberPrice(props.details) ? ` ${t('registration.membersPayLess')}` : ''}
    </p>
  );
}

function tooManyPersonsMessage(t: TFunction<'older'>, persons: number, placesLeft: number): string {
  if (placesLeft <= 0) return t('registration.noPlacesLeft');
  return t('registration.roomFor', { count: placesLeft, persons });
}
