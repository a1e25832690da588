import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en/index';
import ta from '../../../locales/ta/index';
import zh from '../../../locales/zh/index';
import { startTranslations } from '../../lib/i18n';
import { SiteFooter } from './site-footer';

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const footer = () =>
  renderToStaticMarkup(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );

describe('the footer', () => {
  afterEach(() => startTranslations('en', en));

  it('says in English what it always said', () => {
    const year = new Date().getFullYear();
    expect(textOf(footer())).toBe(
      `© ${year} Home Health Screening Holdings Pte. Ltd. All rights reserved. Cancel or reschedule an appointment Privacy notice`,
    );
    expect(footer()).toContain('aria-label="Site"');
  });

  it('is written in Tamil for a Tamil reader, the company keeping its name', () => {
    startTranslations('ta', ta);
    const html = footer();
    expect(textOf(html)).toContain('Home Health Screening Holdings Pte. Ltd. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.');
    expect(textOf(html)).toContain('சந்திப்பை ரத்துசெய்யவும் அல்லது மாற்றவும்');
    expect(textOf(html)).toContain('தனியுரிமை அறிவிப்பு');
    expect(html).toContain('aria-label="தளம்"');
    expect(html).not.toContain('Privacy notice');
  });

  it('is written in Chinese for a Chinese reader', () => {
    startTranslations('zh', zh);
    expect(textOf(footer())).toContain('取消或更改预约 隐私声明');
  });
});
