import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@app/api-client/http';
import { userSummaryQuery } from '@app/api-client/users';
import type { DiscTrait } from '@app/contracts/disc';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { LoadError, useOffline } from '@app/shell-sdk/load-error';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { Muted, Spinner, Stack } from '@app/ui/components';
import { EmptyState } from '@app/ui/empty-state';
import { LinkButton } from '@app/ui/links';
import { SectionHeading } from '@app/ui/section-heading';
import { useAnalyzeDisc } from '../hooks/use-analyze-disc';
import { DiscInferenceCard } from './disc-inference-card';
import { DiscProfileCard } from './disc-profile-card';
import { DiscStyles } from './disc-styles';

/** Spec 001 §4: analysis needs at least 3 completed sessions. */
const MIN_SESSIONS = 3;

/** The server's own message for a refused request (it is in the user's language); never a status line or raw body. */
const refusal = (error: unknown) => (error instanceof ApiError && error.status < 500 && error.body.trimStart().startsWith('{') ? error.serverMessage : undefined);

/** DISC Profile tab: the profile, Update Your Profile (AI analysis, chosen by the agent, never silent) and tips for their type. */
export function DiscProfile() {
  const { t } = useTranslation('coaching');
  const { user } = useRemoteProps();
  const summary = useQuery(userSummaryQuery(user.id));
  const analyze = useAnalyzeDisc(user.id);
  const apply = useAnalyzeDisc(user.id);
  const offline = useOffline();
  if (summary.isPending) return <Spinner role="status" aria-label={t('discProfile.loading')} />;
  if (summary.isError) return <LoadError title={t('discProfile.loadFailed')} retryLabel={t('progress.retry')} onRetry={() => void summary.refetch()} />;
  const profile = summary.data.discProfile ?? null;
  const enough = summary.data.totalSessions >= MIN_SESSIONS;
  const error = analyze.error ?? apply.error;
  let failure: string | null = null;
  if (error) failure = offline ? t('common:offline.title') : (refusal(error) ?? t('discProfile.analyzeFailed'));
  const inference = analyze.data && !analyze.data.applied ? analyze.data : null;
  const runAnalysis = () => {
    apply.reset();
    analyze.mutate(false);
  };
  const useInference = () => apply.mutate(true, { onSuccess: () => analyze.reset() });
  return (
    <Stack $gap="md">
      {profile ? <DiscProfileCard profile={profile} title={t('discProfile.title')} testId="disc-profile" /> : (
        <Card data-testid="disc-profile-empty">
          <SectionHeading>{t('discProfile.title')}</SectionHeading>
          <EmptyState action={<LinkButton to="/disc-assessment">{t('disc.assessmentLink')}</LinkButton>}>{t('discProfile.none')}</EmptyState>
        </Card>
      )}
      {inference && <DiscInferenceCard inference={inference} applying={apply.isPending} onUse={useInference} onKeep={() => analyze.reset()} />}
      {apply.data?.applied && <Muted role="status">{t('discProfile.applied')}</Muted>}
      <Card>
        <SectionHeading>{t('discProfile.updateTitle')}</SectionHeading>
        <Muted>{t('discProfile.updateBody')}</Muted>
        {!enough && <Muted>{t('discProfile.needsSessions', { count: MIN_SESSIONS, done: summary.data.totalSessions })}</Muted>}
        <Button type="button" onClick={runAnalysis} disabled={!enough || analyze.isPending} aria-busy={analyze.isPending}>
          {analyze.isPending ? t('discProfile.analyzing') : t('discProfile.analyze')}
        </Button>
        {failure && <Muted role="alert">{failure}</Muted>}
      </Card>
      {profile && <Tips type={profile.primaryType} />}
      <DiscStyles hasProfile={profile !== null} />
    </Stack>
  );
}

function Tips({ type }: { type: DiscTrait }) {
  const { t } = useTranslation('coaching');
  return (
    <Card data-testid="disc-tips">
      <SectionHeading>{t('discProfile.tipsTitle')}</SectionHeading>
      <ul>
        {[1, 2, 3].map((n) => (
          <li key={n}>{t(`discProfile.tips.${type}.t${n}`)}</li>
        ))}
      </ul>
    </Card>
  );
}
