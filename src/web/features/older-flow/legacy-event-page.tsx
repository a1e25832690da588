import { PACKAGE_REQUIRED_MESSAGE, POSTAL_CODE_MESSAGE, TIMESLOT_REQUIRED_MESSAGE } from '@domain/bookings/messages';
import { legacyVisitRegionMessage } from '@domain/bookings/older-flow-schemas';
import type { EventDetails, EventPackage } from '@domain/events/responses';
import { formatDateLabel, formatTimeLabel } from '@domain/shared/dates';
import { type Language, LOCALE_TAGS } from '@domain/shared/language';
import { formatCurrency } from '@domain/shared/money';
import { isValidPostalCode, regionForPostalCode, regionLabel } from '@domain/timeslots/regions';
import type { EventSlotView } from '@domain/timeslots/views';
import { ArrowLeft, ArrowRight, CalendarDays, Clock, MapPin, Package } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RadioGroup, RadioTile, RadioTileMark } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { SupportContact } from '@/features/booking-shared';
import { useEvent } from '@/features/events';
import { ApiError, serverMessage } from '@/lib/api';
import { useLanguage, useMessageText } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { storeListedSlot } from './api';
import { LegacyStepper } from './legacy-stepper';
import { EVENT_DETAILS_ERROR_MESSAGE, EVENT_DETAILS_ERROR_TITLE } from './messages';
import { LegacyErrorCard, LegacyEventNotFound } from './state-cards';
import { type LegacyBookingDetails, readBookingDetails, saveBookingDetails } from './storage';
import { VisitReminders } from './visit-reminders';

/** /legacy/events/{slug}: the older flow's event page (step 2): a package and a home-visit time. */
export function LegacyEventPage() {
  const { t } = useTranslation('older');
  const { slug = '' } = useParams();
  const event = useEvent(slug);
  if (event.isPending) return <Spinner label={t('eventPage.loading')} className="py-32" />;
  if (event.isError) {
    return event.error instanceof ApiError && event.error.status === 404 ? (
      <LegacyEventNotFound />
    ) : (
      <LegacyErrorCard title={EVENT_DETAILS_ERROR_TITLE} message={EVENT_DETAILS_ERROR_MESSAGE} />
    );
  }
  return <EventChoice key={event.data.id} event={event.data} />;
}

/** A choice made earlier in this tab for this event, so that Back from a later step keeps it. */
function earlierChoice(eventId: number): LegacyBookingDetails | null {
  const stored = readBookingDetails();
  return stored?.eventId === eventId ? stored : null;
}

/** Big buttons whose words may run long (Tamil): they wrap instead of overflowing a phone's width. */
const WRAPPING_BUTTON = 'h-auto min-h-11 py-2 text-center whitespace-normal';

