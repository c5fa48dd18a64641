import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LoginRequest } from '@app/contracts/auth';
import { Button, Field, Input, Label, Stack } from '@app/ui/components';
import { useToast } from '@app/ui/toast';
import { TextLink } from '@app/ui/links';
import { useFormFields } from '../../lib/forms/use-form-fields';
import { PasswordField } from '../../lib/session/password-field';
import { storeToken } from '../../lib/session/auth-token';
import { toastAfterReload } from '../../lib/session/pending-toast';
import { afterSignIn } from './after-sign-in';
import { AuthLayout } from './auth-layout';
import { currentUserKey } from '@app/api-client/auth-keys';
import { errorText } from '@app/api-client/http';

// The form's rules and the request load on first use (focus starts it), so the page paints without zod.
const loadSubmit = () => import(/* webpackChunkName: "login-submit" */ './login-submit');
const resolver: Resolver<LoginRequest> = async (values, context, options) => (await loadSubmit()).loginResolver(values, context, options);

export function LoginPage() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<LoginRequest>({ resolver, defaultValues: { email: '', password: '' } });
  const fields = useFormFields(form);
  const mutation = useMutation({
    mutationFn: async (body: LoginRequest) => (await loadSubmit()).login(body),
    onSuccess: async (res, body) => {
      if (res.requiresVerification) {
        toast({ title: t('verificationRequiredTitle'), description: t('verificationRequiredBody'), variant: 'destructive' });
        navigate('/verify-email', { state: { email: body.email } });
        return;
      }
      if (!res.token) return;
      storeToken(res.token);
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
      toastAfterReload({ title: t('loginSuccessTitle'), description: t('loginSuccessBody') });
      window.location.assign(afterSignIn(window.location));
    },
    onError: (err) => {
      toast({ title: t('loginFailed'), description: errorText(err, t('common:errors.invalidCredentials')), variant: 'destructive' });
    },
  });

  // Spec 000 §5: an empty field is the "Missing information" toast; other mistakes show inline only.
  const onInvalid = () => {
    const { email, password } = form.getValues();
    if (!email.trim() || !password) toast({ title: t('missingInfoTitle'), description: t('missingInfoBody'), variant: 'destructive' });
  };

  return (
    <AuthLayout title={t('signInTitle')} subtitle={t('signInSubtitle')}>
      <form onSubmit={form.handleSubmit((body) => mutation.mutate(body), onInvalid)} onFocus={() => void loadSubmit()} noValidate>
        <Stack>
          <Field>
            <Label htmlFor={fields.idOf('email')}>{t('email')}</Label>
            <Input type="email" autoComplete="email" {...fields.input('email')} />
            {fields.error('email')}
          </Field>
          <Field>
            <Label htmlFor={fields.idOf('password')}>{t('password')}</Label>
            <PasswordField autoComplete="current-password" {...fields.input('password')} />
            {fields.error('password')}
          </Field>
          <TextLink to="/forgot-password">{t('account:forgot.link')}</TextLink>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('signingIn') : t('signIn')}
          </Button>
          <p>
            {t('noAccount')} <TextLink to="/register">{t('createOne')}</TextLink>
          </p>
        </Stack>
      </form>
    </AuthLayout>
  );
}
