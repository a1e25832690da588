import { typedCode } from '@domain/bookings/hold-messages';
import {
  WAITLIST_CODE_HELP,
  WAITLIST_CODE_SENT_TO_YOUR_MOBILE,
  WAITLIST_NEW_CODE_SENT_MESSAGE,
  WAITLIST_PROVEN_MESSAGE,
  WAITLIST_UNPROVEN_NOTE,
  waitlistCodeSentMessage,
} from '@domain/waitlist/rules';
import { MessageSquareText } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OneTimeCodeForm } from '@/components/one-time-code-form';
import { Alert } from '@/components/ui/alert';
import { serverMessage } from '@/lib/api';
import { useSendNewWaitlistCode, useVerifyWaitlistCode } from './api';
import {
  useWaitlistText,
  WAITLIST_CODE_FAILED_MESSAGE,
  WAITLIST_CODE_FORMAT_MESSAGE,
  WAITLIST_NEW_CODE_FAILED_MESSAGE,
} from './messages';

/**
 * What the form says went wrong, newest first: the code's format, then the server's own words (a
 * wrong code, too many tries: wait an hour or call the clinic, a link that is not the entry's), and a
 * plain "try again" when the server said nothing (the network). Ours are keys of the catalogue, shown
 * through useWaitlistText().
 */
export function codeFormError(state: {
  formatError: string | null;
  verifyError: unknown;
  resendError: unknown;
}): string | null {
  if (state.formatError) return state.formatError;
  if (state.verifyError) return serverMessage(state.verifyError, WAITLIST_CODE_FAILED_MESSAGE);
  if (state.resendError) return serverMessage(state.resendError, WAITLIST_NEW_CODE_FAILED_MESSAGE);
  return null;
}

export interface WaitlistCodeFormViewProps {
  idPrefix: string;
  /** The masked mobile the code went to ('****4567'); null where the page does not know it. */
  codeSentTo: string | null;
  code: string;
  error: string | null;
  /** A new code was sent: said until the next try. */
  newCodeSent: boolean;
  isVerifying: boolean;
  isSending: boolean;
  isProven: boolean;
  onCodeChange: (code: string) => void;
  onSubmit: () => void;
  onNewCode: () => void;
}

/** The form itself, from its state (the unit tests render it as it is). */
export function WaitlistCodeFormView(props: WaitlistCodeFormViewProps) {
  const { t } = useTranslation('waitlist');
  const text = useWaitlistText();
  const { idPrefix, error } = props;
  if (props.isProven) {
    return (
      <Alert variant="success" role="status" className="mt-4">
        {text(WAITLIST_PROVEN_MESSAGE)}
      </Alert>
    );
  }
  return (
    <section
      aria-labelledby={`${idPrefix}-code-heading`}
      className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 sm:p-5"
    >
      <h3 id={`${idPrefix}-code-heading`} className="flex items-center gap-2 text-base font-semibold">
        <MessageSquareText className="size-5 shrink-0" aria-hidden="true" />
        {t('code.title')}
      </h3>
      <p className="mt-2">
        {text(props.codeSentTo ? waitlistCodeSentMessage(props.codeSentTo) : WAITLIST_CODE_SENT_TO_YOUR_MOBILE)}{' '}
        <strong className="font-semibold">{text(WAITLIST_UNPROVEN_NOTE)}</strong>
      </p>
      <OneTimeCodeForm
        label={t('code.label')}
        code={props.code}
        onCodeChange={props.onCodeChange}
        submitLabel={props.isVerifying ? t('code.checking') : t('code.confirm')}
        isSubmitting={props.isVerifying}
        onSubmit={props.onSubmit}
        newCodeLabel={props.isSending ? t('code.sending') : t('code.newCode')}
        isSendingNewCode={props.isSending}
        onNewCode={props.onNewCode}
        error={error ? text(error) : null}
        status={props.newCodeSent ? text(WAITLIST_NEW_CODE_SENT_MESSAGE) : null}
      />
      <p className="mt-3 text-xs leading-relaxed">{text(WAITLIST_CODE_HELP)}</p>
    </section>
  );
}

export interface WaitlistCodeFormProps {
  entryId: number;
  /** The entry's leave token (the join's answer, or the email link's fragment): X-Waitlist-Token. */
  token: string;
  codeSentTo: string | null;
  idPrefix?: string;
}

/**
 * DESIGN §8.9: an entry gets offers only once the code texted to its mobile is entered here (after
 * joining, or on the email's /waitlist/confirm page). "Send a new code" texts another; the server's
 * refusals (wrong code, too many tries) are shown in its words.
 */
export function WaitlistCodeForm({ entryId, token, codeSentTo, idPrefix }: WaitlistCodeFormProps) {
  const fallbackPrefix = useId();
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const verify = useVerifyWaitlistCode(entryId, token);
  const resend = useSendNewWaitlistCode(entryId, token);
  return (
    <WaitlistCodeFormView
      idPrefix={idPrefix ?? fallbackPrefix}
      codeSentTo={resend.data?.codeSentTo ?? codeSentTo}
      code={code}
      error={codeFormError({ formatError, verifyError: verify.error, resendError: resend.error })}
      newCodeSent={resend.isSuccess}
      isVerifying={verify.isPending}
      isSending={resend.isPending}
      isProven={verify.isSuccess}
      onCodeChange={(typed) => {
        setCode(typed);
        setFormatError(null);
      }}
      onSubmit={() => {
        const digits = typedCode(code);
        setFormatError(digits ? null : WAITLIST_CODE_FORMAT_MESSAGE);
        resend.reset();
        if (digits) verify.mutate(digits);
      }}
      onNewCode={() => {
        setFormatError(null);
        verify.reset();
        resend.mutate();
      }}
    />
  );
}
