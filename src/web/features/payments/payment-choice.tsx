import { CreditCard, QrCode } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PaymentForm, type PaymentFormProps } from './payment-form';
import { PayNowPanel } from './paynow-panel';

export interface PaymentChoiceProps extends PaymentFormProps {
  /** Reads the booking again (PayNow watches it until paid). */
  refresh(): void;
}

/** The confirmation page's payment: "Card" (the inline card form) or "PayNow" (a QR code), as tabs. */
export function PaymentChoice({ refresh, ...cardProps }: PaymentChoiceProps) {
  const { t } = useTranslation('payments');
  return (
    <Tabs defaultValue="card">
      <TabsList aria-label={t('choice.label')}>
        <TabsTrigger value="card">
          <CreditCard aria-hidden="true" />
          {t('choice.card')}
        </TabsTrigger>
        <TabsTrigger value="paynow">
          <QrCode aria-hidden="true" />
          {t('choice.payNow')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="card">
        <PaymentForm {...cardProps} />
      </TabsContent>
      <TabsContent value="paynow">
        <section aria-labelledby="paynow-heading" className="rounded-xl border border-slate-200 p-4 sm:p-5">
          {/* The amount due is the request's (the server's), shown beside the QR code. */}
          <div className="mb-4 flex items-center gap-2">
            <QrCode className="size-5 text-brand-700" aria-hidden="true" />
            <h2 id="paynow-heading" className="text-base font-semibold text-slate-900">
              {t('choice.payNowHeading')}
            </h2>
          </div>
          <PayNowPanel registrationId={cardProps.registrationId} refresh={refresh} />
        </section>
      </TabsContent>
    </Tabs>
  );
}
