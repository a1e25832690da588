import { formatCurrency } from '@domain/shared/money';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Download, FlaskConical, Loader2, QrCode, RefreshCw, Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { useLanguage, useMessageText } from '@/lib/i18n';
import { fetchClientToken, requestPayNow, simulatePayNow } from './api';
import { CopyValue } from './copy-value';
import { PAYNOW_WATCH_INTERVAL_MS, payNowQrAlt, payNowQrFileName, payNowTimeLeft } from './messages';

/** A button whose words may run long (Tamil): it wraps instead of running off a phone's screen. */
const WRAPPING_BUTTON = 'h-auto min-h-9 whitespace-normal py-1.5 text-left text-balance';

export interface PayNowPanelProps {
  registrationId: string;
  /** Reads the booking again: the page moves to its paid state when the payment has arrived. */
  refresh(): void;
}

/** Now, once a second while `active`. */
function useClock(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** Reads the booking every 3 s while the tab is visible (the bank tells the server, not this page). */
function useWatchBooking(refresh: () => void, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, PAYNOW_WATCH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [refresh, active]);
}

/**
 * PayNow (DESIGN §8.4): the booking's QR code, the amount due, the reference and the time left. The page
 * watches the booking and moves to the paid state by itself; an expired code can be made again. In test
 * mode "Simulate PayNow payment" pays it as the customer's bank would.
 */
