/** One email, ready to go: the outbox has rendered it and built its attachments. */
export interface MailMessage {
  from: { name: string; address: string };
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * The Message-ID header, without angle brackets. The same for every try of one outbox message, so a
   * message sent again after a crash (sent, but not yet marked sent) is recognisably the same one.
   */
  messageId: string;
  attachments: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
}

export interface SentMail {
  messageId: string;
  /** Where the message went: the SMTP server's answer, or the .eml file written. */
  response: string;
}

/** Sends mail: over SMTP (SMTP_URL), or into .eml files under DATA_DIR/outbox. */
export interface Mailer {
  kind: 'smtp' | 'file';
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}
