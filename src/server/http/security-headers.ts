import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * The card processor's hosts, as Braintree documents them for its drop-in: its scripts, the card
 * fields' frames and the API it tokenises cards with (and PayPal's, which the drop-in offers). Only
 * the confirmation page loads the drop-in, and only in live mode; the site's own code stays 'self'.
 */
const CARD_PROCESSOR = {
  script: [
    'https://js.braintreegateway.com',
    'https://assets.braintreegateway.com',
    'https://*.paypal.com',
    'https://www.paypalobjects.com',
  ],
  frame: ['https://assets.braintreegateway.com', 'https://*.paypal.com'],
  connect: [
    'https://api.braintreegateway.com',
    'https://api.sandbox.braintreegateway.com',
    'https://client-analytics.braintreegateway.com',
    'https://client-analytics.sandbox.braintreegateway.com',
    'https://*.braintree-api.com',
    'https://*.paypal.com',
  ],
  img: ['https://assets.braintreegateway.com', 'https://checkout.paypal.com', 'https://*.paypal.com'],
};

/** Security headers on every response; the client's pages load only the site's own scripts and styles. */
export const securityHeaders = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...CARD_PROCESSOR.script],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', ...CARD_PROCESSOR.img],
          connectSrc: ["'self'", ...CARD_PROCESSOR.connect],
          frameSrc: ["'self'", ...CARD_PROCESSOR.frame],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
    });
  },
  { name: 'security-headers' },
);
