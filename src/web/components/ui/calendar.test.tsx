import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en/index';
import ta from '../../../locales/ta/index';
import { loadDateFnsLocale } from '../../lib/date-fns-locale';
import { startTranslations } from '../../lib/i18n';
import { Calendar } from './calendar';

const november = new Date(2026, 10, 1);

describe('the calendar', () => {
  afterEach(() => startTranslations('en', en));

  it('names its buttons as react-day-picker does in English', () => {
    const html = renderToStaticMarkup(<Calendar mode="single" month={november} />);
    expect(html).toContain('aria-label="Go to the Previous Month"');
    expect(html).toContain('aria-label="Go to the Next Month"');
    expect(html).toContain('November 2026');
  });

  it("is in Tamil for a Tamil reader once Tamil's locale is in: the month, the days, the buttons", async () => {
    await loadDateFnsLocale('ta');
    startTranslations('ta', ta);
    const html = renderToStaticMarkup(<Calendar mode="single" month={november} selected={new Date(2026, 10, 23)} />);
    expect(html).toContain('நவம்பர்');
    expect(html).toContain('aria-label="முந்தைய மாதத்திற்குச் செல்லவும்"');
    expect(html).toContain('aria-label="அடுத்த மாதத்திற்குச் செல்லவும்"');
    expect(html).toContain(', தேர்ந்தெடுக்கப்பட்டது"');
    expect(html).not.toContain('November');
  });

  it('stays English where it is told to (the admin area), whatever the page is in', async () => {
    await loadDateFnsLocale('ta');
    startTranslations('ta', ta);
    const html = renderToStaticMarkup(<Calendar englishOnly mode="single" month={november} />);
    expect(html).toContain('November 2026');
    expect(html).toContain('aria-label="Go to the Next Month"');
  });
});
