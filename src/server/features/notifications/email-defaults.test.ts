import { createHash } from 'node:crypto';
import { isTextTemplateKey } from '@domain/notifications/text-messages';
import { LANGUAGES } from '@domain/shared/language';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_CONFIGS, DEFAULT_TEXT_CONFIGS, defaultEmailConfig } from '../../db/email-defaults';
import { manageBookingUrl } from './notices';
import { sampleBooking } from './samples';
import { renderTemplate } from './templates';
import { optOutLine } from './text-compose';
import { templateVariables } from './variables';
import { waitlistCodeText, waitlistOfferText } from './waitlist-messages';

// The default rows (DESIGN §4 Emails, §8.5, §8.10): the spec's English rows exactly as they have always
// been, and rows of their own in Chinese, Malay and Tamil built from the same catalogues.

/**
 * The sha256 of every English default value as it was before the other languages came: the English rows
 * are built from the `email` and `sms` catalogues now, and an accidental change there must fail here.
 */
const ENGLISH_DEFAULT_SHA256: Record<string, string> = {
  EMAIL_SENDER_NAME: 'b9899d2770e4f8138d5f3a3b3f353dd7539be6b1cf15e0e9d7df8ff4d3db3ded',
  EMAIL_SENDER_ADDRESS: '7c242802550f5408ecf9f79db146c50cdd9e60230d09e62ec3485e19089a7996',
  EMAIL_CONFIRMATION_SUBJECT: '85ca5f6e13e5e2d75ebef3847806e189d3db78eea86db40e88a88eab822b034d',
  EMAIL_CONFIRMATION_TEMPLATE: 'a0d520cc408fcd03e652e41847fcc9da7ddabf691a9c2833e1118734566a574f',
  EMAIL_REMINDER_SUBJECT: '502c60b5da989274b0febed8b427084f4d144837adea973e9179fb77b094e20b',
  EMAIL_REMINDER_TEMPLATE: 'c0801fcede06e3285398724433ad0ad645fed063328344a0baf31a2d6d9ed27a',
  EMAIL_RECEIPT_SUBJECT: '51fc57990c8f21281f68556964c1f76094e3675562f327ff45e6d60ef9d1cc31',
  EMAIL_RECEIPT_TEMPLATE: '63a4d8503ad2921ea4cd3da69ea1b51ba8b7bb7d287cda89bbd0227d8e0449ce',
  EMAIL_CANCELLATION_SUBJECT: '502f38e09d13654e211bc8919e8ab94015dd700c204d416f8f9e814d7dc74792',
  EMAIL_CANCELLATION_TEMPLATE: 'a7f8098c18add3c72ffb09b66ecf9e203fe2492616bb9d727718b816824d0429',
  TEXT_MESSAGE_CHANNEL: '9582d03046bd2d14526cfc1129b03215052713cfdc859fd7aa5dbaa9a96f2f4a',
  SMS_CONFIRMATION_TEMPLATE: '8851c2ef98ecebfec3e514c557ec364fbaa601c45892f3ee53b0f700407640bf',
  SMS_REMINDER_TEMPLATE: 'cad4be7795e6eca0fe6cf9c015088cb0e500426c551c06ed1ecea97703358f58',
  SMS_RECEIPT_TEMPLATE: '9598af9f09e614bc76add719700c038ba0b03424aa282c8721be43c42bacaf36',
  SMS_RESCHEDULED_TEMPLATE: '60d2cda3ed516d97a7319d73b3f5cddc9b087faf7648325bda4a9ba0d01cd39d',
  SMS_CANCELLATION_TEMPLATE: 'c89ca5cb4a5c5ce6d3f56089dc0fb65232e5cd59e0500374625f612458b779ef',
  SMS_CONTACT_CHANGED_TEMPLATE: '400bf367f4732b70b839d8d5886e900e1f2ae09baa2c8e1d9582ec621dec8301',
  SMS_ON_MY_WAY_TEMPLATE: 'e3a8f21a2e2d0d07e25cdfc298f4a6aef17a83a067a863b8af59c09978f361ae',
};

