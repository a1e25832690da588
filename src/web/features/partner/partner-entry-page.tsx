import { AlertCircle, ArrowLeft, CalendarPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useMessageText } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { enterWithPartnerCode, partnerEntryFailureMessage } from './partner-entry';
import { PARTNER_EVENT_SLUG } from './partner-paths';
import { PartnerEntryFrame, Processing } from './processing';
import { clearPartnerData, savePartnerData } from './storage';

function EntryError({ failure }: { failure: unknown }) {
  const { t } = useTranslation('events');
  const messageText = useMessageText();
  const title = t('partner.errorTitle');
  useDocumentTitle(title);
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  // A partner's link usually opens a new tab: with nothing to go back to, Go Back leads home.
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(paths.home.getHref());
  };
  return (
    <Card className="w-full">
      <CardContent className="flex flex-col items-center pt-8 text-center sm:pt-10">
        <span className="flex size-14 items-center justify-center rounded-full bg-red-50">
          <AlertCircle className="size-8 text-red-600" aria-hidden="true" />
        </span>
        <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-xl font-bold text-slate-900 focus:outline-none">
          {title}
        </h1>
        <p className="mt-2 text-sm text-slate-700" role="alert">
          {messageText(partnerEntryFailureMessage(failure))}
        </p>
        <div className="mt-6 flex w-full flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          <Button variant="outline" size="lg" onClick={goBack}>
            <ArrowLeft aria-hidden="true" />
            {t('partner.goBack')}
          </Button>
          <Button size="lg" onClick={() => navigate(paths.home.getHref())}>
            <CalendarPlus aria-hidden="true" />
            {t('partner.bookAppointment')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * /wc/{code} (spec 001 §2): the entry from a partner booking code. On success the partner data is
 * stored and the visitor lands in the partner event's wizard, pre-filled; on error a card says why.
 */
export function PartnerEntryPage() {
  const { code } = useParams();
  const navigate = useNavigate();
  const [error, setError] = useState<{ code: string | undefined; failure: unknown } | null>(null);
  // One entry per code, also under StrictMode's second effect run (the referral is recorded once).
  const startedFor = useRef<string | null>(null);
  const isMounted = useRef(true);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  useEffect(() => {
    const key = code ?? '';
    if (startedFor.current === key) return;
    startedFor.current = key;
    // A code that fails must not leave an earlier code's details behind.
    clearPartnerData();
    const enter = async () => {
      try {
        const data = await enterWithPartnerCode(code);
        if (!isMounted.current) return;
        savePartnerData(data);
        // Replaced: Back from the wizard does not run the entry again.
        navigate(paths.event.getHref(PARTNER_EVENT_SLUG), { replace: true });
      } catch (failure) {
        // Storage refused (full, blocked) counts as unexpected, like any failure that is not a refusal.
        if (isMounted.current) setError({ code, failure });
      }
    };
    void enter();
  }, [code, navigate]);

  // What stopped the entry is kept, not its text: the card words it in the language shown now.
  const shownError = error && error.code === code ? error : null;
  return (
    <PartnerEntryFrame>{shownError ? <EntryError failure={shownError.failure} /> : <Processing />}</PartnerEntryFrame>
  );
}
