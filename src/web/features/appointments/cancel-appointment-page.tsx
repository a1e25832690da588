import type { CancelAppointmentResult, RegistrationLookup } from '@domain/api-schemas';
import { REFUND_TIMING_TEXT, refundBeforeCancelMessage } from '@domain/appointment-messages';
import { type LookupReference, lookupReferenceSchema } from '@domain/booking-schemas';
import { formatDateLabel, formatTimeLabel } from '@domain/dates';
import { formatCurrency } from '@domain/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CheckCircle2, Loader2, PhoneCall, Search, Wallet, XCircle } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { CodeInput } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { VisitAddressValue } from '@/features/held-visit';
import { ApiError, serverMessage } from '@/lib/api';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { registrationLookupQueryOptions, useCancelAppointment } from './api';
import { appointmentStateOf, lookupErrorMessage } from './appointment-state';
import {
  ALREADY_CANCELLED_DESCRIPTION,
  ALREADY_CANCELLED_TITLE,
  APPOINTMENT_CANCELLED_TOAST,
  CANCEL_ANOTHER_LABEL,
  CANCEL_BUTTON_LABEL,
  CANCEL_CONFIRM_REQUIRED_MESSAGE,
  CANCEL_FAILED_MESSAGE,
  CANCEL_PAGE_TITLE,
  LOOK_UP_LABEL,
  NOT_CANCELLABLE_MESSAGE,
  REFERENCE_PLACEHOLDER,
  REFUND_PENDING_MESSAGE,
  REFUNDED_MESSAGE,
} from './messages';
import { ReschedulePanel } from './reschedule-panel';

/** /cancel-appointment: look up by reference, then cancel (spec 000 §2) or move to another time. */
export function CancelAppointmentPage() {
  useDocumentTitle(CANCEL_PAGE_TITLE);
  const [reference, setReference] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState<CancelAppointmentResult | null>(null);
  // A new look-up form (empty) after 'Cancel Another Appointment'.
  const [round, setRound] = useState(0);

  const startAgain = () => {
    setCancelled(null);
    setReference(null);
    setRound((value) => value + 1);
  };

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      {cancelled ? (
        <CancelledCard result={cancelled} onStartAgain={startAgain} />
      ) : (
        <>
          <header>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{CANCEL_PAGE_TITLE}</h1>
            <p className="mt-2 text-slate-600">
              Enter the reference number of your booking to see your appointment, then cancel it or move it to another
              time.
            </p>
          </header>
          <Card className="mt-6">
            <CardContent className="pt-5 sm:pt-6">
              <LookupForm key={round} onLookUp={setReference} />
            </CardContent>
          </Card>
          {reference ? <LookupResult key={reference} reference={reference} onCancelled={setCancelled} /> : null}
        </>
      )}
    </div>
  );
}

function LookupForm({ onLookUp }: { onLookUp: (reference: string) => void }) {
  const form = useForm<z.input<typeof lookupReferenceSchema>, unknown, LookupReference>({
    resolver: zodResolver(lookupReferenceSchema),
    defaultValues: { referenceNumber: '' },
  });
  const error = form.formState.errors.referenceNumber?.message;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => onLookUp(values.referenceNumber))}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <FormField id="referenceNumber" label="Reference number" error={error} className="flex-1">
        {(controlProps) => (
          <CodeInput {...controlProps} placeholder={REFERENCE_PLACEHOLDER} {...form.register('referenceNumber')} />
        )}
      </FormField>
      <Button type="submit" className="sm:mt-6.5">
        <Search aria-hidden="true" />
        {LOOK_UP_LABEL}
      </Button>
    </form>
  );
}

function LookupResult({
  reference,
  onCancelled,
}: {
  reference: string;
  onCancelled: (result: CancelAppointmentResult) => void;
}) {
  const lookup = useQuery(registrationLookupQueryOptions(reference));
  if (lookup.isPending) return <Spinner label="Looking up your appointment" className="py-12" />;
  if (lookup.isError) {
    return (
      <Alert variant="error" role="alert" className="mt-6">
        {lookupErrorMessage(lookup.error)}
      </Alert>
    );
  }
  return <AppointmentDetails booking={lookup.data} onCancelled={onCancelled} />;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between sm:gap-6">
      <dt className="shrink-0 text-slate-500">{term}</dt>
      <dd className="min-w-0 font-medium break-words text-slate-900 sm:text-right">{children}</dd>
    </div>
  );
}

