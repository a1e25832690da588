import type { StaffVisitEvent } from '@domain/nurse/schemas';
import type { AdminRegistrationDetails } from '@domain/orders/schemas';
import { PAYMENT_HISTORY_LABELS, type PaymentHistoryEntry } from '@domain/payments/state';
import { formatDateLabel, formatTimeLabel, toDisplayDate } from '@domain/shared/dates';
import { genderLabel } from '@domain/shared/gender';
import { LANGUAGE_NAMES_IN_ENGLISH } from '@domain/shared/language';
import { formatCurrency, toCents } from '@domain/shared/money';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { PARTNER_NAME } from '@/features/partner';
import { formatTimestamp, formatTimestampDate } from '../format';
import { NOT_PROVIDED, personalDataErasedNote } from '../messages';
import { useRegistrationDetails, useUpdateRegistrationStatus } from './api';
import { CardPayments, PaymentsInDoubt } from './card-payments';
import { IdNumberText, IdNumberToggle, useIdNumberReveal } from './id-number';
import { canReassign } from './nurse-assignment';
import { NurseSelect, UNASSIGNED_LABEL } from './nurse-select';
import { STATUS_CHANGE_TEXT, type StatusChange, statusChanges } from './order-status';
import { AddressNeededBadge, OrderStatusBadges, PaymentStateBadge } from './order-status-badges';
import { PreVisitForms } from './pre-visit-forms';
import { CONSENT_NOT_RECORDED, privacyConsentLabel } from './privacy-consent';
import { outcomeText, sentAtText, VISIT_EVENT_LABELS } from './visit-log';

