import type { ServerResponse } from 'node:http';
import { priceBooking } from '@domain/bookings/pricing';
import { PACKAGE_CATALOGUE } from '@domain/events/package-catalogue';
import { isValidMemberId } from '@domain/shared/identity';
import { regionForPostalCode } from '@domain/timeslots/regions';
import { differenceInYears, parseISO } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import { type BodyHandler, localServers } from '../../testing/http-server';
import { INSURER_ROSTER } from '../insurer';
import {
  createHttpPartner,
  createPartnerAdapter,
  createPartnerSimulator,
  PARTNER_BOOKINGS,
  PARTNER_TIMEOUT_MS,
  type PartnerBooking,
  PartnerUnavailableError,
} from './index';

/** NRIC/FIN check letter (weights 2,7,6,5,4,3,2; offset 4 for T and G). */
function hasValidCheckLetter(nric: string): boolean {
  const digits = [...nric.slice(1, 8)].map(Number);
  const weighted = digits.reduce((sum, digit, index) => sum + digit * [2, 7, 6, 5, 4, 3, 2][index]!, 0);
  const prefix = nric[0]!;
  const remainder = (weighted + (prefix === 'T' || prefix === 'G' ? 4 : 0)) % 11;
  const letters = prefix === 'S' || prefix === 'T' ? 'JZIHGFEDCBA' : 'XWUTRQPNMLK';
  return letters[remainder] === nric[8];
}

function retailTotal(packageName: string): string {
  const pkg = PACKAGE_CATALOGUE.find((candidate) => candidate.name === packageName)!;
  return priceBooking({ persons: [{ price: pkg.price }], isMember: false }).total;
}

describe('partner simulator', () => {
  const partner = createPartnerSimulator();

  it('has Premium paid in full at the partner: the retail total with GST, 128.62', async () => {
    const booking = await partner.findBooking('100000000001');
    expect(booking?.packageInfo).toEqual({
      amount: '128.62',
      isPaid: true,
      name: 'WhiteCoat Premium Health Screening',
      systemPackageName: 'Premium',
    });
    expect(retailTotal('Premium')).toBe('128.62');
    expect(booking?.autoSelectPackage).toBe(true);
  });

  it('has Comprehensive with SGD 50.00 paid, not in full', async () => {
    const booking = await partner.findBooking('100000000002');
    expect(booking?.packageInfo).toMatchObject({ amount: '50.00', isPaid: false, systemPackageName: 'Comprehensive' });
    expect(priceBooking({ persons: [{ price: '198.00' }], isMember: false, partnerPaid: '50.00' }).amountDue).toBe(
      '165.82',
    );
  });

  it('has Superior with nothing paid', async () => {
    const booking = await partner.findBooking('100000000003');
    expect(booking?.packageInfo).toMatchObject({ amount: '0.00', isPaid: false, systemPackageName: 'Superior' });
  });

  it('finds no other code', async () => {
    for (const code of ['100000000004', '1000000000010', '1234567890123456', '']) {
      expect(await partner.findBooking(code), code).toBeNull();
    }
  });

  it('gives plausible Singapore adults who are not the insurer roster members', () => {
    const rosterIds = INSURER_ROSTER.map((member) => member.identificationNumber);
    const packageNames = PACKAGE_CATALOGUE.map((pkg) => pkg.name as string);
    for (const booking of PARTNER_BOOKINGS) {
      expect(booking.bookingCode).toMatch(/^\d{12,16}$/);
      expect(isValidMemberId(booking.nric), booking.nric).toBe(true);
      expect(hasValidCheckLetter(booking.nric), booking.nric).toBe(true);
      expect(rosterIds).not.toContain(booking.nric);
      expect(differenceInYears(new Date(), parseISO(booking.dateOfBirth))).toBeGreaterThanOrEqual(18);
      expect(booking.contact).toMatch(/^[89]\d{7}$/);
      expect(booking.email).toMatch(/^[a-z.]+@example\.com$/);
      expect(regionForPostalCode(booking.address.postalCode), booking.address.postalCode).not.toBeNull();
      expect(packageNames).toContain(booking.packageInfo.systemPackageName);
      expect(booking.packageInfo.amount).toMatch(/^\d+\.\d{2}$/);
    }
    expect(new Set(PARTNER_BOOKINGS.map((booking) => booking.nric)).size).toBe(PARTNER_BOOKINGS.length);
  });

  it('answers with a copy, so one caller cannot change the next answer', async () => {
    const first = (await partner.findBooking('100000000001'))!;
    first.packageInfo.amount = '0.00';
    expect((await partner.findBooking('100000000001'))!.packageInfo.amount).toBe('128.62');
  });
});