function AppointmentDetails({
  booking,
  onCancelled,
}: {
  booking: RegistrationLookup;
  onCancelled: (result: CancelAppointmentResult) => void;
}) {
  const state = appointmentStateOf(booking);
  const [rescheduled, setRescheduled] = useState(false);
  return (
    <Card className="mt-6">
      <CardContent className="pt-5 sm:pt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900">Your appointment</h2>
          {booking.status === 'cancelled' ? <Badge variant="danger">Cancelled</Badge> : null}
        </div>
        <dl className="mt-2 divide-y divide-slate-100 text-sm">
          <Detail term="Reference number">
            <span className="font-mono">{booking.referenceNumber}</span>
          </Detail>
          <Detail term="Name">
            {booking.firstName} {booking.lastName}
          </Detail>
          <Detail term="ID number">{booking.identificationNumber}</Detail>
          <Detail term="Event">{booking.eventName}</Detail>
          <Detail term="Package">
            {booking.packageName} · {formatCurrency(booking.packagePrice)}
          </Detail>
          <Detail term="Date and time">
            {formatDateLabel(booking.timeslotDate)}, {formatTimeLabel(booking.timeslotTime)}
          </Detail>
          <Detail term="Visit address">
            <VisitAddressValue registrationId={booking.id} />
          </Detail>
          {booking.participants.length > 0 ? (
            <Detail term={`Participants (${booking.personCount})`}>
              <ul>
                <li>
                  {booking.firstName} {booking.lastName}
                </li>
                {booking.participants.map((person) => (
                  <li key={`${person.firstName} ${person.lastName} ${person.identificationNumber}`}>
                    {person.firstName} {person.lastName}
                  </li>
                ))}
              </ul>
            </Detail>
          ) : null}
        </dl>

        {rescheduled && state.kind === 'open' ? (
          <Alert variant="success" title="Your appointment has been moved" className="mt-4" role="status">
            Your new time is {formatDateLabel(booking.timeslotDate)}, {formatTimeLabel(booking.timeslotTime)}.
          </Alert>
        ) : null}

        {state.kind === 'cancelled' ? (
          <Alert variant="error" title={ALREADY_CANCELLED_TITLE} role="alert" className="mt-4">
            {ALREADY_CANCELLED_DESCRIPTION}
          </Alert>
        ) : state.kind === 'cut-off' ? (
          <Alert variant="warning" title="This appointment can no longer be changed online" className="mt-4">
            <p className="flex items-start gap-2">
              <PhoneCall className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {state.message}
            </p>
          </Alert>
        ) : state.kind === 'closed' ? (
          <Alert variant="info" className="mt-4">
            {NOT_CANCELLABLE_MESSAGE}
          </Alert>
        ) : (
          <>
            <p className="mt-4 flex items-start gap-2 text-sm text-slate-600">
              <CalendarClock className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
              You can reschedule or cancel online until {state.cutoffLabel}.
            </p>
            <ReschedulePanel booking={booking} onRescheduled={() => setRescheduled(true)} />
            <CancelForm booking={booking} onCancelled={onCancelled} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function CancelForm({
  booking,
  onCancelled,
}: {
  booking: RegistrationLookup;
  onCancelled: (result: CancelAppointmentResult) => void;
}) {
  const [isConfirmed, setIsConfirmed] = useState(false);
  const [showError, setShowError] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useCancelAppointment(booking.referenceNumber);
  const checkboxId = useId();
  const checkboxRef = useRef<HTMLInputElement>(null);

  const submit = () => {
    if (!isConfirmed) {
      setShowError(true);
      checkboxRef.current?.focus();
      return;
    }
    setFailure(null);
    cancel.mutate(booking.id, {
      onSuccess: (result) => {
        toast.success(APPOINTMENT_CANCELLED_TOAST, { description: result.referenceNumber });
        onCancelled(result);
      },
      onError: (error) => {
        // Already cancelled (another tab, a double click): the refreshed look-up shows the alert instead.
        if (error instanceof ApiError && error.body?.message.startsWith(ALREADY_CANCELLED_TITLE)) return;
        const reason = error instanceof ApiError && error.status < 500 ? serverMessage(error, '') : '';
        setFailure(
          reason && reason !== CANCEL_FAILED_MESSAGE ? `${CANCEL_FAILED_MESSAGE} ${reason}` : CANCEL_FAILED_MESSAGE,
        );
        toast.error(CANCEL_FAILED_MESSAGE);
      },
    });
  };

  return (
    <section aria-labelledby="cancel-heading" className="mt-6 border-t border-slate-100 pt-5">
      <h3 id="cancel-heading" className="text-base font-semibold text-slate-900">
        Cancel this appointment
      </h3>
      {/* What cancelling gives back, as the server's cancel rules decide it, before the customer commits. */}
      <p className="mt-2 flex items-start gap-2 text-sm text-slate-700" data-testid="refund-before-cancel">
        <Wallet className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
        {refundBeforeCancelMessage(booking, formatCurrency)}
      </p>
      <div className="mt-3 flex items-start gap-3">
        <input
          ref={checkboxRef}
          id={checkboxId}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-red-600"
          checked={isConfirmed}
          onChange={(event) => {
            setIsConfirmed(event.target.checked);
            if (event.target.checked) setShowError(false);
          }}
          aria-invalid={showError}
          aria-describedby={showError ? `${checkboxId}-error` : undefined}
        />
        <Label htmlFor={checkboxId} className="font-normal">
          I confirm that I want to cancel this appointment. Its time will be given to someone else.
        </Label>
      </div>
      {showError ? (
        <p id={`${checkboxId}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {CANCEL_CONFIRM_REQUIRED_MESSAGE}
        </p>
      ) : null}
      {failure ? (
        <Alert variant="error" role="alert" className="mt-3">
          {failure}
        </Alert>
      ) : null}
      {/* Destructive, but not the page's main action: outlined in red, below rescheduling. */}
      <Button
        variant="outline"
        className="mt-4 w-full border-red-300 text-red-700 hover:bg-red-50 sm:w-auto"
        onClick={submit}
        disabled={cancel.isPending}
      >
        {cancel.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <XCircle aria-hidden="true" />}
        {CANCEL_BUTTON_LABEL}
      </Button>
    </section>
  );
}

function refundText(result: CancelAppointmentResult): string | null {
  switch (result.refund.status) {
    case 'refunded':
      return `${REFUNDED_MESSAGE} ${result.refund.amount ? `${formatCurrency(result.refund.amount)} goes` : 'It goes'} back to the card or account you paid with: ${REFUND_TIMING_TEXT}.`;
    case 'refund_pending':
      return REFUND_PENDING_MESSAGE;
    case 'none':
      return null;
  }
}

function CancelledCard({ result, onStartAgain }: { result: CancelAppointmentResult; onStartAgain: () => void }) {
  useDocumentTitle('Appointment Cancelled');
  const refund = refundText(result);
  return (
    <Card>
      <CardContent className="flex flex-col items-center pt-8 text-center sm:pt-10">
        <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <CheckCircle2 className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">Appointment Cancelled</h1>
        <p className="mt-2 text-slate-600">
          Your appointment <span className="font-mono font-semibold text-slate-900">{result.referenceNumber}</span> has
          been cancelled. A confirmation is on its way to you by email.
        </p>
        {refund ? (
          <Alert variant={result.refund.status === 'refunded' ? 'success' : 'warning'} className="mt-4 text-left">
            {refund}
          </Alert>
        ) : null}
        {/* The way on is home (to book again); cancelling another booking is the rarer need. */}
        <div className="mt-6 flex w-full flex-col gap-2 sm:flex-row-reverse sm:justify-center">
          <Button asChild size="lg">
            <Link to={paths.home.getHref()}>Return to Home</Link>
          </Button>
          <Button size="lg" variant="outline" onClick={onStartAgain}>
            {CANCEL_ANOTHER_LABEL}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
