import { CLINIC_CONTACT } from '@domain/bookings/appointment-messages';
import {
  HOLD_CODE_BUTTON,
  KEEP_VISIT_WITH_CODE_DETAIL,
  keepVisitDetail,
  keepVisitHeadline,
  keepVisitWithCodeHeadline,
  payAfterCodeNote,
} from '@domain/bookings/hold-messages';
import { VISIT_ADDRESS_NEEDED_MESSAGE } from '@domain/bookings/visit-address';
import { SMS_OPT_OUT_LINE } from '@domain/notifications/text-messages';
import { COMPANY } from '@domain/shared/company';
import { formatDateLabel, formatTimeLabel } from '@domain/shared/dates';
import {
  TIME_OF_DAY_LABELS,
  WAITLIST_CODE_HELP,
  WAITLIST_UNPROVEN_NOTE,
  waitlistCodeSentMessage,
} from '@domain/waitlist/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messageTexts } from '../../db/email-defaults';
import { emailConfigs } from '../../db/schema/notifications';
import { outboxMessages } from '../../db/schema/outbox';
import { eventDates, timeslots } from '../../db/schema/timeslots';
import { seedReferenceData } from '../../db/seed';
import { signInAdmin } from '../../testing/admin';
import { type BookingSetup, bookingSetup, NOW, storedRegistration } from '../../testing/bookings';
import { testMailbox } from '../../testing/mail';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { joinProven, waitlistJoinRequest } from '../../testing/waitlist';
import { cancelBooking } from '../bookings';
import { refundsFor } from '../payments';
import { freedVisitOffers } from '../waitlist-offers';
import { noticeEmail } from './notices';
import { sampleBooking } from './samples';
import { composeText } from './text-compose';
import { waitlistCodeText } from './waitlist-messages';

// Every email and text in the language the customer booked or joined the waitlist in (DESIGN §8.10):
// the booking's language's own rows (EMAIL_CONFIRMATION_SUBJECT_ZH …), the English row where that one is
// missing, that language's stock text where a template fails; the fixed parts from the catalogues.

let t: TestApp;
let setup: BookingSetup;
let mailbox: ReturnType<typeof testMailbox>;
let admin: { headers: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp({ now: NOW, config: { PUBLIC_BASE_URL: 'https://book.example.sg' } });
  setup = await bookingSetup(t);
  mailbox = testMailbox(t);
  admin = await signInAdmin(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.setNow(NOW);
  await mailbox.deliver(NOW);
  await t.db.delete(outboxMessages);
});

const setConfig = (key: string, value: string) =>
  t.db.update(emailConfigs).set({ configValue: value }).where(eq(emailConfigs.configKey, key));

/** The stock rows back as seeded (the seed inserts what is missing; the edited English value is reset). */
async function restoreConfigs(...keys: string[]) {
  const { defaultEmailConfig } = await import('../../db/email-defaults');
  for (const key of keys) await setConfig(key, defaultEmailConfig(key)!);
  await seedReferenceData(t.db);
}

/** Books in a language and answers the confirmation email and text that went out for it. */
async function bookIn(language: 'en' | 'zh' | 'ms' | 'ta') {
  const booked = await setup.createBooking({ language });
  const row = await storedRegistration(t, booked.id);
  expect(row.language).toBe(language);
  await mailbox.deliver(NOW);
  const [email] = mailbox.to(row.email);
  const texts = mailbox.textsTo(`+65${row.mobileNumber}`);
  expect(email, 'confirmation email').toBeDefined();
  expect(texts, 'confirmation text').toHaveLength(1);
  return { booked, row, email: email!, text: texts[0]!.body };
}

