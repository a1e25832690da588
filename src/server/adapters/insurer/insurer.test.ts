import { NO_BENEFITS_MESSAGE, VERIFICATION_TIMEOUT_MS } from '@domain/bookings/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { type BodyHandler, localServers } from '../../testing/http-server';
import {
  createHttpInsurer,
  createInsurerAdapter,
  createRosterInsurer,
  INSURER_TIMEOUT_MS,
  InsurerUnavailableError,
} from './index';

describe('roster insurer', () => {
  const insurer = createRosterInsurer();

  it('recognises the AIA Health Shield member by ID and date of birth, in any case', async () => {
    const answer = await insurer.verify({ identificationNumber: 's1234567d', dateOfBirth: '1980-01-01' });
    expect(answer).toMatchObject({ status: 'success', isAiaMember: true, isVitalityMember: false });
  });

  it('recognises the Vitality member only with the Vitality number', async () => {
    const withNumber = await insurer.verify({
      identificationNumber: 'S2345678H',
      dateOfBirth: '1985-06-15',
      vitalityMembershipNo: 'V123456789',
    });
    expect(withNumber).toMatchObject({ status: 'success', isAiaMember: false, isVitalityMember: true });
    const withoutNumber = await insurer.verify({ identificationNumber: 'S2345678H', dateOfBirth: '1985-06-15' });
    expect(withoutNumber.status).toBe('not_found');
  });

  it('does not treat a member NRIC with another date of birth as a member', async () => {
    const answer = await insurer.verify({ identificationNumber: 'S1234567D', dateOfBirth: '1980-01-02' });
    expect(answer.isAiaMember).toBe(false);
  });

  it('answers any other ID with no benefits and the spec message', async () => {
    const answer = await insurer.verify({ identificationNumber: 'T7654321Z', dateOfBirth: '1990-03-03' });
    expect(answer).toEqual({
      status: 'not_found',
      isAiaMember: false,
      isVitalityMember: false,
      message: NO_BENEFITS_MESSAGE,
      benefitProfileData: null,
    });
    expect(NO_BENEFITS_MESSAGE).toBe('No active member benefits detected. Standard pricing will apply.');
  });
});

describe('HTTP insurer', () => {
  const servers = localServers();
  afterEach(() => servers.closeAll());

  const startInsurer = async (handler: BodyHandler) => `${(await servers.start(handler)).url}/verify`;

  const input = { identificationNumber: 'S1234567D', dateOfBirth: '1980-01-01' };

  it('posts the request as JSON with the bearer key and returns the answer', async () => {
    let seen: { method?: string; auth?: string; type?: string; body?: unknown } = {};
    const url = await startInsurer((req, res, body) => {
      seen = {
        method: req.method,
        auth: req.headers.authorization,
        type: req.headers['content-type'],
        body: JSON.parse(body),
      };
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          status: 'success',
          isAiaMember: true,
          isVitalityMember: false,
          message: 'ok',
          benefitProfileData: { plan: 'A' },
        }),
      );
    });
    const answer = await createHttpInsurer({ url, apiKey: 'secret-key' }).verify(input);
    expect(seen).toEqual({ method: 'POST', auth: 'Bearer secret-key', type: 'application/json', body: input });
    expect(answer).toEqual({
      status: 'success',
      isAiaMember: true,
      isVitalityMember: false,
      message: 'ok',
      benefitProfileData: { plan: 'A' },
    });
  });

  it('throws InsurerUnavailableError on a non-OK answer', async () => {
    const url = await startInsurer((_req, res) => {
      res.statusCode = 502;
      res.end('bad gateway');
    });
    await expect(createHttpInsurer({ url }).verify(input)).rejects.toBeInstanceOf(InsurerUnavailableError);
  });

  it('throws InsurerUnavailableError on an answer it cannot read', async () => {
    const url = await startInsurer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ member: 'maybe' }));
    });
    await expect(createHttpInsurer({ url }).verify(input)).rejects.toBeInstanceOf(InsurerUnavailableError);
  });

  it('gives up on a slow insurer after the time-out', async () => {
    let answered = false;
    const url = await startInsurer((_req, res) => {
      // Answers far later than the time-out (and sooner than the 4-second default).
      setTimeout(() => {
        answered = true;
        res.end('{}');
      }, 3000).unref();
    });
    const attempt = createHttpInsurer({ url, timeoutMs: 200 }).verify(input);
    await expect(attempt).rejects.toThrow('Verification timed out after 0.2 seconds');
    await expect(attempt).rejects.toBeInstanceOf(InsurerUnavailableError);
    // It gave up before the answer came: the order of the two, not the clock (timers of this process).
    expect(answered).toBe(false);
  });

  it("gives up after 4 seconds by default, before the client's 5-second time-out", () => {
    expect(INSURER_TIMEOUT_MS).toBe(4000);
    expect(INSURER_TIMEOUT_MS).toBeLessThan(VERIFICATION_TIMEOUT_MS);
  });

  it('throws InsurerUnavailableError when nothing listens', async () => {
    await expect(createHttpInsurer({ url: 'http://127.0.0.1:9/verify' }).verify(input)).rejects.toBeInstanceOf(
      InsurerUnavailableError,
    );
  });
});

describe('createInsurerAdapter', () => {
  it('uses the roster without INSURER_API_URL and the HTTP adapter with it', async () => {
    const roster = createInsurerAdapter({ INSURER_API_URL: undefined, INSURER_API_KEY: undefined });
    expect((await roster.verify({ identificationNumber: 'S1234567D', dateOfBirth: '1980-01-01' })).isAiaMember).toBe(
      true,
    );
    const http = createInsurerAdapter({ INSURER_API_URL: 'http://127.0.0.1:9/verify', INSURER_API_KEY: undefined });
    await expect(http.verify({ identificationNumber: 'S1234567D', dateOfBirth: '1980-01-01' })).rejects.toBeInstanceOf(
      InsurerUnavailableError,
    );
  });
});