const ALL = [...DEFAULT_EMAIL_CONFIGS, ...DEFAULT_TEXT_CONFIGS];
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** The spec's subject and template keys: the ones each other language has a row of. */
const TRANSLATED_KEYS = Object.keys(ENGLISH_DEFAULT_SHA256).filter((key) => /_(SUBJECT|TEMPLATE)$/.test(key));
const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');
/** Every EJS tag of a template (a translation may reorder the values, never change what the template does). */
const ejsTags = (template: string) => (template.match(/<%[\s\S]*?%>/g) ?? []).sort();

const NOW = new Date('2026-11-21T02:00:00Z');
const BASE_URL = 'https://book.example.sg';
/** A real booking token is 32 random bytes in base64url: 43 characters. */
const TOKEN = 'x'.repeat(43);

describe('the English default rows', () => {
  it.each(Object.entries(ENGLISH_DEFAULT_SHA256))('%s is byte for byte what it always was', (key, hash) => {
    const row = ALL.find((config) => config.configKey === key);
    expect(row, key).toBeDefined();
    expect(sha256(row!.configValue)).toBe(hash);
  });

  it('are the only rows without a language suffix', () => {
    const unsuffixed = ALL.map((row) => row.configKey).filter((key) => !/_(ZH|MS|TA)$/.test(key));
    expect(unsuffixed.sort()).toEqual(Object.keys(ENGLISH_DEFAULT_SHA256).sort());
  });
});

describe('the rows in Chinese, Malay and Tamil', () => {
  it('exist for every subject and template, and for nothing else', () => {
    const suffixed = ALL.map((row) => row.configKey).filter((key) => /_(ZH|MS|TA)$/.test(key));
    const expected = OTHER_LANGUAGES.flatMap((language) =>
      TRANSLATED_KEYS.map((key) => `${key}_${language.toUpperCase()}`),
    );
    expect(suffixed.sort()).toEqual(expected.sort());
  });

  it.each(OTHER_LANGUAGES)(
    'in %s: translated, with the same EJS as English, and rendering for a booking to pay and a paid one',
    async (language) => {
      for (const key of TRANSLATED_KEYS) {
        const english = defaultEmailConfig(key)!;
        const own = defaultEmailConfig(`${key}_${language.toUpperCase()}`)!;
        expect(own, key).not.toBe(english);
        expect(ejsTags(own), key).toEqual(ejsTags(english));
        for (const type of ['confirmation', 'receipt'] as const) {
          const variables = {
            ...templateVariables(sampleBooking(type, NOW, language), { publicBaseUrl: BASE_URL }),
            text: { manageUrl: manageBookingUrl(BASE_URL, 'HS0000-0000-0000', TOKEN), minutes: '15' },
          };
          const escapeMode = /_TEMPLATE$/.test(key) && !isTextTemplateKey(key) ? 'html' : 'none';
          const words = (await renderTemplate(own, variables, escapeMode))
            .replace(/<[^>]*>/g, ' ')
            .replace(/https?:\/\/\S+/g, ' ');
          // No English words left (the sample's event and package names are the catalogue's, in English).
          expect(words, key).not.toMatch(/\b(Dear|Thank you|Reminder|booking|appointment|visit|paid|Reply)\b/i);
        }
      }
    },
  );

  it('describe themselves to staff in English, naming the language', () => {
    const row = ALL.find((config) => config.configKey === 'EMAIL_CONFIRMATION_TEMPLATE_ZH')!;
    expect(row.description).toBe('Body of the booking confirmation email (EJS), in Chinese (中文)');
  });
});

/**
 * How many SMS a text takes: GSM-7 (160 alone, 153 a part), or UCS-2 as soon as one character is outside
 * it (70 alone, 67 a part), as Chinese and Tamil always are.
 */