describe('a booking made in Chinese', () => {
  it('gets its confirmation email and text in Chinese', async () => {
    const { booked, row, email, text } = await bookIn('zh');
    const reference = booked.reference_number;
    expect(email.subject).toBe(`您的健康检查预约 ${reference}`);
    expect(email.html).toContain('<html lang="zh-Hans-SG">');
    expect(email.html).toContain(`尊敬的${row.firstName} ${row.lastName}：`);
    expect(email.html).toContain('感谢您预约居家体检。我们的护士将于<strong>');
    expect(email.html).toContain('年'); // the visit's date as Chinese writes it
    expect(email.html).toMatch(/上午|下午/);
    expect(email.html).toContain('<strong>应付金额：S$');
    expect(email.html).toContain('上门前须知');
    // The fixed blocks: the hold's deadline and code, the manage link; the frame.
    expect(email.html).toContain('保留您的上门预约：请在');
    expect(email.html).toContain('>保留我的预约</a>');
    expect(email.html).toContain('>管理您的预约</a>：更改日期和时间');
    expect(email.html).toContain('居家健康检查</td>');
    expect(email.html).toContain(`如有疑问，请致电 ${CLINIC_CONTACT.phone}`);
    expect(email.html).not.toMatch(/Dear |Thank you|Keep your visit|Questions\?|Manage your booking/);
    expect(email.text).toContain('居家健康检查');
    expect(email.text).toContain(`如有疑问，请致电 ${CLINIC_CONTACT.phone} 或发送电子邮件至 ${CLINIC_CONTACT.email}。`);
    const calendar = email.attachments.find((attachment) => attachment.filename === 'home-visit.ics');
    expect(String(calendar?.content)).toContain('SUMMARY:上门体检：');
    expect(String(calendar?.content)).toContain('DESCRIPTION:参考编号：');

    expect(text.startsWith('保留预约：您的验证码是')).toBe(true);
    expect(text).toContain(`居家健康检查：您已预约`);
    expect(text).toContain(`编号${reference}。请在`);
    expect(text).toContain(`/booking/manage/${reference}#token=`);
    expect(text.endsWith(' 回复STOP退订')).toBe(true);
    expect(text).not.toContain(SMS_OPT_OUT_LINE);
  });
});

describe('a booking made in Tamil', () => {
  it('gets its confirmation email and text in Tamil', async () => {
    const { booked, row, email, text } = await bookIn('ta');
    const reference = booked.reference_number;
    expect(email.subject).toBe(`உங்கள் உடல்நலப் பரிசோதனை முன்பதிவு ${reference}`);
    expect(email.html).toContain('<html lang="ta-SG">');
    expect(email.html).toContain(`அன்புள்ள ${row.firstName} ${row.lastName} அவர்களுக்கு,`);
    expect(email.html).toContain('வீட்டிலேயே உடல்நலப் பரிசோதனைக்கு முன்பதிவு செய்ததற்கு நன்றி.');
    expect(email.html).toContain('உண்ணாவிரதம்');
    expect(email.html).toContain('>உங்கள் முன்பதிவை நிர்வகிக்கவும்</a>');
    expect(email.html).toContain('>என் வருகையை உறுதிசெய்</a>');
    expect(email.html).not.toMatch(/Dear |Thank you|Keep your visit|Questions\?/);
    expect(email.text.startsWith('வீட்டிலேயே உடல்நலப் பரிசோதனை\n')).toBe(true);

    expect(text).toContain(`வீட்டிலேயே உடல்நலப் பரிசோதனை: முன்பதிவு ${reference} `);
    expect(text.endsWith(' விலக STOP அனுப்பவும்')).toBe(true);
  });
});

describe('a booking made in English', () => {
  it('gets the English email and text as always', async () => {
    const { booked, row, email, text } = await bookIn('en');
    expect(email.subject).toBe(`Your health screening booking ${booked.reference_number}`);
    expect(email.html).toContain('<html lang="en">');
    expect(email.html).toContain(`<p>Dear ${row.firstName} ${row.lastName},</p>`);
    expect(email.html).toContain('Questions? Call');
    expect(text).toContain(`Home Based Health Screening: booking ${booked.reference_number} for a home visit on`);
    expect(text.endsWith(` ${SMS_OPT_OUT_LINE}`)).toBe(true);
  });
});

