import { BOOKING_TOKEN_REQUIRED_MESSAGE } from '@domain/bookings/hold-messages';
import { TRY_AGAIN_OR_CONTACT_SUPPORT_MESSAGE } from '@domain/participants/messages';
import type { ParticipantForm, ParticipantView } from '@domain/participants/schemas';
import { formatCurrency } from '@domain/shared/money';
import { useQuery } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SupportContact } from '@/components/support-contact';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, serverMessage } from '@/lib/api';
import { bookingTokenStorage } from '@/lib/booking-token';
import { useLanguage, useMessageText } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { participantsQueryOptions, useParticipantChange } from './api';
import {
  ADD_FAILED_TITLE,
  CANNOT_REMOVE_PRIMARY_MESSAGE,
  CANNOT_REMOVE_PRIMARY_TITLE,
  PARTICIPANT_ADDED_TITLE,
  PARTICIPANT_REMOVED_TITLE,
  PARTICIPANT_UPDATED_TITLE,
  PRIMARY_CHANGED_TITLE,
  PRIMARY_CONTACT_DETAILS_MESSAGE,
  REMOVE_FAILED_TITLE,
  UPDATE_FAILED_TITLE,
} from './messages';
import {
  type BookedEdit,
  BookedParticipantDialog,
  type DialogPurpose,
  ParticipantFormDialog,
} from './participant-dialog';
import { type ParticipantRow, ParticipantsPanel } from './participants-panel';

type DialogState = { purpose: DialogPurpose; target: ParticipantView | null } | null;

const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

export interface BookedHouseholdProps {
  registrationId: string;
  /** The package a person added starts with: the booking's own. */
  packageId: number;
  /** The booking can no longer change its persons (paid, inside the cut-off): the list only, no buttons. */
  readOnly?: boolean;
  /** After each change, the new total and amount due in a notice (the page shows no amounts of its own). */
  showRepriced?: boolean;
}

/**
 * The persons of a booking that exists, by the participants rules of spec 000 §4: every change goes to
 * the server with the booking's token, which re-prices the booking and answers the whole list. Used by
 * the participants page and by "Manage your booking".
 */
