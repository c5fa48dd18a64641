import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '@app/api-client/http';
import { updateProfileRequestSchema } from '@app/contracts/auth';
import type { CurrentUser } from '@app/contracts/user';
import { Button, Field, Input, Label, Stack } from '@app/ui/components';
import { useToast } from '@app/ui/toast';
import { useFormFields } from '../../../lib/forms/use-form-fields';
import { useUpdateProfile } from '../api/update-profile';
import { SettingsSection } from './settings-section';

interface ProfileForm {
  name: string;
  username: string;
}

/** Name and username; the same schema as the server, so mistakes show before a round trip. */
export function ProfileSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const form = useForm<ProfileForm>({ resolver: zodResolver(updateProfileRequestSchema), defaultValues: { name: user.name, username: user.username } });
  const fields = useFormFields(form);
  const failed = (description: string) => toast({ title: t('settings.profile.failedTitle'), description, variant: 'destructive' });
  const mutation = useUpdateProfile({
    onSuccess: () => toast({ title: t('settings.profile.savedTitle'), description: t('settings.profile.savedBody') }),
    onError: (err) => failed(errorText(err, t('common:errors.generic'))),
  });

  const onInvalid = () => {
    const first = Object.values(form.formState.errors)[0]?.message;
    if (typeof first === 'string') failed(t(`common:${first}`));
  };

  return (
    <SettingsSection title={t('settings.profile.title')}>
      <form onSubmit={form.handleSubmit((body) => mutation.mutate(body), onInvalid)} noValidate>
        <Stack>
          <Field>
            <Label htmlFor={fields.idOf('name')}>{t('register.fullName')}</Label>
            <Input autoComplete="name" {...fields.input('name')} />
            {fields.error('name')}
          </Field>
          <Field>
            <Label htmlFor={fields.idOf('username')}>{t('register.username')}</Label>
            <Input autoComplete="username" {...fields.input('username')} />
            {fields.error('username')}
          </Field>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('settings.profile.saving') : t('settings.profile.save')}
          </Button>
        </Stack>
      </form>
    </SettingsSection>
  );
}
