/** One outgoing e-mail, already in the recipient's language. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * A link the recipient must follow (verification). Only the local outbox prints it in the server
   * log, so a newcomer without a mail server can still verify; real SMTP never logs it.
   */
  actionUrl?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}
