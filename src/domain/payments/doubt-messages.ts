// Staff texts of payments in doubt (DESIGN §8.2): a card payment whose outcome the site does not know,
// shown in the order details with "Check with gateway" and "Mark as failed".

export const PAYMENT_NOT_FOUND_MESSAGE = 'Payment not found';
export const PAYMENT_NOT_IN_DOUBT_MESSAGE = 'This payment is not in doubt: its outcome is already recorded.';
export const paymentStillProcessingMessage = (checkFrom: string) =>
  `This payment is still being processed. Check it again after ${checkFrom}.`;
export const GATEWAY_NOT_ASKED_MESSAGE =
  'The card gateway could not be asked just now. Nothing was changed; please try again later.';
export const GATEWAY_NOT_CONFIGURED_MESSAGE =
  'The card gateway that took this payment is not configured, so it cannot be asked. Nothing was changed.';

/** The answers of "Check with gateway", one per outcome. */
export const checkedPaidMessage = (transactionId: string) =>
  `The gateway charged this payment (transaction ${transactionId}): the booking is now paid.`;
export const checkedPaidButClosedMessage = (transactionId: string) =>
  `The gateway charged this payment (transaction ${transactionId}), but the booking can no longer be paid: the charge is being refunded.`;
export const CHECKED_FAILED_MESSAGE =
  'The gateway has no charge for this payment: it is marked as failed and the booking can be paid again.';
export const CHECKED_NOT_SEEN_YET_MESSAGE =
  'The gateway shows no charge for this payment yet. Check again in a minute, or mark it as failed.';
export const CHECKED_ALREADY_SETTLED_MESSAGE = 'This payment was settled meanwhile: nothing was changed.';

export const MARKED_FAILED_MESSAGE = 'Payment marked as failed: the booking can be paid again.';

/** A card payment's status as the order details show it. */
export const CARD_PAYMENT_STATUS_LABELS = {
  processing: 'Processing',
  unknown: 'Outcome unknown',
  settled: 'Paid',
  failed: 'Failed',
  declined: 'Declined',
  refunded: 'Refunded',
  refund_pending: 'Refund pending',
} as const;

/** The question before "Mark as failed". */
export const markFailedTitle = (referenceNumber: string) => `Mark the payment of ${referenceNumber} as failed?`;

/** The order details: the section, its buttons and the question before "Mark as failed". */
export const PAYMENT_IN_DOUBT_TEXT = {
  section: 'Card payments',
  inDoubtTitle: 'Payment in doubt',
  explanation:
    'The gateway did not answer this payment, so the card may or may not have been charged. The booking cannot be paid, changed or cancelled until the outcome is recorded; the site asks the gateway by itself, or you can now.',
  check: 'Check with gateway',
  checking: 'Checking...',
  markFailed: 'Mark as failed',
  markFailedQuestion:
    'Only when you are sure the card was not charged (for example, the gateway control panel has no such charge). The booking becomes payable again. If the card was charged, refund it in the gateway control panel.',
  marking: 'Marking...',
  back: 'Back',
  checkFailed: 'The payment could not be checked',
  markFailedFailed: 'The payment could not be marked as failed',
} as const;
