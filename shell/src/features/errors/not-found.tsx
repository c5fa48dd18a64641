import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Centered, Heading } from '@app/ui/components';

export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <Centered>
      <Heading>{t('notFound')}</Heading>
      <Link to="/">{t('backHome')}</Link>
    </Centered>
  );
}
