import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Heading } from '@app/ui/components';
import { Row } from '@app/ui/row';

export function PageHeader({ title, backTo = '/' }: { title: string; backTo?: string }) {
  const { t } = useTranslation('settings');
  return (
    <Row as="header">
      <Button asChild $variant="link" $size="icon">
        <Link to={backTo} aria-label={t('back')}>
          <ArrowLeft aria-hidden size={22} />
        </Link>
      </Button>
      <Heading>{title}</Heading>
    </Row>
  );
}
