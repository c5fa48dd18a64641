import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Heading, Muted, Screen, Stack } from '@app/ui/components';
import { useChallenges } from '../api/get-challenges';

export function ScenarioStep() {
  const { t } = useTranslation('chat');
  const challenges = useChallenges();
  return (
    <Screen data-testid="mfe-chat">
      <Heading>{t('title')}</Heading>
      <Muted>{t('chooseScenario')}</Muted>
      {challenges.isPending && <Muted aria-busy="true">{t('common:loading')}</Muted>}
      {challenges.isError && <Muted role="alert">{t('common:errors.generic')}</Muted>}
      <Stack>
        {challenges.data?.map((c) => (
          <Card key={c.id} as="article">
            <Title>{c.title}</Title>
            <Muted>{c.description}</Muted>
          </Card>
        ))}
      </Stack>
    </Screen>
  );
}

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.md};
`;
