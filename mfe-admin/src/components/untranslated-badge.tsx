import { useTranslation } from 'react-i18next';
import { Badge } from '@app/ui/badge';

/** Marks content shown in English to a reader of another language (no translation stored yet). */
export function UntranslatedBadge() {
  const { t } = useTranslation('admin');
  const label = t('content.untranslatedLabel');
  return (
    <Badge $tone="fair" lang="en" title={label} aria-label={label} data-testid="untranslated-badge">
      {t('content.untranslated')}
    </Badge>
  );
}
