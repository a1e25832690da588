import type { PaymentProvider } from '@domain/payments/settings-schemas';
import { CreditCard, FlaskConical, type LucideIcon, Zap } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { TabHeader } from '../tab-header';
import { usePaymentProvider, usePaymentTestMode, useSetPaymentTestMode } from './api';
import {
  ENABLE_TEST_MODE_LABEL,
  LIVE_MODE_LABEL,
  PAYMENT_SETTINGS_TITLE,
  SWITCH_TO_LIVE_LABEL,
  TEST_MODE_ENABLED_TEXT,
  TEST_MODE_ENABLED_TITLE,
  TEST_MODE_LABEL,
} from './messages';
import { type FailureText, loadFailure, updateFailure } from './payment-errors';

/** Spec 001 §2, Payments tab: payment test mode and the read-only card provider section. */
export function PaymentsTab() {
  return (
    <section aria-labelledby="payments-heading" className="space-y-4">
      <TabHeader
        id="payments-heading"
        title={PAYMENT_SETTINGS_TITLE}
        description="Whether customers' card and PayNow payments are real, and the card provider that charges them. Each order's details name how it was paid (a card, or PayNow)."
      />
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr] lg:items-start">
        <TestModeCard />
        <ProviderCard />
      </div>
    </section>
  );
}

function PanelHeader({ icon: Icon, title, description }: { icon: LucideIcon; title: string; description: string }) {
  return (
    <div className="flex flex-col gap-1.5 p-5 sm:p-6">
      <h3 className="flex items-center gap-2 text-lg leading-tight font-semibold text-slate-900">
        <Icon className="size-5 text-brand-700" aria-hidden="true" />
        {title}
      </h3>
      <p className="text-sm text-slate-600">{description}</p>
    </div>
  );
}

function FailureAlert({ failure }: { failure: FailureText }) {
  return (
    <Alert variant="error" role="alert" title={failure.message}>
      {failure.detail && failure.detail !== failure.message ? failure.detail : null}
    </Alert>
  );
}

function TestModeCard() {
  const mode = usePaymentTestMode();
  const setMode = useSetPaymentTestMode();
  // The change asked for, waiting for the admin's confirmation.
  const [asked, setAsked] = useState<boolean | null>(null);
  const testMode = mode.data?.testMode;
  const isBusy = setMode.isPending || mode.isPending;

  const confirm = () => {
    if (asked === null) return;
    setMode.mutate({ enabled: asked }, { onSettled: () => setAsked(null) });
  };

  return (
    <Card>
      <PanelHeader
        icon={FlaskConical}
        title="Payment Test Mode"
        description="In test mode the confirmation page shows a simulated card form and a PayNow code that only the simulated bank pays; nothing is charged."
      />
      <CardContent className="space-y-4">
        {mode.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : mode.isError ? (
          <FailureAlert failure={loadFailure(mode.error)} />
        ) : (
          <>
            <div className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 p-3">
              <div>
                <Label htmlFor="payment-test-mode">Payment Test Mode</Label>
                <p className="text-xs text-slate-500">
                  {testMode ? 'On: payments are simulated.' : 'Off: cards are charged.'}
                </p>
              </div>
              <Switch
                id="payment-test-mode"
                checked={testMode ?? true}
                disabled={isBusy}
                onCheckedChange={(checked) => setAsked(checked)}
              />
            </div>
            {testMode ? (
              <Alert variant="warning" title={TEST_MODE_ENABLED_TITLE}>
                {TEST_MODE_ENABLED_TEXT}
              </Alert>
            ) : null}
            <Button variant={testMode ? 'default' : 'outline'} disabled={isBusy} onClick={() => setAsked(!testMode)}>
              {testMode ? <Zap aria-hidden="true" /> : <FlaskConical aria-hidden="true" />}
              {testMode ? SWITCH_TO_LIVE_LABEL : ENABLE_TEST_MODE_LABEL}
            </Button>
            {setMode.isError ? <FailureAlert failure={updateFailure(setMode.error)} /> : null}
          </>
        )}
      </CardContent>
      <div className="flex items-center gap-2 border-t border-slate-100 px-5 py-4 text-sm text-slate-600 sm:px-6">
        Current mode:{' '}
        {testMode === undefined ? (
          <span className="text-slate-500">—</span>
        ) : testMode ? (
          <Badge variant="warning">{TEST_MODE_LABEL}</Badge>
        ) : (
          <Badge variant="success">{LIVE_MODE_LABEL}</Badge>
        )}
      </div>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => (open ? undefined : setAsked(null))}
        title={asked ? ENABLE_TEST_MODE_LABEL : SWITCH_TO_LIVE_LABEL}
        description={
          asked
            ? 'Customers will see a simulated card form and nothing will be charged, until live mode is switched on again.'
            : "Customers' cards will be charged through Braintree from now on."
        }
        confirmLabel={asked ? ENABLE_TEST_MODE_LABEL : SWITCH_TO_LIVE_LABEL}
        pendingLabel="Saving..."
        isPending={setMode.isPending}
        destructive={false}
        onConfirm={confirm}
      />
    </Card>
  );
}

function ProviderCard() {
  const provider = usePaymentProvider();
  return (
    <Card>
      <PanelHeader
        icon={CreditCard}
        title="Card Provider"
        description="Read only: set on the server (BRAINTREE_* settings)."
      />
      <CardContent>
        {provider.isPending ? (
          <Skeleton className="h-28 w-full" />
        ) : provider.isError ? (
          <Alert variant="error">The card provider could not be loaded: {provider.error.message}</Alert>
        ) : (
          <ProviderDetails provider={provider.data} />
        )}
      </CardContent>
    </Card>
  );
}

function ProviderDetails({ provider }: { provider: PaymentProvider }) {
  const rows: [string, React.ReactNode][] = [
    ['Provider', provider.provider],
    [
      'Environment',
      <span key="environment" className="capitalize">
        {provider.environment}
      </span>,
    ],
    [
      'Merchant ID',
      provider.merchantId ? (
        <span key="merchant" className="font-mono">
          {provider.merchantId}
        </span>
      ) : (
        <span key="merchant" className="text-slate-500">
          Not configured
        </span>
      ),
    ],
    [
      'Merchant Account',
      provider.merchantAccountName ?? (
        <span key="account" className="text-slate-500">
          The merchant's default account
        </span>
      ),
    ],
  ];
  return (
    <div className="space-y-3">
      <dl className="divide-y divide-slate-100 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-3 py-2">
            <dt className="text-slate-600">{term}</dt>
            <dd className="text-right font-semibold break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {provider.testMode ? (
        <p className="rounded-lg bg-amber-50 p-3 text-xs text-amber-900">
          Test mode is on: card payments go to the simulated gateway, not to {provider.provider}, and nothing is
          charged.
        </p>
      ) : null}
      {provider.hasCredentials ? null : (
        <p className="rounded-lg bg-slate-50 p-3 text-xs text-slate-600">
          Braintree credentials are not set, so live mode cannot be switched on yet.
        </p>
      )}
    </div>
  );
}
