import type { MailMessage } from '../../integrations/mail/mailer';
import { translate, type Lang } from '../../lib/i18n';

type MailKind = 'verify' | 'welcome' | 'exists';

/** The account e-mails, in the recipient's language; `link` is the one place the mail points to. */
export function accountMail(kind: MailKind, to: { email: string; name: string; language: string }, link: string): MailMessage {
  const lang: Lang = to.language === 'ru' ? 'ru' : 'en';
  const vars = { name: to.name, link };
  return {
    to: to.email,
    subject: translate(lang, `auth:mail.${kind}.subject`, vars),
    text: translate(lang, `auth:mail.${kind}.body`, vars),
    actionUrl: kind === 'verify' ? link : undefined,
  };
}

export const verificationLink = (appUrl: string, token: string) => `${appUrl}/verify-email?token=${encodeURIComponent(token)}`;
export const loginLink = (appUrl: string) => `${appUrl}/login`;
