import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { login } from '@app/api-client/auth';
import { Button, Field, Input, Label, Stack } from '@app/ui/components';
import { useToast } from '@app/ui/toast';
import { PasswordField } from '../../lib/session/password-field';
import { storeToken } from '../../lib/session/auth-token';
import { afterSignIn } from './after-sign-in';
import { AuthLayout } from './auth-layout';
import { serverMessage } from './error-text';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = { email: useId(), password: useId() };
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: async (res, body) => {
      if (res.requiresVerification) {
        toast({ title: t('verificationRequiredTitle'), description: t('verificationRequiredBody'), variant: 'destructive' });
        navigate('/verify-email', { state: { email: body.email } });
        return;
      }
      if (!res.token) return;
      storeToken(res.token);
      await queryClient.invalidateQueries({ queryKey: ['auth', 'user'] });
      toast({ title: t('loginSuccessTitle'), description: t('loginSuccessBody') });
      window.location.assign(afterSignIn(window.location));
    },
    onError: (err) => {
      toast({ title: t('loginFailed'), description: serverMessage(err) ?? t('common:errors.invalidCredentials'), variant: 'destructive' });
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim() || !password) {
      toast({ title: t('missingInfoTitle'), description: t('missingInfoBody'), variant: 'destructive' });
      return;
    }
    mutation.mutate({ email: email.trim(), password });
  }

  return (
    <AuthLayout title={t('signInTitle')} subtitle={t('signInSubtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Field>
            <Label htmlFor={ids.email}>{t('email')}</Label>
            <Input id={ids.email} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <Field>
            <Label htmlFor={ids.password}>{t('password')}</Label>
            <PasswordField id={ids.password} name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('signingIn') : t('signIn')}
          </Button>
          <p>
            {t('noAccount')} <Link to="/register">{t('createOne')}</Link>
          </p>
        </Stack>
      </form>
    </AuthLayout>
  );
}
