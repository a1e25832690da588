import {
  HOLD_CODE_BUTTON,
  HOLD_KEPT_MESSAGE,
  HOLD_VERIFY_FAILED_MESSAGE,
  VERIFY_PAGE_HEADING,
  VERIFY_PAGE_TEXT,
  VERIFY_PAGE_TYPE_CODE_TEXT,
} from '@domain/bookings/hold-messages';
import { CheckCircle2, MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { HoldCodeForm, useVerifyHold } from '@/features/held-visit';
import { serverMessage } from '@/lib/api';
import { takeFromFragment } from '@/lib/booking-token';
import { useMessageText } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageCard, PageHeading, ReferenceNumber } from './booking-parts';

/** A button's label may take two lines (Tamil runs long) rather than overflow a phone. */
const WRAPS = 'h-auto min-h-11 py-2 text-balance whitespace-normal';

/**
 * /booking/verify/{reference}#code=123456: where the confirmation email's button and the code's text lead.
 * Opening it changes nothing (mail scanners follow links); pressing the button posts the code (DESIGN
 * §8.2). Opened without a code (the older flow's email, whose code came by text), it asks for the code.
 */
export function VerifyHoldPage() {
  const { t } = useTranslation('booking');
  const messageText = useMessageText();
  const reference = (useParams().reference ?? '').trim();
  useDocumentTitle(messageText(VERIFY_PAGE_HEADING));
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    setCode((current) => takeFromFragment('code') ?? current);
  }, []);
  // The page's heading and line say the visit is kept: no toast to repeat them.
  const verify = useVerifyHold(reference, undefined, { announce: false });
  const [keptByForm, setKeptByForm] = useState(false);
  const kept = verify.isSuccess || keptByForm;

  return (
    <PageCard>
      <PageHeading
        icon={kept ? CheckCircle2 : MailCheck}
        tone={kept ? 'settled' : 'pending'}
        title={kept ? t('verifyHold.kept') : messageText(VERIFY_PAGE_HEADING)}
      >
        <p>{messageText(kept ? HOLD_KEPT_MESSAGE : code ? VERIFY_PAGE_TEXT : VERIFY_PAGE_TYPE_CODE_TEXT)}</p>
      </PageHeading>
      <ReferenceNumber value={reference} />
      {verify.isError ? (
        <Alert variant="error" className="mt-6">
          {messageText(serverMessage(verify.error, HOLD_VERIFY_FAILED_MESSAGE))}
        </Alert>
      ) : null}
      {!code && !kept ? (
        <div className="mt-6 flex justify-center">
          <HoldCodeForm
            referenceNumber={reference}
            channel="text"
            onKept={() => setKeptByForm(true)}
            announceKept={false}
          />
        </div>
      ) : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        {kept || !code ? null : (
          <Button
            size="lg"
            className={WRAPS}
            disabled={!code || verify.isPending}
            onClick={() => code && verify.mutate(code)}
          >
            {messageText(HOLD_CODE_BUTTON)}
          </Button>
        )}
        <Button asChild variant={kept ? 'default' : 'outline'} size="lg" className={WRAPS}>
          <Link to={paths.bookingConfirmation.getHref(reference)}>{t('verifyHold.seeBooking')}</Link>
        </Button>
      </div>
    </PageCard>
  );
}
