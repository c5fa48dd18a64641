import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '@app/api-client/http';
import { changePasswordFormSchema, type ChangePasswordForm } from '@app/contracts/account';
import { MIN_PASSWORD_LENGTH } from '@app/contracts/auth';
import { Button, Field, Label, Stack } from '@app/ui/components';
import { useToast } from '@app/ui/toast';
import { useFormFields } from '../../../lib/forms/use-form-fields';
import { PasswordField } from '../../../lib/session/password-field';
import { useChangePassword } from '../api/change-password';
import { SettingsSection } from './settings-section';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password first (the server checks it), then the new one twice, with the sign-up rules. */
export function PasswordSection() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const fields = useFormFields(form);
  const warn = (title: string, description: string) => toast({ title, description, variant: 'destructive' });
  const mutation = useChangePassword({
    onSuccess: () => {
      form.reset(EMPTY);
      toast({ title: t('settings.password.changedTitle'), description: t('settings.password.changedBody') });
    },
    onError: (err) => warn(t('settings.password.failedTitle'), errorText(err, t('common:errors.generic'))),
  });

  // The sign-up toasts in spec 000 §5 order; the fields say the rest inline.
  const onInvalid = () => {
    const v = form.getValues();
    if (!v.currentPassword || !v.newPassword || !v.confirmPassword) return warn(t('missingInfoTitle'), t('missingInfoBody'));
    if (v.newPassword !== v.confirmPassword) return warn(t('register.passwordMismatchTitle'), t('register.passwordMismatchBody'));
    if (v.newPassword.length < MIN_PASSWORD_LENGTH) return warn(t('register.passwordShortTitle'), t('register.passwordShortBody'));
  };

  const field = (name: keyof ChangePasswordForm, label: string, autoComplete: string) => (
    <Field>
      <Label htmlFor={fields.idOf(name)}>{label}</Label>
      <PasswordField autoComplete={autoComplete} {...fields.input(name)} />
      {fields.error(name)}
    </Field>
  );

  return (
    <SettingsSection title={t('settings.password.title')}>
      <form onSubmit={form.handleSubmit(({ currentPassword, newPassword }) => mutation.mutate({ currentPassword, newPassword }), onInvalid)} noValidate>
        <Stack>
          {field('currentPassword', t('settings.password.current'), 'current-password')}
          {field('newPassword', t('settings.password.new'), 'new-password')}
          {field('confirmPassword', t('settings.password.confirm'), 'new-password')}
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('settings.password.saving') : t('settings.password.save')}
          </Button>
        </Stack>
      </form>
    </SettingsSection>
  );
}
