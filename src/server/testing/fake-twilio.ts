import twilio from 'twilio';
import { type LocalServer, localServers } from './http-server';

// A local stand-in for the part of Twilio's API the texts use (DESIGN §8.5), on a free port of
// 127.0.0.1: creating a message (POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, basic
// auth with the account SID and auth token), with Twilio's JSON answers and error bodies. Point the
// client at it with TWILIO_API_BASE = fake.url. It also signs what Twilio would post to the site.

export const FAKE_TWILIO_ACCOUNT_SID = 'ACfaketwilioaccount000000000000000';
export const FAKE_TWILIO_AUTH_TOKEN = 'fake_twilio_auth_token';
export const FAKE_SMS_FROM = '+6560001111';
export const FAKE_WHATSAPP_FROM = '+6560002222';

/** One message the fake accepted, as the client sent it. */
export interface FakeTwilioMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string | null;
}

/** A refusal the fake gives to the next calls: Twilio's HTTP status and error code. */
export interface FakeTwilioFailure {
  status: number;
  code: number;
  message: string;
}

export interface FakeTwilio extends LocalServer {
  readonly messages: FakeTwilioMessage[];
  /** Every call, accepted or not (retries show here). */
  readonly calls: number;
  /** The next `times` calls (to `to` only, when given) are refused with `failure`. */
  failNext(failure: FakeTwilioFailure, times?: number, to?: string): void;
  /** The body and headers Twilio would post to `url` with these form parameters, signed with `authToken`. */
  signedPost(
    url: string,
    params: Record<string, string>,
    authToken?: string,
  ): { payload: string; headers: Record<string, string> };
}

export async function startFakeTwilio(
  options: { servers?: ReturnType<typeof localServers>; authToken?: string } = {},
): Promise<FakeTwilio> {
  const servers = options.servers ?? localServers();
  const authToken = options.authToken ?? FAKE_TWILIO_AUTH_TOKEN;
  const messages: FakeTwilioMessage[] = [];
  const failures: { failure: FakeTwilioFailure; to?: string }[] = [];
  let calls = 0;
  let created = 0;
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_TWILIO_ACCOUNT_SID}:${authToken}`).toString('base64')}`;

  const server = await servers.start((req, res, body) => {
    const reply = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    if (req.method !== 'POST' || path !== `/2010-04-01/Accounts/${FAKE_TWILIO_ACCOUNT_SID}/Messages.json`) {
      return reply(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    }
    calls += 1;
    if (req.headers.authorization !== expectedAuth) {
      return reply(401, { code: 20003, message: 'Authenticate', status: 401 });
    }
    const form = new URLSearchParams(body);
    const to = form.get('To') ?? '';
    const failing = failures.findIndex((entry) => !entry.to || to.endsWith(entry.to));
    if (failing >= 0) {
      const { failure } = failures.splice(failing, 1)[0]!;
      return reply(failure.status, { ...failure, more_info: `https://www.twilio.com/docs/errors/${failure.code}` });
    }
    const from = form.get('From') ?? '';
    if (!to || !from || !form.get('Body')) {
      return reply(400, { code: 21604, message: "A 'To' phone number, 'From' and 'Body' are required.", status: 400 });
    }
    created += 1;
    const sid = `SM${String(created).padStart(32, '0')}`;
    messages.push({ sid, to, from, body: form.get('Body') ?? '', statusCallback: form.get('StatusCallback') });
    return reply(201, {
      sid,
      account_sid: FAKE_TWILIO_ACCOUNT_SID,
      to,
      from,
      body: form.get('Body'),
      status: 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      date_created: new Date().toUTCString(),
      uri: `/2010-04-01/Accounts/${FAKE_TWILIO_ACCOUNT_SID}/Messages/${sid}.json`,
    });
  });

  return {
    ...server,
    messages,
    get calls() {
      return calls;
    },
    failNext(failure, times = 1, to) {
      for (let i = 0; i < times; i += 1) failures.push({ failure, to });
    },
    signedPost(url, params, token = authToken) {
      const signature = twilio.getExpectedTwilioSignature(token, url, params);
      return {
        payload: new URLSearchParams(params).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      };
    },
  };
}
