import { CLINIC_CONTACT } from '@domain/bookings/appointment-messages';
import type { RescheduleResult } from '@domain/bookings/responses';
import type { RebookView } from '@domain/nurse/moved-days';
import { formatDateLabel, formatTimeLabel, singaporeWallClock } from '@domain/shared/dates';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, CalendarX2, KeyRound } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage, useMessageText } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { rebookViewQueryOptions, useRebookVisit } from './api';
import { type MoveRefusal, moveRefusalOf, offeredDays, rebookPageState } from './rebook-state';
import { takeRebookToken } from './rebook-token';
import { SlotChoice } from './slot-choice';

/** A 'yyyy-MM-dd' date and an 'HH:mm' time in the page's language: 'Tue, 1 Dec 2026, 9:00 AM'. */
function useWhen(): (date: string, time: string) => string {
  const { t } = useTranslation();
  const language = useLanguage();
  return (date, time) =>
    t('join.dateTime', { date: formatDateLabel(date, language), time: formatTimeLabel(time, language) });
}

/** An instant (ISO 8601) as Singapore's date and time, in the page's language. */
function useInstant(): (instant: string) => string {
  const when = useWhen();
  return (instant) => {
    const date = new Date(instant);
    if (Number.isNaN(date.getTime())) return instant;
    const wall = singaporeWallClock(date);
    return when(wall.date, wall.time);
  };
}

/**
 * /booking/{reference}/rebook?token=…: the link of the email and text sent when a nurse cannot come
 * (DESIGN §8.12). The clinic says sorry and why, and offers the visits of the same event and region; the
 * customer picks one and the booking moves there, its payment, household and answers with it.
 */
export function RebookPage() {
  const { t } = useTranslation('rebook');
  const reference = (useParams().reference ?? '').trim();
  // The token leaves the address bar as soon as the page runs (takeRebookToken).
  const [link, setLink] = useState<{ token: string | null } | null>(null);
  useEffect(() => {
    setLink({ token: takeRebookToken(reference) });
  }, [reference]);

  if (!link) return <Spinner label={t('rebook.loading')} className="py-32" />;
  return <Rebook reference={reference} token={link.token} />;
}

/** The page for a booking and the token it was opened with (none: the link is needed, nothing is asked). */
export function Rebook({ reference, token }: { reference: string; token: string | null }) {
  const { t } = useTranslation('rebook');
  const query = useQuery({ ...rebookViewQueryOptions(reference, token ?? ''), enabled: token !== null });
  // The move just made: shown as it was answered, whatever the view reads after it.
  const [moved, setMoved] = useState<{ view: RebookView; result: RescheduleResult } | null>(null);

  if (moved) return <JustMoved view={moved.view} result={moved.result} />;
  const state = rebookPageState({ token, isPending: query.isPending, error: query.error, data: query.data });
  switch (state.kind) {
    case 'loading':
      return <Spinner label={t('rebook.loading')} className="py-32" />;
    case 'link-needed':
    case 'link-invalid':
      return <LinkProblem invalid={state.kind === 'link-invalid'} />;
    case 'not-found':
      return (
        <PageShell title={t('rebook.title')}>
          <Alert variant="error" role="alert" title={t('rebook.notFound.title')}>
            {t('rebook.notFound.text', { reference })}
          </Alert>
          <ClinicContact />
        </PageShell>
      );
    case 'cancelled':
      return <Cancelled reference={reference} />;
    case 'failed':
      return (
        <PageShell title={t('rebook.title')}>
          <Alert variant="error" role="alert">
            {t('rebook.loadFailed')}
          </Alert>
          <ClinicContact />
        </PageShell>
      );
    case 'moved':
      return <MovedBefore view={state.view} />;
    default:
      return (
        <ChooseAnotherTime
          view={state.view}
          token={token ?? ''}
          onMoved={(result) => setMoved({ view: state.view, result })}
        />
      );
  }
}

