import type { Config } from '../../config';
import { outboxFolder } from '../mailer';
import { createFileTextSender } from './file';
import { createTwilioTextSender } from './twilio';
import type { TextSender } from './types';

export { createFileTextSender, forgetTextFiles, textFileName } from './file';
export { createTwilioTextSender, isSignedByTwilio, UNSUBSCRIBED_RECIPIENT_CODE } from './twilio';
export * from './types';

/** Twilio when TWILIO_ACCOUNT_SID is set, else text files under DATA_DIR/outbox/sms and /whatsapp (DESIGN §8.5). */
export function createTextSender(
  config: Pick<
    Config,
    | 'TWILIO_ACCOUNT_SID'
    | 'TWILIO_AUTH_TOKEN'
    | 'SMS_FROM'
    | 'WHATSAPP_FROM'
    | 'TWILIO_API_BASE'
    | 'DATA_DIR'
    | 'SMS_ALLOWED_COUNTRY_CODES'
  >,
): TextSender {
  if (config.TWILIO_ACCOUNT_SID) return createTwilioTextSender(config);
  return createFileTextSender(outboxFolder(config.DATA_DIR), config.SMS_FROM, config.SMS_ALLOWED_COUNTRY_CODES);
}
