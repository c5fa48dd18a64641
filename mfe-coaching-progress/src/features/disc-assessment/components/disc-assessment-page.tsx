import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { Button, Card, Heading, Muted, Screen, Spinner, Stack } from '@app/ui/components';
import { BackLink } from '@app/ui/links';
import { SectionHeading } from '@app/ui/section-heading';
import { useSaveAssessment } from '../api/save-assessment';
import { useDiscFlow } from '../hooks/use-disc-flow';
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
      <Bar role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={flow.total} aria-valuenow={current}>
        <Fill style={{ width: `${(current / flow.total) * 100}%` }} />
      </Bar>
      <Stack>
        <QuestionCard question={flow.question} selected={flow.selected} intensity={flow.intensity} onChoose={flow.choose} onIntensity={flow.setIntensity} />
        {save.isPending && <Spinner role="status" aria-label={t('assessment.saving')} />}
        {save.isError && (
          <Card role="alert">
            <Muted>{t('assessment.saveFailed')}</Muted>
          </Card>
        )}
        <Nav>
          <Button type="button" $variant="ghost" onClick={flow.previous} disabled={flow.index === 0 || save.isPending}>
            {t('assessment.previous')}
          </Button>
          <Button type="button" onClick={onNext} disabled={!flow.selected || save.isPending}>
            {flow.isLast ? (save.isError ? t('assessment.retrySave') : t('assessment.complete')) : t('assessment.next')}
          </Button>
        </Nav>
        {flow.index === 0 && (
          <>
            <Card>
              <SectionHeading>{t('assessment.whatTitle')}</SectionHeading>
              <Text>{t('assessment.whatBody')}</Text>
            </Card>
            <Card>
              <SectionHeading>{t('assessment.howTitle')}</SectionHeading>
              <Text>{t('assessment.howBody')}</Text>
              <Text>{t('assessment.xpNote')}</Text>
            </Card>
          </>
        )}
      </Stack>
    </Screen>
  );
}

const Nav = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;

const Bar = styled.div`
  height: 8px;
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;

const Text = styled.p`
  margin: 0;
`;
