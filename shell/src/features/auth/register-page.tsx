import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Field, Input, Label, Stack } from '@app/ui/components';
import { useToast } from '@app/ui/toast';
import { PasswordField } from '../../lib/session/password-field';
import { storeToken } from '../../lib/session/auth-token';
import { useRegister } from './api/register';
import { AuthLayout } from './auth-layout';
import { serverMessage } from './error-text';
import { validateRegistration, type RegisterValues } from './register-validation';

const EMPTY: RegisterValues = { name: '', username: '', email: '', password: '', confirmPassword: '' };
const TEXT_FIELDS = [
  { key: 'name', label: 'register.fullName', type: 'text', autoComplete: 'name' },
  { key: 'username', label: 'register.username', type: 'text', autoComplete: 'username' },
  { key: 'email', label: 'email', type: 'email', autoComplete: 'email' },
] as const;

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const navigate = useNavigate();
  const baseId = useId();
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const set = (key: keyof RegisterValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const mutation = useRegister({
    onSuccess: (res, body) => {
      // Spec 000 §4: a token means signed in. This API answers requiresVerification instead, since an
      // unverified account cannot sign in; the verification link in the mail signs the person in.
      if (res.token) {
        storeToken(res.token);
        window.location.reload();
        return;
      }
      toast({ title: t('register.successTitle'), description: t('register.successBody') });
      navigate('/verify-email', { state: { email: body.email, registered: true } });
    },
    onError: (err) => {
      toast({ title: t('register.failedTitle'), description: serverMessage(err) ?? t('common:errors.generic'), variant: 'destructive' });
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const result = validateRegistration(values);
    if (!result.ok) {
      toast({ title: t(result.problem.title), description: t(result.problem.description), variant: 'destructive' });
      return;
    }
    mutation.mutate(result.body);
  }

  return (
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {TEXT_FIELDS.map((f) => (
            <Field key={f.key}>
              <Label htmlFor={`${baseId}-${f.key}`}>{t(f.label)}</Label>
              <Input id={`${baseId}-${f.key}`} name={f.key} type={f.type} autoComplete={f.autoComplete} value={values[f.key]} onChange={set(f.key)} />
            </Field>
          ))}
          <Field>
            <Label htmlFor={`${baseId}-password`}>{t('password')}</Label>
            <PasswordField id={`${baseId}-password`} name="password" autoComplete="new-password" value={values.password} onChange={set('password')} />
          </Field>
          <Field>
            <Label htmlFor={`${baseId}-confirm`}>{t('register.confirmPassword')}</Label>
            <PasswordField id={`${baseId}-confirm`} name="confirmPassword" autoComplete="new-password" value={values.confirmPassword} onChange={set('confirmPassword')} />
          </Field>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('register.pending') : t('register.submit')}
          </Button>
          <p>
            {t('register.haveAccount')} <Link to="/login">{t('register.signInLink')}</Link>
          </p>
        </Stack>
      </form>
    </AuthLayout>
  );
}
