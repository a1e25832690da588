import { PRIVACY_NOTICE_VERSION } from '@domain/privacy/notice';
import { COMPANY } from '@domain/shared/company';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUES, showPagesIn } from '@/testing/languages';
import { PrivacyNoticePage } from './privacy-notice-page';

function render() {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <PrivacyNoticePage />
    </MemoryRouter>,
  );
  const headings = [...html.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map(([, inner]) => inner);
  // Inline elements (a link, the date) are part of their sentence; the others separate what they hold.
  const text = html
    .replace(/<\/?(a|time)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
  return { html, headings, text };
}

afterEach(() => showPagesIn('en'));

describe('the privacy notice', () => {
  it('says in English what it said before, word for word', () => {
    const { html, headings, text } = render();
    expect(html).toMatch(/<h1[^>]*>Privacy notice<\/h1>/);
    expect(headings).toEqual([
      'Who we are',
      'What we collect',
      'Why we use it',
      'Why we need your NRIC',
      'Who we share it with',
      'How long we keep it',
      'Your rights',
    ]);
    expect(text).toContain(`Version ${PRIVACY_NOTICE_VERSION}, in force since Thu, 26 Nov 2026`);
    expect(html).toContain(`<time dateTime="${PRIVACY_NOTICE_VERSION}">Thu, 26 Nov 2026</time>`);
    expect(text).toContain(
      `${COMPANY.brand} is run by ${COMPANY.legalName} (UEN ${COMPANY.uen}), 1 Example Street, #01-01, Singapore 000000. We decide how your personal data is used, and our Data Protection Officer answers any question about it at ${COMPANY.email}.`,
    );
    expect(text).toContain(
      'Personal data of a booking is erased 2 years (730 days) after the visit, for every person in it: names become "Erased" and all other personal details are cleared.',
    );
    expect(text).toContain(
      'Our staff see it masked, as *****567D, and so does anyone who looks up a booking by its reference.',
    );
    expect(text).toContain('Card data is never stored.');
    expect(text).toContain(
      'We answer within 30 days, and may first ask you to confirm who you are. To change or cancel an appointment, use Cancel or reschedule an appointment.',
    );
    expect(html).toMatch(/<a [^>]*href="\/cancel-appointment"[^>]*>Cancel or reschedule an appointment<\/a>/);
    expect(html.match(/<a href="mailto:hello@example.com"[^>]*>hello@example.com<\/a>/g)).toHaveLength(2);
    // The brand the English notice names is the company's.
    expect(CATALOGUES.en.privacy.whoWeAre.brand).toBe(COMPANY.brand);
  });

  it('is the whole notice in Chinese: every section, the links and the date in Chinese', () => {
    showPagesIn('zh');
    const { html, headings, text } = render();
    expect(html).toMatch(/<h1[^>]*>隐私声明<\/h1>/);
    expect(headings).toEqual([
      '我们是谁',
      '我们收集哪些数据',
      '我们为何使用这些数据',
      '我们为何需要您的 NRIC',
      '我们与谁分享这些数据',
      '我们保存多久',
      '您的权利',
    ]);
    expect(text).toContain(`版本 ${PRIVACY_NOTICE_VERSION}，自`);
    expect(text).toContain('2026年11月26日');
    expect(text).toContain('居家健康检查由 Home Health Screening Holdings Pte. Ltd.（UEN 200000000X）经营');
    expect(text).toContain('姓名会改为“Erased”');
    expect(text).toContain('银行卡资料绝不会被储存。');
    expect(html).toMatch(/<a [^>]*href="\/cancel-appointment"[^>]*>取消或更改预约<\/a>/);
    expect(html.match(/<a href="mailto:hello@example.com"[^>]*>hello@example.com<\/a>/g)).toHaveLength(2);
    expect(text).not.toContain('Privacy notice');
  });

  it('is the whole notice in Tamil', () => {
    showPagesIn('ta');
    const { headings, text } = render();
    expect(headings).toHaveLength(7);
    expect(headings[0]).toBe('நாங்கள் யார்');
    expect(headings[6]).toBe('உங்கள் உரிமைகள்');
    expect(text).toContain('தனியுரிமை அறிவிப்பு');
    expect(text).toContain('30 நாட்களுக்குள் பதிலளிப்போம்');
    expect(text).not.toContain('Who we are');
  });
});
