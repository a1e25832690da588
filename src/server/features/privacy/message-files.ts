import { forgetMessageFiles, outboxFolder } from '../../adapters/mailer';
import { forgetTextFiles } from '../../adapters/texts';
import type { Config } from '../../config';
import { type ForgottenMessage, messageIdOf, textMessageKeyOf } from '../outbox';

/**
 * The files the file outboxes wrote for deleted messages (.eml for email, .txt for texts), and, with
 * `before`, every such file written before it. After the deleting transaction commits: a file deleted
 * for a transaction that rolled back could not be brought back. Returns how many files were deleted.
 */
export async function forgetOutboxFilesOf(
  config: Pick<Config, 'DATA_DIR' | 'PUBLIC_BASE_URL'>,
  options: { before?: Date; messages: ForgottenMessage[] },
): Promise<number> {
  const folder = outboxFolder(config.DATA_DIR);
  const emails = await forgetMessageFiles(folder, {
    before: options.before,
    messageIds: options.messages.map((message) => messageIdOf(message, config.PUBLIC_BASE_URL)),
  });
  const texts = await forgetTextFiles(folder, {
    before: options.before,
    messageKeys: options.messages.map(textMessageKeyOf),
  });
  return emails + texts;
}
