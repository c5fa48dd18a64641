import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { Heading, Muted, Screen, Spinner, Stack } from '@app/ui/components';
import { Grid } from '@app/ui/grid';
import { BackLink } from '@app/ui/links';
import { Progress } from '@app/ui/progress';
import { SectionHeading } from '@app/ui/section-heading';
import { useDiscFlow } from '../hooks/use-disc-flow';
import { useSaveAssessment } from '../hooks/use-save-assessment';
import { DiscResults } from './disc-results';
import { QuestionCard } from './question-card';

/** The 24-question DISC assessment (spec 001 §4-§5); results are scored and saved on completion. */
export function DiscAssessmentPage() {
  const { t } = useTranslation('coaching');
  const { user } = useRemoteProps();
  const flow = useDiscFlow();
  const save = useSaveAssessment(user.id);
  const current = flow.index + 1;
  const label = t('assessment.questionOf', { current, total: flow.total });

  function onNext() {
    const all = flow.next();
    if (all) save.mutate(all);
  }

  if (save.isSuccess) {
    return (
      <Screen data-testid="mfe-disc">
        <BackLink to="/progress">{t('assessment.backToProgress')}</BackLink>
        {save.data.xp && <Muted role="status">{save.data.xp.message}</Muted>}
        <DiscResults results={save.data.results} />
      </Screen>
    );
  }

  return (
    <Screen data-testid="mfe-disc">
      <BackLink to="/progress">{t('assessment.backToProgress')}</BackLink>
      <Heading>{t('assessment.title')}</Heading>
      <Muted>{label}</Muted>
      <Stack>
        <Progress value={current} max={flow.total} aria-label={label} getValueLabel={() => label} />
        <QuestionCard question={flow.question} selected={flow.selected} intensity={flow.intensity} onChoose={flow.choose} onIntensity={flow.setIntensity} />
        {save.isPending && <Spinner role="status" aria-label={t('assessment.saving')} />}
        {save.isError && (
          <Card role="alert">
            <Muted>{t('assessment.saveFailed')}</Muted>
          </Card>
        )}
        <Grid $columns={2} $gap="sm">
          <Button type="button" $variant="ghost" onClick={flow.previous} disabled={flow.index === 0 || save.isPending}>
            {t('assessment.previous')}
          </Button>
          <Button type="button" onClick={onNext} disabled={!flow.selected || save.isPending}>
            {flow.isLast ? (save.isError ? t('assessment.retrySave') : t('assessment.complete')) : t('assessment.next')}
          </Button>
        </Grid>
        {flow.index === 0 && (
          <>
            <Card>
              <SectionHeading>{t('assessment.whatTitle')}</SectionHeading>
              <div>{t('assessment.whatBody')}</div>
            </Card>
            <Card>
              <SectionHeading>{t('assessment.howTitle')}</SectionHeading>
              <div>{t('assessment.howBody')}</div>
              <div>{t('assessment.xpNote')}</div>
            </Card>
          </>
        )}
      </Stack>
    </Screen>
  );
}
