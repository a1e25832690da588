import type { Language } from '@domain/shared/language';
import type { Dropin } from 'braintree-web-drop-in';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/lib/i18n';
import { loadDropin } from './drop-in-loader';
import { FORM_INIT_FAILED_MESSAGE, LOAD_FAILED_MESSAGE, NOT_INITIALIZED_MESSAGE } from './messages';
import { PaymentFormError } from './payment-form-state';
import type { CardPaymentMethod } from './test-card';

/**
 * The drop-in's own words in the page's language, where Braintree translates it (its `locale` option,
 * braintree-web-drop-in 1.x): Simplified Chinese is `zh_CN`. It has no Malay or Tamil; there, and in
 * English, it keeps its default (`en_US`), as before.
 */
export const DROPIN_LOCALES: Partial<Record<Language, string>> = { zh: 'zh_CN' };

/**
 * Live mode: Braintree's drop-in (card with the holder's name required, and PayPal checkout in SGD).
 * The card fields are Braintree's own frames; the page only ever sees the nonce they return.
 */
export function LiveCardForm({
  token,
  amount,
  failedAttempts,
  disabled,
  onPay,
  onFormFailed,
  actions,
}: {
  token: string;
  amount: string;
  /** After each refused attempt the chosen card is cleared, so that another can be entered. */
  failedAttempts: number;
  disabled: boolean;
  onPay: (getMethod: () => Promise<CardPaymentMethod>) => void;
  onFormFailed: (message: string) => void;
  actions: ReactNode;
}) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const containerRef = useRef<HTMLDivElement>(null);
  const instanceRef = useRef<Dropin | null>(null);
  const [isReady, setReady] = useState(false);
  // PayPal's checkout amount is set when the drop-in is built; a changed balance reloads the page's form.
  const amountRef = useRef(amount);
  const onFormFailedRef = useRef(onFormFailed);
  onFormFailedRef.current = onFormFailed;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let active = true;
    let created: Dropin | null = null;
    // A host of its own per build: the drop-in needs an empty container, and a build that is torn
    // down while another starts (React's development double run) must not share one.
    const host = document.createElement('div');
    container.append(host);
    void (async () => {
      let dropin: Awaited<ReturnType<typeof loadDropin>>;
      try {
        dropin = await loadDropin();
      } catch {
        if (active) onFormFailedRef.current(LOAD_FAILED_MESSAGE);
        return;
      }
      if (!active) return;
      try {
        const locale = DROPIN_LOCALES[language];
        created = await dropin.create({
          authorization: token,
          container: host,
          ...(locale ? { locale } : {}),
          card: { cardholderName: { required: true } },
          paypal: { flow: 'checkout', amount: amountRef.current, currency: 'SGD' },
        });
      } catch {
        if (active) onFormFailedRef.current(FORM_INIT_FAILED_MESSAGE);
        return;
      }
      if (!active) {
        void created.teardown().catch(() => {});
        return;
      }
      instanceRef.current = created;
      setReady(true);
    })();
    return () => {
      active = false;
      instanceRef.current = null;
      setReady(false);
      if (created) void created.teardown().catch(() => {});
      host.remove();
    };
    // A new language builds the drop-in again, in that language.
  }, [token, language]);

  useEffect(() => {
    if (failedAttempts > 0) instanceRef.current?.clearSelectedPaymentMethod();
  }, [failedAttempts]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPay(async () => {
      const instance = instanceRef.current;
      if (!instance) throw new PaymentFormError(NOT_INITIALIZED_MESSAGE);
      const payload = await instance.requestPaymentMethod();
      return {
        nonce: payload.nonce,
        deviceData: payload.deviceData,
        paymentType: payload.type,
        paymentDetails: payload.details,
      };
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('cardForm.liveFormLabel')}>
      {isReady ? null : <Spinner label={t('cardForm.loading')} className="py-8" />}
      <div ref={containerRef} aria-busy={!isReady || disabled} />
      {actions}
    </form>
  );
}
