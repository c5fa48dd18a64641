import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Muted, Stack } from '@app/ui/components';
import { useKnowledgeAnalytics } from '../api/get-analytics';
import { useScenarioNames } from '../../../lib/use-scenario-names';

/** Real figures from the API: the knowledge base's size and what agents practise most. */
export function AnalyticsTab() {
  const { t } = useTranslation('knowledge');
  const analytics = useKnowledgeAnalytics();
  const { nameOf } = useScenarioNames();
  if (analytics.isPending) return <Muted aria-busy="true">{t('common:loading')}</Muted>;
  if (analytics.isError) return <Muted role="alert">{t('common:errors.generic')}</Muted>;
  const a = analytics.data;
  const most = Math.max(1, ...a.popularScenarios.map((p) => p.sessions));
  return (
    <Stack>
      <Tiles>
        <Card>
          <Figure data-testid="kb-total-scenarios">{a.totalScenarios}</Figure>
          <Muted>{t('analytics.totalScenarios')}</Muted>
          <Small>{t('analytics.activeScenarios', { n: a.activeScenarios })}</Small>
        </Card>
        <Card>
          <Figure data-testid="kb-custom-phrases">{a.customPhrases}</Figure>
          <Muted>{t('analytics.customPhrases')}</Muted>
          <Small>{t('analytics.totalPhrases', { n: a.totalPhrases })}</Small>
        </Card>
        <Card>
          <Figure data-testid="kb-recordings">{a.trainingRecordings}</Figure>
          <Muted>{t('analytics.recordings')}</Muted>
        </Card>
      </Tiles>
      <Card>
        <Title>{t('analytics.popularTitle')}</Title>
        {a.popularScenarios.length === 0 ? (
          <Muted>{t('analytics.popularEmpty')}</Muted>
        ) : (
          <List>
            {a.popularScenarios.map((p) => (
              <li key={p.key}>
                <strong>{nameOf(p.key, p.title)}</strong>
                <Small>{t('analytics.sessions', { count: p.sessions, completed: p.completed })}</Small>
                <Bar aria-hidden style={{ width: `${Math.round((p.sessions / most) * 100)}%` }} />
              </li>
            ))}
          </List>
        )}
      </Card>
    </Stack>
  );
}

const Tiles = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md};
  p { margin: 0; }
`;

const Figure = styled.strong`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.xxl};
`;

const Small = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li { margin-top: ${({ theme }) => theme.space.md}; }
`;

const Bar = styled.span`
  display: block;
  height: 6px;
  margin-top: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
`;
