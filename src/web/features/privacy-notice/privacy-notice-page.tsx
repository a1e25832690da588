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
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

// The privacy notice under Singapore's PDPA (DESIGN §8.3). Its text is the one customers agree to: change
// PRIVACY_NOTICE_VERSION (src/domain/privacy.ts) with it, so each booking's recorded version names its text.

const PRIVACY_NOTICE_TITLE = 'Privacy notice';

/** How long answers to requests may take: the PDPA's 30 days for access and correction. */
const ANSWER_WITHIN_DAYS = 30;
const RETENTION_YEARS = Math.round(DEFAULT_RETENTION_DAYS_AFTER_VISIT / 365);
const EXAMPLE_MASKED_ID = maskIdentificationNumber('S1234567D');

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 sm:text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

function List({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-1.5 pl-5 marker:text-brand-700">{children}</ul>;
}

const mailLink = (
  <a
    href={`mailto:${COMPANY.email}`}
    className="rounded font-semibold break-all text-brand-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-600"
  >
    {COMPANY.email}
  </a>
);

/** /privacy: who we are, what we collect and why, who sees it, how long we keep it, and the customer's rights. */
export function PrivacyNoticePage() {
  useDocumentTitle(PRIVACY_NOTICE_TITLE);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 text-slate-700 sm:px-6 sm:py-12">
      <header className="border-b border-slate-200 pb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{PRIVACY_NOTICE_TITLE}</h1>
        <p className="mt-2 text-sm text-slate-500">
          Version {PRIVACY_NOTICE_VERSION}, in force since{' '}
          <time dateTime={PRIVACY_NOTICE_VERSION}>{formatDateLabel(PRIVACY_NOTICE_VERSION)}</time>
        </p>
        <p className="mt-4">
          This notice explains how we handle the personal data you give us when you book a home health screening, as
          Singapore's Personal Data Protection Act 2012 (PDPA) requires. Every booking records the version you agreed to
          and when.
        </p>
      </header>

      <div className="mt-8 space-y-10 leading-relaxed">
        <Section title="Who we are">
          <p>
            {COMPANY.brand} is run by {COMPANY.legalName} (UEN {COMPANY.uen}), {COMPANY.addressLines.join(', ')}. We
            decide how your personal data is used, and our Data Protection Officer answers any question about it at{' '}
            {mailLink}.
          </p>
        </Section>

        <Section title="What we collect">
          <p>For each person in a booking, the details the booking form asks for:</p>
          <List>
            <li>first and last name, gender and date of birth</li>
            <li>NRIC, FIN or passport number</li>
            <li>email address and mobile number</li>
            <li>home address, postal code and unit number</li>
            <li>medical conditions you tell us about</li>
            <li>AIA or Vitality membership numbers, if you give them</li>
          </List>
          <p>
            With them we keep the booking itself: its reference number, package, date and time, prices and payment
            status. We never store card numbers.
          </p>
        </Section>

        <Section title="Why we use it">
          <List>
            <li>
              To book and run your home visit: our nurse needs to know who to screen, where and when, and any medical
              condition that matters for the screening.
            </li>
            <li>To check with AIA or Vitality whether you are a member, so members pay member prices.</li>
            <li>To take your payment through our card payment gateway.</li>
            <li>
              To email you about your booking: the confirmation, receipt, a reminder the day before, and any change or
              cancellation.
            </li>
            <li>
              If you came from our partner {PARTNER_DISPLAY_NAME}: to take over the details of your{' '}
              {PARTNER_DISPLAY_NAME} booking, and to record that your visit was booked through their referral.
            </li>
          </List>
          <p>We do not sell your personal data, and we do not use it for marketing.</p>
        </Section>

        <Section title="Why we need your NRIC">
          <p>
            A medical visit must be made to the right person, so our nurse confirms each person's identity with their
            NRIC, FIN or passport. The insurer also needs the number, with the date of birth, to verify a membership.
            This is why we collect it, as the PDPA allows where identity must be established accurately.
          </p>
          <p>
            Our staff see it masked, as {EXAMPLE_MASKED_ID}, and so does anyone who looks up a booking by its reference.
            An NRIC is never a password: knowing yours does not let anyone see or change your booking.
          </p>
        </Section>

        <Section title="Who we share it with">
          <List>
            <li>
              AIA or Vitality, the insurer: the ID number, date of birth and Vitality number, only to verify a
              membership.
            </li>
            <li>
              The card payment gateway: you give your card details to the gateway, which takes the payment. We keep only
              its transaction reference and the amount, never your card data.
            </li>
            <li>
              Our nurse: the visit's details, meaning the names, address, time, package and medical conditions of the
              people to screen.
            </li>
          </List>
        </Section>

        <Section title="How long we keep it">
          <List>
            <li>
              Personal data of a booking is erased {RETENTION_YEARS} years ({DEFAULT_RETENTION_DAYS_AFTER_VISIT} days)
              after the visit, for every person in it: names become "{ERASED_NAME}" and all other personal details are
              cleared. The reference number, package, prices and dates stay for our accounts.
            </li>
            <li>Copies of the emails we send you are deleted after {DEFAULT_MESSAGE_RETENTION_DAYS} days.</li>
            <li>Card data is never stored.</li>
          </List>
        </Section>

        <Section title="Your rights">
          <p>You may ask us to:</p>
          <List>
            <li>give you a copy of the personal data we hold about you (access)</li>
            <li>correct it (correction)</li>
            <li>
              stop using it (withdrawal of consent); as we cannot run a home visit without it, we will first tell you
              what this means for an upcoming booking
            </li>
            <li>erase it once your visit is over or cancelled (erasure)</li>
          </List>
          <p>
            Email our Data Protection Officer at {mailLink} with your booking reference. We answer within{' '}
            {ANSWER_WITHIN_DAYS} days, and may first ask you to confirm who you are. To change or cancel an appointment,
            use{' '}
            <Link
              to={paths.cancelAppointment.getHref()}
              className="rounded font-semibold text-brand-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Cancel or reschedule an appointment
            </Link>
            .
          </p>
        </Section>
      </div>
    </article>
  );
}
