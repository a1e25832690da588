import { PRIVACY_CONSENT_LABEL, PRIVACY_CONSENT_LINK_TEXT } from '@domain/privacy/personal-data';
import { ExternalLink } from 'lucide-react';
import type * as React from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

const [LABEL_BEFORE_LINK, LABEL_AFTER_LINK] = PRIVACY_CONSENT_LABEL.split(PRIVACY_CONSENT_LINK_TEXT);

export interface PrivacyConsentProps extends Omit<React.ComponentProps<'input'>, 'type' | 'id'> {
  id?: string;
  /** Shown under the box, and named by it, while it is refused (PRIVACY_CONSENT_REQUIRED_MESSAGE). */
  error?: string;
}

/**
 * The privacy notice's tick box (DESIGN §8.3), the same on the wizard's review step and on the older
 * registration page: a native checkbox, so it takes react-hook-form's `register` as it is, or `checked`
 * and `onChange`. The notice opens in a new tab, so the booking on screen is kept.
 */
export function PrivacyConsent({ id = 'privacyConsent', error, className, ...input }: PrivacyConsentProps) {
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
        <Label htmlFor={id} className="font-normal">
          {LABEL_BEFORE_LINK}
          <a
            href={paths.privacyNotice.getHref()}
            target="_blank"
            rel="noopener"
            aria-describedby={newTabId}
            className="inline-flex items-center gap-0.5 rounded font-semibold text-brand-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {PRIVACY_CONSENT_LINK_TEXT}
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
          {LABEL_AFTER_LINK}
        </Label>
        <span id={newTabId} hidden>
          Opens in a new tab
        </span>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
