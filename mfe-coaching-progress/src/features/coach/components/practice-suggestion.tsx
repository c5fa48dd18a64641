import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Muted } from '@app/ui/components';
import { LinkButton } from '@app/ui/links';
import { SectionHeading } from '@app/ui/section-heading';

export function PracticeSuggestion() {
  const { t } = useTranslation('coaching');
  return (
    <Card>
      <SectionHeading>{t('practice.title')}</SectionHeading>
      <Muted>{t('practice.body')}</Muted>
      <Actions>
        <LinkButton to="/voice">{t('practice.voice')}</LinkButton>
        <LinkButton to="/chat" $variant="ghost">
          {t('practice.chat')}
        </LinkButton>
      </Actions>
    </Card>
  );
}

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;
