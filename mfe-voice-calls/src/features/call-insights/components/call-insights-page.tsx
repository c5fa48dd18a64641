import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Heading, Muted, Screen, Spinner, Stack } from '@app/ui/components';
import { BackLink, LinkButton } from '@app/ui/links';
import { SectionHeading } from '@app/ui/section-heading';
import { MetricBar } from '../../../components/metric-bar';
import { callInsightsQuery } from '@app/api-client/calls';
import { insightStats } from '../hooks/insight-stats';
import { DiscAlignment } from './disc-alignment';
import { QuickActions } from './quick-actions';
import { RecentCalls } from './recent-calls';
import { ScoreRealCall } from './score-real-call';
import { StatCards } from './stat-cards';

const SKILLS = ['confidence', 'clarity', 'persuasion', 'rapport'] as const;

export function CallInsightsPage() {
  const { t } = useTranslation('voice');
  const { data: calls, isPending } = useQuery(callInsightsQuery());
  const [openSid, setOpenSid] = useState<string | null>(null);
  const stats = insightStats(calls ?? []);
  const review = () => {
    if (calls?.[0]) setOpenSid(calls[0].callSid);
    document.getElementById('recent-calls-card')?.scrollIntoView({ block: 'start' });
  };
  return (
    <Screen data-testid="mfe-call-insights">
      <BackLink to="/">{t('common:backHome')}</BackLink>
      <Heading>{t('insights.title')}</Heading>
      <Muted>{t('insights.intro')}</Muted>
      {isPending && <Spinner aria-label={t('common:loading')} />}
      {calls && (
        <Stack>
          <StatCards stats={stats} />
          {calls.length === 0 ? (
            <Card role="status">
              <strong>{t('insights.empty')}</strong>
              <Muted>{t('insights.emptyNext')}</Muted>
              <LinkButton to="/voice-training">{t('insights.startCall')}</LinkButton>
            </Card>
          ) : (
            <RecentCalls calls={calls} openSid={openSid} onOpen={setOpenSid} />
          )}
          <Card aria-labelledby="skills-overview">
            <SectionHeading id="skills-overview">{t('stats.skills')}</SectionHeading>
            {calls.length === 0 ? (
              <Muted>{t('stats.skillsEmpty')}</Muted>
            ) : (
              <Stack>
                {SKILLS.map((k) => (
                  <MetricBar key={k} label={t(`call.metrics.${k}`)} value={stats.skills[k]} />
                ))}
              </Stack>
            )}
          </Card>
          <DiscAlignment calls={calls} />
          <QuickActions weakest={stats.weakest} onReview={review} />
          <ScoreRealCall />
        </Stack>
      )}
    </Screen>
  );
}