export function PayNowPanel({ registrationId, refresh }: PayNowPanelProps) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const messageText = useMessageText();
  /** The server's refusal in the page's language, or ours when it said nothing. */
  const failureText = (error: unknown) =>
    error instanceof ApiError ? messageText(error.message) : t('payNow.loadFailed');
  const code = useMutation({ mutationFn: () => requestPayNow(registrationId) });
  const { mutate: makeCode } = code;
  useEffect(() => makeCode(), [makeCode]);
  // Test mode is what the card form's token says ('test-…'); without an answer, no simulation is offered.
  const mode = useQuery({
    queryKey: ['/api/payments/client-token', 'paynow'],
    queryFn: fetchClientToken,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const simulation = useMutation({
    mutationFn: () => simulatePayNow(registrationId),
    onSettled: () => refresh(),
  });

  const expiresAt = code.data ? new Date(code.data.expiresAt).getTime() : null;
  const now = useClock(expiresAt !== null);
  const expired = expiresAt !== null && now >= expiresAt;
  useWatchBooking(refresh, Boolean(code.data) && !expired);

  if (code.isPending || code.isIdle) return <Spinner label={t('payNow.making')} className="py-10" />;
  if (code.isError) {
    return (
      <div className="space-y-4">
        <Alert variant="error" title={failureText(code.error)} role="alert" />
        <Button onClick={() => makeCode()}>
          <RefreshCw aria-hidden="true" />
          {t('payNow.tryAgain')}
        </Button>
      </div>
    );
  }
  const request = code.data;

  return (
    <div className="space-y-4">
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <div className="relative shrink-0 rounded-xl border border-slate-200 bg-white p-2">
          <img
            src={request.qrImage}
            alt={payNowQrAlt(request.reference)}
            width={224}
            height={224}
            className={expired ? 'size-56 opacity-20' : 'size-56'}
          />
          {expired ? <QrCode className="absolute inset-0 m-auto size-12 text-slate-400" aria-hidden="true" /> : null}
        </div>
        <dl className="w-full space-y-3 text-sm">
          <div>
            <dt className="text-slate-600">{t('payNow.amountDue')}</dt>
            <dd className="text-2xl font-bold text-slate-900 tabular-nums">
              {formatCurrency(request.amount, language)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('payNow.reference')}</dt>
            <dd className="font-mono font-semibold text-slate-900">{request.reference}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('payNow.timeLeft')}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">
              <span role="timer">{expired ? t('payNow.noTimeLeft') : payNowTimeLeft((expiresAt ?? now) - now)}</span>
            </dd>
          </div>
        </dl>
      </div>

      {expired ? (
        <Alert variant="warning" title={t('payNow.expired')} role="status">
          <Button size="sm" className={`mt-3 ${WRAPPING_BUTTON}`} onClick={() => makeCode()}>
            <RefreshCw aria-hidden="true" />
            {t('payNow.newCode')}
          </Button>
        </Alert>
      ) : (
        <>
          {/* A computer shows the code to the phone's camera; a phone cannot scan its own screen. */}
          <p className="hidden items-center gap-2 text-sm text-slate-700 sm:flex">
            <Smartphone className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
            <span className="min-w-0">
              <Trans t={t} i18nKey="payNow.scan" components={{ strong: <strong className="font-semibold" /> }} />
            </span>
          </p>
          <PhoneSteps qrImage={request.qrImage} reference={request.reference} />
          {request.payee ? (
            <PayByHand payee={request.payee} amount={request.amount} reference={request.reference} />
          ) : null}
        </>
      )}

      {simulation.data?.outcome === 'refunded' ? (
        <Alert variant="warning" title={t('payNow.refunded')} role="alert" />
      ) : null}
      {simulation.isError ? <Alert variant="error" role="alert" title={failureText(simulation.error)} /> : null}

      {mode.data?.testMode && !expired ? (
        <div className="rounded-lg border border-dashed border-amber-300 bg-amber-50 p-3">
          <p className="text-xs text-amber-900">{t('payNow.testMode')}</p>
          <Button
            variant="outline"
            size="sm"
            className={`mt-2 ${WRAPPING_BUTTON}`}
            onClick={() => simulation.mutate()}
            disabled={simulation.isPending}
          >
            {simulation.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <FlaskConical aria-hidden="true" />
            )}
            {t('payNow.simulate')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * On a phone (narrow screens): the banking app cannot scan the screen it runs on, so the code is saved
 * (a download of the PNG, or the image's own press-and-hold menu) and scanned from the photos.
 */
function PhoneSteps({ qrImage, reference }: { qrImage: string; reference: string }) {
  const { t } = useTranslation('payments');
  return (
    <section aria-labelledby="paynow-phone-heading" className="rounded-lg bg-slate-50 p-3 text-sm sm:hidden">
      <h3 id="paynow-phone-heading" className="font-semibold text-slate-900">
        {t('payNow.phoneStepsHeading')}
      </h3>
      <ol className="mt-2 list-decimal space-y-3 pl-5 text-slate-800">
        <li>
          <Button asChild size="sm" variant="outline" className={WRAPPING_BUTTON}>
            <a href={qrImage} download={payNowQrFileName(reference)}>
              <Download aria-hidden="true" />
              {t('payNow.saveQr')}
            </a>
          </Button>
          <p className="mt-1 text-xs text-slate-600">{t('payNow.saveQrHint')}</p>
        </li>
        <li>{t('payNow.scanSavedStep')}</li>
        <li>{t('payNow.comeBackStep')}</li>
      </ol>
    </section>
  );
}

/** PayNow to the UEN by hand, with the reference that matches the payment to the booking. */
function PayByHand({
  payee,
  amount,
  reference,
}: {
  payee: { uen: string; name: string };
  amount: string;
  reference: string;
}) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  return (
    <section aria-labelledby="paynow-by-hand-heading" className="rounded-lg border border-slate-200 p-3 text-sm">
      <h3 id="paynow-by-hand-heading" className="font-semibold text-slate-900">
        {t('payNow.byHandHeading')}
      </h3>
      <p className="mt-1 text-slate-700">{t('payNow.byHandText')}</p>
      <dl className="mt-2 divide-y divide-slate-100">
        <CopyValue label={t('payNow.uen')} value={payee.uen} />
        <div className="py-2">
          <dt className="text-xs text-slate-600">{t('payNow.paidTo')}</dt>
          <dd className="font-semibold break-words text-slate-900">{payee.name}</dd>
        </div>
        <CopyValue label={t('payNow.amount')} value={formatCurrency(amount, language)} copyText={amount} />
        <CopyValue label={t('payNow.reference')} value={reference} />
      </dl>
    </section>
  );
}
