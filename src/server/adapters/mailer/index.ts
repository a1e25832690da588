import path from 'node:path';
import type { Config } from '../../config';
import { createFileMailer } from './file';
import { createSmtpMailer } from './smtp';
import type { Mailer } from './types';

export { createFileMailer, emlFileName, forgetMessageFiles } from './file';
export { createSmtpMailer } from './smtp';
export * from './types';

/** Where messages go without SMTP_URL. */
export const outboxFolder = (dataDir: string) => path.resolve(dataDir, 'outbox');

/** SMTP when SMTP_URL is set, else .eml files under DATA_DIR/outbox (DESIGN §3). */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'DATA_DIR'>): Mailer {
  if (config.SMTP_URL) return createSmtpMailer(config.SMTP_URL);
  return createFileMailer(outboxFolder(config.DATA_DIR));
}
