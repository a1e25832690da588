import { type HouseholdMember, type HouseholdMemberInput, householdMemberSchema } from '@domain/bookings/schemas';
import type { EventPackage } from '@domain/events/responses';
import { PRIVACY_CONSENT_REQUIRED_MESSAGE } from '@domain/privacy/personal-data';
import { formatDateLabel, formatTimeLabel } from '@domain/shared/dates';
import { formatCurrency } from '@domain/shared/money';
import { regionLabel } from '@domain/timeslots/regions';
import {
  OFFER_BOOK_LABEL,
  OFFER_DECLINE_LABEL,
  OFFER_ENDED_MESSAGE,
  OFFER_NOT_FOUND_MESSAGE,
  type OfferBookingResult,
  type WaitlistOffer,
} from '@domain/waitlist/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { AlertCircle, CalendarCheck, CheckCircle2, Clock, type LucideIcon } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { emptyHouseholdMember, PersonFields, PrivacyConsent, SmsReminders } from '@/features/booking-shared';
import { eventQueryOptions } from '@/features/events';
import { ApiError, serverMessage } from '@/lib/api';
import { bookingTokenStorage } from '@/lib/booking-token';
import { useLanguage, useMessageText } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { fieldErrorsOf, useBookOffer, useDeclineOffer, useOffer } from './api';
import { OfferPrice, priceOffer } from './offer-price';
import { heldUntilTime, membersNeeded, minutesLeft, minutesLeftLabel, type OfferView, offerView } from './offer-state';

/** /waitlist/offer/{token} (DESIGN §8.6): the visit held for a waitlist entry, to book or pass on. */
export function OfferPage() {
  const token = (useParams().token ?? '').trim();
  const offer = useOffer(token);
  return (
    <OfferPageView
      token={token}
      view={offerView({ data: offer.data, error: offer.error, isPending: offer.isPending })}
      onRetry={() => void offer.refetch()}
    />
  );
}

/** The page in each of its states; the open offer's form is its own component. */
export function OfferPageView({ token, view, onRetry }: { token: string; view: OfferView; onRetry?: () => void }) {
  const { t } = useTranslation('waitlist');
  const messageText = useMessageText();
  const [isDeclined, setIsDeclined] = useState(false);
  const title = isDeclined
    ? t('offer.declinedTitle')
    : view.kind === 'not-found'
      ? t('offer.notFoundTitle')
      : view.kind === 'ended'
        ? t('offer.endedTitle')
        : t('offer.title');
  useDocumentTitle(title);

  if (view.kind === 'loading') return <Spinner className="min-h-[60vh]" label={t('offer.loading')} />;
  if (isDeclined) {
    return (
      <MessageCard icon={CheckCircle2} tone="settled" title={t('offer.declinedTitle')}>
        {t('offer.declinedMessage')}
      </MessageCard>
    );
  }
  if (view.kind === 'not-found') {
    return (
      <MessageCard icon={AlertCircle} tone="closed" title={t('offer.notFoundTitle')}>
        {messageText(OFFER_NOT_FOUND_MESSAGE)}
      </MessageCard>
    );
  }
  if (view.kind === 'ended') {
    return (
      <MessageCard icon={Clock} tone="closed" title={t('offer.endedTitle')}>
        {messageText(OFFER_ENDED_MESSAGE)}
      </MessageCard>
    );
  }
  if (view.kind === 'failed') {
    return (
      <MessageCard icon={AlertCircle} tone="closed" title={t('offer.title')}>
        {t('offer.loadFailed')}
        {onRetry ? (
          <Button variant="outline" className="mt-4" onClick={onRetry}>
            {t('offer.tryAgain')}
          </Button>
        ) : null}
      </MessageCard>
    );
  }
  return <OpenOffer token={token} offer={view.offer} onDeclined={() => setIsDeclined(true)} />;
}

/** A large button whose words may run long (Tamil): it wraps instead of running off a phone's screen. */
const WRAPPING_BUTTON = 'h-auto min-h-11 whitespace-normal text-balance';

const TONES = { settled: 'bg-emerald-100 text-emerald-700', closed: 'bg-red-100 text-red-700' } as const;

