import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registerFormSchema, type RegisterForm } from '@app/contracts/account';
import { Button, Field, Input, Label, Stack } from '@app/ui/components';
import { useToast } from '@app/ui/toast';
import { TextLink } from '@app/ui/links';
import { useFormFields } from '../../lib/forms/use-form-fields';
import { PasswordField } from '../../lib/session/password-field';
import { storeToken } from '../../lib/session/auth-token';
import { toastAfterReload } from '../../lib/session/pending-toast';
import { useRegister } from './api/register';
import { AuthLayout } from './auth-layout';
import { validateRegistration } from './register-validation';
import { errorText } from '@app/api-client/http';

const EMPTY: RegisterForm = { name: '', username: '', email: '', password: '', confirmPassword: '' };
const TEXT_FIELDS = [
  { key: 'name', label: 'register.fullName', type: 'text', autoComplete: 'name' },
  { key: 'username', label: 'register.username', type: 'text', autoComplete: 'username' },
  { key: 'email', label: 'email', type: 'email', autoComplete: 'email' },
] as const;

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const form = useForm<RegisterForm>({ resolver: zodResolver(registerFormSchema), defaultValues: EMPTY });
  const fields = useFormFields(form);
  const mutation = useRegister({
    // Spec 000 §4/§8: the token signs the newcomer in; a welcome toast mentions the welcome e-mail, then the page reloads.
    onSuccess: (res) => {
      storeToken(res.token);
      toastAfterReload({ title: t('account:welcomeTitle'), description: t('account:welcomeBody') });
      window.location.assign('/');
    },
    onError: (err) => {
      toast({ title: t('register.failedTitle'), description: errorText(err, t('common:errors.generic')), variant: 'destructive' });
    },
  });

  // The fields show what is wrong; the toast keeps the spec's wording for the first problem.
  const onInvalid = () => {
    const result = validateRegistration(form.getValues());
    if (!result.ok) toast({ title: t(result.problem.title), description: t(result.problem.description), variant: 'destructive' });
  };
  const submit = form.handleSubmit(() => {
    const result = validateRegistration(form.getValues());
    if (result.ok) mutation.mutate(result.body);
  }, onInvalid);

  return (
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {TEXT_FIELDS.map((f) => (
            <Field key={f.key}>
              <Label htmlFor={fields.idOf(f.key)}>{t(f.label)}</Label>
              <Input type={f.type} autoComplete={f.autoComplete} {...fields.input(f.key)} />
              {fields.error(f.key)}
            </Field>
          ))}
          <Field>
            <Label htmlFor={fields.idOf('password')}>{t('password')}</Label>
            <PasswordField autoComplete="new-password" {...fields.input('password')} />
            {fields.error('password')}
          </Field>
          <Field>
            <Label htmlFor={fields.idOf('confirmPassword')}>{t('register.confirmPassword')}</Label>
            <PasswordField autoComplete="new-password" {...fields.input('confirmPassword')} />
            {fields.error('confirmPassword')}
          </Field>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('register.pending') : t('register.submit')}
          </Button>
          <p>
            {t('register.haveAccount')} <TextLink to="/login">{t('register.signInLink')}</TextLink>
          </p>
        </Stack>
      </form>
    </AuthLayout>
  );
}
