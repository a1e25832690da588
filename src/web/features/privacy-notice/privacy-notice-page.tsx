import { PARTNER_DISPLAY_NAME } from '@domain/bookings/messages';
import { PRIVACY_NOTICE_VERSION } from '@domain/privacy/notice';
import {
  DEFAULT_MESSAGE_RETENTION_DAYS,
  DEFAULT_RETENTION_DAYS_AFTER_VISIT,
  ERASED_NAME,
} from '@domain/privacy/personal-data';
import { COMPANY } from '@domain/shared/company';
import { formatDateLabel } from '@domain/shared/dates';
import { maskIdentificationNumber } from '@domain/shared/identity';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

// The privacy notice under Singapore's PDPA (DESIGN §8.3), in the page's language: its words are the
// privacy catalogue's (src/locales/<language>/privacy.json), the English one being the text customers
// agree to. Change PRIVACY_NOTICE_VERSION (src/domain/privacy/notice.ts) with the English text, so each
// booking's recorded version names its text; the translations follow the English.

/** How long answers to requests may take: the PDPA's 30 days for access and correction. */
const ANSWER_WITHIN_DAYS = 30;
const RETENTION_YEARS = Math.round(DEFAULT_RETENTION_DAYS_AFTER_VISIT / 365);
const EXAMPLE_MASKED_ID = maskIdentificationNumber('S1234567D');

const LINK_CLASS =
  'rounded font-semibold text-brand-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-600';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-balance text-slate-900 sm:text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

function List({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-1.5 pl-5 marker:text-brand-700">{children}</ul>;
}

/** The clinic's address for its Data Protection Officer; the words inside come from the text around it. */
function MailLink({ children }: { children?: ReactNode }) {
  return (
    <a href={`mailto:${COMPANY.email}`} className={`${LINK_CLASS} break-all`}>
      {children}
    </a>
  );
}

/** /privacy: who we are, what we collect and why, who sees it, how long we keep it, and the customer's rights. */
export function PrivacyNoticePage() {
  const { t } = useTranslation('privacy');
  const language = useLanguage();
  useDocumentTitle(t('title'));
  const email = COMPANY.email;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 break-words text-slate-700 sm:px-6 sm:py-12">
      <header className="border-b border-slate-200 pb-6">
        <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-2 text-sm text-slate-500">
          <Trans
            t={t}
            i18nKey="version"
            values={{ version: PRIVACY_NOTICE_VERSION, date: formatDateLabel(PRIVACY_NOTICE_VERSION, language) }}
            components={{ date: <time dateTime={PRIVACY_NOTICE_VERSION} /> }}
          />
        </p>
        <p className="mt-4">{t('intro')}</p>
      </header>

      <div className="mt-8 space-y-10 leading-relaxed">
        <Section title={t('whoWeAre.title')}>
          <p>
            <Trans
              t={t}
              i18nKey="whoWeAre.text"
              values={{
                brand: t('whoWeAre.brand'),
                legalName: COMPANY.legalName,
                uen: COMPANY.uen,
                address: COMPANY.addressLines.join(', '),
                email,
              }}
              components={{ mail: <MailLink /> }}
            />
          </p>
        </Section>

        <Section title={t('collect.title')}>
          <p>{t('collect.intro')}</p>
          <List>
            <li>{t('collect.names')}</li>
            <li>{t('collect.identification')}</li>
            <li>{t('collect.contact')}</li>
            <li>{t('collect.address')}</li>
            <li>{t('collect.conditions')}</li>
            <li>{t('collect.membership')}</li>
          </List>
          <p>{t('collect.booking')}</p>
        </Section>

        <Section title={t('use.title')}>
          <List>
            <li>{t('use.visit')}</li>
            <li>{t('use.membership')}</li>
            <li>{t('use.payment')}</li>
            <li>{t('use.email')}</li>
            <li>{t('use.partner', { partner: PARTNER_DISPLAY_NAME })}</li>
          </List>
          <p>{t('use.noSale')}</p>
        </Section>

        <Section title={t('nric.title')}>
          <p>{t('nric.why')}</p>
          <p>{t('nric.masked', { maskedId: EXAMPLE_MASKED_ID })}</p>
        </Section>

        <Section title={t('share.title')}>
          <List>
            <li>{t('share.insurer')}</li>
            <li>{t('share.gateway')}</li>
            <li>{t('share.nurse')}</li>
          </List>
        </Section>

        <Section title={t('keep.title')}>
          <List>
            <li>
              {t('keep.booking', {
                years: RETENTION_YEARS,
                days: DEFAULT_RETENTION_DAYS_AFTER_VISIT,
                erasedName: ERASED_NAME,
              })}
            </li>
            <li>{t('keep.emails', { days: DEFAULT_MESSAGE_RETENTION_DAYS })}</li>
            <li>{t('keep.cards')}</li>
          </List>
        </Section>

        <Section title={t('rights.title')}>
          <p>{t('rights.intro')}</p>
          <List>
            <li>{t('rights.access')}</li>
            <li>{t('rights.correction')}</li>
            <li>{t('rights.withdrawal')}</li>
            <li>{t('rights.erasure')}</li>
          </List>
          <p>
            <Trans
              t={t}
              i18nKey="rights.contact"
              values={{ email, days: ANSWER_WITHIN_DAYS }}
              components={{
                mail: <MailLink />,
                manage: <Link to={paths.cancelAppointment.getHref()} className={LINK_CLASS} />,
              }}
            />
          </p>
        </Section>
      </div>
    </article>
  );
}
