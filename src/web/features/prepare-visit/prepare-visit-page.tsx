import { CLINIC_CONTACT } from '@domain/bookings/appointment-messages';
import type { Questionnaire } from '@domain/questionnaire/schemas';
import { formatDateLabel, formatTimeLabel } from '@domain/shared/dates';
import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { takeFromFragment } from '@/lib/booking-token';
import { useLanguage } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { questionnaireQueryOptions } from './api';
import { PersonCard } from './person-card';

// The link's token is kept for this tab only (a reload after it was taken out of the address bar still
// opens the forms); the booking's id, which the rest of the site keeps its token by, is not known here.
const TOKEN_KEY_PREFIX = 'prepare_token:';
const tabTokens = {
  read(reference: string): string | null {
    try {
      return sessionStorage.getItem(TOKEN_KEY_PREFIX + reference);
    } catch {
      return null;
    }
  },
  write(reference: string, token: string): void {
    try {
      sessionStorage.setItem(TOKEN_KEY_PREFIX + reference, token);
    } catch {
      // no storage: the link from the email still opens the page
    }
  },
};

/**
 * /booking/{reference}/prepare#token=…: "Prepare for your visit", the confirmation email's link. With
 * the booking's token, each person of the booking (the main person first, then the household) fills
 * in their pre-visit form; without it, the page says where the link is.
 */
export function PrepareVisitPage() {
  const { t } = useTranslation('prepare');
  useDocumentTitle(t('prepare.title'));
  const reference = (useParams().reference ?? '').trim();
  // The token after '#' never reaches a server log; taken out of the address bar once read.
  const [link, setLink] = useState<{ token: string | null } | null>(null);
  useEffect(() => {
    const fromLink = takeFromFragment('token');
    if (fromLink) tabTokens.write(reference, fromLink);
    setLink({ token: fromLink ?? tabTokens.read(reference) });
  }, [reference]);

  if (!link) return <Spinner label={t('prepare.loading')} className="py-32" />;
  return <PrepareVisit reference={reference} token={link.token} />;
}

/** The page for a booking and the token it was opened with (none: the link is needed, nothing is asked). */
export function PrepareVisit({ reference, token }: { reference: string; token: string | null }) {
  if (!token) return <LinkNeeded />;
  return <PrepareVisitForms reference={reference} token={token} />;
}

function PrepareVisitForms({ reference, token }: { reference: string; token: string }) {
  const { t } = useTranslation('prepare');
  const questionnaire = useQuery(questionnaireQueryOptions(reference, token));

  if (questionnaire.isPending) return <Spinner label={t('prepare.loading')} className="py-32" />;
  if (questionnaire.isError) {
    const status = questionnaire.error instanceof ApiError ? questionnaire.error.status : null;
    if (status === 403) return <LinkNeeded />;
    return (
      <PageShell>
        <Alert variant="error" role="alert" title={status === 404 ? t('prepare.notFoundTitle') : undefined}>
          {status === 404 ? t('prepare.notFound', { reference }) : t('prepare.loadFailed')}
        </Alert>
        <ClinicContact />
      </PageShell>
    );
  }
  return <QuestionnaireForms reference={reference} token={token} questionnaire={questionnaire.data} />;
}

function PageShell({ children, header }: { children: React.ReactNode; header?: React.ReactNode }) {
  const { t } = useTranslation('prepare');
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
          {t('prepare.title')}
        </h1>
        {header}
      </header>
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}

function ClinicContact() {
  const { t } = useTranslation('prepare');
  return (
    <p className="text-sm break-words text-slate-600">
      {t('prepare.contact', { phone: CLINIC_CONTACT.phone, email: CLINIC_CONTACT.email })}
    </p>
  );
}

/** No token here, or not this booking's (403): where the link is, and how to reach the clinic. */
function LinkNeeded() {
  const { t } = useTranslation('prepare');
  return (
    <PageShell>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <div className="flex items-start gap-3" role="alert">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <KeyRound className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <h2 className="text-lg font-semibold text-slate-900">{t('prepare.linkNeededTitle')}</h2>
              <p className="mt-1 text-sm break-words text-slate-700">{t('prepare.linkNeeded')}</p>
            </div>
          </div>
          <ClinicContact />
        </CardContent>
      </Card>
    </PageShell>
  );
}

function QuestionnaireForms({
  reference,
  token,
  questionnaire,
}: {
  reference: string;
  token: string;
  questionnaire: Questionnaire;
}) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('prepare');
  const language = useLanguage();
  // The main person first, then the household in the booking's order.
  const persons = [...questionnaire.persons].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  const allDone = persons.length > 0 && persons.every((person) => person.status === 'done');
  const visitTime = t('join.dateTime', {
    date: formatDateLabel(questionnaire.visitDate, language),
    time: formatTimeLabel(questionnaire.visitTime, language),
  });

  return (
    <PageShell
      header={
        <>
          <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
            {tp('prepare.referenceNumber')}{' '}
            <span className="font-mono font-semibold break-all text-slate-900">{questionnaire.referenceNumber}</span>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {tp('prepare.visit')}{' '}
            <span className="font-semibold text-slate-900" data-testid="visit-date-time">
              {visitTime}
            </span>
          </p>
        </>
      }
    >
      {questionnaire.isOpen ? (
        <div className="space-y-2 text-sm text-slate-700">
          <p>{tp('prepare.intro')}</p>
          {persons.length > 1 ? <p>{tp('prepare.householdIntro')}</p> : null}
        </div>
      ) : (
        <Alert variant="info" title={tp('prepare.closedTitle')} role="status">
          {tp('prepare.closed')}
        </Alert>
      )}
      {questionnaire.isOpen && allDone ? (
        <Alert variant="success" role="status">
          {tp('prepare.allDone')}
        </Alert>
      ) : null}
      <section aria-label={tp('prepare.people')} className="space-y-4">
        {persons.map((person) => (
          <PersonCard
            key={person.participantId}
            reference={reference}
            token={token}
            person={person}
            isOpen={questionnaire.isOpen}
          />
        ))}
      </section>
      <ClinicContact />
    </PageShell>
  );
}
