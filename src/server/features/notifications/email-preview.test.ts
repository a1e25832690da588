import { ESSENTIAL_CONFIG_DELETE_MESSAGE, PREVIEW_EMAIL_KINDS } from '@domain/notifications/email-names';
import { EMAIL_CONFIG_KEYS } from '@domain/notifications/email-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailConfigs } from '../../db/schema/notifications';
import { type AdminApi, adminApi, signInAdmin } from '../../testing/admin';
import { NOW } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let api: AdminApi;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  api = adminApi(await signInAdmin(t), { prefix: '/api/admin' });
});
afterAll(() => t.close());

const configId = async (key: string) =>
  (await t.db.select().from(emailConfigs).where(eq(emailConfigs.configKey, key)))[0]!.id;

describe('the email preview', () => {
  it('renders every kind of email the product sends from the sample booking', async () => {
    const subjects = new Map<string, string>();
    for (const kind of PREVIEW_EMAIL_KINDS) {
      const res = await api('POST', '/email-preview', { kind });
      expect(res.statusCode, kind).toBe(200);
      const { data } = res.json();
      expect(data.kind).toBe(kind);
      expect(data.subject.length, kind).toBeGreaterThan(5);
      expect(data.html, kind).toContain('Mei Ling');
      expect(data.from, kind).toMatch(/<.+@.+>$/);
      subjects.set(kind, data.subject);
    }
    // Each kind is its own email, not the confirmation again.
    expect(new Set(subjects.values()).size).toBe(PREVIEW_EMAIL_KINDS.length);
    // The confirmation carries the code that keeps a held visit.
    expect((await api('POST', '/email-preview', { kind: 'confirmation' })).json().data.html).toContain('123456');
  });

  it('shows a template as typed in place of the stored one, and stores nothing', async () => {
    const key = EMAIL_CONFIG_KEYS.cancellationTemplate;
    const stored = (await t.db.select().from(emailConfigs).where(eq(emailConfigs.configKey, key)))[0]!;
    const draft = { configKey: key, configValue: '<p>Sorry to see you go, <%= registration.firstName %>.</p>' };
    const res = await api('POST', '/email-preview', { kind: 'cancellation', draft });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.html).toContain('Sorry to see you go, Mei Ling.');
    const after = (await t.db.select().from(emailConfigs).where(eq(emailConfigs.configKey, key)))[0]!;
    expect(after.configValue).toBe(stored.configValue);
    const subject = { configKey: EMAIL_CONFIG_KEYS.reminderSubject, configValue: 'See you <%= timeslot.date %>' };
    const reminder = await api('POST', '/email-preview', { kind: 'reminder', draft: subject });
    expect(reminder.json().data.subject).toMatch(/^See you \w{3}, \d{1,2} \w{3} \d{4}$/);
  });

  it('refuses a draft that fails with its line and reason, and a kind it does not know', async () => {
    const draft = { configKey: EMAIL_CONFIG_KEYS.reminderTemplate, configValue: '<p>\n<%= timeslot.time ) %></p>' };
    const res = await api('POST', '/email-preview', { kind: 'reminder', draft });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/line 2/);
    expect((await api('POST', '/email-preview', { kind: 'newsletter' })).statusCode).toBe(400);
  });
});

describe('the configurations the emails need', () => {
  it('refuses to delete them (409) and keeps them, while a key of staff’s own goes', async () => {
    for (const key of [EMAIL_CONFIG_KEYS.confirmationTemplate, EMAIL_CONFIG_KEYS.senderAddress]) {
      const id = await configId(key);
      const res = await api('DELETE', `/email-configs/${id}`);
      expect(res.statusCode, key).toBe(409);
      expect(res.json().message).toBe(ESSENTIAL_CONFIG_DELETE_MESSAGE);
      expect(await t.db.select().from(emailConfigs).where(eq(emailConfigs.id, id))).toHaveLength(1);
    }
    const own = await api('POST', '/email-configs', { configKey: 'EMAIL_FOOTER_NOTE', configValue: 'See you soon' });
    expect(own.statusCode).toBe(201);
    expect((await api('DELETE', `/email-configs/${own.json().data.id}`)).statusCode).toBe(200);
  });
});
