import type { EventDetails, EventPackage } from '@domain/events/responses';
import type { ParticipantForm } from '@domain/participants/schemas';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useEvent } from '@/features/events';
import { ApiError } from '@/lib/api';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { participantsQueryOptions } from './api';
import { BookedHousehold } from './booked-household';
import {
  ADD_FAILED_TITLE,
  BACK_TO_PACKAGES_LABEL,
  CANNOT_REMOVE_PRIMARY_MESSAGE,
  CANNOT_REMOVE_PRIMARY_TITLE,
  CONTINUE_LABEL,
  DUPLICATE_ID_MESSAGE,
  EVENT_DETAILS_ERROR_MESSAGE,
  EVENT_DETAILS_ERROR_TITLE,
  EVENT_NOT_FOUND_MESSAGE,
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
  const event = useEvent(slug);
  if (event.isPending) return <Spinner label="Loading event details" className="py-32" />;
  if (event.isError) {
    return (
      <LoadError
        message={event.error instanceof ApiError && event.error.status === 404 ? EVENT_NOT_FOUND_MESSAGE : undefined}
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

function LoadError({ message = EVENT_DETAILS_ERROR_MESSAGE }: { message?: string | undefined }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Alert variant="error" role="alert" title={EVENT_DETAILS_ERROR_TITLE}>
        {message}
      </Alert>
    </div>
  );
}

function PageFrame(props: { event: EventDetails; pkg: EventPackage; children: ReactNode; footer: ReactNode }) {
  useDocumentTitle(`Participants · ${props.event.name}`);
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <header>
        <p className="text-sm font-semibold text-brand-700">{props.event.name}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Participants</h1>
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
      toast.error(dialog.purpose.kind === 'add' ? ADD_FAILED_TITLE : UPDATE_FAILED_TITLE, {
        description: DUPLICATE_ID_MESSAGE,
      });
      return;
    }
    if (!target) {
      const change = addParticipant(list, toDraftParticipant(values, prices, String(Date.now()), now));
      if (!change.ok) {
        toast.error(ADD_FAILED_TITLE, { description: `A booking can include at most ${MAX_PARTICIPANTS} people` });
        return;
      }
      setList(change.list);
      toast.success(PARTICIPANT_ADDED_TITLE, { description: `${nameOf(values)} has been added.` });
    } else {
      const updated = updateParticipant(list, target.id, toDraftParticipant(values, prices, target.id, now, target));
      const change = updated.ok && dialog.purpose.makesPrimary ? makePrimary(updated.list, target.id) : updated;
      if (!change.ok) {
        toast.error(UPDATE_FAILED_TITLE);
        return;
      }
      setList(change.list);
      if (dialog.purpose.makesPrimary) {
        toast.success(PRIMARY_CHANGED_TITLE, { description: `${nameOf(values)} is now the primary contact.` });
      } else {
        toast.success(PARTICIPANT_UPDATED_TITLE, { description: `${nameOf(values)}’s details have been updated.` });
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
      toast.success(PRIMARY_CHANGED_TITLE, { description: `${nameOf(person)} is now the primary contact.` });
    }
  };

  const onRemove = (row: ParticipantRow) => {
    const change = removeParticipant(list, String(row.key));
    if (!change.ok) {
      if (change.reason === 'primary-with-others') {
        toast.error(CANNOT_REMOVE_PRIMARY_TITLE, { description: CANNOT_REMOVE_PRIMARY_MESSAGE });
      } else {
        toast.error(REMOVE_FAILED_TITLE);
      }
      return;
    }
    setList(change.list);
    toast.success(PARTICIPANT_REMOVED_TITLE, { description: `${nameOf(row)} has been removed.` });
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
          <Button asChild variant="outline" size="lg">
            <Link to={paths.bookingPackages.getHref(event.id)}>
              <ArrowLeft aria-hidden="true" />
              {BACK_TO_PACKAGES_LABEL}
            </Link>
          </Button>
          <Button size="lg" onClick={onContinue} disabled={list.length === 0}>
            {CONTINUE_LABEL}
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
  const navigate = useNavigate();
  const participants = useQuery(participantsQueryOptions(registrationId));
  const count = participants.data?.length ?? 0;
  return (
    <PageFrame
      event={event}
      pkg={pkg}
      footer={
        <>
          <Button asChild variant="outline" size="lg">
            <Link to={paths.legacyConfirmation.getHref()}>
              <ArrowLeft aria-hidden="true" />
              Back to booking
            </Link>
          </Button>
          <Button size="lg" onClick={() => navigate(paths.legacyConfirmation.getHref())} disabled={count === 0}>
            {CONTINUE_LABEL}
            <ArrowRight aria-hidden="true" />
          </Button>
        </>
      }
    >
      <BookedHousehold registrationId={registrationId} packageId={pkg.id} />
    </PageFrame>
  );
}
