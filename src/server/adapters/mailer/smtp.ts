import nodemailer from 'nodemailer';
import { toNodemailerMessage } from './compose';
import type { Mailer } from './types';

/** How long one SMTP exchange may take before the try counts as failed (the outbox tries again). */
const SMTP_TIMEOUT_MS = 20_000;

/**
 * Real SMTP, from a URL: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. One
 * connection per message: the worker sends a few at a time, one after another.
 */
export function createSmtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transport.sendMail(toNodemailerMessage(message));
      return { messageId: message.messageId, response: String(info.response ?? '') };
    },
    close: () => transport.close(),
  };
}
