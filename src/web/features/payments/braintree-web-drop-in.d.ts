// The part of braintree-web-drop-in 1.x this page uses (the package ships no type declarations).
// Vite resolves the package to its browser build ("browser" field), a CommonJS bundle whose
// module.exports is the default export.

declare module 'braintree-web-drop-in' {
  export interface PaymentMethodPayload {
    nonce: string;
    details: unknown;
    type: string;
    deviceData?: string;
  }

  export interface Dropin {
    requestPaymentMethod(): Promise<PaymentMethodPayload>;
    clearSelectedPaymentMethod(): void;
    teardown(): Promise<void>;
  }

  export interface DropinCreateOptions {
    authorization: string;
    container: HTMLElement | string;
    /** The drop-in's language ('zh_CN'); en_US when left out. */
    locale?: string;
    card?: { cardholderName?: { required?: boolean } };
    paypal?: { flow: 'checkout' | 'vault'; amount: string | number; currency: string };
  }

  const dropin: { create(options: DropinCreateOptions): Promise<Dropin> };
  export default dropin;
}
