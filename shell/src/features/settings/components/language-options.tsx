import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@app/i18n/languages';
import { usePreferences } from '../../../lib/preferences';
import { ChoiceGroup } from './choice-group';

/** English and Russian, each named in its own language; the choice applies at once and is stored. */
export function LanguageOptions() {
  const { t } = useTranslation('settings');
  const { language, setLanguage } = usePreferences();
  return (
    <ChoiceGroup<Language>
      name="language"
      legend={t('language.title')}
      value={language}
      onChange={setLanguage}
      options={LANGUAGES.map((value) => ({ value, label: t(`language.names.${value}`), lang: value }))}
    />
  );
}