function smsParts(text: string): { encoding: 'GSM-7' | 'UCS-2'; parts: number } {
  const gsm = /^[\x20-\x7e\n]*$/.test(text);
  const [single, part] = gsm ? [160, 153] : [70, 67];
  return { encoding: gsm ? 'GSM-7' : 'UCS-2', parts: text.length <= single ? 1 : Math.ceil(text.length / part) };
}

describe('the texts stay short', () => {
  // Rendered for the sample booking (to pay: the confirmation names the payment deadline) with a real-length
  // manage link, as an SMS goes out: the template's words and the opt-out line. The confirmation and the
  // waitlist offer carry a link of about 100 characters, which in UCS-2 alone is two parts.
  const LINKED = new Set(['SMS_CONFIRMATION_TEMPLATE']);
  const BUDGET = { 'GSM-7': 2, 'UCS-2': 3 } as const;

  it.each(LANGUAGES)(
    'in %s, each template is within two SMS (English, Malay) or three (Chinese, Tamil)',
    async (language) => {
      const variables = {
        ...templateVariables(sampleBooking('confirmation', NOW, language), { publicBaseUrl: BASE_URL }),
        text: { manageUrl: manageBookingUrl(BASE_URL, 'HS2611-0607-1234', TOKEN), minutes: '15' },
      };
      const lengths: string[] = [];
      for (const key of TRANSLATED_KEYS.filter((name) => name.startsWith('SMS_'))) {
        const template = defaultEmailConfig(language === 'en' ? key : `${key}_${language.toUpperCase()}`)!;
        const words = (await renderTemplate(template, variables, 'none')).replace(/\s+/g, ' ').trim();
        const sms = `${words} ${optOutLine(language)}`;
        const { encoding, parts } = smsParts(sms);
        lengths.push(`${key}: ${sms.length} characters, ${parts} ${encoding} part(s)`);
        // With its link, the confirmation may take one part more.
        expect(parts, `${key}: ${sms}`).toBeLessThanOrEqual(BUDGET[encoding] + (LINKED.has(key) ? 1 : 0));
      }
      expect(lengths).toHaveLength(7);
    },
  );

  it('measure as said: the Tamil confirmation is 4 UCS-2 parts, the Chinese one 3, the English one 2 GSM-7 parts', async () => {
    const measured = async (language: 'en' | 'zh' | 'ta') => {
      const variables = {
        ...templateVariables(sampleBooking('confirmation', NOW, language), { publicBaseUrl: BASE_URL }),
        text: { manageUrl: manageBookingUrl(BASE_URL, 'HS2611-0607-1234', TOKEN), minutes: '15' },
      };
      const key =
        language === 'en' ? 'SMS_CONFIRMATION_TEMPLATE' : `SMS_CONFIRMATION_TEMPLATE_${language.toUpperCase()}`;
      const words = (await renderTemplate(defaultEmailConfig(key)!, variables, 'none')).replace(/\s+/g, ' ').trim();
      return smsParts(`${words} ${optOutLine(language)}`);
    };
    expect(await measured('en')).toEqual({ encoding: 'GSM-7', parts: 2 });
    expect(await measured('zh')).toEqual({ encoding: 'UCS-2', parts: 3 });
    expect(await measured('ta')).toEqual({ encoding: 'UCS-2', parts: 4 });
  });

  it('keeps the waitlist texts short too: the code within one to three parts, the offer (with its link) within four', () => {
    const offer = { date: '2026-11-23', time: '09:00', expiresAt: NOW, link: `${BASE_URL}/waitlist/offer/${TOKEN}` };
    for (const language of LANGUAGES) {
      expect(smsParts(waitlistCodeText('123456', 'sms', language)).parts, language).toBeLessThanOrEqual(3);
      expect(smsParts(waitlistOfferText(offer, 'sms', language)).parts, language).toBeLessThanOrEqual(4);
    }
    expect(smsParts(waitlistCodeText('123456', 'sms', 'zh'))).toEqual({ encoding: 'UCS-2', parts: 1 });
    expect(smsParts(waitlistOfferText(offer, 'sms', 'ta'))).toEqual({ encoding: 'UCS-2', parts: 4 });
  });
});
