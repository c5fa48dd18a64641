import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@app/api-client/http';
import { MIN_PASSWORD_LENGTH } from '@app/contracts/auth';
import { Button, Field, Label, Stack } from '@app/ui/components';
import { useToast } from '@app/ui/toast';
import { PasswordField } from '../../../lib/session/password-field';
import { useChangePassword } from '../api/change-password';
import { SettingsSection } from './settings-section';

const EMPTY = { current: '', next: '', confirm: '' };

/** Current password first (the server checks it), then the new one twice, with the sign-up rules. */
export function PasswordSection() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const ids = { current: useId(), next: useId(), confirm: useId() };
  const [values, setValues] = useState(EMPTY);
  const warn = (title: string, description: string) => toast({ title, description, variant: 'destructive' });
  const mutation = useChangePassword({
    onSuccess: () => {
      setValues(EMPTY);
      toast({ title: t('settings.password.changedTitle'), description: t('settings.password.changedBody') });
    },
    onError: (err) => warn(t('settings.password.failedTitle'), (err instanceof ApiError && err.serverMessage) || t('common:errors.generic')),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!values.current || !values.next || !values.confirm) return warn(t('missingInfoTitle'), t('missingInfoBody'));
    if (values.next !== values.confirm) return warn(t('register.passwordMismatchTitle'), t('register.passwordMismatchBody'));
    if (values.next.length < MIN_PASSWORD_LENGTH) return warn(t('register.passwordShortTitle'), t('register.passwordShortBody'));
    mutation.mutate({ currentPassword: values.current, newPassword: values.next });
  }

  const field = (key: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <Field>
      <Label htmlFor={ids[key]}>{label}</Label>
      <PasswordField id={ids[key]} autoComplete={autoComplete} value={values[key]} onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))} />
    </Field>
  );

  return (
    <SettingsSection title={t('settings.password.title')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {field('current', t('settings.password.current'), 'current-password')}
          {field('next', t('settings.password.new'), 'new-password')}
          {field('confirm', t('settings.password.confirm'), 'new-password')}
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('settings.password.saving') : t('settings.password.save')}
          </Button>
        </Stack>
      </form>
    </SettingsSection>
  );
}
