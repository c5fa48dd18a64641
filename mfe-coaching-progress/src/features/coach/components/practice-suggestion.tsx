import { useTranslation } from 'react-i18next';
import { Card } from '@app/ui/card';
import { Muted } from '@app/ui/components';
import { Grid } from '@app/ui/grid';
import { LinkButton } from '@app/ui/links';
import { SectionHeading } from '@app/ui/section-heading';

export function PracticeSuggestion() {
  const { t } = useTranslation('coaching');
  return (
    <Card>
      <SectionHeading>{t('practice.title')}</SectionHeading>
      <Muted>{t('practice.body')}</Muted>
      <Grid $columns={2} $gap="sm">
        <LinkButton to="/voice">{t('practice.voice')}</LinkButton>
        <LinkButton to="/chat" $variant="ghost">
          {t('practice.chat')}
        </LinkButton>
      </Grid>
    </Card>
  );
}
