import { CLINIC_CONTACT } from '@domain/bookings/appointment-messages';
import { DEFAULT_LANGUAGE, type Language, LOCALE_TAGS } from '@domain/shared/language';
import { convert } from 'html-to-text';
import { messageTexts } from '../../db/email-defaults';
import { COMPANY } from '../documents';
import { escapedValues, escapeHtml, withoutTags, withTags } from './html-text';

export { escapeHtml } from './html-text';

// Every email's frame: the brand on top, the template's body, the clinic's contact and the company
// at the bottom, in the customer's language (DESIGN §8.10). Inline styles only (mail clients drop
// <style> blocks), one column of at most 600 pixels that narrows with the screen: long words and links
// wrap, images scale down.

/** Images of a template scale down with the screen (an inline max-width, added unless one is set). */
function fluidImages(body: string): string {
  return body.replace(
    /<img\b(?![^>]*max-width)([^>]*?)(\sstyle="([^"]*)")?([^>]*)>/gi,
    (_match, before, _style, css, after) =>
      `<img${before} style="${css ? `${css.replace(/;?\s*$/, ';')}` : ''}max-width:100%;height:auto;"${after}>`,
  );
}

/** The document's `lang`: 'en' as it always was, the page's tag in the other languages ('zh-Hans-SG'). */
const htmlLang = (language: Language) => (language === DEFAULT_LANGUAGE ? 'en' : LOCALE_TAGS[language]);

/** The footer's "Questions? Call … or email …", with the address as a mail link (HTML) or as text. */
function questionsLine(language: Language, as: 'html' | 'text'): string {
  const text = messageTexts(language)('email:layout.questions', {
    phone: CLINIC_CONTACT.phone,
    email: CLINIC_CONTACT.email,
  });
  if (as === 'text') return withoutTags(text);
  const html = messageTexts(language)('email:layout.questions', escapedValues({ ...CLINIC_CONTACT }));
  return withTags(html, {
    mail: [`<a href="mailto:${escapeHtml(CLINIC_CONTACT.email)}" style="color:#0f766e;">`, '</a>'],
  });
}

/** The whole HTML document of an email around a rendered template body, in the customer's language. */
export function wrapEmailHtml(options: { subject: string; body: string; language?: Language }): string {
  const language = options.language ?? DEFAULT_LANGUAGE;
  return `<!doctype html>
<html lang="${htmlLang(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f1f5f9;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f1f5f9;">
<tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:600px;width:100%;table-layout:fixed;background:#ffffff;border-radius:8px;border-top:6px solid #0f766e;">
<tr><td style="padding:24px 20px 8px;font-family:Helvetica,Arial,sans-serif;font-size:20px;font-weight:bold;color:#134e4a;">${escapeHtml(messageTexts(language)('email:brand'))}</td></tr>
<tr><td class="email-body" style="padding:8px 20px 24px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.55;color:#0f172a;overflow-wrap:anywhere;word-wrap:break-word;word-break:break-word;">
${fluidImages(options.body)}
</td></tr>
<tr><td style="padding:16px 20px 24px;overflow-wrap:anywhere;word-wrap:break-word;border-top:1px solid #e2e8f0;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:1.5;color:#64748b;">
${questionsLine(language, 'html')}<br>
${escapeHtml(COMPANY.legalName)} · UEN ${escapeHtml(COMPANY.uen)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/**
 * The plain-text part: the template's body as text (links written out after their words, the
 * label-value tables as aligned columns) in the same frame as the HTML, in the customer's language.
 */
export function emailPlainText(body: string, language: Language = DEFAULT_LANGUAGE): string {
  const text = convert(body, {
    wordwrap: 78,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'h3', options: { uppercase: false } },
      // Layout tables and the label-value tables of the templates: rows of cells, side by side.
      { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false, maxColumnWidth: 60 } },
    ],
  }).trim();
  return [
    messageTexts(language)('email:brand'),
    '',
    text,
    '',
    '--',
    questionsLine(language, 'text'),
    `${COMPANY.legalName} · UEN ${COMPANY.uen}`,
    '',
  ].join('\n');
}
