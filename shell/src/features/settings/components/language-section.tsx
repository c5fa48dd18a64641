import { useTranslation } from 'react-i18next';
import { LanguageOptions } from './language-options';
import { SettingsSection } from './settings-section';

export function LanguageSection() {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection title={t('language.title')} description={t('language.description')}>
      <LanguageOptions />
    </SettingsSection>
  );
}
