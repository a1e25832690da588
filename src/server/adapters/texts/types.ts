import { type TextChannel, textsAllowedTo } from '@domain/notifications/text-messages';

/** One text, ready to go: the outbox has rendered it. */
export interface TextMessage {
  channel: TextChannel;
  /** The main person's mobile, E.164 (+6591234567). */
  to: string;
  body: string;
  /** The outbox row's kind (confirmation, reminder, on-my-way, ...): written into a text file's header. */
  kind: string;
  /** The same for every try of one outbox message: names its text file, so a retry overwrites it. */
  messageKey: string;
  /** Where Twilio reports the delivery (POST /api/sms/status). */
  statusCallback: string;
}

export interface SentText {
  /** Twilio's id of the message (SM…), which delivery callbacks name; null for a text file. */
  providerMessageId: string | null;
  /** Where the message went: Twilio's status, or the file written. */
  response: string;
}

/**
 * A text the carrier refused. `permanent`: another try cannot help (a bad number, an unsubscribed
 * recipient); otherwise the outbox tries again after its back-off (Twilio down, rate limited).
 * `optedOut`: the number had opted out at the carrier (Twilio's 21610), which the site then records too.
 */
export class TextSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly optedOut = false,
  ) {
    super(message);
    this.name = 'TextSendError';
  }
}

/**
 * Defence in depth (DESIGN §8.9): a sender refuses a number outside SMS_ALLOWED_COUNTRY_CODES whatever
 * queued the text (a number changed since, a path that forgot to check). Permanent, so the outbox marks
 * the text failed with this reason and never tries it again. The reason names the codes, not the number.
 */
export function refuseTextAbroad(to: string, allowedCodes: readonly string[]): void {
  if (textsAllowedTo(to, allowedCodes)) return;
  const codes = allowedCodes.map((code) => `+${code}`).join(', ');
  throw new TextSendError(
    `Not sent: texts go only to numbers with the country code ${codes} (SMS_ALLOWED_COUNTRY_CODES)`,
    true,
  );
}

/** Sends texts: through Twilio (TWILIO_ACCOUNT_SID …), or into text files under DATA_DIR/outbox. */
export interface TextSender {
  kind: 'twilio' | 'file';
  /** The channels it can send on: Twilio needs SMS_FROM for SMS and WHATSAPP_FROM for WhatsApp. */
  channels: ReadonlySet<TextChannel>;
  send(message: TextMessage): Promise<SentText>;
}
