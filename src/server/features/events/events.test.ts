import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/events';
import { NOW } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t.close());

describe('GET /api/events', () => {
  it('lists the active demo event the public can book in the envelope with its upcoming timeslots', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.map((e: { slug: string }) => e.slug)).toEqual(['home-health-screening']);
    const slots = body.data[0].timeslots;
    expect(slots.length).toBeGreaterThan(10);
    // 24 hours of buffer from Sat 21 Nov 10:00 SGT: Sunday has no slots, Monday 23 Nov is the first day.
    expect(slots[0].date).toBe('2026-11-23');
    expect(slots.every((s: { isAvailable: boolean }) => s.isAvailable)).toBe(true);
  });

  it('leaves out an inactive event', async () => {
    await t.db.update(events).set({ isActive: false }).where(eq(events.slug, 'home-health-screening'));
    const body = (await t.app.inject({ method: 'GET', url: '/api/events' })).json();
    expect(body.data).toEqual([]);
    await t.db.update(events).set({ isActive: true }).where(eq(events.slug, 'home-health-screening'));
  });

  it("leaves out the partner's event, booked only through the partner's link, whose page stays open", async () => {
    const listed = (await t.app.inject({ method: 'GET', url: '/api/events' })).json().data;
    expect(listed.map((e: { slug: string }) => e.slug)).not.toContain('whitecoat-health-screening');
    const page = await t.app.inject({ method: 'GET', url: '/api/events/whitecoat-health-screening' });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.slug).toBe('whitecoat-health-screening');
  });
});

describe('GET /api/events/:slug', () => {
  it('returns the event with its four packages, cheapest first, and member prices', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/events/home-health-screening' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.name).toBe('Home Based Health Screening');
    expect(data.packages.map((p: { name: string; price: string }) => `${p.name} ${p.price}`)).toEqual([
      'Premium 118.00',
      'Comprehensive 198.00',
      'Superior 328.00',
      'Prestige 468.00',
    ]);
    expect(data.packages.every((p: { aiaPrice: string | null }) => p.aiaPrice !== null)).toBe(true);
    expect(data.dates[0]).toBe('2026-11-23');
  });

  it('answers an unknown slug with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/events/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Event not found' });
  });
});

describe('HTTP conventions', () => {
  it('answers malformed JSON with 400, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false });
  });

  it.each(['/api/events/%ZZ', '/api/registrations/lookup/%E0%A4%A', '/%ZZ'])(
    'answers the malformed URL encoding of %s with 400 in the envelope, never 500',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Malformed URL' });
    },
  );

  it('answers a slug with a NUL character with the same 404 as any unknown slug', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/events/%00' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Event not found' });
  });

  it.each([101, 200])('answers a %i-character slug with the 404 of any unknown slug, never 500', async (length) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/events/${'a'.repeat(length)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Event not found' });
  });

  it.each(['/api/events/', '/api/events/%20'])('answers %s with the 404 of any unknown slug', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Event not found' });
  });

  it.each(['/api/events/', '/api/registrations/lookup/'])(
    'answers a path parameter over 200 characters under %s with 414 in the envelope',
    async (prefix) => {
      const res = await t.app.inject({ method: 'GET', url: `${prefix}${'a'.repeat(201)}` });
      expect(res.statusCode).toBe(414);
      expect(res.json()).toEqual({ success: false, message: 'The request URL is too long' });
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });

  it('refuses a state-changing request from a foreign origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
  });

  it('reports health with a database round trip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ success: true, data: { status: 'ok', database: 'ok' } });
  });

  it('publishes an OpenAPI document generated from the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/events/{slug}');
  });
});
