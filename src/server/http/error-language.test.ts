import {
  FIRST_NAME_REQUIRED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  REGISTRATION_NOT_FOUND_MESSAGE,
} from '@domain/bookings/messages';
import { ADMIN_REGISTRATION_NOT_FOUND_MESSAGE } from '@domain/orders/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, signInAdmin } from '../testing/admin';
import { book, bookingRequest, bookingSetup } from '../testing/bookings';
import { createTestApp, type TestApp } from '../testing/test-app';
import { isCustomerApi } from './error-handler';

// The customers' API answers its refusals in the caller's language (DESIGN §8.10): `?lang=`, the
// `lang` cookie, then Accept-Language; English otherwise, word for word. Staff's API and the read API
// stay English.

let t: TestApp;
let eventId: number;
let packageId: number;
let timeslotId: number;

beforeAll(async () => {
  t = await createTestApp();
  const setup = await bookingSetup(t);
  eventId = setup.eventId;
  packageId = setup.pkg.premium;
  timeslotId = setup.slots.next();
});
afterAll(() => t.close());

/** A booking the schema refuses: no first name, an email that is none. */
const refusedBooking = () => bookingRequest({ eventId, packageId, timeslotId, firstName: '', email: 'not-an-email' });

describe('a 400 of POST /api/registrations', () => {
  it('answers in English word for word when the call asks for no language', async () => {
    const res = await book(t, refusedBooking());
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.message).toBe(FIRST_NAME_REQUIRED_MESSAGE);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: FIRST_NAME_REQUIRED_MESSAGE },
        { path: 'email', message: INVALID_EMAIL_MESSAGE },
      ]),
    );
  });

  it('answers in Chinese to Accept-Language: zh, the message and each field error', async () => {
    const res = await book(t, refusedBooking(), { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('请填写名字');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: '请填写名字' },
        { path: 'email', message: '电子邮件地址无效' },
      ]),
    );
  });

  it('answers in the language of the lang cookie, and of ?lang= before it', async () => {
    const byCookie = await book(t, refusedBooking(), { cookie: 'lang=ta' });
    expect(byCookie.json().message).toBe('முதல் பெயர் தேவை');
    const byQuery = await t.app.inject({
      method: 'POST',
      url: '/api/registrations?lang=ms',
      payload: refusedBooking(),
      headers: { cookie: 'lang=ta' },
    });
    expect(byQuery.statusCode).toBe(400);
    expect(byQuery.json().message).toBe('Nama pertama diperlukan');
  });

  it('keeps English for a language it does not speak', async () => {
    const res = await book(t, refusedBooking(), { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(res.json().message).toBe(FIRST_NAME_REQUIRED_MESSAGE);
  });
});

describe('the other refusals of the customers’ API', () => {
  it('answer a service’s refusal (AppError) in the language asked', async () => {
    const url = '/api/registrations/00000000-0000-4000-8000-000000000000/receipt.pdf';
    const zh = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'zh' },
      remoteAddress: freshAddress(),
    });
    // An unknown booking: the look-up's 404.
    expect(zh.statusCode).toBe(404);
    expect(zh.json()).toEqual({ success: false, message: '找不到该预约。请检查您的参考编号，然后再试一次。' });
    const en = await t.app.inject({ method: 'GET', url, remoteAddress: freshAddress() });
    expect(en.json()).toEqual({ success: false, message: REGISTRATION_NOT_FOUND_MESSAGE });
  });
});

describe("staff's API", () => {
  it('stays English whatever language the call asks for', async () => {
    const admin = await signInAdmin(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/registrations/not-a-booking',
      headers: { ...admin.headers, 'accept-language': 'zh', cookie: 'lang=zh' },
    });
    expect(res.statusCode).toBe(404);
    // The same words as a customer message ('Registration not found'), which the customers' API would translate.
    expect(res.json().message).toBe(ADMIN_REGISTRATION_NOT_FOUND_MESSAGE);
  });

  it('is told apart by the path: /api/admin and /api/v1 are not the customers’ API', () => {
    expect(isCustomerApi('/api/registrations')).toBe(true);
    expect(isCustomerApi('/api/registrations/lookup?lang=zh')).toBe(true);
    expect(isCustomerApi('/api/admin')).toBe(false);
    expect(isCustomerApi('/api/admin/registrations/1')).toBe(false);
    expect(isCustomerApi('/api/v1/registrations?limit=10')).toBe(false);
    expect(isCustomerApi('/api/administrators')).toBe(true);
    expect(isCustomerApi('/booking/confirmation/HS2611')).toBe(false);
  });
});
