import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@app/api-client/http';
import { updateProfileRequestSchema } from '@app/contracts/auth';
import type { CurrentUser } from '@app/contracts/user';
import { Button, Field, Input, Label, Stack } from '@app/ui/components';
import { useToast } from '@app/ui/toast';
import { useUpdateProfile } from '../api/update-profile';
import { SettingsSection } from './settings-section';

/** Name and username; the same schema as the server, so mistakes show before a round trip. */
export function ProfileSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const ids = { name: useId(), username: useId() };
  const [name, setName] = useState(user.name);
  const [username, setUsername] = useState(user.username);
  const failed = (description: string) => toast({ title: t('settings.profile.failedTitle'), description, variant: 'destructive' });
  const mutation = useUpdateProfile({
    onSuccess: () => toast({ title: t('settings.profile.savedTitle'), description: t('settings.profile.savedBody') }),
    onError: (err) => failed((err instanceof ApiError && err.serverMessage) || t('common:errors.generic')),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = updateProfileRequestSchema.safeParse({ name, username });
    if (!parsed.success) return failed(t(`common:${parsed.error.issues[0]!.message}`));
    mutation.mutate(parsed.data);
  }

  return (
    <SettingsSection title={t('settings.profile.title')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Field>
            <Label htmlFor={ids.name}>{t('register.fullName')}</Label>
            <Input id={ids.name} name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
          </Field>
          <Field>
            <Label htmlFor={ids.username}>{t('register.username')}</Label>
            <Input id={ids.username} name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
          </Field>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('settings.profile.saving') : t('settings.profile.save')}
          </Button>
        </Stack>
      </form>
    </SettingsSection>
  );
}
