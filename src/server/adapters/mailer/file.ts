import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
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
 * messages are kept MESSAGE_RETENTION_DAYS). Files of a half-written message (`.partial`) are left to
 * their writer. A folder that does not exist holds nothing. Returns how many files were deleted.
 */
export async function forgetMessageFiles(
  folder: string,
  options: { before?: Date; messageIds?: string[] },
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const named = new Set((options.messageIds ?? []).map(emlFileName));
  let deleted = 0;
  for (const name of names) {
    if (!name.endsWith('.eml')) continue;
    const file = path.join(folder, name);
    if (!named.has(name) && !(await writtenBefore(file, options.before))) continue;
    await rm(file, { force: true });
    deleted += 1;
  }
  return deleted;
}

async function writtenBefore(file: string, before: Date | undefined): Promise<boolean> {
  if (!before) return false;
  const written = await stat(file).catch(() => null);
  return written !== null && written.mtime < before;
}
