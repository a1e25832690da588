import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMailer, outboxFolder } from '.';
import type { MailMessage } from './types';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hs-mailer-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const message: MailMessage = {
  from: { name: 'Home Based Health Screening', address: 'appointments@example.sg' },
  to: 'mei.ling@example.com',
  subject: 'Your booking HS2611-0607-1234',
  html: '<p>Dear Mei Ling</p>',
  text: 'Dear Mei Ling',
  messageId: 'outbox-7-abc@book.example.sg',
  attachments: [
    { filename: 'home-visit.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', contentType: 'text/calendar' },
  ],
};

it('writes each message as an .eml file under DATA_DIR/outbox without SMTP_URL, once per Message-ID', async () => {
  const mailer = createMailer({ SMTP_URL: undefined, DATA_DIR: dataDir });
  expect(mailer.kind).toBe('file');
  await mailer.send(message);
  // The same message again (a retry after a crash) replaces its file.
  await mailer.send(message);
  const folder = outboxFolder(dataDir);
  const files = await readdir(folder);
  expect(files).toEqual(['outbox-7-abc_book.example.sg.eml']);
  const raw = await readFile(path.join(folder, files[0]!));
  expect(raw.toString()).toContain('\r\n');
  const parsed = await simpleParser(raw);
  expect(parsed.subject).toBe('Your booking HS2611-0607-1234');
  expect(parsed.messageId).toBe('<outbox-7-abc@book.example.sg>');
  expect(parsed.text?.trim()).toBe('Dear Mei Ling');
  expect(parsed.html).toContain('<p>Dear Mei Ling</p>');
  expect(parsed.attachments.map((attachment) => attachment.filename)).toEqual(['home-visit.ics']);
});
