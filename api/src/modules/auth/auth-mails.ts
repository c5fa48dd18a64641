import { toSingleLine } from '@app/contracts/safe-text';
import type { MailMessage } from '../../integrations/mail/mailer';
import { translate, type Lang } from '../../lib/i18n';

type MailKind = 'verify' | 'welcome' | 'reset';

// Where each kind's texts live; the reset mail came with issue 10's account namespace.
const NAMESPACE: Record<MailKind, string> = { verify: 'auth', welcome: 'auth', reset: 'account' };

/** The account e-mails, in the recipient's language; `link` is the one place the mail points to. */
export function accountMail(kind: MailKind, to: { email: string; name: string; language: string }, link: string): MailMessage {
  const lang: Lang = to.language === 'ru' ? 'ru' : 'en';
  // Names reach mail texts: never a line break or control character there.
  const vars = { name: toSingleLine(to.name), link };
  return {
    to: to.email,
    subject: translate(lang, `${NAMESPACE[kind]}:mail.${kind}.subject`, vars),
    text: translate(lang, `${NAMESPACE[kind]}:mail.${kind}.body`, vars),
    actionUrl: kind === 'welcome' ? undefined : link,
  };
}

export const verificationLink = (appUrl: string, token: string) => `${appUrl}/verify-email?token=${encodeURIComponent(token)}`;
export const loginLink = (appUrl: string) => `${appUrl}/login`;

export const resetLink = (appUrl: string, token: string) => `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