function EventChoice({ event }: { event: EventDetails }) {
  const { t } = useTranslation('older');
  const messageText = useMessageText();
  useDocumentTitle(event.name);
  const navigate = useNavigate();
  const [earlier] = useState(() => earlierChoice(event.id));
  const [packageId, setPackageId] = useState<number | null>(earlier?.packageId ?? null);
  const [slotKey, setSlotKey] = useState<string | null>(earlier ? keyOf(earlierSlot(earlier)) : null);
  const [postalCode, setPostalCode] = useState(earlier?.postalCode ?? '');
  const [showErrors, setShowErrors] = useState(false);

  const chosenPackage = event.packages.find((pkg) => pkg.id === packageId) ?? null;
  const region = regionForPostalCode(postalCode);
  // Home visits are planned by region: only the visits of the postal code's region are offered.
  const regionSlots = region ? event.timeslots.filter((slot) => slot.region === null || slot.region === region) : [];
  const chosenSlot = regionSlots.find((slot) => slot.isAvailable && keyOf(slot) === slotKey) ?? null;

  const [isStoringSlot, setIsStoringSlot] = useState(false);

  const continueToParticipants = async () => {
    if (!chosenPackage || !chosenSlot || !region) {
      setShowErrors(true);
      return;
    }
    let timeslotId = chosenSlot.id;
    if (timeslotId === null) {
      // A planned slot nobody has booked yet has no id: the server stores it first.
      setIsStoringSlot(true);
      try {
        timeslotId = await storeListedSlot({
          eventId: event.id,
          date: chosenSlot.date,
          time: chosenSlot.time,
          region: chosenSlot.region,
        });
      } catch (error) {
        setIsStoringSlot(false);
        toast.error(t('eventPage.slotUnavailableTitle'), {
          description: messageText(serverMessage(error, TIMESLOT_REQUIRED_MESSAGE)),
        });
        return;
      }
    }
    saveBookingDetails({
      eventId: event.id,
      eventSlug: event.slug,
      eventName: event.name,
      location: event.location,
      packageId: chosenPackage.id,
      packageName: chosenPackage.name,
      packagePrice: chosenPackage.price,
      packageAiaPrice: chosenPackage.aiaPrice,
      timeslotId,
      timeslotDate: chosenSlot.date,
      timeslotTime: chosenSlot.time,
      timeslotRegion: chosenSlot.region,
      timeslotPlacesLeft: Math.max(0, chosenSlot.maxAttendees - chosenSlot.currentAttendees),
      postalCode,
    });
    navigate(paths.legacyParticipants.getHref({ eventId: event.id, packageId: chosenPackage.id, timeslotId }));
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <LegacyStepper current={2} />
      <header className="max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{event.name}</h1>
        {event.description ? <p className="mt-2 text-slate-600">{event.description}</p> : null}
      </header>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <Card>
          <CardContent className="space-y-8 pt-5 sm:pt-6">
            <PackageChoice
              packages={event.packages}
              packageId={packageId}
              onSelect={setPackageId}
              error={showErrors && !chosenPackage ? messageText(PACKAGE_REQUIRED_MESSAGE) : undefined}
            />
            <SlotChoice
              postalCode={postalCode}
              onPostalCodeChange={setPostalCode}
              postalCodeError={showErrors && !region ? messageText(postalCodeProblem(postalCode)) : undefined}
              slots={regionSlots}
              slotKey={chosenSlot ? slotKey : null}
              onSelect={setSlotKey}
              error={showErrors && region && !chosenSlot ? messageText(TIMESLOT_REQUIRED_MESSAGE) : undefined}
            />
            <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:justify-between">
              <Button asChild variant="outline" size="lg" className={WRAPPING_BUTTON}>
                <Link to={paths.home.getHref()}>
                  <ArrowLeft aria-hidden="true" />
                  {t('eventPage.back')}
                </Link>
              </Button>
              <Button size="lg" onClick={continueToParticipants} disabled={isStoringSlot} className={WRAPPING_BUTTON}>
                {t('eventPage.continueToParticipants')}
                <ArrowRight aria-hidden="true" />
              </Button>
            </div>
          </CardContent>
        </Card>
        <EventFacts event={event} />
      </div>
    </div>
  );
}

type SlotIdentity = Pick<EventSlotView, 'date' | 'time' | 'region'>;

/** A listed slot's key: its id may still be null (auto-scheduled, not booked yet), its date, time and region never. */
function keyOf(slot: SlotIdentity): string {
  return `${slot.date}|${slot.time}|${slot.region ?? ''}`;
}

function earlierSlot(details: LegacyBookingDetails): SlotIdentity {
  return { date: details.timeslotDate, time: details.timeslotTime, region: details.timeslotRegion };
}

