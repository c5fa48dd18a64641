import { useTranslation } from 'react-i18next';
import type { ThemeName } from '@app/ui/theme';
import { usePreferences } from '../../../lib/preferences';
import { ChoiceGroup } from './choice-group';
import { SettingsSection } from './settings-section';

export function ThemeSection() {
  const { t } = useTranslation('settings');
  const { theme, setTheme } = usePreferences();
  return (
    <SettingsSection title={t('theme.title')} description={t('theme.description')}>
      <ChoiceGroup<ThemeName>
        name="theme"
        legend={t('theme.title')}
        value={theme}
        onChange={setTheme}
        options={[
          { value: 'dark', label: t('theme.dark') },
          { value: 'light', label: t('theme.light') },
        ]}
      />
    </SettingsSection>
  );
}