describe('HTTP partner', () => {
  const servers = localServers();
  afterEach(() => servers.closeAll());

  const startPartner = async (handler: BodyHandler) => `${(await servers.start(handler)).url}/api/v1/`;

  function json(res: ServerResponse, status: number, body: unknown) {
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  }

  const answer = {
    bookingCode: '200000000001',
    name: 'Lim Mei Ling',
    email: 'mei.ling@example.com',
    nric: 'S8012345J',
    dateOfBirth: '1980-05-06',
    contact: '96543210',
    address: { postalCode: '238801', unitNumber: '#03-01', street: '1 Orchard Road' },
    packageInfo: { amount: 128.62, isPaid: true, name: 'WC Premium', systemPackageName: 'Premium' },
    autoSelectPackage: true,
    internalNotes: 'not for the booking site',
  };

  it('asks GET {url}/bookings/{code} with the bearer key and returns the booking', async () => {
    let seen: { method?: string; url?: string; auth?: string } = {};
    const url = await startPartner((req, res) => {
      seen = { method: req.method, url: req.url, auth: req.headers.authorization };
      json(res, 200, answer);
    });
    const booking = await createHttpPartner({ url, apiKey: 'partner-key' }).findBooking('200000000001');
    expect(seen).toEqual({ method: 'GET', url: '/api/v1/bookings/200000000001', auth: 'Bearer partner-key' });
    expect(booking).toEqual({
      bookingCode: '200000000001',
      name: 'Lim Mei Ling',
      email: 'mei.ling@example.com',
      nric: 'S8012345J',
      dateOfBirth: '1980-05-06',
      contact: '96543210',
      address: { postalCode: '238801', unitNumber: '#03-01', street: '1 Orchard Road' },
      packageInfo: { amount: '128.62', isPaid: true, name: 'WC Premium', systemPackageName: 'Premium' },
      autoSelectPackage: true,
    } satisfies PartnerBooking);
  });

  it('sends no authorization header without a key', async () => {
    let auth: string | undefined = 'unset';
    const url = await startPartner((req, res) => {
      auth = req.headers.authorization;
      json(res, 200, answer);
    });
    await createHttpPartner({ url }).findBooking('200000000001');
    expect(auth).toBeUndefined();
  });

  it('URL-encodes the code, so it cannot reach another path', async () => {
    let path: string | undefined;
    const url = await startPartner((req, res) => {
      path = req.url;
      json(res, 404, {});
    });
    expect(await createHttpPartner({ url }).findBooking('12/../../admin?x=1#y')).toBeNull();
    expect(path).toBe('/api/v1/bookings/12%2F..%2F..%2Fadmin%3Fx%3D1%23y');
  });

  it('answers null when the partner has no such booking', async () => {
    const url = await startPartner((_req, res) => json(res, 404, { message: 'not found' }));
    expect(await createHttpPartner({ url }).findBooking('200000000009')).toBeNull();
  });

  it('fills missing personal details with empty text and keeps only an exact date of birth', async () => {
    const url = await startPartner((_req, res) =>
      json(res, 200, {
        name: ' Lim Mei Ling ',
        email: null,
        dateOfBirth: '1980-05-05T16:00:00Z',
        packageInfo: { amount: '50', isPaid: false, name: 'WC Comprehensive', systemPackageName: 'Comprehensive' },
      }),
    );
    expect(await createHttpPartner({ url }).findBooking('200000000002')).toEqual({
      bookingCode: '200000000002',
      name: 'Lim Mei Ling',
      email: '',
      nric: '',
      dateOfBirth: '',
      contact: '',
      address: { postalCode: '', unitNumber: '', street: '' },
      packageInfo: { amount: '50.00', isPaid: false, name: 'WC Comprehensive', systemPackageName: 'Comprehensive' },
      autoSelectPackage: false,
    });
  });

  it.each([
    ['a server error', (res: ServerResponse) => json(res, 500, { error: 'boom' })],
    ['an unauthorised answer', (res: ServerResponse) => json(res, 401, { error: 'bad key' })],
    ['a body that is not JSON', (res: ServerResponse) => res.end('<html>maintenance</html>')],
    ['a booking without a package', (res: ServerResponse) => json(res, 200, { ...answer, packageInfo: undefined })],
    [
      'a paid amount that is not an amount',
      (res: ServerResponse) => json(res, 200, { ...answer, packageInfo: { ...answer.packageInfo, amount: '12.345' } }),
    ],
    [
      'a negative paid amount',
      (res: ServerResponse) => json(res, 200, { ...answer, packageInfo: { ...answer.packageInfo, amount: -5 } }),
    ],
    ['an answer for another code', (res: ServerResponse) => json(res, 200, { ...answer, bookingCode: '999999999999' })],
  ])('throws PartnerUnavailableError on %s', async (_name, respond) => {
    const url = await startPartner((_req, res) => respond(res));
    await expect(createHttpPartner({ url }).findBooking('200000000001')).rejects.toBeInstanceOf(
      PartnerUnavailableError,
    );
  });

  it('gives up on a slow partner after the time-out', async () => {
    let answered = false;
    const url = await startPartner((_req, res) => {
      setTimeout(() => {
        answered = true;
        json(res, 200, answer);
      }, 3000).unref();
    });
    const attempt = createHttpPartner({ url, timeoutMs: 200 }).findBooking('200000000001');
    await expect(attempt).rejects.toThrow('Partner did not answer within 0.2 seconds');
    await expect(attempt).rejects.toBeInstanceOf(PartnerUnavailableError);
    // It gave up before the answer came: the order of the two, not the clock (timers of this process).
    expect(answered).toBe(false);
  });

  it('gives up on a partner that stalls in the middle of its answer', async () => {
    const url = await startPartner((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.write('{"name": "Lim');
    });
    await expect(createHttpPartner({ url, timeoutMs: 200 }).findBooking('200000000001')).rejects.toBeInstanceOf(
      PartnerUnavailableError,
    );
  });

  it('waits 5 seconds by default', () => {
    expect(PARTNER_TIMEOUT_MS).toBe(5000);
  });

  it('throws PartnerUnavailableError when nothing listens', async () => {
    await expect(createHttpPartner({ url: 'http://127.0.0.1:9' }).findBooking('200000000001')).rejects.toBeInstanceOf(
      PartnerUnavailableError,
    );
  });
});

describe('createPartnerAdapter', () => {
  it('uses the simulator without PARTNER_API_URL and the HTTP adapter with it', async () => {
    const simulator = createPartnerAdapter({ PARTNER_API_URL: undefined, PARTNER_API_KEY: undefined });
    expect((await simulator.findBooking('100000000001'))?.name).toBe('Tan Wei Ming');
    const http = createPartnerAdapter({ PARTNER_API_URL: 'http://127.0.0.1:9', PARTNER_API_KEY: 'k' });
    await expect(http.findBooking('100000000001')).rejects.toBeInstanceOf(PartnerUnavailableError);
  });
});
