import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Muted } from '@app/ui/components';
import { LinkButton } from '@app/ui/links';

export function PracticeSuggestion() {
  const { t } = useTranslation('coaching');
  return (
    <Card>
      <Title>{t('practice.title')}</Title>
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

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;
