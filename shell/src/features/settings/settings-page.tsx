import { useTranslation } from 'react-i18next';
import { Heading, Screen, Stack } from '@app/ui/components';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { DataSection } from './components/data-section';
import { DeleteAccountSection } from './components/delete-account-section';
import { DeviceSection } from './components/device-section';
import { LanguageSection } from './components/language-section';
import { NotificationsSection } from './components/notifications-section';
import { PasswordSection } from './components/password-section';
import { ProfileSection } from './components/profile-section';
import { ThemeSection } from './components/theme-section';

/** /settings: a plain vertical list of sections, each its own component. */
export function SettingsPage() {
  const { t } = useTranslation('auth');
  // Rendered only inside the signed-in routes, where the current user is already cached.
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Screen>
      <Heading>{t('settings.title')}</Heading>
      <Stack $gap="lg">
        <ProfileSection user={user} />
        <PasswordSection />
        <ThemeSection />
        <LanguageSection />
        <NotificationsSection emailVerified={user.emailVerified} />
        <DataSection />
        <DeviceSection />
        <DeleteAccountSection />
      </Stack>
    </Screen>
  );
}
