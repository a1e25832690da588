import type { EventDetails, EventPackage } from '@domain/events/responses';
import type { ParticipantForm } from '@domain/participants/schemas';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useEvent } from '@/features/events';
import { ApiError } from '@/lib/api';
import { useMessageText } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { participantsQueryOptions } from './api';
import { BookedHousehold } from './booked-household';
import {
  ADD_FAILED_TITLE,
  CANNOT_REMOVE_PRIMARY_MESSAGE,
  CANNOT_REMOVE_PRIMARY_TITLE,
  DUPLICATE_ID_MESSAGE,
  EVENT_DETAILS_ERROR_MESSAGE,
  EVENT_DETAILS_ERROR_TITLE,
  PARTICIPANT_ADDED_TITLE,
  PARTICIPANT_REMOVED_TITLE,
  PARTICIPANT_UPDATED_TITLE,
  PRIMARY_CHANGED_TITLE,
  REMOVE_FAILED_TITLE,
  UPDATE_FAILED_TITLE,
} from './messages';
import { MissingInformation } from './missing-information';
import { type DialogPurpose, ParticipantFormDialog } from './participant-dialog';
import {
  addParticipant,
  MAX_PARTICIPANTS,
  makePrimary,
  participantPrices,
  removeParticipant,
  updateParticipant,
} from './participant-list';
import { PackagePanel, type ParticipantRow, ParticipantsPanel } from './participants-panel';
import { type ParticipantsQuery, readParticipantsQuery } from './participants-query';
import { type DraftParticipant, readDraftParticipants, saveDraftParticipants, toDraftParticipant } from './storage';

/** /booking/{eventSlug}/participants?eventId=&packageId=: who attends (spec 000 §2). */
export function ParticipantsPage() {
  const { eventSlug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const query = readParticipantsQuery(searchParams);
  if (!query) return <MissingInformation />;
  return <ParticipantsOfEvent slug={eventSlug} query={query} />;
}

function ParticipantsOfEvent({ slug, query }: { slug: string; query: ParticipantsQuery }) {
  const { t } = useTranslation('participants');
  const event = useEvent(slug);
  if (event.isPending) return <Spinner label={t('page.loading')} className="py-32" />;
  if (event.isError) {
    return (
      <LoadError
        message={event.error instanceof ApiError && event.error.status === 404 ? t('page.eventNotFound') : undefined}
      />
    );
  }
  const pkg = event.data.packages.find((entry) => entry.id === query.packageId);
  // The query must name this event and one of its packages: anything else is missing information too.
  if (event.data.id !== query.eventId || !pkg) return <MissingInformation />;
  return query.registrationId ? (
    <BookedParticipants event={event.data} pkg={pkg} registrationId={query.registrationId} />
  ) : (
    <DraftParticipants event={event.data} pkg={pkg} />
  );
}

/** The event could not be shown: `message` in the page's language, else the domain's 'Please try again later…'. */
function LoadError({ message }: { message?: string | undefined }) {
  const messageText = useMessageText();
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Alert variant="error" role="alert" title={messageText(EVENT_DETAILS_ERROR_TITLE)}>
        {message ?? messageText(EVENT_DETAILS_ERROR_MESSAGE)}
      </Alert>
    </div>
  );
}

/** Big buttons whose words may run long (Tamil): they wrap instead of overflowing a phone's width. */
const WRAPPING_BUTTON = 'h-auto min-h-11 py-2 text-center whitespace-normal';

function PageFrame(props: { event: EventDetails; pkg: EventPackage; children: ReactNode; footer: ReactNode }) {
  const { t } = useTranslation('participants');
  useDocumentTitle(t('page.documentTitle', { event: props.event.name }));
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <header>
        <p className="text-sm font-semibold text-brand-700">{props.event.name}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('page.title')}</h1>
      </header>
      <div className="mt-6 space-y-6">
        <PackagePanel pkg={props.pkg} />
        {props.children}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">{props.footer}</div>
      </div>
    </div>
  );
}

type DialogState<T> = { purpose: DialogPurpose; target: T | null } | null;

