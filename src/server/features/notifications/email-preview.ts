import type { EmailPreview, EmailPreviewRequest, PreviewEmailKind } from '@domain/notifications/email-names';
import { isTemplateKey } from '@domain/notifications/email-schemas';
import { splitConfigKey } from '@domain/notifications/localized-keys';
import type { Language } from '@domain/shared/language';
import type { AppContext } from '../../context';
import { badRequest } from '../../errors';
import { composeEmail, EmailTemplateError, emailSender } from './compose';
import { wrapEmailHtml } from './layout';
import { SAMPLE_LINK_SECRETS, sampleBooking } from './samples';
import { waitlistJoinedEmail, waitlistOfferEmail } from './waitlist-messages';

// The live preview of the email settings: every email the product sends, rendered by the server from
// the sample booking (never a customer's data), with the template being edited as typed in place of the
// stored one. Rendering goes through the same sandboxed template process as the real emails. It is in
// the language asked for, else in the language of the row being edited (EMAIL_CONFIRMATION_TEMPLATE_ZH
// shows the Chinese email), else in English.

type Ctx = Pick<AppContext, 'db' | 'config' | 'now'>;

const SAMPLE_WAITLIST_ENTRY = {
  firstName: 'Mei Ling',
  lastName: 'Tan',
  timeOfDay: 'morning',
  persons: 2,
} as const;

const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const from = (sender: { name: string; address: string }) => `${sender.name} <${sender.address}>`;

async function previewWaitlistEmail(
  ctx: Ctx,
  kind: 'waitlist-joined' | 'waitlist-offer',
  language: Language,
): Promise<EmailPreview> {
  const now = ctx.now();
  const booking = sampleBooking('confirmation', now);
  const base = ctx.config.PUBLIC_BASE_URL.replace(/\/+$/, '');
  const entry = {
    ...SAMPLE_WAITLIST_ENTRY,
    language,
    dateFrom: booking.receipt.visitDate,
    dateTo: addDays(booking.receipt.visitDate, 14),
  };
  const { subject, body } =
    kind === 'waitlist-joined'
      ? waitlistJoinedEmail(entry, `${base}/waitlist/leave/0#token=sample`, {
          codeSentTo: '****4567',
          confirmUrl: `${base}/waitlist/confirm/0#token=sample`,
        })
      : waitlistOfferEmail(entry, {
          date: booking.receipt.visitDate,
          time: booking.receipt.visitTime,
          expiresAt: new Date(now.getTime() + 30 * 60_000),
          link: `${base}/waitlist/offer/sample`,
        });
  return { kind, from: from(await emailSender(ctx.db)), subject, html: wrapEmailHtml({ subject, body, language }) };
}

/** The sample booking as each email finds it: paid for the receipt, cancelled for the cancellation. */
function sampleFor(kind: PreviewEmailKind, now: Date, language: Language) {
  const booking = sampleBooking(kind === 'receipt' ? 'receipt' : 'confirmation', now, language);
  if (kind === 'cancellation') return { ...booking, receipt: { ...booking.receipt, status: 'cancelled' } };
  return booking;
}

/**
 * POST /api/admin/email-preview. A draft for a template or subject key replaces its stored value; a
 * draft that fails (or is stopped by its limits) is refused with its line and reason (400), as saving
 * it would be.
 */
export async function previewEmail(ctx: Ctx, request: EmailPreviewRequest): Promise<EmailPreview> {
  const { kind, draft } = request;
  const language = request.language ?? (draft ? splitConfigKey(draft.configKey).language : 'en');
  if (kind === 'waitlist-joined' || kind === 'waitlist-offer') return previewWaitlistEmail(ctx, kind, language);
  const overrides = new Map<string, string>();
  if (draft && isTemplateKey(draft.configKey)) overrides.set(draft.configKey, draft.configValue);
  try {
    const composed = await composeEmail(ctx.db, {
      kind,
      booking: sampleFor(kind, ctx.now(), language),
      publicBaseUrl: ctx.config.PUBLIC_BASE_URL,
      fallback: false,
      linkSecrets: SAMPLE_LINK_SECRETS,
      overrides,
    });
    return { kind, from: from(composed.from), subject: composed.subject, html: composed.html };
  } catch (error) {
    if (error instanceof EmailTemplateError) {
      throw badRequest(error.message, [{ path: 'draft.configValue', message: error.message }]);
    }
    throw error;
  }
}
