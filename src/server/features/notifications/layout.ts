import { CLINIC_CONTACT } from '@domain/bookings/appointment-messages';
import { convert } from 'html-to-text';
import { COMPANY } from '../documents';

// Every email's frame: the brand on top, the template's body, the clinic's contact and the company
// at the bottom. Inline styles only (mail clients drop <style> blocks), one column of at most 600
// pixels that narrows with the screen: long words and links wrap, images scale down.

/** Escapes text for the emails' HTML (the frame's and the fixed notices' texts). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Images of a template scale down with the screen (an inline max-width, added unless one is set). */
function fluidImages(body: string): string {
  return body.replace(
    /<img\b(?![^>]*max-width)([^>]*?)(\sstyle="([^"]*)")?([^>]*)>/gi,
    (_match, before, _style, css, after) =>
      `<img${before} style="${css ? `${css.replace(/;?\s*$/, ';')}` : ''}max-width:100%;height:auto;"${after}>`,
  );
}

/** The whole HTML document of an email around a rendered template body. */
export function wrapEmailHtml(options: { subject: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f1f5f9;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f1f5f9;">
<tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:600px;width:100%;table-layout:fixed;background:#ffffff;border-radius:8px;border-top:6px solid #0f766e;">
<tr><td style="padding:24px 20px 8px;font-family:Helvetica,Arial,sans-serif;font-size:20px;font-weight:bold;color:#134e4a;">${escapeHtml(COMPANY.brand)}</td></tr>
<tr><td class="email-body" style="padding:8px 20px 24px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.55;color:#0f172a;overflow-wrap:anywhere;word-wrap:break-word;word-break:break-word;">
${fluidImages(options.body)}
</td></tr>
<tr><td style="padding:16px 20px 24px;overflow-wrap:anywhere;word-wrap:break-word;border-top:1px solid #e2e8f0;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:1.5;color:#64748b;">
Questions? Call ${escapeHtml(CLINIC_CONTACT.phone)} or email <a href="mailto:${escapeHtml(CLINIC_CONTACT.email)}" style="color:#0f766e;">${escapeHtml(CLINIC_CONTACT.email)}</a>.<br>
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
 * label-value tables as aligned columns) in the same frame as the HTML.
 */
export function emailPlainText(body: string): string {
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
    COMPANY.brand,
    '',
    text,
    '',
    '--',
    `Questions? Call ${CLINIC_CONTACT.phone} or email ${CLINIC_CONTACT.email}.`,
    `${COMPANY.legalName} · UEN ${COMPANY.uen}`,
    '',
  ].join('\n');
}
