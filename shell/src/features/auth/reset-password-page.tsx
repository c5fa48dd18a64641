import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@app/contracts/account';
import { Button, Field, Label, Muted, Stack } from '@app/ui/components';
import { useToast } from '@app/ui/toast';
import { TextLink } from '@app/ui/links';
import { useFormFields } from '../../lib/forms/use-form-fields';
import { PasswordField } from '../../lib/session/password-field';
import { toastAfterReload } from '../../lib/session/pending-toast';
import { useResetPassword } from './api/reset-password';
import { AuthLayout } from './auth-layout';
import { errorText } from '@app/api-client/http';

/** /reset-password?token=...: the new password twice; every session ends, so the person signs in again. */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const toast = useToast();
  const token = useSearchParams()[0].get('token');
  const form = useForm<ResetPasswordForm>({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });
  const fields = useFormFields(form);
  const mutation = useResetPassword({
    onSuccess: (res) => {
      // A full load: a signed-in tab of this browser was signed out by the reset as well.
      toastAfterReload({ title: t('reset.doneTitle'), description: res.message });
      window.location.assign('/login');
    },
    onError: (err) => toast({ title: t('reset.failedTitle'), description: errorText(err, t('common:errors.generic')), variant: 'destructive' }),
  });

  if (!token) {
    return (
      <AuthLayout title={t('reset.title')}>
        <Stack>
          <Muted role="alert">{t('reset.missingToken')}</Muted>
          <TextLink to="/forgot-password">{t('reset.requestNew')}</TextLink>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('reset.title')}>
      <form onSubmit={form.handleSubmit(({ password }) => mutation.mutate({ token, password }))} noValidate>
        <Stack>
          <Field>
            <Label htmlFor={fields.idOf('password')}>{t('reset.newPassword')}</Label>
            <PasswordField autoComplete="new-password" {...fields.input('password')} />
            {fields.error('password')}
          </Field>
          <Field>
            <Label htmlFor={fields.idOf('confirmPassword')}>{t('reset.confirm')}</Label>
            <PasswordField autoComplete="new-password" {...fields.input('confirmPassword')} />
            {fields.error('confirmPassword')}
          </Field>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('reset.saving') : t('reset.submit')}
          </Button>
          <TextLink to="/forgot-password">{t('reset.requestNew')}</TextLink>
        </Stack>
      </form>
    </AuthLayout>
  );
}
