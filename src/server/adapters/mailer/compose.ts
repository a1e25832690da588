import type Mail from 'nodemailer/lib/mailer';
import type { MailMessage } from './types';

/** The nodemailer message of a MailMessage: HTML with its plain-text alternative, the attachments. */
export function toNodemailerMessage(message: MailMessage): Mail.Options {
  return {
    from: { name: message.from.name, address: message.from.address },
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    messageId: `<${message.messageId}>`,
    attachments: message.attachments.map((attachment) => ({
      filename: attachment.filename,
      content: attachment.content,
      contentType: attachment.contentType,
    })),
  };
}
