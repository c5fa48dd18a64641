import { MailWarning, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CurrentUser } from '@app/contracts/user';
import { Button } from '@app/ui/components';
import { useToast } from '@app/ui/toast';
import { useResendVerification } from './api/resend-verification';
import { errorText } from '@app/api-client/http';

const DISMISSED_KEY = 'verify-banner-dismissed';

const wasDismissed = () => {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * Until the e-mail is verified: a reminder with a resend button. Dismissing hides it for this tab's
 * session; it comes back in the next one until the address is confirmed.
 */
export function VerifyBanner({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const [dismissed, setDismissed] = useState(wasDismissed);
  const resend = useResendVerification({
    onSuccess: () => toast({ title: t('banner.sentTitle'), description: t('banner.sentBody') }),
    onError: (err) => toast({ title: t('banner.failedTitle'), description: errorText(err, t('banner.failedBody')), variant: 'destructive' }),
  });
  if (user.emailVerified || dismissed) return null;

  function dismiss() {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Without storage the banner only stays hidden until the next load.
    }
    setDismissed(true);
  }

  return (
    <Banner role="region" aria-label={t('banner.label')}>
      <MailWarning aria-hidden size={20} />
      <Text>{t('banner.text')}</Text>
      <Button type="button" $variant="ghost" disabled={resend.isPending} onClick={() => resend.mutate({ email: user.email })}>
        {resend.isPending ? t('banner.sending') : t('banner.resend')}
      </Button>
      <Button type="button" $variant="link" $size="icon" aria-label={t('banner.dismiss')} onClick={dismiss}>
        <X aria-hidden size={20} />
      </Button>
    </Banner>
  );
}

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: ${({ theme }) => theme.space.sm} auto 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  > svg { color: ${({ theme }) => theme.colors.primary}; flex-shrink: 0; }
`;

const Text = styled.p`
  flex: 1 1 200px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
