import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Centered, Heading, Muted } from '@app/ui/components';

/** What a non-admin sees on an admin route; the API answers 403 to them as well. */
export function NotAllowed() {
  const { t } = useTranslation('common');
  return (
    <Centered data-testid="not-allowed">
      <Heading>{t('notAllowed.title')}</Heading>
      <Muted>{t('notAllowed.body')}</Muted>
      <Link to="/">{t('backHome')}</Link>
    </Centered>
  );
}
