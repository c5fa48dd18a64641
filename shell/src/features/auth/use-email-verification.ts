import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@app/ui/toast';
import { readToken } from '../../lib/session/auth-token';
import { verifyEmail } from '@app/api-client/account';
import { isNetworkFailure } from './error-text';
import { errorText } from '@app/api-client/http';

export type VerificationMode = 'verifying' | 'success' | 'error' | 'resend';

// Spec 000 §9: the verified screen sends the person home after 3 seconds.
export const REDIRECT_AFTER_MS = 3000;

/** Verification signs no one in: a signed-in person goes home, anyone else to sign in. */
export const isSignedIn = () => readToken() !== null;

/** A full load, so the app starts again and reads the confirmed address. */
export const goOn = () => window.location.assign(isSignedIn() ? '/' : '/login');

/** Spec 000 §2.11 and §4: verifying -> success or error; without a token, resend mode. */
export function useEmailVerification(token: string | null): VerificationMode {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const [mode, setMode] = useState<VerificationMode>(token ? 'verifying' : 'resend');
  // The token works once: never send it twice, whatever React does with effects.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmail(token)
      .then((res) => {
        toast({ title: t('verify.successTitle'), description: res.message });
        setMode('success');
      })
      .catch((err: unknown) => {
        if (isNetworkFailure(err)) {
          toast({ title: t('verify.errorTitle'), description: t('common:errors.generic'), variant: 'destructive' });
        } else {
          toast({ title: t('verify.failedTitle'), description: errorText(err, t('verify.failedFallback')), variant: 'destructive' });
        }
        setMode('error');
      });
  }, [token, toast, t]);

  useEffect(() => {
    if (mode !== 'success') return;
    const timer = setTimeout(goOn, REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [mode]);

  return mode;
}
