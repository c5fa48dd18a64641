import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../../lib/logger';
import type { Mailer, MailMessage } from './mailer';

export const OUTBOX_FOLDER = 'outbox';

/** What one outbox file holds: the message as sent, plus its action link for scripts and tests. */
export interface OutboxEntry {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  actionUrl?: string;
  sentAt: string;
}

/**
 * Without SMTP_URL, mail is rendered by nodemailer exactly as it would be sent and kept as one JSON
 * file per message in <DATA_DIR>/outbox, so the whole sign-up flow works on a laptop with no mail
 * server. The action link is also logged: a newcomer can copy it straight from the terminal.
 */
export function createOutboxMailer(dataDir: string, from: string, logger: Logger): Mailer {
  const folder = path.join(dataDir, OUTBOX_FOLDER);
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      // Rendering through nodemailer keeps addresses and headers validated as in real delivery.
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      const sentAt = new Date();
      const entry: OutboxEntry = { from, ...message, sentAt: sentAt.toISOString() };
      const file = path.join(folder, `${sentAt.getTime()}-${randomBytes(4).toString('hex')}.json`);
      await mkdir(folder, { recursive: true });
      // Written aside, then renamed into place: a reader of the outbox never sees half a mail.
      await writeFile(`${file}.tmp`, JSON.stringify(entry, null, 2));
      await rename(`${file}.tmp`, file);
      logger.info({ to: message.to, subject: message.subject, file, link: message.actionUrl }, 'mail saved to the local outbox');
      if (message.actionUrl && logger.isLevelEnabled('info')) console.log(`\n  Mail to ${message.to}: ${message.subject}\n  ${message.actionUrl}\n`);
    },
    close: () => transport.close(),
  };
}
