import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../adapters/mailer';
import type { TextMessage, TextSender } from '../adapters/texts';
import { sendDueMessages } from '../features/notifications';
import type { TestApp } from './test-app';

const quietLog = { warn: () => {}, info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

/** A mailbox the outbox worker delivers into: every email it sent, in order, and every text in `texts`. */
export function testMailbox(t: TestApp) {
  const sent: MailMessage[] = [];
  const texts: TextMessage[] = [];
  const textSender: TextSender = {
    kind: 'file',
    channels: new Set(['sms', 'whatsapp']),
    send: async (message) => {
      texts.push(message);
      return { providerMessageId: null, response: 'kept in memory' };
    },
  };
  const mailer: Mailer = {
    kind: 'file',
    send: async (message) => {
      sent.push(message);
      return { messageId: message.messageId, response: 'kept in memory' };
    },
    close: () => {},
  };
  return {
    sent,
    texts,
    /** Runs the outbox worker at the app's clock until nothing is due, and answers what it sent this time. */
    async deliver(now: Date): Promise<MailMessage[]> {
      const before = sent.length;
      while (
        (await sendDueMessages({
          db: t.db,
          mailer,
          texts: textSender,
          config: t.config,
          log: quietLog,
          now: () => now,
        })) > 0
      ) {}
      return sent.slice(before);
    },
    /** The messages sent to one address. */
    to: (address: string) => sent.filter((message) => message.to === address),
    /** The texts sent to one mobile (E.164, +6581234567). */
    textsTo: (mobile: string) => texts.filter((message) => message.to === mobile),
  };
}
