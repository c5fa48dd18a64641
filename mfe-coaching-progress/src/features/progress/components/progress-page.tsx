import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { Card, Heading, Muted, Screen, Stack } from '@app/ui/components';
import { BackLink, LinkButton } from '@app/ui/links';
import { AchievementList } from './achievement-list';

/** The user's progress: their achievements, and the ways to grow (DISC assessment, coaching). */
export function ProgressPage() {
  const { t } = useTranslation('coaching');
  const { user } = useRemoteProps();
  return (
    <Screen data-testid="mfe-progress">
      <BackLink to="/">{t('backHome')}</BackLink>
      <Heading>{t('progress.title')}</Heading>
      <Name>{user.name}</Name>
      <Muted>{t('progress.body')}</Muted>
      <Stack>
        <AchievementList />
        <Card>
          <Title>{t('progress.discTitle')}</Title>
          <Muted>{t('progress.discBody')}</Muted>
          <LinkButton to="/disc-assessment">{t('progress.discLink')}</LinkButton>
        </Card>
        <Card>
          <Title>{t('progress.coachTitle')}</Title>
          <Muted>{t('progress.coachBody')}</Muted>
          <LinkButton to="/coach" $variant="ghost">
            {t('progress.coachLink')}
          </LinkButton>
        </Card>
      </Stack>
    </Screen>
  );
}

const Name = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 700;
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.md};
`;
