import { ExternalLink, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { assets } from '@/lib/paths';

/** The rate table matching the prices the visitor sees, opened in a new tab (spec 000 §2, §7). */
export function FamilyBundleLink({ isMember }: { isMember: boolean }) {
  const { t } = useTranslation('booking');
  return (
    <a
      href={isMember ? assets.familyBundleMember : assets.familyBundleRetail}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <Users className="size-4" aria-hidden="true" />
      {isMember ? t('familyBundle.memberRates') : t('familyBundle.rates')}
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only">{t('familyBundle.newTab')}</span>
    </a>
  );
}
