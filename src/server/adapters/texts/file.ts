import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TextChannel } from '@domain/notifications/text-messages';
import { forgetOutboxFiles } from '../outbox-files';
import { refuseTextAbroad, type TextSender } from './types';

const TEXT_CHANNELS: TextChannel[] = ['sms', 'whatsapp'];

/** A file name from the message key: the same message always lands in the same file. */
export const textFileName = (messageKey: string) => `${messageKey.replace(/[^A-Za-z0-9._-]/g, '_')}.txt`;

/**
 * Without Twilio: each text is written as a small text file under `outboxFolder/sms/` or
 * `outboxFolder/whatsapp/`, headers (To, From, Channel, Kind) then a blank line and the text, as the
 * .eml files are for email. Written under a temporary name and renamed, so a reader never sees half.
 * With `allowedCountryCodes` (SMS_ALLOWED_COUNTRY_CODES) it refuses other numbers as Twilio's sender does.
 */
export function createFileTextSender(
  outboxFolder: string,
  from = 'Home Based Health Screening',
  allowedCountryCodes?: readonly string[],
): TextSender {
  return {
    kind: 'file',
    channels: new Set<TextChannel>(TEXT_CHANNELS),
    async send(message) {
      if (allowedCountryCodes) refuseTextAbroad(message.to, allowedCountryCodes);
      const folder = path.join(outboxFolder, message.channel);
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, textFileName(message.messageKey));
      const partial = `${file}.${process.pid}.partial`;
      const headers = [`To: ${message.to}`, `From: ${from}`, `Channel: ${message.channel}`, `Kind: ${message.kind}`];
      await writeFile(partial, `${headers.join('\n')}\n\n${message.body}\n`, 'utf8');
      await rename(partial, file);
      return { providerMessageId: null, response: `written to ${file}` };
    },
  };
}

/** The text files of these messages (by message key), and every one written before `before`, in both channels' folders. */
export async function forgetTextFiles(
  outboxFolder: string,
  options: { before?: Date; messageKeys?: string[] },
): Promise<number> {
  const names = (options.messageKeys ?? []).map(textFileName);
  let deleted = 0;
  for (const channel of TEXT_CHANNELS) {
    deleted += await forgetOutboxFiles(path.join(outboxFolder, channel), {
      extension: '.txt',
      before: options.before,
      names,
    });
  }
  return deleted;
}
