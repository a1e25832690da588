import { useTranslation } from 'react-i18next';

// Spec 001 §8's words for a closed payment form, which the confirmation page shows where the form was:
// elements that render in the page's language wherever they are put (a title, a paragraph).

function PaymentCancelledTitle() {
  const { t } = useTranslation('payments');
  return t('outcome.cancelledTitle');
}

function PaymentCancelledMessage() {
  const { t } = useTranslation('payments');
  return t('outcome.cancelledMessage');
}

/** "Payment Cancelled", in the page's language. */
export const PAYMENT_CANCELLED_TITLE = <PaymentCancelledTitle />;
/** "You can complete your payment later.", in the page's language. */
export const PAYMENT_CANCELLED_MESSAGE = <PaymentCancelledMessage />;
