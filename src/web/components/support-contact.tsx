import { COMPANY } from '@domain/shared/company';
import { Trans, useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The clinic's email address after a "contact support" text, as a link the phone's mail app opens. */
export function SupportContact({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    // A span, so it may sit inside a paragraph as well as after one.
    <span className={cn('block text-sm break-words', className)}>
      <Trans
        t={t}
        i18nKey="supportContact.emailUs"
        values={{ email: COMPANY.email }}
        components={{
          email: (
            // biome-ignore lint/a11y/useAnchorContent: Trans puts the address in as the link's text
            <a href={`mailto:${COMPANY.email}`} className="font-medium underline underline-offset-2" />
          ),
        }}
      />
    </span>
  );
}
