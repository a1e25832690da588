/**
 * What the site knows about the card behind a payment: enough for the receipt, the admin order view
 * and BIN discounts (DESIGN §4). Never the card number: neither gateway ever returns it, and nothing
 * here can carry it.
 */
export interface CardDescription {
  /** As the gateway names it: 'Visa', 'MasterCard', 'American Express', ...; 'PayPal' for a wallet without a card. */
  brand: string;
  /** First six digits; '' when the payment method shows none (a PayPal account), so no BIN discount applies. */
  bin: string;
  /** Last four digits; '' when the payment method shows none. */
  last4: string;
}

export interface SaleInput {
  /** The amount the server computed, SGD with two decimals ('128.62'); never the browser's figure. */
  amount: string;
  /** The booking's reference number, so the gateway's records name the booking (DESIGN §5 rule 8). */
  orderId: string;
  /** One-time nonce from the drop-in (live) or the simulated card form (test mode). */
  nonce: string;
  /** Device data from the drop-in for the gateway's fraud checks. */
  deviceData?: string;
}

export interface ApprovedSale {
  approved: true;
  transactionId: string;
  /** The amount the gateway charged, as it reports it. */
  amount: string;
  card: CardDescription;
  /** The gateway's transaction status, e.g. 'submitted_for_settlement'. */
  status: string;
}

export interface DeclinedSale {
  approved: false;
  /** The processor's or gateway's answer ('Do Not Honor'); safe to show the customer. */
  message: string;
  /** The processor response code ('2000') when the processor declined. */
  processorResponseCode?: string;
  /** Set when the gateway recorded the declined attempt. */
  transactionId?: string;
}

export type SaleResult = ApprovedSale | DeclinedSale;

export interface RefundInput {
  transactionId: string;
  /** Two-decimal SGD; omitted gives back the whole amount. */
  amount?: string;
}

/** Money given back. A refusal is thrown (PaymentRefundRefusedError), so it can never be mistaken for this. */
export interface RefundResult {
  /** 'void' cancels a charge that has not settled yet (the customer is never billed); 'refund' pays a settled one back. */
  method: 'void' | 'refund';
  /** The refund's own transaction id; for a void, the voided sale's id. */
  transactionId: string;
  /** The amount given back; null when the simulator does not know the sale (another instance made it). */
  amount: string | null;
}

/** One transaction the gateway holds for an order id, as its own records show it. */
export interface GatewayTransaction {
  transactionId: string;
  /** The amount of the transaction, SGD with two decimals. */
  amount: string;
  /** The gateway's status, e.g. 'submitted_for_settlement', 'settled', 'processor_declined', 'voided'. */
  status: string;
  /**
   * True when the card was charged and the charge stands (authorised, submitted, settling or settled);
   * false for a decline, a rejection, a failure or a voided charge.
   */
  charged: boolean;
  card: CardDescription;
}

/** Gateway statuses of a charge that stands: the money was taken or is held for settlement. */
export const CHARGED_STATUSES: ReadonlySet<string> = new Set([
  'authorized',
  'authorizing',
  'submitted_for_settlement',
  'settlement_pending',
  'settling',
  'settled',
  'settlement_confirmed',
]);

export interface PaymentGateway {
  readonly kind: 'simulated' | 'braintree';
  /**
   * The longest one call waits for the gateway's answer. A payment still open twice this long after it
   * was started can no longer be answered by its own request: it is asked of the gateway instead.
   */
  readonly timeoutMs: number;
  /** Token the browser's card form starts with. The simulated gateway's tokens start with 'test-' (spec 001 §4). */
  createClientToken(): Promise<string>;
  /**
   * What the card behind a one-time nonce is, asked of the gateway (never trusted from the browser):
   * bin, last four, brand. Null for an unknown, expired or already used nonce.
   */
  describeNonce(nonce: string): Promise<CardDescription | null>;
  /**
   * Charges `amount` with the reference as the order id, submitted for settlement. A decline is a
   * result, not an error; PaymentGatewayUnavailableError means the gateway could not be asked or did
   * not answer (see its `outcomeUnknown`).
   */
  sale(input: SaleInput): Promise<SaleResult>;
  /**
   * Gives money back: void when not yet settled, refund when settled. Voiding a voided sale succeeds
   * again, so a retry is harmless. Throws PaymentRefundRefusedError when the gateway answers no
   * (unknown id, already refunded, a partial amount before settlement, more than was charged).
   */
  refund(input: RefundInput): Promise<RefundResult>;
  /**
   * Every transaction the gateway holds for an order id (the booking's reference, sent with each sale),
   * oldest first; empty when it never saw the order. Throws PaymentGatewayUnavailableError when the
   * gateway could not be asked or did not answer.
   */
  findByOrderId(orderId: string): Promise<GatewayTransaction[]>;
}

/**
 * The gateway could not be reached, timed out, or refused our credentials: different from a decline,
 * which is an answer about the card.
 */
export class PaymentGatewayUnavailableError extends Error {
  /**
   * True when a sale or refund may have gone through anyway (the request was sent but no answer came
   * back). The caller must not tell the customer nothing was charged, nor simply charge again: the
   * booking stays pending until the gateway's records are checked. A Braintree nonce is single-use,
   * so a retried sale with the same nonce is refused rather than charged twice.
   */
  readonly outcomeUnknown: boolean;

  constructor(message: string, options: { cause?: unknown; outcomeUnknown?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.name = 'PaymentGatewayUnavailableError';
    this.outcomeUnknown = options.outcomeUnknown ?? false;
  }
}

/** The gateway answered a refund with no: nothing was given back. The message is for staff. */
export class PaymentRefundRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentRefundRefusedError';
  }
}

/** Two decimals, more than zero: the only amounts the server charges or refunds. */
const AMOUNT_PATTERN = /^\d{1,7}\.\d{2}$/;

/**
 * Amounts come from the server's own pricing, so a malformed one is a bug in the caller, never a
 * customer's mistake: refused before anything is sent.
 */
export function assertChargeableAmount(amount: string): void {
  if (!AMOUNT_PATTERN.test(amount) || Number(amount) <= 0) {
    throw new RangeError(`Payment amount must be a positive two-decimal SGD amount, got "${amount}"`);
  }
}