const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/** Before the booking exists: the list lives on the page, and 'Continue' keeps it for the next step. */
function DraftParticipants({ event, pkg }: { event: EventDetails; pkg: EventPackage }) {
  const { t } = useTranslation('participants');
  const messageText = useMessageText();
  // Toasts of the domain's titles, in the page's language.
  const success = (title: string, description: string) => toast.success(messageText(title), { description });
  const failure = (title: string, description?: string) =>
    toast.error(messageText(title), description === undefined ? undefined : { description });
  const navigate = useNavigate();
  const [list, setList] = useState<DraftParticipant[]>(() => readDraftParticipants(event.id));
  const [dialog, setDialog] = useState<DialogState<DraftParticipant>>(null);

  const submit = (values: ParticipantForm) => {
    if (!dialog) return;
    const target = dialog.target;
    const now = new Date().toISOString();
    const prices = participantPrices(pkg, values.isAiaMember === true || Boolean(values.vitalityMembershipNo));
    if (
      list.some((person) => person.id !== target?.id && person.identificationNumber === values.identificationNumber)
    ) {
      failure(
        dialog.purpose.kind === 'add' ? ADD_FAILED_TITLE : UPDATE_FAILED_TITLE,
        messageText(DUPLICATE_ID_MESSAGE),
      );
      return;
    }
    if (!target) {
      const change = addParticipant(list, toDraftParticipant(values, prices, String(Date.now()), now));
      if (!change.ok) {
        failure(ADD_FAILED_TITLE, t('page.atMost', { max: MAX_PARTICIPANTS }));
        return;
      }
      setList(change.list);
      success(PARTICIPANT_ADDED_TITLE, t('toasts.added', { name: nameOf(values) }));
    } else {
      const updated = updateParticipant(list, target.id, toDraftParticipant(values, prices, target.id, now, target));
      const change = updated.ok && dialog.purpose.makesPrimary ? makePrimary(updated.list, target.id) : updated;
      if (!change.ok) {
        failure(UPDATE_FAILED_TITLE);
        return;
      }
      setList(change.list);
      if (dialog.purpose.makesPrimary) {
        success(PRIMARY_CHANGED_TITLE, t('toasts.nowPrimary', { name: nameOf(values) }));
      } else {
        success(PARTICIPANT_UPDATED_TITLE, t('toasts.updated', { name: nameOf(values) }));
      }
    }
    setDialog(null);
  };

  const find = (row: ParticipantRow) => list.find((person) => person.id === row.key) ?? null;

  const onMakePrimary = (row: ParticipantRow) => {
    const person = find(row);
    if (!person) return;
    // The primary contact is the one the clinic calls and writes to: ask for what is missing first.
    if (!person.email || !person.mobileNumber) {
      setDialog({ purpose: { kind: 'edit', isPrimary: true, makesPrimary: true }, target: person });
      return;
    }
    const change = makePrimary(list, person.id);
    if (change.ok) {
      setList(change.list);
      success(PRIMARY_CHANGED_TITLE, t('toasts.nowPrimary', { name: nameOf(person) }));
    }
  };

  const onRemove = (row: ParticipantRow) => {
    const change = removeParticipant(list, String(row.key));
    if (!change.ok) {
      if (change.reason === 'primary-with-others') {
        failure(CANNOT_REMOVE_PRIMARY_TITLE, messageText(CANNOT_REMOVE_PRIMARY_MESSAGE));
      } else {
        failure(REMOVE_FAILED_TITLE);
      }
      return;
    }
    setList(change.list);
    success(PARTICIPANT_REMOVED_TITLE, t('toasts.removed', { name: nameOf(row) }));
  };

  const onContinue = () => {
    saveDraftParticipants(event.id, list);
    navigate(paths.bookingRegistration.getHref({ eventId: event.id, packageId: pkg.id }));
  };

  const target = dialog?.target;
  return (
    <PageFrame
      event={event}
      pkg={pkg}
      footer={
        <>
          <Button asChild variant="outline" size="lg" className={WRAPPING_BUTTON}>
            <Link to={paths.bookingPackages.getHref(event.id)}>
              <ArrowLeft aria-hidden="true" />
              {t('page.backToPackages')}
            </Link>
          </Button>
          <Button size="lg" onClick={onContinue} disabled={list.length === 0} className={WRAPPING_BUTTON}>
            {t('page.continue')}
            <ArrowRight aria-hidden="true" />
          </Button>
        </>
      }
    >
      <ParticipantsPanel
        rows={list.map((person) => ({ ...person, key: person.id }))}
        busy={false}
        onAdd={() => setDialog({ purpose: { kind: 'add', isPrimary: list.length === 0 }, target: null })}
        onEdit={(row) => {
          const person = find(row);
          if (person) setDialog({ purpose: { kind: 'edit', isPrimary: person.isPrimary }, target: person });
        }}
        onRemove={onRemove}
        onMakePrimary={onMakePrimary}
      />
      <ParticipantFormDialog
        open={dialog !== null}
        onOpenChange={(open) => (open ? null : setDialog(null))}
        purpose={dialog?.purpose ?? { kind: 'add', isPrimary: false }}
        count={list.length}
        packageId={pkg.id}
        initial={
          target
            ? {
                ...target,
                email: target.email ?? '',
                mobileNumber: target.mobileNumber ?? '',
                medicalConditions: target.medicalConditions ?? '',
                vitalityMembershipNo: target.vitalityMembershipNo ?? '',
                aiaMemberId: target.aiaMemberId ?? '',
              }
            : undefined
        }
        isPending={false}
        onSubmit={submit}
      />
    </PageFrame>
  );
}

/** A booking that exists (?registrationId=): every change goes to the server, which re-prices the booking. */
function BookedParticipants(props: { event: EventDetails; pkg: EventPackage; registrationId: string }) {
  const { event, pkg, registrationId } = props;
  const { t } = useTranslation('participants');
  const navigate = useNavigate();
  const participants = useQuery(participantsQueryOptions(registrationId));
  const count = participants.data?.length ?? 0;
  return (
    <PageFrame
      event={event}
      pkg={pkg}
      footer={
        <>
          <Button asChild variant="outline" size="lg" className={WRAPPING_BUTTON}>
            <Link to={paths.legacyConfirmation.getHref()}>
              <ArrowLeft aria-hidden="true" />
              {t('page.backToBooking')}
            </Link>
          </Button>
          <Button
            size="lg"
            onClick={() => navigate(paths.legacyConfirmation.getHref())}
            disabled={count === 0}
            className={WRAPPING_BUTTON}
          >
            {t('page.continue')}
            <ArrowRight aria-hidden="true" />
          </Button>
        </>
      }
    >
      <BookedHousehold registrationId={registrationId} packageId={pkg.id} />
    </PageFrame>
  );
}
