import { LANGUAGE_NAMES, type Language, LOCALE_TAGS } from '@domain/shared/language';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translator } from '../../src/server/i18n';
import { axeViolations, CENTRAL_POSTAL_CODE, setUpJourney, shot, testPerson, VIEWPORTS } from './harness';

// DESIGN §8.10 in the browser, on a 390 px phone: a visitor switches the language in the header, books
// through the wizard and pays, every label read from that language's catalogue (so a text left in
// English, or a key shown instead of a text, fails to be found). The page fetches only the chosen
// language's catalogue, keeps the choice, names its language for assistive technology (axe), and
// nothing overflows sideways. The screenshots are test-results/languages-<language>-*.png.

const journey = setUpJourney();
const EVENT_NAME = 'Home Based Health Screening';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const withoutTags = (text: string) => text.replace(/<\/?\w+>/g, '');
/** A text with values in it ('Pay {{amount}}') as a pattern matching any value. */
const pattern = (template: string) =>
  new RegExp(
    `^${template
      .split(/\{\{\s*\w+\s*\}\}/)
      .map(escapeRegExp)
      .join('.+')}$`,
  );

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
}

/** The catalogue chunks the page fetches, by language (their names say it: locale-<language>-<namespace>). */
function watchCatalogues(page: Page): Language[] {
  const fetched: Language[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/locale-([a-z]+)-[a-z]+-/.exec(request.url());
    if (match) fetched.push(match[1] as Language);
  });
  return fetched;
}

let serial = 4_100_000;

