import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Muted, Stack } from '@app/ui/components';
import { useChallenges } from '../api/get-challenges';

export function ScenariosTab() {
  const { t } = useTranslation('admin');
  const scenarios = useChallenges();
  if (scenarios.isPending) return <Muted aria-busy="true">{t('common:loading')}</Muted>;
  if (scenarios.isError) return <Muted role="alert">{t('common:errors.generic')}</Muted>;
  if (scenarios.data.length === 0) {
    return (
      <Card role="status">
        <Title as="h2">{t('knowledgeBase.scenariosEmpty')}</Title>
        <Muted>{t('knowledgeBase.scenariosEmptyBody')}</Muted>
      </Card>
    );
  }
  return (
    <Stack>
      {scenarios.data.map((s) => (
        <Card key={s.id} as="article">
          <Title>
            <span aria-hidden>💬 </span>
            {s.title}
          </Title>
          <Muted>{s.description}</Muted>
          <Quote>{s.scenario}</Quote>
        </Card>
      ))}
    </Stack>
  );
}

const Title = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Quote = styled.q`
  display: block;
  font-style: italic;
`;
