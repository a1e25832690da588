import { CreditCard, QrCode } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PaymentForm, type PaymentFormProps } from './payment-form';
import { PayNowPanel } from './paynow-panel';

export interface PaymentChoiceProps extends PaymentFormProps {
  /** Reads the booking again (PayNow watches it until paid). */
  refresh(): void;
}

/** The confirmation page's payment: "Card" (the inline card form) or "PayNow" (a QR code), as tabs. */
export function PaymentChoice({ refresh, ...cardProps }: PaymentChoiceProps) {
  return (
    <Tabs defaultValue="card">
      <TabsList aria-label="Payment method">
        <TabsTrigger value="card">
          <CreditCard aria-hidden="true" />
          Card
        </TabsTrigger>
        <TabsTrigger value="paynow">
          <QrCode aria-hidden="true" />
          PayNow
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
              Pay by PayNow
            </h2>
          </div>
          <PayNowPanel registrationId={cardProps.registrationId} refresh={refresh} />
        </section>
      </TabsContent>
    </Tabs>
  );
}
