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
