import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { vi } from 'vitest';

// The emails a server without SMTP_URL writes as .eml files under DATA_DIR/outbox, read back as a
// customer's mailbox: the journeys give their server a data folder of their own.

/** The messages of one outbox folder, and a wait for one of them (the worker sends every few seconds). */
export function outboxReader(outboxDir: string) {
  async function messages(): Promise<ParsedMail[]> {
    let files: string[];
    try {
      files = readdirSync(outboxDir).filter((file) => file.endsWith('.eml'));
    } catch {
      return [];
    }
    return Promise.all(files.map((file) => simpleParser(readFileSync(path.join(outboxDir, file)))));
  }
  function waitForMessage(pick: (mail: ParsedMail) => boolean, timeoutMs = 45_000): Promise<ParsedMail> {
    return vi.waitFor(
      async () => {
        const found = (await messages()).find(pick);
        if (!found) throw new Error(`no such message in ${outboxDir} within ${timeoutMs} ms`);
        return found;
      },
      { timeout: timeoutMs, interval: 250 },
    );
  }
  return { messages, waitForMessage };
}

/** The addresses a message went to. */
export const recipients = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((v) => v.address));

// ---- text messages (DESIGN §8.5) -----------------------------------------------------------------

/**
 * One SMS or WhatsApp message as a server without Twilio writes it: `outbox/sms/<timestamp>-<id>.txt`
 * (or outbox/whatsapp/), header lines (`To: +6591234567`, `From: …`, `Channel: sms`, `Kind: confirmation`),
 * a blank line, then the text.
 */
export interface TextMessageFile {
  file: string;
  /** The header lines by name as written ('To', 'From', 'Channel', 'Kind'). */
  headers: Record<string, string>;
  to: string;
  channel: string;
  kind: string;
  body: string;
}

/** A text message file's headers and text; the text is everything after the first blank line. */
export function parseTextMessageFile(file: string, content: string): TextMessageFile {
  const lines = content.replace(/\r\n/g, '\n').split('\n');
  const blank = lines.indexOf('');
  const headerLines = blank === -1 ? lines : lines.slice(0, blank);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return {
    file,
    headers,
    to: headers.To ?? '',
    channel: headers.Channel ?? '',
    kind: headers.Kind ?? '',
    body:
      blank === -1
        ? ''
        : lines
            .slice(blank + 1)
            .join('\n')
            .trim(),
  };
}

/** The text messages of one channel's outbox folder (outbox/sms or outbox/whatsapp), and a wait for one. */
export function textOutboxReader(outboxDir: string, channel: 'sms' | 'whatsapp' = 'sms') {
  const folder = path.join(outboxDir, channel);
  function texts(): TextMessageFile[] {
    let files: string[];
    try {
      files = readdirSync(folder).filter((file) => file.endsWith('.txt'));
    } catch {
      // No text sent yet: the folder comes with the first one.
      return [];
    }
    return files.sort().map((file) => parseTextMessageFile(file, readFileSync(path.join(folder, file), 'utf8')));
  }
  function waitForText(pick: (text: TextMessageFile) => boolean, timeoutMs = 45_000): Promise<TextMessageFile> {
    return vi.waitFor(
      () => {
        const found = texts().find(pick);
        if (!found) throw new Error(`no such text message in ${folder} within ${timeoutMs} ms`);
        return found;
      },
      { timeout: timeoutMs, interval: 250 },
    );
  }
  return { texts, waitForText };
}