export function OrderDetailsDialog({
  registrationId,
  onClose,
}: {
  registrationId: string | null;
  onClose: () => void;
}) {
  const details = useRegistrationDetails(registrationId);
  return (
    <Dialog open={registrationId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>Order Details</DialogTitle>
          <DialogDescription>
            {details.data ? (
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-mono font-semibold text-slate-900">{details.data.referenceNumber}</span>
                <OrderStatusBadges
                  status={details.data.status}
                  paymentState={details.data.paymentState}
                  addressNeeded={details.data.addressNeeded}
                />
              </span>
            ) : (
              'The registration, its people and its payment.'
            )}
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          {details.isPending ? (
            <div className="grid gap-6 md:grid-cols-2">
              <Skeleton className="h-64" />
              <Skeleton className="h-64" />
            </div>
          ) : details.isError ? (
            <Alert variant="error">The registration could not be loaded: {details.error.message}</Alert>
          ) : (
            <>
              <PaymentsInDoubt registrationId={details.data.id} referenceNumber={details.data.referenceNumber} />
              <OrderDetails key={details.data.id} registration={details.data} />
              <CardPayments registrationId={details.data.id} />
            </>
          )}
        </DialogBody>
        <DialogFooter className="flex-col sm:flex-row">
          {details.data ? <StatusActions registration={details.data} /> : null}
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const orNotProvided = (value: string | null | undefined): ReactNode =>
  value?.trim() ? value : <span className="text-slate-500">{NOT_PROVIDED}</span>;

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,9rem)_1fr] gap-3 py-1.5">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

function AmountRow({
  label,
  amount,
  negative,
  strong,
}: {
  label: ReactNode;
  amount: string;
  negative?: boolean;
  strong?: boolean;
}) {
  return (
    <div className={`flex justify-between gap-4 py-1 ${strong ? 'font-semibold text-slate-900' : 'text-slate-700'}`}>
      <dt>{label}</dt>
      <dd className="whitespace-nowrap tabular-nums">
        {negative ? '−' : ''}
        {formatCurrency(amount)}
      </dd>
    </div>
  );
}

const isPositive = (amount: string) => toCents(amount) > 0;

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-xl border border-slate-200 p-4 ${className ?? ''}`}>
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

export function OrderDetails({ registration: r }: { registration: AdminRegistrationDetails }) {
  const memberBadge = r.memberType === 'Retail' ? 'neutral' : 'default';
  const reveal = useIdNumberReveal(r.id);
  // Once erased there is nothing to reveal: the note says when, in place of the Show buttons.
  const canReveal = (masked: string) => r.erasedAt === null && masked.trim() !== '';
  return (
    <div className="grid gap-4 text-sm md:grid-cols-2">
      <Section title="Personal Information">
        <dl>
          <Row label="Name">
            {r.firstName} {r.lastName}
          </Row>
          <Row label="Email">{orNotProvided(r.email)}</Row>
          <Row label="Mobile">{orNotProvided(r.mobileNumber)}</Row>
          <Row label="Gender">{orNotProvided(r.gender && genderLabel(r.gender))}</Row>
          <Row label="Date of birth">{orNotProvided(r.dateOfBirth && toDisplayDate(r.dateOfBirth))}</Row>
          <Row label="ID number">
            <span className="flex flex-wrap items-baseline gap-x-2">
              {r.identificationNumber.trim() ? (
                <IdNumberText masked={r.identificationNumber} fullNumber={reveal.fullNumber(null)} />
              ) : (
                orNotProvided(r.identificationNumber)
              )}
              {canReveal(r.identificationNumber) ? (
                <IdNumberToggle reveal={reveal} participantId={null} firstName={r.firstName} lastName={r.lastName} />
              ) : null}
              {r.erasedAt ? (
                <span className="text-xs font-normal text-slate-600">
                  {personalDataErasedNote(formatTimestampDate(r.erasedAt))}
                </span>
              ) : null}
            </span>
          </Row>
          <Row label="Postal code">{orNotProvided(r.postalCode)}</Row>
          <Row label="Unit number">{orNotProvided(r.unitNumber)}</Row>
          <Row label="Address">
            {r.addressNeeded ? (
              <span className="flex flex-wrap items-center gap-2">
                {orNotProvided(r.address)}
                <AddressNeededBadge />
              </span>
            ) : (
              orNotProvided(r.address)
            )}
          </Row>
          {r.medicalConditions?.trim() ? <Row label="Medical conditions">{r.medicalConditions}</Row> : null}
        </dl>
      </Section>
      <Section title="Booking Information">
        <dl>
          <Row label="Created">{formatTimestamp(r.createdAt)}</Row>
          <Row label="Appointment date">{formatDateLabel(r.timeslotDate)}</Row>
          <Row label="Appointment time">{formatTimeLabel(r.timeslotTime)}</Row>
          <NurseRow registration={r} />
          <Row label="Package">{r.packageName}</Row>
          <Row label="Event">{r.eventName}</Row>
          <Row label="Language">{LANGUAGE_NAMES_IN_ENGLISH[r.language]}</Row>
          <Row label="Privacy notice">
            {r.privacyNoticeVersion ? (
              privacyConsentLabel(r)
            ) : (
              <span className="text-slate-500">{CONSENT_NOT_RECORDED}</span>
            )}
          </Row>
        </dl>
        <div className="mt-3 border-t border-slate-200 pt-3">
          <h4 className="mb-2 font-semibold text-slate-900">Payment</h4>
          <ul className="space-y-2" aria-label="Participants">
            {r.participants.map((person) => (
              <li
                key={person.id ?? 'primary'}
                className="flex flex-col justify-between gap-0.5 rounded-lg bg-slate-50 px-3 py-2 sm:flex-row sm:gap-3"
              >
                <span className="text-slate-900">
                  {person.firstName} {person.lastName} |{' '}
                  <span className="whitespace-nowrap">
                    <IdNumberText masked={person.identificationNumber} fullNumber={reveal.fullNumber(person.id)} />
                    {/* The main person's Show is in the ID number row above: one button per person. */}
                    {!person.isPrimary && canReveal(person.identificationNumber) ? (
                      <IdNumberToggle
                        reveal={reveal}
                        participantId={person.id}
                        firstName={person.firstName}
                        lastName={person.lastName}
                      />
                    ) : null}
                  </span>
                  {person.isPrimary ? <span className="ml-1.5 text-xs text-slate-500">(primary)</span> : null}
                </span>
                <span className="whitespace-nowrap text-slate-600">
                  {person.packageName} | {formatCurrency(person.packagePrice)}
                </span>
              </li>
            ))}
          </ul>
          <dl className="mt-3 border-t border-dashed border-slate-200 pt-2">
            <AmountRow label="Subtotal" amount={r.subtotal} />
            {isPositive(r.volumeDiscount) ? (
              <AmountRow label={`Volume discount (${r.personCount} people)`} amount={r.volumeDiscount} negative />
            ) : null}
            {isPositive(r.discountAmount) ? (
              <AmountRow
                label={`Discount${r.discountCode ? ` (${r.discountCode})` : ''}`}
                amount={r.discountAmount}
                negative
              />
            ) : null}
            {isPositive(r.cardDiscountAmount) ? (
              <AmountRow label="Card discount" amount={r.cardDiscountAmount} negative />
            ) : null}
            <AmountRow label="Total excluding GST" amount={r.totalExcludingGst} />
            <AmountRow label="GST (9%)" amount={r.gst} />
            <AmountRow label="Total including GST" amount={r.totalIncludingGst} strong />
            {isPositive(r.partnerPaid) ? (
              <>
                <AmountRow label={`Paid via ${PARTNER_NAME}`} amount={r.partnerPaid} negative />
                <AmountRow label="Amount due" amount={r.amountDue} strong />
              </>
            ) : null}
          </dl>
          <dl className="mt-3 border-t border-slate-200 pt-2">
            <Row label="Discount applied">
              {r.discountCode || r.discountName ? (
                [r.discountName, r.discountCode].filter(Boolean).join(' · ')
              ) : (
                <span className="text-slate-500">None</span>
              )}
            </Row>
            <Row label="Payment method">{orNotProvided(r.paymentMethod)}</Row>
            {r.transactionId ? (
              <Row label="Transaction ID">
                <span className="font-mono text-xs">{r.transactionId}</span>
              </Row>
            ) : null}
            <Row label="Member type">
              <Badge variant={memberBadge}>{r.memberType}</Badge>
            </Row>
            <Row label="Payment status">
              <PaymentStateBadge state={r.paymentState} />
            </Row>
          </dl>
          <PaymentHistory entries={r.paymentHistory} />
        </div>
      </Section>
      <Section title="Pre-visit forms" className="md:col-span-2">
        <PreVisitForms registrationId={r.id} persons={r.preVisit} />
      </Section>
      <Section title="Visit log" className="md:col-span-2">
        <VisitLog events={r.visitEvents} />
      </Section>
    </div>
  );
}

/** Who makes the visit: a select to reassign it while the visit is ahead, else the name (or "Unassigned"). */
function NurseRow({ registration: r }: { registration: AdminRegistrationDetails }) {
  if (!canReassign(r.status) || r.erasedAt) {
    return (
      <Row label="Nurse">{r.nurse ? r.nurse.displayName : <Badge variant="warning">{UNASSIGNED_LABEL}</Badge>}</Row>
    );
  }
  return (
    <Row label={<label htmlFor="order-nurse">Nurse</label>}>
      <NurseSelect id="order-nurse" registrationId={r.id} nurse={r.nurse} className="max-w-64" />
    </Row>
  );
}

/**
 * What the nurse pressed, oldest first: when (the phone's time, Singapore), who, and when it reached the
 * server if that was noticeably later (sent on reconnect); "Done" with each person's outcome.
 */
export function VisitLog({ events }: { events: StaffVisitEvent[] }) {
  if (events.length === 0) return <p className="text-slate-500">Nothing recorded by the nurse yet.</p>;
  return (
    <ol className="space-y-2" aria-label="Visit log">
      {events.map((event, index) => {
        const sentAt = sentAtText(event);
        return (
          // The log is read whole each time: its order is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: events have no id of their own here
          <li key={index} className="rounded-lg bg-slate-50 px-3 py-2">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold text-slate-900">{VISIT_EVENT_LABELS[event.type] ?? event.type}</span>
              <time dateTime={event.at} className="text-slate-700 tabular-nums">
                {formatTimestamp(event.at)}
              </time>
              <span className="text-slate-600">· {event.staffName}</span>
              {sentAt ? <span className="text-xs font-medium text-amber-800">({sentAt})</span> : null}
            </p>
            {event.outcome?.length ? (
              <ul className="mt-1 space-y-0.5" aria-label="Outcome">
                {event.outcome.map((entry) => (
                  <li key={entry.participantId} className="text-slate-800">
                    <span className="font-medium">{entry.name}:</span> {outcomeText(entry)}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** Every charge and refund, and the partner's prepayment, oldest first. */
export function PaymentHistory({ entries }: { entries: PaymentHistoryEntry[] }) {
  return (
    <div className="mt-3 border-t border-slate-200 pt-3">
      <h4 className="mb-2 font-semibold text-slate-900">Payment history</h4>
      {entries.length === 0 ? (
        <p className="text-slate-500">No payment recorded.</p>
      ) : (
        <ul className="space-y-2" aria-label="Payment history">
          {entries.map((entry, index) => (
            // The history is read whole each time: its order is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id of their own
            <li key={index} className="rounded-lg bg-slate-50 px-3 py-2">
              <div className="flex justify-between gap-3">
                <span className="font-medium text-slate-900">{PAYMENT_HISTORY_LABELS[entry.kind]}</span>
                <span className="whitespace-nowrap tabular-nums text-slate-900">
                  {entry.kind === 'refund' || entry.kind === 'refund_pending' ? '−' : ''}
                  {formatCurrency(entry.amount)}
                </span>
              </div>
              <p className="text-xs text-slate-600">
                {[entry.at ? formatTimestamp(entry.at) : 'Time not recorded', entry.method].filter(Boolean).join(' · ')}
                {entry.reference ? (
                  <>
                    {' · '}
                    <span className="font-mono break-all">{entry.reference}</span>
                  </>
                ) : null}
              </p>
              {entry.note ? <p className="mt-0.5 text-xs text-slate-700">{entry.note}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Mark the visit completed or no-show, or cancel: each asks first (PATCH /api/admin/registrations/{id}). */
function StatusActions({ registration }: { registration: AdminRegistrationDetails }) {
  const updateStatus = useUpdateRegistrationStatus();
  const [asking, setAsking] = useState<StatusChange | null>(null);
  const changes = statusChanges(registration.status, {
    date: registration.timeslotDate,
    time: registration.timeslotTime,
  });
  if (changes.length === 0) return null;
  const text = asking ? STATUS_CHANGE_TEXT[asking] : null;
  return (
    <div className="flex flex-col gap-2 sm:mr-auto sm:flex-row">
      {changes.map((change) => (
        <Button
          key={change}
          variant={change === 'cancelled' ? 'destructive' : 'secondary'}
          size="sm"
          onClick={() => setAsking(change)}
        >
          {STATUS_CHANGE_TEXT[change].button}
        </Button>
      ))}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={text ? `${text.title} ${registration.referenceNumber}` : ''}
        description={text?.question ?? ''}
        confirmLabel={text?.button ?? ''}
        cancelLabel="Back"
        pendingLabel="Updating..."
        isPending={updateStatus.isPending}
        destructive={asking === 'cancelled'}
        onConfirm={() => {
          if (asking) {
            updateStatus.mutate({ id: registration.id, status: asking }, { onSettled: () => setAsking(null) });
          }
        }}
      />
    </div>
  );
}
