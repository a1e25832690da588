// What the rest of the client may use from the payment feature: the confirmation page's payment choice
// (the inline card form, or a PayNow QR code). Only the confirmation page imports it, so it loads with
// that page; the live drop-in loads later still.

// Spec 001 §8's words for a closed payment form, which the confirmation page shows where the form was
// (elements that render in the page's language).
export { PAYMENT_CANCELLED_MESSAGE, PAYMENT_CANCELLED_TITLE } from './payment-cancelled';
export { PaymentChoice, type PaymentChoiceProps } from './payment-choice';
export { PaymentForm, type PaymentFormProps } from './payment-form';
