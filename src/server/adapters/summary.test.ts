import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { describeAdapters } from './summary';

const lines = (env: Record<string, string>, paymentTestMode = true) =>
  Object.fromEntries(describeAdapters(loadConfig(env), { paymentTestMode }).map((line) => [line.system, line]));

describe('the adapters a start reports', () => {
  it('marks every built-in stand-in as simulated on a bare start', () => {
    const summary = lines({});
    expect(summary.partner).toMatchObject({ real: false, detail: expect.stringMatching(/PARTNER_API_URL unset/) });
    expect(summary.insurer).toMatchObject({ real: false, detail: expect.stringMatching(/INSURER_API_URL unset/) });
    expect(summary['card payments']).toMatchObject({ real: false, detail: expect.stringMatching(/test mode/) });
    expect(summary.PayNow).toMatchObject({ real: false, detail: expect.stringMatching(/test mode/) });
    expect(summary.email).toMatchObject({ real: false, detail: expect.stringMatching(/\.eml files/) });
    expect(summary.database).toMatchObject({ real: true, detail: expect.stringMatching(/PGlite/) });
    expect(summary.addresses).toMatchObject({ real: false, detail: expect.stringMatching(/built-in address book/) });
  });

  it('names the real systems by address only, never with their credentials', () => {
    const summary = lines(
      {
        PARTNER_API_URL: 'https://partner.example.com/v1',
        INSURER_API_URL: 'https://insurer.example.com/verify',
        SMTP_URL: 'smtp://user:secret@mail.example.com:587',
        BRAINTREE_MERCHANT_ID: 'm',
        BRAINTREE_PUBLIC_KEY: 'p',
        BRAINTREE_PRIVATE_KEY: 'k',
        STRIPE_SECRET_KEY: 'sk_live_secret',
        STRIPE_WEBHOOK_SECRET: 'whsec_secret',
        DATABASE_URL: 'postgresql://app:secret@db.example.com/app',
        TWILIO_ACCOUNT_SID: 'ACsecret',
        TWILIO_AUTH_TOKEN: 'secret-token',
        SMS_FROM: '+6560000000',
        ONEMAP_API_TOKEN: 'secret-onemap-token',
      },
      false,
    );
    expect(Object.values(summary).every((line) => line.real)).toBe(true);
    expect(summary.partner!.detail).toBe('partner service at https://partner.example.com');
    expect(summary['card payments']!.detail).toBe('Braintree (sandbox)');
    expect(summary.PayNow!.detail).toBe('Stripe, confirmed by its signed webhook');
    expect(summary.texts!.detail).toBe('Twilio: SMS');
    expect(summary.addresses!.detail).toBe('OneMap at https://www.onemap.gov.sg, with an access token');
    expect(JSON.stringify(summary)).not.toMatch(/secret/);
  });

  it('says when live PayNow cannot be offered or confirmed', () => {
    expect(lines({}, false).PayNow).toMatchObject({ real: false, detail: expect.stringMatching(/STRIPE_SECRET_KEY/) });
    expect(lines({ STRIPE_SECRET_KEY: 'sk_live_x' }, false).PayNow).toMatchObject({
      real: true,
      detail: expect.stringMatching(/STRIPE_WEBHOOK_SECRET is unset/),
    });
  });
});
