import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { forgetOutboxFiles } from '../outbox-files';
import { toNodemailerMessage } from './compose';
import type { Mailer } from './types';

/** A file name from the Message-ID: the same message always lands in the same file. */
export function emlFileName(messageId: string): string {
  return `${messageId.replace(/[^A-Za-z0-9._-]/g, '_')}.eml`;
}

/**
 * Without SMTP_URL: each message is written as an .eml file (the raw RFC 5322 message nodemailer's
 * stream transport builds, CRLF line ends) under `folder`, named after its Message-ID, so sending the
 * same message again replaces its file rather than adding a second one. Written under a temporary
 * name and renamed, so a reader never sees half a message.
 */
export function createFileMailer(folder: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'file',
    async send(message) {
      const info = await transport.sendMail(toNodemailerMessage(message));
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, emlFileName(message.messageId));
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
      return { messageId: message.messageId, response: `written to ${file}` };
    },
    close: () => transport.close(),
  };
}

/**
 * Deletes the .eml files of these messages, and every file last written before `before` (DESIGN §8.3:
 * messages are kept MESSAGE_RETENTION_DAYS). Returns how many files were deleted.
 */
export function forgetMessageFiles(folder: string, options: { before?: Date; messageIds?: string[] }): Promise<number> {
  return forgetOutboxFiles(folder, {
    extension: '.eml',
    before: options.before,
    names: (options.messageIds ?? []).map(emlFileName),
  });
}
