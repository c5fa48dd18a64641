import { CheckCircle2, MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Muted, Spinner, Stack } from '@app/ui/components';
import { AuthLayout } from './auth-layout';
import { ResendForm } from './resend-form';
import { goOn, isSignedIn, useEmailVerification } from './use-email-verification';

interface ArrivalState {
  email?: string;
}

export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const arrival = (useLocation().state ?? {}) as ArrivalState;
  const mode = useEmailVerification(params.get('token'));
  const signedIn = isSignedIn();

  return (
    <AuthLayout title={t('verify.title')}>
      <Stack>
        {mode === 'verifying' && (
          <Status aria-live="polite" aria-busy="true">
            <Spinner />
            <span>{t('verify.verifying')}</span>
          </Status>
        )}
        {mode === 'success' && (
          <>
            <Status role="status">
              <CheckCircle2 aria-hidden size={40} />
              <strong>{t('verify.successTitle')}</strong>
              <Muted>{t(signedIn ? 'verify.successBody' : 'verify.successSignIn')}</Muted>
            </Status>
            <Button onClick={goOn}>{t(signedIn ? 'verify.goToDashboard' : 'verify.goToSignIn')}</Button>
          </>
        )}
        {mode === 'error' && (
          <>
            <Status role="alert">
              <MailWarning aria-hidden size={40} />
              <strong>{t('verify.failedTitle')}</strong>
              <Muted>{t('verify.errorHelp')}</Muted>
            </Status>
            <ResendForm initialEmail={arrival.email ?? ''} submitLabel={t('verify.resend')} />
          </>
        )}
        {mode === 'resend' && (
          <>
            <Muted>{t('verify.resendHelp')}</Muted>
            <ResendForm initialEmail={arrival.email ?? ''} submitLabel={t('verify.send')} />
          </>
        )}
        <Button type="button" $variant="ghost" onClick={() => navigate('/login')}>
          {t('verify.backToLogin')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}

const Status = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;
  padding: ${({ theme }) => theme.space.md} 0;
  svg { color: ${({ theme }) => theme.colors.primary}; }
`;