describe.each(['zh', 'ms', 'ta', 'en'] as const)('in %s, on a phone', (language) => {
  const t = translator(language);

  it('switches in the header, books through the wizard and pays, all in the language', async () => {
    const { context, page } = await journey.newPage(VIEWPORTS.phone);
    try {
      const fetched = watchCatalogues(page);
      await page.goto('/');
      // The event list is React's (the header is painted before the script): the menu works from then on.
      await page
        .getByRole('link', { name: /^Book Now/ })
        .first()
        .waitFor();
      // English is switched away from and back: the menu works both ways.
      const menu = page.locator('header select');
      await page.getByRole('combobox', { name: 'Language' }).waitFor();
      if (language === 'en') {
        await menu.selectOption('ta');
        await page.waitForFunction(() => document.documentElement.lang === 'ta-SG');
      }
      const beforeSwitch = fetched.length;

      // The menu names each language in itself.
      expect(await menu.locator('option').allTextContents()).toEqual(Object.values(LANGUAGE_NAMES));
      await menu.selectOption(language);
      await page.waitForFunction((tag) => document.documentElement.lang === tag, LOCALE_TAGS[language]);
      await page.getByRole('combobox', { name: t('common:header.language') }).waitFor();
      const header = page.getByRole('navigation', { name: t('common:header.mainNavigation') });
      await header.getByRole('link', { name: t('common:header.appointments'), exact: true }).waitFor();
      const bookNow = page.getByRole('link', { name: new RegExp(`^${escapeRegExp(t('events:row.bookNow'))}`) });
      await bookNow.first().waitFor();
      // Only this language's catalogue is fetched after the switch (English's was in already).
      expect(new Set(fetched.slice(beforeSwitch))).toEqual(language === 'en' ? new Set() : new Set([language]));
      expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe(language);
      await shot(page, `languages-${language}-1-home`);
      expect(await axeViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);

      await bookNow.first().click();
      await page
        .getByText(t('booking:progress.stepOf', { step: 1, total: 4 }))
        .first()
        .waitFor();
      await page.getByRole('heading', { name: t('booking:detailsStep.title') }).waitFor();
      serial += 1;
      const person = testPerson(serial);
      await page.getByLabel(t('booking:shared.person.firstName'), { exact: true }).fill('Mei Ling');
      await page.getByLabel(t('booking:shared.person.lastName'), { exact: true }).fill('Tan');
      await page.getByRole('radio', { name: t('messages:gender.female'), exact: true }).click();
      await page.getByLabel(t('booking:shared.person.dateOfBirth'), { exact: true }).fill('12/04/1955');
      await page
        .getByLabel(t('booking:shared.person.identification.wizard.label'), { exact: true })
        .fill(person.identificationNumber);
      await page.getByLabel(t('booking:shared.person.email'), { exact: true }).fill(`mei.${language}@example.com`);
      await page.getByLabel(t('booking:shared.person.mobileNumber'), { exact: true }).fill(person.mobileNumber);
      await page.getByLabel(t('booking:shared.address.postalCode'), { exact: true }).fill(CENTRAL_POSTAL_CODE);
      await page.getByLabel(t('booking:shared.address.address'), { exact: true }).fill('1 Orchard Road');
      await shot(page, `languages-${language}-2-details`);
      await expectNoSidewaysScroll(page);
      const next = page.getByRole('button', { name: t('booking:actions.next'), exact: true });
      await next.click();

      await page.getByRole('heading', { name: t('booking:packageStep.title') }).waitFor();
      await page.getByRole('radio', { name: /^Premium / }).click();
      await shot(page, `languages-${language}-3-package`);
      await expectNoSidewaysScroll(page);
      await next.click();

      await page.getByRole('heading', { name: t('booking:appointment.title') }).waitFor();
      const firstDate = page
        .getByRole('radiogroup', { name: t('booking:appointment.date') })
        .getByRole('radio', { disabled: false })
        .first();
      await firstDate.click();
      await page
        .getByRole('radiogroup', { name: t('booking:appointment.time') })
        .getByRole('radio', { disabled: false })
        .first()
        .click();
      await shot(page, `languages-${language}-4-appointment`);
      await expectNoSidewaysScroll(page);
      await next.click();

      await page.getByRole('heading', { name: t('booking:review.title') }).waitFor();
      await page.getByLabel(withoutTags(t('booking:shared.privacyConsent.label')), { exact: true }).check();
      await shot(page, `languages-${language}-5-review`);
      expect(await axeViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: t('booking:review.confirm') }).click();

      await page.waitForURL(/\/booking\/confirmation\/.+\?showPayment=true$/, { timeout: 20_000 });
      await page.getByRole('heading', { level: 1, name: t('booking:confirmation.titles.received') }).waitFor();
      const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      const cardNumber = page.getByLabel(t('payments:testCard.cardNumber'), { exact: true });
      await cardNumber.waitFor({ timeout: 10_000 });
      await cardNumber.fill('4111 1111 1111 1111');
      await page.getByLabel(t('payments:testCard.expiry'), { exact: true }).fill('12/30');
      await page.getByLabel(t('payments:testCard.cvv'), { exact: true }).fill('123');
      await page.getByLabel(t('payments:testCard.cardHolderName'), { exact: true }).fill('Tan Mei Ling');
      await shot(page, `languages-${language}-6-payment`);
      expect(await axeViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: pattern(t('payments:cardForm.pay')) }).click();

      await page.getByRole('heading', { level: 1, name: t('booking:confirmation.titles.confirmed') }).waitFor();
      // Tamil is drawn with the site's Tamil font where the device has none (no empty boxes); a page in
      // Chinese or Malay never fetches it (the English journey went through Tamil first).
      await page.evaluate(() => document.fonts.ready);
      const tamilFontLoaded = await page.evaluate(() =>
        [...document.fonts].some((face) => face.family.includes('Noto Sans Tamil') && face.status === 'loaded'),
      );
      expect(tamilFontLoaded).toBe(language === 'ta' || language === 'en');
      // Chinese likewise with the site's Chinese font, whose slices load only on a page in Chinese.
      const chineseFontLoaded = await page.evaluate(() =>
        [...document.fonts].some((face) => face.family.includes('Noto Sans SC') && face.status === 'loaded'),
      );
      expect(chineseFontLoaded).toBe(language === 'zh');
      await shot(page, `languages-${language}-7-confirmed`);
      expect(await axeViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(LOCALE_TAGS[language]);

      // The booking keeps the language its messages are in.
      const booked = await journey.lookUp<{ status: string; language: string }>(reference);
      expect(booked).toMatchObject({ status: 'paid', language });
      // Nothing but the language chosen (and English's, fetched before the switch) was loaded.
      const expected = language === 'en' ? ['en', 'ta'] : ['en', language];
      expect([...new Set(fetched)].sort()).toEqual(expected.sort());
    } finally {
      await context.close();
    }
  });
});

describe('a first visit', () => {
  it("opens in the browser's language when it is one of the four, and the choice is kept", async () => {
    const context = await journey.browser.newContext({
      baseURL: journey.baseUrl,
      viewport: VIEWPORTS.phone,
      locale: 'ta-IN',
    });
    try {
      const page = await context.newPage();
      const fetched = watchCatalogues(page);
      await page.goto('/');
      const t = translator('ta');
      await page
        .getByRole('link', { name: new RegExp(`^${escapeRegExp(t('events:row.bookNow'))}`) })
        .first()
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ta-SG');
      expect(await page.title()).toContain(t('common:site.name'));
      expect(new Set(fetched)).toEqual(new Set(['ta']));
      // A link's ?lang= wins, and is kept for the next page.
      await page.goto('/?lang=zh');
      const chinese = translator('zh');
      await page
        .getByRole('link', { name: new RegExp(`^${escapeRegExp(chinese('events:row.bookNow'))}`) })
        .first()
        .waitFor();
      await page.goto(`/events/home-health-screening`);
      await page.getByRole('heading', { name: EVENT_NAME }).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans-SG');
    } finally {
      await context.close();
    }
  });
});
