import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../adapters/mailer';
import { sendDueEmails } from '../features/notifications';
import type { TestApp } from './test-app';

const quietLog = { warn: () => {}, info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

/** A mailbox the outbox worker delivers into: every message it sent, in order. */
export function testMailbox(t: TestApp) {
  const sent: MailMessage[] = [];
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
    /** Runs the outbox worker at the app's clock until nothing is due, and answers what it sent this time. */
    async deliver(now: Date): Promise<MailMessage[]> {
      const before = sent.length;
      while ((await sendDueEmails({ db: t.db, mailer, config: t.config, log: quietLog, now: () => now })) > 0) {}
      return sent.slice(before);
    },
    /** The messages sent to one address. */
    to: (address: string) => sent.filter((message) => message.to === address),
  };
}
