import { ExternalLink } from 'lucide-react';
import type * as React from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useMessageText } from '@/lib/i18n';
import { paths } from '@/lib/paths';

export interface PrivacyConsentProps extends Omit<React.ComponentProps<'input'>, 'type' | 'id'> {
  id?: string;
  /** Shown under the box, and named by it, while it is refused (PRIVACY_CONSENT_REQUIRED_MESSAGE). */
  error?: string;
}

/** The words "privacy notice" of the label (`<notice>` in its text), opening the notice in a new tab. */
function NoticeLink({ describedBy, children }: { describedBy: string; children?: React.ReactNode }) {
  return (
    <a
      href={paths.privacyNotice.getHref()}
      target="_blank"
      rel="noopener"
      aria-describedby={describedBy}
      className="inline-flex items-center gap-0.5 rounded font-semibold text-brand-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {children}
      <ExternalLink className="size-3.5" aria-hidden="true" />
    </a>
  );
}

/**
 * The privacy notice's tick box (DESIGN §8.3), the same on the wizard's review step and on the older
 * registration page: a native checkbox, so it takes react-hook-form's `register` as it is, or `checked`
 * and `onChange`. The notice opens in a new tab, so the booking on screen is kept. The label's English is
 * the domain's PRIVACY_CONSENT_LABEL, word for word.
 */
export function PrivacyConsent({ id = 'privacyConsent', error, className, ...input }: PrivacyConsentProps) {
  const { t } = useTranslation('booking');
  const messageText = useMessageText();
  const errorId = `${id}-error`;
  const newTabId = `${id}-new-tab`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {/* A link inside a label does not tick the box: following it leaves the answer as it was. */}
        <Label htmlFor={id} className="min-w-0 font-normal break-words">
          <Trans
            t={t}
            i18nKey="shared.privacyConsent.label"
            components={{ notice: <NoticeLink describedBy={newTabId} /> }}
          />
        </Label>
        <span id={newTabId} hidden>
          {t('shared.privacyConsent.opensInNewTab')}
        </span>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {messageText(error)}
        </p>
      ) : null}
    </div>
  );
}
