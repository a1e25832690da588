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
  ])('stops on a bad value with a message naming the variable (%o)', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(variable));
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
});