function PackageChoice(props: {
  packages: readonly EventPackage[];
  packageId: number | null;
  onSelect: (packageId: number) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('older');
  const language = useLanguage();
  return (
    <section aria-labelledby="legacy-package-heading">
      <h2 id="legacy-package-heading" className="text-lg font-semibold text-slate-900">
        {t('eventPage.packageHeading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('eventPage.packageIntro')}</p>
      <RadioGroup
        aria-labelledby="legacy-package-heading"
        aria-invalid={Boolean(props.error)}
        aria-describedby={props.error ? 'legacy-package-error' : undefined}
        value={props.packageId === null ? '' : String(props.packageId)}
        onValueChange={(value) => props.onSelect(Number(value))}
        className="mt-4 gap-3 sm:grid-cols-2"
      >
        {props.packages.map((pkg) => {
          const hasMemberPrice = pkg.aiaPrice !== null && Number(pkg.aiaPrice) < Number(pkg.price);
          return (
            <RadioTile
              key={pkg.id}
              value={String(pkg.id)}
              aria-labelledby={`legacy-package-${pkg.id}-name legacy-package-${pkg.id}-price`}
              aria-describedby={pkg.description ? `legacy-package-${pkg.id}-description` : undefined}
              className="flex flex-col gap-2 p-4"
            >
              <span className="flex w-full items-start gap-3">
                <RadioTileMark />
                <span
                  id={`legacy-package-${pkg.id}-name`}
                  className="min-w-0 flex-1 text-base font-semibold break-words text-slate-900"
                >
                  {pkg.name}
                </span>
                <span id={`legacy-package-${pkg.id}-price`} className="text-lg font-bold text-slate-900">
                  {formatCurrency(pkg.price, language)}
                </span>
              </span>
              {pkg.description ? (
                <span id={`legacy-package-${pkg.id}-description`} className="pl-8 text-sm text-slate-600">
                  {pkg.description}
                </span>
              ) : null}
              {hasMemberPrice ? (
                <span className="pl-8">
                  <Badge variant="success">
                    {t('eventPage.memberPrice', { price: formatCurrency(pkg.aiaPrice, language) })}
                  </Badge>
                </span>
              ) : null}
            </RadioTile>
          );
        })}
      </RadioGroup>
      <div role="alert" className="mt-2">
        <FieldError id="legacy-package-error" message={props.error} />
      </div>
    </section>
  );
}

/** Why a typed postal code shows no visit times: not six digits yet, or no region we visit. */
function postalCodeProblem(postalCode: string): string {
  return isValidPostalCode(postalCode) ? (legacyVisitRegionMessage(postalCode, null) ?? '') : POSTAL_CODE_MESSAGE;
}

// A date tile's label in the other languages, by Intl (made on first use: building one costs a phone time).
const shortDateFormats = new Map<Language, Intl.DateTimeFormat>();

/** 'Mon, 30 Nov' ('11月30日周一'): a date tile's label (the year is the booking's, shown with the chosen time). */
function shortDateLabel(date: string, language: Language): string {
  if (language === 'en') return formatDateLabel(date).replace(/ \d{4}$/, '');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  let shortFormat = shortDateFormats.get(language);
  if (!shortFormat) {
    shortFormat = new Intl.DateTimeFormat(LOCALE_TAGS[language], {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    shortDateFormats.set(language, shortFormat);
  }
  return shortFormat.format(new Date(`${date}T00:00:00Z`));
}

function SlotChoice(props: {
  postalCode: string;
  onPostalCodeChange: (postalCode: string) => void;
  postalCodeError: string | undefined;
  /** The slots of the postal code's region; none until it names one. */
  slots: readonly EventSlotView[];
  slotKey: string | null;
  onSelect: (slotKey: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('older');
  const language = useLanguage();
  const messageText = useMessageText();
  const { postalCode, slots } = props;
  const region = regionForPostalCode(postalCode);
  const dates = [...new Set(slots.map((slot) => slot.date))].sort();
  const chosenDate = props.slotKey?.split('|')[0] ?? null;
  const [openDate, setOpenDate] = useState<string | null>(chosenDate);
  const shownDate = openDate && dates.includes(openDate) ? openDate : null;
  const timesRef = useRef<HTMLFieldSetElement>(null);
  const typedProblem = postalCode.length === 6 && !region ? messageText(postalCodeProblem(postalCode)) : undefined;

  const chooseDate = (date: string) => {
    setOpenDate(date);
    // On a phone the times open under the dates, below the fold: bring them up.
    requestAnimationFrame(() => timesRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }));
  };

  return (
    <section aria-labelledby="legacy-time-heading">
      <h2 id="legacy-time-heading" className="text-lg font-semibold text-slate-900">
        {t('eventPage.timeHeading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('eventPage.timeIntro')}</p>
      <FormField
        id="legacy-postal-code"
        label={t('eventPage.postalCode')}
        className="mt-4 max-w-xs"
        error={props.postalCodeError ?? typedProblem}
        hint={
          region ? (
            <span className="inline-flex items-center gap-1 text-brand-800">
              <MapPin className="size-3.5" aria-hidden="true" />
              {t('eventPage.regionHint', { region: messageText(regionLabel(region)) })}
            </span>
          ) : (
            t('eventPage.postalCodeHint')
          )
        }
      >
        {(controlProps) => (
          <Input
            {...controlProps}
            value={postalCode}
            onChange={(change) => props.onPostalCodeChange(change.target.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
          />
        )}
      </FormField>
      {!region ? null : dates.length === 0 ? (
        <Alert variant="warning" title={t('eventPage.noTimeslotsTitle')} className="mt-5">
          {t('eventPage.noTimeslotsMessage')}
          <SupportContact className="mt-2" />
        </Alert>
      ) : (
        <>
          <fieldset className="mt-5 min-w-0">
            <legend id="legacy-date-legend" className="mb-2 text-sm font-semibold text-slate-900">
              {t('eventPage.visitDate')}
            </legend>
            <RadioGroup
              aria-labelledby="legacy-date-legend"
              value={shownDate ?? ''}
              onValueChange={chooseDate}
              className="grid grid-cols-3 gap-2 sm:grid-cols-5"
            >
              {dates.map((date) => {
                const open = slots.filter((slot) => slot.date === date && slot.isAvailable).length;
                return (
                  <RadioTile
                    key={date}
                    value={date}
                    aria-label={t('eventPage.dateTileLabel', {
                      date: formatDateLabel(date, language),
                      availability:
                        open === 0 ? t('eventPage.fullyBookedLower') : t('eventPage.timesFree', { count: open }),
                    })}
                    className="flex min-w-0 flex-col items-center px-2 py-2 text-center"
                  >
                    <span className="text-sm font-semibold break-words">{shortDateLabel(date, language)}</span>
                    <span className="text-xs break-words text-slate-500">
                      {open === 0 ? t('eventPage.fullyBooked') : t('eventPage.times', { count: open })}
                    </span>
                  </RadioTile>
                );
              })}
            </RadioGroup>
          </fieldset>
          {shownDate ? (
            <fieldset ref={timesRef} className="mt-5 min-w-0 scroll-mt-24">
              <legend
                id="legacy-slot-legend"
                className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-900"
              >
                <CalendarDays className="size-4 text-brand-700" aria-hidden="true" />
                {t('eventPage.visitTimeOn', { date: formatDateLabel(shownDate, language) })}
              </legend>
              <RadioGroup
                aria-labelledby="legacy-slot-legend"
                aria-invalid={Boolean(props.error)}
                aria-describedby={props.error ? 'legacy-timeslot-error' : undefined}
                value={props.slotKey ?? ''}
                onValueChange={props.onSelect}
                className="grid grid-cols-2 gap-3 sm:grid-cols-4"
              >
                {slots
                  .filter((slot) => slot.date === shownDate)
                  .map((slot) => {
                    const label = formatTimeLabel(slot.time, language);
                    const area = slot.region ? messageText(regionLabel(slot.region)) : null;
                    return (
                      <RadioTile
                        key={keyOf(slot)}
                        value={keyOf(slot)}
                        disabled={!slot.isAvailable}
                        aria-label={[
                          formatDateLabel(slot.date, language),
                          label,
                          area,
                          slot.isAvailable ? null : t('eventPage.fullyBookedLower'),
                        ]
                          .filter(Boolean)
                          .join(', ')}
                        className="flex min-w-0 flex-col items-center px-3 py-2.5 text-center"
                      >
                        <span className="flex items-center gap-1.5 text-sm font-semibold">
                          <Clock className="size-3.5" aria-hidden="true" />
                          {label}
                        </span>
                        <span className="text-xs break-words text-slate-500">
                          {slot.isAvailable ? area : t('eventPage.fullyBooked')}
                        </span>
                      </RadioTile>
                    );
                  })}
              </RadioGroup>
            </fieldset>
          ) : (
            <p className="mt-3 text-sm text-slate-600">{t('eventPage.chooseDateFirst')}</p>
          )}
        </>
      )}
      <div role="alert" className="mt-2">
        <FieldError id="legacy-timeslot-error" message={props.error} />
      </div>
    </section>
  );
}

/** Beside the choice on wide screens, under it on a phone: dates, location and what to know. */
function EventFacts({ event }: { event: EventDetails }) {
  const { t } = useTranslation('older');
  const language = useLanguage();
  return (
    <aside className="space-y-4 lg:sticky lg:top-20" aria-label={t('eventPage.eventDetails')}>
      <Card>
        <CardContent className="space-y-4 pt-5 text-sm sm:pt-6">
          <div>
            <h2 className="flex items-center gap-2 font-semibold text-slate-900">
              <CalendarDays className="size-4 text-brand-700" aria-hidden="true" />
              {t('eventPage.dates')}
            </h2>
            {event.dates.length > 0 ? (
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {event.dates.map((date) => (
                  <li key={date} className="rounded-md bg-slate-100 px-2 py-1 text-xs font-medium text-slate-700">
                    {formatDateLabel(date, language)}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-slate-600">{t('eventPage.noDates')}</p>
            )}
          </div>
          <div>
            <h2 className="flex items-center gap-2 font-semibold text-slate-900">
              <MapPin className="size-4 text-brand-700" aria-hidden="true" />
              {t('eventPage.location')}
            </h2>
            <p className="mt-1 text-slate-600">{event.location ?? t('eventPage.atYourHome')}</p>
          </div>
          <div>
            <h2 className="flex items-center gap-2 font-semibold text-slate-900">
              <Package className="size-4 text-brand-700" aria-hidden="true" />
              {t('eventPage.packages')}
            </h2>
            <ul className="mt-1 space-y-1 text-slate-600">
              {event.packages.map((pkg) => (
                <li key={pkg.id} className="flex justify-between gap-4">
                  <span className="min-w-0 break-words">{pkg.name}</span>
                  <span className="tabular-nums">{formatCurrency(pkg.price, language)}</span>
                </li>
              ))}
            </ul>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <VisitReminders heading={t('eventPage.importantInformation')} />
        </CardContent>
      </Card>
    </aside>
  );
}
