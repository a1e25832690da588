import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { showPagesIn } from '@/testing/languages';
import { LegacyStepper } from './legacy-stepper';

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the older flow’s stepper in the page’s language', () => {
  afterEach(() => showPagesIn('en'));

  it('names the four steps of spec 000 §2 in English', () => {
    const html = renderToStaticMarkup(<LegacyStepper current={3} />);
    expect(html).toContain('aria-label="Booking steps"');
    expect(textOf(html)).toContain('Step 3: Personal Details');
    for (const step of ['Select Event', 'Choose Package', 'Personal Details', 'Confirmation']) {
      expect(textOf(html)).toContain(step);
    }
  });

  it('names them in Chinese and in Tamil', () => {
    showPagesIn('zh');
    const chinese = renderToStaticMarkup(<LegacyStepper current={2} />);
    expect(chinese).toContain('aria-label="预约步骤"');
    expect(textOf(chinese)).toContain('第2步： 选择配套');
    expect(textOf(chinese)).not.toContain('Choose Package');

    showPagesIn('ta');
    const tamil = textOf(renderToStaticMarkup(<LegacyStepper current={4} />));
    expect(tamil).toContain('தனிப்பட்ட விவரங்கள்');
    expect(tamil).toContain('உறுதிப்படுத்தல்');
  });
});
