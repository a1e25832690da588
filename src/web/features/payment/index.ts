// What the rest of the client may use from the payment feature: the inline card payment form. Only the
// confirmation page imports it, so it loads with that page; the live drop-in loads later still.
export { PaymentForm, type PaymentFormProps } from './payment-form';