describe("the language's own rows", () => {
  it('an edited English row does not change the Chinese email; without a Chinese row, the English row is used', async () => {
    try {
      await setConfig('EMAIL_CONFIRMATION_SUBJECT', 'Edited: <%= registration.referenceNumber %>');
      const english = await bookIn('en');
      expect(english.email.subject).toBe(`Edited: ${english.booked.reference_number}`);
      const chinese = await bookIn('zh');
      expect(chinese.email.subject).toBe(`您的健康检查预约 ${chinese.booked.reference_number}`);

      await t.db.delete(emailConfigs).where(eq(emailConfigs.configKey, 'EMAIL_CONFIRMATION_SUBJECT_ZH'));
      const fallback = await bookIn('zh');
      expect(fallback.email.subject).toBe(`Edited: ${fallback.booked.reference_number}`);
      // The rest of the email still reads its own Chinese rows.
      expect(fallback.email.html).toContain('感谢您预约居家体检');
    } finally {
      await restoreConfigs('EMAIL_CONFIRMATION_SUBJECT');
    }
    const [restored] = await t.db
      .select()
      .from(emailConfigs)
      .where(eq(emailConfigs.configKey, 'EMAIL_CONFIRMATION_SUBJECT_ZH'));
    expect(restored?.configValue).toBe('您的健康检查预约 <%= registration.referenceNumber %>');
  });

  it('an edited Chinese row is what Chinese customers get, and where it fails the Chinese stock text stands in', async () => {
    try {
      await setConfig('EMAIL_CONFIRMATION_SUBJECT_ZH', '预约确认 <%= registration.referenceNumber %>');
      await setConfig('EMAIL_CONFIRMATION_TEMPLATE_ZH', '<p><%= registration.nothing.here %></p>');
      await setConfig('SMS_CONFIRMATION_TEMPLATE_ZH', '短信 <%= registration.referenceNumber %>');
      const { booked, email, text } = await bookIn('zh');
      expect(email.subject).toBe(`预约确认 ${booked.reference_number}`);
      expect(email.html).toContain('感谢您预约居家体检');
      expect(email.html).not.toContain('Thank you for booking');
      // The staff's row, then the fixed line of the pre-visit forms and the opt-out line no template can leave out.
      expect(text).toContain(`短信 ${booked.reference_number} 到访前请为每位受检者填写表格：`);
      expect(text).toMatch(/\/prepare#token=[\w-]+ 回复STOP退订$/);
      // English customers are not touched by the Chinese rows.
      const english = await bookIn('en');
      expect(english.email.subject).toBe(`Your health screening booking ${english.booked.reference_number}`);
    } finally {
      await restoreConfigs(
        'EMAIL_CONFIRMATION_SUBJECT_ZH',
        'EMAIL_CONFIRMATION_TEMPLATE_ZH',
        'SMS_CONFIRMATION_TEMPLATE_ZH',
      );
    }
  });

  it('are listed in the Email Templates tab, cannot be deleted, and are checked when saved', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/email-configs', headers: admin.headers });
    const rows = list.json().data as { id: number; configKey: string; configValue: string }[];
    const keys = rows.map((row) => row.configKey);
    for (const key of ['EMAIL_CONFIRMATION_TEMPLATE_ZH', 'EMAIL_REMINDER_SUBJECT_MS', 'SMS_ON_MY_WAY_TEMPLATE_TA']) {
      expect(keys).toContain(key);
    }
    const tamil = rows.find((row) => row.configKey === 'EMAIL_CANCELLATION_TEMPLATE_TA')!;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/email-configs/${tamil.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(409);
    const broken = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/email-configs/${tamil.id}`,
      headers: admin.headers,
      payload: { configValue: '<p><%= registration.fristName %></p>' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toContain('registration.fristName');
  });

  it('are previewed in their language', async () => {
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/email-preview',
      headers: admin.headers,
      payload: {
        kind: 'reminder',
        draft: {
          configKey: 'EMAIL_REMINDER_TEMPLATE_MS',
          configValue: '<p>Jumpa esok, <%= registration.firstName %>.</p>',
        },
      },
    });
    expect(preview.statusCode).toBe(200);
    const { subject, html } = preview.json().data as { subject: string; html: string };
    expect(subject).toContain('Peringatan: saringan kesihatan anda esok pukul');
    expect(html).toContain('<p>Jumpa esok, Mei Ling.</p>');
    expect(html).toContain('<html lang="ms-SG">');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/email-preview',
      headers: admin.headers,
      payload: { kind: 'contact-changed', language: 'ta' },
    });
    expect(asked.json().data.subject).toContain('தொடர்பு விவரங்கள் மாற்றப்பட்டன');
  });
});

describe('the waitlist', () => {
  it('offers a freed visit in Malay to an entry that joined in Malay', async () => {
    const booked = await setup.createBooking();
    const [slot] = await t.db
      .select({ date: eventDates.date })
      .from(timeslots)
      .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
      .where(eq(timeslots.id, booked.timeslotId));
    const body = waitlistJoinRequest({
      eventId: setup.eventId,
      packageId: setup.pkg.premium,
      dateFrom: slot!.date,
      dateTo: slot!.date,
      language: 'ms',
    });
    const entryId = await joinProven(t, body);
    await mailbox.deliver(NOW);
    const joined = mailbox.to(body.email as string);
    expect(joined[0]?.subject).toBe('Anda dalam senarai menunggu untuk lawatan di rumah');
    expect(joined[0]?.html).toContain('Yang dihormati Mei Tan,');
    // The code's text (not sent here: the test proved the mobile before the worker ran) is Malay too.
    expect(waitlistCodeText('123456', 'sms', 'ms')).toBe(
      'Saringan Kesihatan di Rumah: kod senarai menunggu anda ialah 123456. Masukkan di halaman senarai menunggu untuk menerima tawaran lawatan yang kosong. Balas STOP untuk berhenti',
    );

    const ctx = { ...t.app.ctx };
    await cancelBooking(ctx, {
      registrationId: booked.id,
      actor: 'system',
      by: 'staff',
      refunds: refundsFor(ctx),
      freedVisits: freedVisitOffers,
    });
    const queued = await t.db.select().from(outboxMessages).where(eq(outboxMessages.waitlistEntryId, entryId));
    expect(
      queued
        .filter((row) => row.kind === 'waitlist-offer')
        .map((row) => row.channel)
        .sort(),
    ).toEqual(['email', 'sms']);
    await mailbox.deliver(NOW);
    const offer = mailbox.to(body.email as string).find((mail) => mail.subject.startsWith('Ada lawatan'));
    expect(offer?.subject).toMatch(/^Ada lawatan di rumah yang kosong: .+ pukul \d{1,2}:\d{2} (PG|PTG)$/);
    expect(offer?.html).toContain('<html lang="ms-SG">');
    expect(offer?.html).toContain('Berita baik: ada lawatan di rumah yang kosong pada <strong>');
    expect(offer?.html).toContain('>Tempah lawatan ini</a>');
    expect(offer?.html).not.toMatch(/Good news|Book this visit|Dear /);
    expect(offer?.text).toContain('Saringan Kesihatan di Rumah');
    const offerText = mailbox.textsTo(`+65${body.mobileNumber as string}`).at(-1)!.body;
    expect(offerText).toMatch(/^Saringan Kesihatan di Rumah: ada lawatan di rumah yang kosong pada /);
    expect(offerText).toContain('/waitlist/offer/');
    expect(offerText.endsWith(' Balas STOP untuk berhenti')).toBe(true);
  });
});

describe('the fixed texts', () => {
  it('are in the English catalogue word for word as the shared rules say them', () => {
    const t = messageTexts('en');
    const deadline = 'Mon, 23 Nov 2026, 1:00 PM';
    expect(t('email:brand')).toBe(COMPANY.brand);
    expect(t('sms:brand')).toBe(COMPANY.brand);
    expect(t('sms:optOut')).toBe(SMS_OPT_OUT_LINE);
    expect(t('email:visitAddressNeeded')).toBe(VISIT_ADDRESS_NEEDED_MESSAGE);
    expect(t('email:hold.button')).toBe(HOLD_CODE_BUTTON);
    expect(t('email:hold.withCodeDetail')).toBe(KEEP_VISIT_WITH_CODE_DETAIL);
    const at = new Date('2026-11-23T05:00:00Z');
    expect(t('email:hold.withCodeHeadline', { deadline })).toBe(`${keepVisitWithCodeHeadline(at, NOW)}.`);
    expect(t('email:hold.payAfterCode', { deadline })).toBe(payAfterCodeNote(at));
    expect(t('email:hold.textHeadline', { sentTo: '****4567', deadline })).toBe(
      `${keepVisitHeadline(at, 'text', { sentTo: '****4567', now: NOW })}.`,
    );
    expect(t('email:hold.textDetail')).toBe(`${keepVisitDetail('text')} Enter the code on the booking page.`);
    expect(t('email:waitlist.joined.codeHelp', { phone: CLINIC_CONTACT.phone, email: CLINIC_CONTACT.email })).toBe(
      WAITLIST_CODE_HELP,
    );
    expect(t('email:waitlist.joined.oneMoreStep', { codeSentTo: '****4567', hours: 24 })).toBe(
      `<strong>One more step:</strong> ${waitlistCodeSentMessage('****4567')} ${WAITLIST_UNPROVEN_NOTE}`,
    );
    for (const [time, label] of Object.entries(TIME_OF_DAY_LABELS)) {
      expect(t(`email:waitlist.timeOfDay.${time as keyof typeof TIME_OF_DAY_LABELS}`)).toBe(label.toLowerCase());
    }
  });

  it('build the notices in the booking language: a moved visit in Chinese, with its date and time as Chinese writes them', () => {
    const booking = sampleBooking('confirmation', NOW, 'zh');
    const { subject, body } = noticeEmail('rescheduled', booking, { publicBaseUrl: 'https://book.example.sg' });
    const when = `${formatDateLabel('2026-11-23', 'zh')} ${formatTimeLabel('09:00', 'zh')}`;
    expect(when).toBe('2026年11月23日周一 上午9:00');
    expect(subject).toBe(`您的上门预约 HS0000-0000-0000 已改为 ${when}`);
    expect(body).toContain(`我们的护士将改于<strong>${when}</strong>上门。`);
    expect(body).toContain('上门地址：1 Orchard Road, #10-01, Singapore 238801');
    const unaddressed = noticeEmail(
      'rescheduled',
      { ...booking, address: null, language: 'ta' },
      { publicBaseUrl: '' },
    );
    expect(unaddressed.body).toContain('வருகை முகவரி: முகவரி தேவை: வருகைக்கு முன் அதைக் கேட்க நாங்கள் உங்களை அழைப்போம்.');
  });

  it('write "on my way" in the booking language from its own row', async () => {
    const booking = sampleBooking('receipt', NOW, 'ta');
    const { body } = await composeText(t.db, {
      kind: 'on-my-way',
      channel: 'whatsapp',
      booking,
      publicBaseUrl: 'https://book.example.sg',
      secrets: { minutes: '15' },
    });
    expect(body).toBe(
      'வீட்டிலேயே உடல்நலப் பரிசோதனை: செவிலியர் வந்துகொண்டிருக்கிறார், சுமார் 15 நிமிடங்களில் வருவார். எண் HS0000-0000-0000.',
    );
  });
});
