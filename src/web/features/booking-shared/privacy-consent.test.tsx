import { PRIVACY_NOTICE_PATH } from '@domain/privacy/notice';
import { PRIVACY_CONSENT_REQUIRED_MESSAGE } from '@domain/privacy/personal-data';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PrivacyConsent } from './privacy-consent';

const textOf = (html: string) => html.replace(/<[^>]+>/g, '').trim();

describe('the privacy consent box', () => {
  it('is a checkbox labelled with the consent, its words "privacy notice" opening the notice in a new tab', () => {
    const html = renderToStaticMarkup(<PrivacyConsent />);
    expect(html).toMatch(/<input id="privacyConsent" type="checkbox"[^>]* aria-invalid="false"/);
    const label = html.match(/<label[^>]* for="privacyConsent"[^>]*>(.*?)<\/label>/)?.[1] ?? '';
    expect(textOf(label)).toBe('I have read and agree to the privacy notice.');
    const link = label.match(/<a [^>]*>/)?.[0] ?? '';
    expect(link).toContain(`href="${PRIVACY_NOTICE_PATH}"`);
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener"');
    expect(html).not.toContain('role="alert"');
  });

  it('shows its error under it, announced and named by the box', () => {
    const html = renderToStaticMarkup(<PrivacyConsent error={PRIVACY_CONSENT_REQUIRED_MESSAGE} />);
    expect(html).toMatch(/<input[^>]* aria-invalid="true" aria-describedby="privacyConsent-error"/);
    expect(html).toContain(
      `<p id="privacyConsent-error" role="alert" class="text-sm font-medium text-red-700">${PRIVACY_CONSENT_REQUIRED_MESSAGE}</p>`,
    );
  });
});
