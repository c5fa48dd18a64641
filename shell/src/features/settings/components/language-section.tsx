import { useTranslation } from 'react-i18next';
import { LanguageOptions } from './language-options';
import { PreferenceSection } from './preference-section';

export function LanguageSection() {
  const { t } = useTranslation('settings');
  return (
    <PreferenceSection id="settings-language" title={t('language.title')} description={t('language.description')}>
      <LanguageOptions />
    </PreferenceSection>
  );
}
