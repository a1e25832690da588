import {
  HOLD_CODE_BUTTON,
  HOLD_CODE_FORMAT_MESSAGE,
  HOLD_KEPT_MESSAGE,
  HOLD_NEW_CODE_BUTTON,
  HOLD_NEW_CODE_SENT_MESSAGE,
  HOLD_VERIFY_FAILED_MESSAGE,
  type HoldCodeChannel,
  holdCodeLabel,
  holdDeadlineText,
  keepVisitDetail,
  keepVisitHeadline,
  typedCode,
} from '@domain/bookings/hold-messages';
import type { HoldVerification } from '@domain/bookings/responses';
import { formatSingaporeDateTime, formatTimeLabel, singaporeWallClock } from '@domain/shared/dates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Clock3 } from 'lucide-react';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OneTimeCodeForm } from '@/components/one-time-code-form';
import { apiPost, serverMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useLanguage, useMessageText } from '@/lib/i18n';
import { registrationLookupQueryKey } from '@/lib/registration-lookup';
import { toast } from '@/lib/toast';

/** POST /api/registrations/verify: the code sent with the booking keeps the held visit (DESIGN §8.2, §8.9). */
export async function verifyHold(referenceNumber: string, code: string): Promise<HoldVerification> {
  return (await apiPost<HoldVerification>('/api/registrations/verify', { referenceNumber, code })).data;
}

/** POST /api/registrations/verify/resend: a new code by text, which replaces the old one; answers its message. */
export async function sendNewHoldCode(referenceNumber: string): Promise<string> {
  return (
    (await apiPost<null>('/api/registrations/verify/resend', { referenceNumber })).message ?? HOLD_NEW_CODE_SENT_MESSAGE
  );
}

/**
 * The call, with the booking's look-up refreshed once the visit is kept. `announce: false` where the page
 * itself then says the visit is kept (the email button's page): its toast would only repeat it.
 */
export function useVerifyHold(
  referenceNumber: string,
  onKept?: (result: HoldVerification) => void,
  options: { announce?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const messageText = useMessageText();
  const announce = options.announce ?? true;
  return useMutation({
    mutationFn: (code: string) => verifyHold(referenceNumber, code),
    onSuccess: (result) => {
      if (announce) toast.success(messageText(HOLD_KEPT_MESSAGE));
      void queryClient.invalidateQueries({ queryKey: registrationLookupQueryKey });
      onKept?.(result);
    },
  });
}

export interface HoldCodeFormProps {
  referenceNumber: string;
  /** Where the code went: the main flow's email, the older flow's text. */
  channel?: HoldCodeChannel;
  onKept?: (result: HoldVerification) => void;
  /** False where the page says the visit is kept once it is (no toast to repeat it). */
  announceKept?: boolean;
}

/**
 * The code field, "Keep my visit", and "Send a new code" (by text) with what the server said: the notice
 * below and the email button's page both use it.
 */
export function HoldCodeForm({ referenceNumber, channel = 'email', onKept, announceKept = true }: HoldCodeFormProps) {
  const messageText = useMessageText();
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const verify = useVerifyHold(referenceNumber, onKept, { announce: announceKept });
  const resend = useMutation({ mutationFn: () => sendNewHoldCode(referenceNumber) });
  const error =
    formatError ??
    (verify.isError ? serverMessage(verify.error, HOLD_VERIFY_FAILED_MESSAGE) : null) ??
    (resend.isError ? serverMessage(resend.error, HOLD_VERIFY_FAILED_MESSAGE) : null);

  return (
    <OneTimeCodeForm
      label={messageText(holdCodeLabel(channel))}
      code={code}
      onCodeChange={setCode}
      submitLabel={messageText(HOLD_CODE_BUTTON)}
      isSubmitting={verify.isPending}
      onSubmit={() => {
        const digits = typedCode(code);
        setFormatError(digits ? null : HOLD_CODE_FORMAT_MESSAGE);
        if (digits) verify.mutate(digits);
      }}
      newCodeLabel={messageText(HOLD_NEW_CODE_BUTTON)}
      isSendingNewCode={resend.isPending}
      onNewCode={() => {
        verify.reset();
        setFormatError(null);
        resend.mutate();
      }}
      error={error}
      status={resend.isSuccess ? resend.data : null}
    />
  );
}

export interface HoldNoticeProps extends HoldCodeFormProps {
  /** ISO time the visit is released unless the contact is proven. */
  holdExpiresAt: string;
  /** The masked mobile the code was texted to ('****4567'), when it went by text. */
  sentTo?: string | null;
  className?: string;
  /** For the page to move focus to the deadline when the visitor arrives (it is what to do first). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The one deadline that matters while a visit is held conditionally, and the code field that meets it:
 * the 6-digit code (from the confirmation email in the main flow, by text in the older flow) by the hold's
 * end, or else the visit is released. The confirmation pages of both flows show it first, under their
 * heading; its own heading names the deadline so that a screen reader's list of headings finds it.
 */
/**
 * The held visit's headline in the page's language: the domain's sentence, translated, with its deadline
 * ('5:27 PM today', or the date and time) written in that language too.
 */
function useKeepVisitHeadline(): (
  holdExpiresAt: string,
  channel: HoldCodeChannel | undefined,
  sentTo?: string | null,
) => string {
  const { t } = useTranslation('manage');
  const language = useLanguage();
  const messageText = useMessageText();
  return (holdExpiresAt, channel, sentTo) => {
    const headline = messageText(keepVisitHeadline(holdExpiresAt, channel, { sentTo }));
    const end = new Date(holdExpiresAt);
    if (language === 'en' || Number.isNaN(end.getTime())) return headline;
    const wall = singaporeWallClock(end);
    const deadline =
      wall.date === singaporeWallClock(new Date()).date
        ? t('heldVisit.deadlineToday', { time: formatTimeLabel(wall.time, language) })
        : formatSingaporeDateTime(end, 'long', language);
    return headline.replace(holdDeadlineText(holdExpiresAt), deadline);
  };
}

export function HoldNotice({ holdExpiresAt, sentTo, className, headingRef, ...form }: HoldNoticeProps) {
  const messageText = useMessageText();
  const headline = useKeepVisitHeadline();
  return (
    // Not a named region: its name would repeat the code field's label ("code from your email").
    <div className={cn('rounded-xl border-2 border-amber-300 bg-amber-50 p-4 text-sm text-amber-950', className)}>
      <h2
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="flex gap-2 text-base font-semibold focus:outline-none"
      >
        <Clock3 className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <span className="min-w-0">{headline(holdExpiresAt, form.channel, sentTo)}</span>
      </h2>
      <p className="mt-1 leading-relaxed">{messageText(keepVisitDetail(form.channel))}</p>
      <HoldCodeForm {...form} />
    </div>
  );
}