/** A card with a heading, a line and the way home: the page's ended, not-found and passed-on states. */
export function MessageCard({
  icon: Icon,
  tone,
  title,
  children,
}: {
  icon: LucideIcon;
  tone: keyof typeof TONES;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('waitlist');
  return (
    <div className="mx-auto flex max-w-lg px-4 py-12 sm:py-20">
      <Card className="w-full">
        <CardContent className="flex flex-col items-center pt-8 text-center sm:pt-10">
          <span className={`flex size-14 items-center justify-center rounded-full ${TONES[tone]}`}>
            <Icon className="size-8" aria-hidden="true" />
          </span>
          <h1 className="mt-4 text-2xl font-bold text-balance break-words text-slate-900">{title}</h1>
          <div className="mt-2 text-sm text-slate-600">{children}</div>
          <Button asChild variant="outline" className="mt-6 h-auto min-h-10 whitespace-normal text-balance">
            <Link to={paths.home.getHref()}>{t('backHome')}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

/** "Held for you until 10:30 AM (12 minutes left)", counted down each quarter minute. */
function HeldUntil({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation('waitlist');
  const language = useLanguage();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  const time = heldUntilTime(expiresAt, language);
  if (!time) return null;
  return (
    <p className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
      <Clock className="size-4 shrink-0" aria-hidden="true" />
      <span>
        {t('offer.heldUntil', { time })}{' '}
        <span className="font-normal">({minutesLeftLabel(minutesLeft(expiresAt, now))})</span>
      </span>
    </p>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-6">
      <dt className="shrink-0 text-slate-500">{term}</dt>
      <dd className="min-w-0 font-medium break-words text-slate-900 sm:text-right">{children}</dd>
    </div>
  );
}

interface MembersForm {
  participants: HouseholdMemberInput[];
}
const membersSchema = z.object({ participants: z.array(householdMemberSchema) });

/** The event's packages and their prices, for the members' choice and the price. */
function useEventPackages(slug: string): EventPackage[] | undefined {
  const event = useQuery({ ...eventQueryOptions(slug), enabled: slug !== '' });
  return event.data?.packages;
}

function OpenOffer({ token, offer, onDeclined }: { token: string; offer: WaitlistOffer; onDeclined: () => void }) {
  const { t } = useTranslation('waitlist');
  const language = useLanguage();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const book = useBookOffer(token);
  const decline = useDeclineOffer(token);
  const [hasConsented, setHasConsented] = useState(false);
  const [showConsentError, setShowConsentError] = useState(false);
  const [wantsSms, setWantsSms] = useState(true);
  const [hasEnded, setHasEnded] = useState(false);
  const count = membersNeeded(offer.persons);
  const fetchedPackages = useEventPackages(offer.eventSlug);
  const packages = fetchedPackages?.length
    ? fetchedPackages
    : [{ id: offer.packageId, name: offer.packageName, description: null, price: '', aiaPrice: null }];
  const form = useForm<MembersForm, unknown, { participants: HouseholdMember[] }>({
    resolver: zodResolver(membersSchema),
    defaultValues: { participants: Array.from({ length: count }, () => emptyHouseholdMember(offer.packageId)) },
  });
  const { errors } = form.formState;
  const busy = book.isPending || decline.isPending;
  const members = useWatch({ control: form.control, name: 'participants' }) ?? [];
  const pricing = priceOffer(packages, [
    { key: 'main', name: offer.firstName, packageId: offer.packageId },
    ...members.map((member, index) => ({
      key: `member-${index}`,
      name:
        `${member.firstName ?? ''} ${member.lastName ?? ''}`.trim() ||
        t('offer.householdMemberName', { number: index + 1 }),
      packageId: Number(member.packageId),
    })),
  ]);

  const onBooked = (result: OfferBookingResult) => {
    bookingTokenStorage.write(result.id, result.bookingToken);
    navigate(
      `${paths.bookingConfirmation.getHref(result.referenceNumber)}#token=${encodeURIComponent(result.bookingToken)}`,
    );
  };

  const submit = form.handleSubmit(({ participants }) => {
    if (!hasConsented) {
      setShowConsentError(true);
      document.getElementById('offer-privacy-consent')?.focus();
      return;
    }
    book.mutate(
      { participants, privacyConsent: true, smsReminders: wantsSms, language },
      {
        onSuccess: onBooked,
        onError: (error) => {
          // Too late: the page says the offer has ended.
          if (error instanceof ApiError && error.status === 409) return setHasEnded(true);
          const fieldErrors = Object.entries(fieldErrorsOf(error)).filter(([path]) => path.startsWith('participants.'));
          for (const [path, message] of fieldErrors) form.setError(path as Path<MembersForm>, { message });
          if (fieldErrors.length === 0) {
            const title = t('offer.bookFailedTitle');
            toast.error(title, { description: messageText(serverMessage(error, title)) });
          }
        },
      },
    );
  });

  const passOn = () =>
    decline.mutate(undefined, {
      onSuccess: onDeclined,
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) return setHasEnded(true);
        const title = t('offer.declineFailedTitle');
        toast.error(title, { description: messageText(serverMessage(error, title)) });
      },
    });

  if (hasEnded) {
    return (
      <MessageCard icon={Clock} tone="closed" title={t('offer.endedTitle')}>
        {messageText(OFFER_ENDED_MESSAGE)}
      </MessageCard>
    );
  }

  const memberError = (index: number, field: keyof HouseholdMemberInput) => {
    const message = errors.participants?.[index]?.[field]?.message;
    return message ? messageText(message) : undefined;
  };

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <Card>
        <CardContent className="space-y-6 pt-6 sm:pt-8">
          <div className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <CalendarCheck className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <h1 className="text-2xl font-bold text-balance break-words text-slate-900">{t('offer.title')}</h1>
              <p className="text-sm text-slate-600">{t('offer.greeting', { name: offer.firstName })}</p>
            </div>
          </div>
          <HeldUntil expiresAt={offer.expiresAt} />
          <dl className="space-y-3 rounded-xl border border-slate-200 p-4 text-sm">
            <Detail term={t('offer.visit')}>
              {t('offer.visitWhen', {
                date: formatDateLabel(offer.date, language),
                time: formatTimeLabel(offer.time, language),
              })}
            </Detail>
            <Detail term={t('offer.region')}>{messageText(regionLabel(offer.region))}</Detail>
            <Detail term={t('offer.event')}>{offer.eventName}</Detail>
            <Detail term={t('offer.package')}>{offer.packageName}</Detail>
            <Detail term={t('offer.people')}>{offer.persons}</Detail>
            <Detail term={t('offer.address')}>
              {offer.unitNumber
                ? t('offer.addressLineWithUnit', {
                    address: offer.address,
                    unit: offer.unitNumber,
                    postalCode: offer.postalCode,
                  })
                : t('offer.addressLine', { address: offer.address, postalCode: offer.postalCode })}
            </Detail>
          </dl>
          <form noValidate onSubmit={submit} className="space-y-6">
            {Array.from({ length: count }, (_, index) => {
              const prefix = `offer-member-${index}`;
              return (
                <fieldset key={prefix} className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
                  <legend className="px-1 text-sm font-semibold text-slate-900">
                    {count === 1
                      ? t('offer.householdMember')
                      : t('offer.householdMemberOf', { number: index + 1, total: count })}
                  </legend>
                  <PersonFields
                    form={form}
                    variant="householdMember"
                    prefix={{ name: `participants.${index}.`, id: `${prefix}-` }}
                    fields={['firstName', 'lastName', 'identificationNumber', 'dateOfBirth', 'gender']}
                  />
                  <FormField
                    id={`${prefix}-packageId`}
                    label={t('offer.package')}
                    error={memberError(index, 'packageId')}
                  >
                    {(control) => (
                      <NativeSelect
                        {...control}
                        defaultValue={String(offer.packageId)}
                        {...form.register(`participants.${index}.packageId`)}
                      >
                        {packages.map((pkg) => (
                          <option key={pkg.id} value={String(pkg.id)}>
                            {pkg.price
                              ? t('offer.packageWithPrice', {
                                  name: pkg.name,
                                  price: formatCurrency(pkg.price, language),
                                })
                              : pkg.name}
                          </option>
                        ))}
                      </NativeSelect>
                    )}
                  </FormField>
                </fieldset>
              );
            })}
            <div className="space-y-4">
              <PrivacyConsent
                id="offer-privacy-consent"
                checked={hasConsented}
                onChange={(event) => {
                  setHasConsented(event.target.checked);
                  setShowConsentError(false);
                }}
                error={showConsentError && !hasConsented ? messageText(PRIVACY_CONSENT_REQUIRED_MESSAGE) : undefined}
              />
              <SmsReminders
                id="offer-sms-reminders"
                checked={wantsSms}
                onChange={(event) => setWantsSms(event.target.checked)}
              />
            </div>
            {pricing ? (
              <OfferPrice pricing={pricing} />
            ) : (
              <p className="text-sm text-slate-600">{t('offer.priceOnNextPage')}</p>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button
                type="button"
                variant="outline"
                size="lg"
                className={WRAPPING_BUTTON}
                disabled={busy}
                onClick={passOn}
              >
                {decline.isPending ? t('offer.passingOn') : messageText(OFFER_DECLINE_LABEL)}
              </Button>
              <Button type="submit" size="lg" className={WRAPPING_BUTTON} disabled={busy}>
                {book.isPending ? t('offer.booking') : messageText(OFFER_BOOK_LABEL)}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