/** The page's frame: its one level-1 heading, which also names the browser tab. */
function PageShell({
  title,
  header,
  focusHeading = false,
  children,
}: {
  title: string;
  header?: ReactNode;
  /** Move the focus to the heading when shown (the page changed under the customer's hand). */
  focusHeading?: boolean;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1
          ref={heading}
          tabIndex={focusHeading ? -1 : undefined}
          className="text-2xl font-bold tracking-tight text-balance text-slate-900 outline-none sm:text-3xl"
        >
          {title}
        </h1>
        {header}
      </header>
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}

function ClinicContact() {
  const { t } = useTranslation('rebook');
  return (
    <p className="text-sm break-words text-slate-600">
      {t('rebook.contact', { phone: CLINIC_CONTACT.phone, email: CLINIC_CONTACT.email })}
    </p>
  );
}

/** The booking's reference number and package, under the heading. */
function BookingLine({ view }: { view: Pick<RebookView, 'referenceNumber' | 'packageName'> }) {
  const { t } = useTranslation('rebook');
  return (
    <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
      <div className="flex flex-wrap gap-x-2">
        <dt>{t('rebook.referenceNumber')}</dt>
        <dd className="font-mono font-semibold break-all text-slate-900">{view.referenceNumber}</dd>
      </div>
      {view.packageName ? (
        <div className="flex flex-wrap gap-x-2">
          <dt>{t('rebook.package')}</dt>
          <dd className="font-semibold text-slate-900">{view.packageName}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** No token here (the address had none and this tab kept none), or not this booking's (403). */
function LinkProblem({ invalid }: { invalid: boolean }) {
  const { t } = useTranslation('rebook');
  return (
    <PageShell title={t('rebook.title')}>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <div className="flex items-start gap-3" role="alert">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <KeyRound className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <h2 className="text-lg font-semibold text-slate-900">
                {invalid ? t('rebook.linkInvalid.title') : t('rebook.linkNeeded.title')}
              </h2>
              <p className="mt-1 text-sm break-words text-slate-700">
                {invalid ? t('rebook.linkInvalid.text') : t('rebook.linkNeeded.text')}
              </p>
            </div>
          </div>
          <div className="mt-4">
            <ClinicContact />
          </div>
        </CardContent>
      </Card>
    </PageShell>
  );
}

/** 409: the booking is cancelled; a new one can be booked from the home page. */
function Cancelled({ reference }: { reference: string }) {
  const { t } = useTranslation('rebook');
  return (
    <PageShell title={t('rebook.title')}>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <div className="flex items-start gap-3" role="alert">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-700">
              <CalendarX2 className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <h2 className="text-lg font-semibold text-slate-900">{t('rebook.cancelled.title')}</h2>
              <p className="mt-1 text-sm break-words text-slate-700">{t('rebook.cancelled.text', { reference })}</p>
            </div>
          </div>
          <Button asChild variant="outline" className="mt-4 w-full sm:w-auto">
            <Link to={paths.home.getHref()}>{t('rebook.cancelled.bookAgain')}</Link>
          </Button>
          <div className="mt-4">
            <ClinicContact />
          </div>
        </CardContent>
      </Card>
    </PageShell>
  );
}

/** The visit cannot go ahead: the apology and the reason, then the visits it can move to. */
function ChooseAnotherTime({
  view,
  token,
  onMoved,
}: {
  view: RebookView;
  token: string;
  onMoved: (result: RescheduleResult) => void;
}) {
  const { t } = useTranslation('rebook');
  const language = useLanguage();
  const messageText = useMessageText();
  const when = useWhen();
  const move = useRebookVisit(view.referenceNumber, token);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [showRequired, setShowRequired] = useState(false);
  const [refusal, setRefusal] = useState<MoveRefusal | null>(null);
  const days = offeredDays(view.options, language);
  const offered = days.some((day) => day.slots.some((slot) => slot.id === selectedId));

  const confirm = () => {
    if (selectedId === null || !offered) {
      setShowRequired(true);
      return;
    }
    setRefusal(null);
    move.mutate(selectedId, {
      onSuccess: onMoved,
      onError: (error) => {
        // A slot taken meanwhile leaves the list when the view is read again: pick anew.
        setSelectedId(null);
        setShowRequired(false);
        setRefusal(moveRefusalOf(error, messageText));
      },
    });
  };

  return (
    <PageShell title={t('rebook.title')} header={<BookingLine view={view} />}>
      <Card>
        <CardContent className="space-y-3 pt-5 text-sm text-slate-700 sm:pt-6">
          <p className="font-semibold text-slate-900">{t('rebook.greeting', { name: view.firstName })}</p>
          <p>{t('rebook.sorry', { when: when(view.visitDate, view.visitTime) })}</p>
          {view.reason ? <p className="break-words">{t('rebook.reason', { reason: view.reason })}</p> : null}
          <p>{t('rebook.stays')}</p>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <SlotChoice
            reference={view.referenceNumber}
            days={days}
            region={view.options.region}
            personCount={view.options.personCount}
            selectedId={offered ? selectedId : null}
            onSelect={(id) => {
              setSelectedId(id);
              setShowRequired(false);
            }}
            onConfirm={confirm}
            isPending={move.isPending}
            showRequired={showRequired}
            refusal={refusal}
          />
        </CardContent>
      </Card>
      <ClinicContact />
    </PageShell>
  );
}

/** The new visit, what stays with it, and the way to the booking. */
function NewVisitCard({ children, reference }: { children: ReactNode; reference: string }) {
  const { t } = useTranslation('rebook');
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <CalendarCheck className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 space-y-2 text-sm text-slate-700">
            {children}
            <p>{t('rebook.stays')}</p>
          </div>
        </div>
        <Button asChild className="mt-5 w-full sm:w-auto" size="lg">
          <Link to={paths.manageBooking.getHref(reference)}>{t('rebook.done.manage')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** Just moved: the answer's new date and time, and until when it can still be changed online. */
export function JustMoved({ view, result }: { view: RebookView; result: RescheduleResult }) {
  const { t } = useTranslation('rebook');
  const when = useWhen();
  const instant = useInstant();
  return (
    <PageShell title={t('rebook.movedTitle')} header={<BookingLine view={view} />} focusHeading>
      <NewVisitCard reference={result.referenceNumber}>
        <p className="font-semibold text-slate-900">{t('rebook.done.thanks', { name: view.firstName })}</p>
        <p className="text-base text-slate-900" data-testid="rebook-new-visit">
          {t('rebook.done.text', { when: when(result.timeslotDate, result.timeslotTime) })}
        </p>
        {result.changeCutoffAt ? <p>{t('rebook.done.changeUntil', { when: instant(result.changeCutoffAt) })}</p> : null}
      </NewVisitCard>
      <ClinicContact />
    </PageShell>
  );
}

/** Opened again after the move: when it was made, and the visit as it is now. */
function MovedBefore({ view }: { view: RebookView & { movedAt: string } }) {
  const { t } = useTranslation('rebook');
  const when = useWhen();
  const instant = useInstant();
  return (
    <PageShell title={t('rebook.movedTitle')} header={<BookingLine view={view} />}>
      <NewVisitCard reference={view.referenceNumber}>
        <p>{t('rebook.done.already', { when: instant(view.movedAt) })}</p>
        <p className="text-base font-semibold text-slate-900" data-testid="rebook-new-visit">
          {t('rebook.done.text', { when: when(view.visitDate, view.visitTime) })}
        </p>
      </NewVisitCard>
      <ClinicContact />
    </PageShell>
  );
}