export function BookedHousehold({
  registrationId,
  packageId,
  readOnly = false,
  showRepriced = true,
}: BookedHouseholdProps) {
  const { t } = useTranslation('participants');
  const language = useLanguage();
  const messageText = useMessageText();
  const participants = useQuery(participantsQueryOptions(registrationId));
  const change = useParticipantChange(registrationId);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [totals, setTotals] = useState<{ totalAmount: string; amountDue: string } | null>(null);
  const list = participants.data ?? [];
  // Changes need the booking's token (DESIGN §8.2): without it here, the page says where to get it first.
  const hasToken = bookingTokenStorage.read(registrationId) !== null;

  const done =
    (title: string, description: string) => (result: { booking: { totalAmount: string; amountDue: string } }) => {
      setTotals(result.booking);
      setDialog(null);
      toast.success(messageText(title), { description });
    };
  const failed = (title: string) => (error: Error) => {
    toast.error(messageText(title), {
      description: messageText(serverMessage(error, t('toasts.tryAgainLater'))),
    });
  };

  const addPerson = (values: ParticipantForm) => {
    change.mutate(
      {
        kind: 'add',
        request: {
          ...values,
          registrationId,
          aiaMemberId: values.isAiaMember ? values.aiaMemberId : null,
          isVitalityMember: Boolean(values.vitalityMembershipNo),
        },
      },
      {
        onSuccess: done(PARTICIPANT_ADDED_TITLE, t('toasts.added', { name: nameOf(values) })),
        onError: failed(ADD_FAILED_TITLE),
      },
    );
  };

  const editPerson = (person: ParticipantView, values: BookedEdit, makesPrimary: boolean) => {
    const name = `${values.firstName ?? person.firstName} ${values.lastName ?? person.lastName}`;
    change.mutate(
      {
        kind: 'update',
        participantId: person.id,
        request: { ...values, registrationId, ...(makesPrimary ? { isPrimary: true } : {}) },
      },
      {
        onSuccess: makesPrimary
          ? done(PRIMARY_CHANGED_TITLE, t('toasts.nowPrimary', { name }))
          : done(PARTICIPANT_UPDATED_TITLE, t('toasts.updated', { name })),
        onError: failed(UPDATE_FAILED_TITLE),
      },
    );
  };

  const find = (row: ParticipantRow) => list.find((person) => person.id === row.key) ?? null;

  const onMakePrimary = (row: ParticipantRow) => {
    const person = find(row);
    if (!person) return;
    change.mutate(
      { kind: 'update', participantId: person.id, request: { registrationId, isPrimary: true } },
      {
        onSuccess: done(PRIMARY_CHANGED_TITLE, t('toasts.nowPrimary', { name: nameOf(person) })),
        onError: (error) => {
          // No email or mobile number yet: ask for them, then make the change. (The server may answer in
          // the page's language: compared as the page shows both.)
          const answer = error instanceof ApiError ? error.body?.message : undefined;
          if (answer && messageText(answer) === messageText(PRIMARY_CONTACT_DETAILS_MESSAGE)) {
            setDialog({ purpose: { kind: 'edit', isPrimary: true, makesPrimary: true }, target: person });
          } else {
            failed(UPDATE_FAILED_TITLE)(error);
          }
        },
      },
    );
  };

  const onRemove = (row: ParticipantRow) => {
    const person = find(row);
    if (!person) return;
    if (person.isPrimary && list.length > 1) {
      toast.error(messageText(CANNOT_REMOVE_PRIMARY_TITLE), {
        description: messageText(CANNOT_REMOVE_PRIMARY_MESSAGE),
      });
      return;
    }
    change.mutate(
      { kind: 'remove', participantId: person.id },
      {
        onSuccess: done(PARTICIPANT_REMOVED_TITLE, t('toasts.removed', { name: nameOf(person) })),
        onError: failed(REMOVE_FAILED_TITLE),
      },
    );
  };

  if (participants.isPending) {
    return (
      <Card>
        <CardContent className="pt-6">
          <Spinner label={t('household.loading')} className="py-10" />
        </CardContent>
      </Card>
    );
  }
  if (participants.isError) {
    return (
      <Alert variant="error" title={t('household.loadFailedTitle')}>
        <span className="flex items-center gap-2">
          <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
          {messageText(serverMessage(participants.error, TRY_AGAIN_OR_CONTACT_SUPPORT_MESSAGE))}
        </span>
        <SupportContact className="mt-2" />
      </Alert>
    );
  }

  const target = dialog?.target ?? null;
  return (
    <>
      <ParticipantsPanel
        rows={list.map((person) => ({ ...person, key: person.id }))}
        busy={change.isPending}
        readOnly={readOnly}
        onAdd={() => setDialog({ purpose: { kind: 'add', isPrimary: list.length === 0 }, target: null })}
        onEdit={(row) => {
          const person = find(row);
          if (person) setDialog({ purpose: { kind: 'edit', isPrimary: person.isPrimary }, target: person });
        }}
        onRemove={onRemove}
        onMakePrimary={onMakePrimary}
      />
      {hasToken || readOnly ? null : (
        <Alert variant="warning" title={t('household.tokenNeededTitle')}>
          {messageText(BOOKING_TOKEN_REQUIRED_MESSAGE)}
        </Alert>
      )}
      {totals && showRepriced ? (
        <Alert variant="info" title={t('household.repricedTitle')}>
          {t('household.repricedText', {
            total: formatCurrency(totals.totalAmount, language),
            amountDue: formatCurrency(totals.amountDue, language),
          })}
        </Alert>
      ) : null}
      <ParticipantFormDialog
        open={dialog !== null && target === null}
        onOpenChange={(open) => (open ? null : setDialog(null))}
        purpose={dialog?.purpose ?? { kind: 'add', isPrimary: false }}
        count={list.length}
        packageId={packageId}
        isPending={change.isPending}
        onSubmit={addPerson}
      />
      {target ? (
        <BookedParticipantDialog
          open
          onOpenChange={(open) => (open ? null : setDialog(null))}
          purpose={dialog?.purpose ?? { kind: 'edit', isPrimary: false }}
          participant={target}
          isPending={change.isPending}
          onSubmit={(values) => editPerson(target, values, dialog?.purpose.makesPrimary === true)}
        />
      ) : null}
    </>
  );
}
