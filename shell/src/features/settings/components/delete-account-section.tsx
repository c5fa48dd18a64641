import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '@app/api-client/http';
import { deleteAccountRequestSchema, type DeleteAccountRequest } from '@app/contracts/account';
import { Button, Field, Label, Stack } from '@app/ui/components';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { useToast } from '@app/ui/toast';
import { useFormFields } from '../../../lib/forms/use-form-fields';
import { clearToken } from '../../../lib/session/auth-token';
import { PasswordField } from '../../../lib/session/password-field';
import { toastAfterReload } from '../../../lib/session/pending-toast';
import { API_CACHE } from '../../../lib/sign-out';
import { useDeleteAccount } from '../api/delete-account';
import { SettingsSection } from './settings-section';

/** Delete my account: the password again and a confirmation; the server removes every row and every session. */
export function DeleteAccountSection() {
  const { t } = useTranslation('account');
  const toast = useToast();
  // The checked form, waiting for the user's go-ahead in the confirmation dialog.
  const [confirming, setConfirming] = useState<DeleteAccountRequest | null>(null);
  const form = useForm<DeleteAccountRequest>({ resolver: zodResolver(deleteAccountRequestSchema), defaultValues: { password: '' } });
  const fields = useFormFields(form);
  const mutation = useDeleteAccount({
    onSuccess: async () => {
      clearToken();
      try {
        if ('caches' in window) await caches.delete(API_CACHE);
      } catch (err) {
        console.warn('could not clear the offline API cache', err);
      }
      toastAfterReload({ title: t('delete.doneTitle'), description: t('delete.doneBody') });
      window.location.assign('/login');
    },
    onError: (err) => toast({ title: t('delete.failedTitle'), description: errorText(err, t('common:errors.generic')), variant: 'destructive' }),
  });

  const submit = form.handleSubmit((body) => setConfirming(body));
  // On success the page leaves for /login; on failure the toast explains and the dialog closes.
  const confirm = () => {
    if (confirming) mutation.mutate(confirming, { onError: () => setConfirming(null) });
  };

  return (
    <SettingsSection title={t('delete.title')} description={t('delete.description')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Field>
            <Label htmlFor={fields.idOf('password')}>{t('delete.password')}</Label>
            <PasswordField autoComplete="current-password" {...fields.input('password')} />
            {fields.error('password')}
          </Field>
          <Button type="submit" $variant="danger" disabled={mutation.isPending}>
            {mutation.isPending ? t('delete.deleting') : t('delete.submit')}
          </Button>
        </Stack>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('delete.confirmTitle')}
        description={t('delete.confirm')}
        confirmLabel={t('delete.submit')}
        pendingLabel={t('delete.deleting')}
        cancelLabel={t('common:cancel')}
        destructive
        pending={mutation.isPending}
        onConfirm={confirm}
      />
    </SettingsSection>
  );
}
