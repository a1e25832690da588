import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 5000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      SEED_DEMO: true,
      PARTNER_NAME: 'WhiteCoat',
      PUBLIC_BASE_URL: 'http://localhost:5000',
      TRUST_PROXY: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ ADMIN_USERNAME: 'clinic' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ INSURER_API_URL: 'not a url' }, 'INSURER_API_URL'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ ONEMAP_BASE_URL: 'ftp://onemap.example' }, 'ONEMAP_BASE_URL'],
    [{ ADDRESS_LOOKUPS_PER_HOUR: '0' }, 'ADDRESS_LOOKUPS_PER_HOUR'],
  ])('stops on a bad value with a message naming the variable (%o)', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(variable));
  });

  it('reads OneMap only when told, and the look-ups a client network may make in an hour', () => {
    const unset = loadConfig({ ONEMAP_BASE_URL: ' ', ONEMAP_API_TOKEN: '' });
    expect([unset.ONEMAP_BASE_URL, unset.ONEMAP_API_TOKEN, unset.ADDRESS_LOOKUPS_PER_HOUR]).toEqual([
      undefined,
      undefined,
      60,
    ]);
    expect(
      loadConfig({
        ONEMAP_BASE_URL: 'https://www.onemap.gov.sg',
        ONEMAP_API_TOKEN: ' token ',
        ADDRESS_LOOKUPS_PER_HOUR: '10',
      }),
    ).toMatchObject({
      ONEMAP_BASE_URL: 'https://www.onemap.gov.sg',
      ONEMAP_API_TOKEN: 'token',
      ADDRESS_LOOKUPS_PER_HOUR: 10,
    });
  });

  it('reads a trusted proxy list', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'fd00::1, fd00::/64' }).TRUST_PROXY).toEqual(['fd00::1', 'fd00::/64']);
  });

  it.each([
    ['true', /proxy's addresses/],
    ['0', /hops/],
    ['not-an-address', /not an IP address/],
    ['10.0.0.0/33', /not an IP address/],
  ])('refuses TRUST_PROXY=%s, which would let clients choose their own address', (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
  });

  it('reads the pool size, statement and request time-outs', () => {
    expect(loadConfig({})).toMatchObject({
      DATABASE_POOL_SIZE: 10,
      DATABASE_STATEMENT_TIMEOUT_MS: 15_000,
      REQUEST_TIMEOUT_MS: 30_000,
    });
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  describe('production never runs a simulator silently (DESIGN §8.2, §8.9)', () => {
    const braintree = {
      BRAINTREE_MERCHANT_ID: 'merchant7x9k2f4q',
      BRAINTREE_PUBLIC_KEY: 'public-key',
      BRAINTREE_PRIVATE_KEY: 'private-key',
    };
    const noBraintree = { BRAINTREE_MERCHANT_ID: '', BRAINTREE_PUBLIC_KEY: '', BRAINTREE_PRIVATE_KEY: '' };
    const real = {
      PARTNER_API_URL: 'https://partner.example.com',
      INSURER_API_URL: 'https://insurer.example.com',
      ...braintree,
    };

    it('refuses to start with a message naming both variables while both would be simulated', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', ...braintree })).toThrow(
        /PARTNER_API_URL, INSURER_API_URL: unset in production, so the built-in partner simulator and insurer member roster would answer for the real services\. Set PARTNER_API_URL and INSURER_API_URL, or set ALLOW_SIMULATORS=true/,
      );
    });

    it('names only the one that is missing', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', ...real, INSURER_API_URL: undefined })).toThrow(
        /INSURER_API_URL: unset in production, so the built-in insurer member roster would answer for the real service\./,
      );
    });

    it('refuses to start while card payments would run in test mode, naming the Braintree variables', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', ...real, ...noBraintree })).toThrow(
        /BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY, BRAINTREE_PRIVATE_KEY: unset in production, so the built-in test-mode card payment simulator would answer for the real service\. Set BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY, or set ALLOW_SIMULATORS=true/,
      );
      // One key short is test mode too; the message names the one that is missing.
      expect(() => loadConfig({ NODE_ENV: 'production', ...real, BRAINTREE_PRIVATE_KEY: ' ' })).toThrow(
        /BRAINTREE_PRIVATE_KEY: unset in production, so the built-in test-mode card payment simulator/,
      );
    });

    it('names every simulator that would answer in one message', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
        /PARTNER_API_URL, INSURER_API_URL, BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY, BRAINTREE_PRIVATE_KEY: unset in production, so the built-in partner simulator, insurer member roster and test-mode card payment simulator would answer for the real services\. Set PARTNER_API_URL, INSURER_API_URL, BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY, or set ALLOW_SIMULATORS=true/,
      );
    });

    it('starts with every real system, or with ALLOW_SIMULATORS=true on purpose', () => {
      expect(loadConfig({ NODE_ENV: 'production', ...real }).NODE_ENV).toBe('production');
      expect(loadConfig({ NODE_ENV: 'production', ALLOW_SIMULATORS: 'true' }).ALLOW_SIMULATORS).toBe(true);
      expect(
        loadConfig({ NODE_ENV: 'production', ...real, ...noBraintree, ALLOW_SIMULATORS: 'true' }).ALLOW_SIMULATORS,
      ).toBe(true);
    });

    it('lets the simulators answer outside production, where they are the demo', () => {
      expect(loadConfig({ NODE_ENV: 'development' }).NODE_ENV).toBe('development');
      expect(loadConfig({ NODE_ENV: 'test' }).NODE_ENV).toBe('test');
    });

    it('is not production unless a deployment says so, so a newcomer gets the simulators', () => {
      expect(loadConfig({}).NODE_ENV).toBe('development');
    });

    it('seeds demo data in production only when SEED_DEMO=true is set explicitly', () => {
      expect(loadConfig({ NODE_ENV: 'production', ...real }).SEED_DEMO).toBe(false);
      expect(loadConfig({ NODE_ENV: 'production', ...real, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
      expect(loadConfig({ NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
      expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    });
  });
});
