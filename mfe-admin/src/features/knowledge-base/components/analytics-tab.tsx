import { useTranslation } from 'react-i18next';
import { Card, Muted, Stack } from '@app/ui/components';
import { OrderedList } from '@app/ui/list';
import { Progress } from '@app/ui/progress';
import { SectionHeading } from '@app/ui/section-heading';
import { SmallText } from '@app/ui/small-text';
import { useKnowledgeAnalytics } from '../api/get-analytics';
import { StatTiles } from '../../../components/stat-tiles';
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
      <StatTiles
        tiles={[
          { label: t('analytics.totalScenarios'), value: a.totalScenarios, hint: t('analytics.activeScenarios', { n: a.activeScenarios }), testId: 'kb-total-scenarios' },
          { label: t('analytics.customPhrases'), value: a.customPhrases, hint: t('analytics.totalPhrases', { n: a.totalPhrases }), testId: 'kb-custom-phrases' },
          { label: t('analytics.recordings'), value: a.trainingRecordings, testId: 'kb-recordings' },
        ]}
      />
      <Card>
        <SectionHeading>{t('analytics.popularTitle')}</SectionHeading>
        {a.popularScenarios.length === 0 ? (
          <Muted>{t('analytics.popularEmpty')}</Muted>
        ) : (
          <OrderedList $gap="md">
            {a.popularScenarios.map((p) => (
              <li key={p.key}>
                <strong>{nameOf(p.key, p.title)}</strong>
                <SmallText>{t('analytics.sessions', { count: p.sessions, completed: p.completed })}</SmallText>
                <Progress value={p.sessions} max={most} size="sm" aria-hidden />
              </li>
            ))}
          </OrderedList>
        )}
      </Card>
    </Stack>
  );
}
