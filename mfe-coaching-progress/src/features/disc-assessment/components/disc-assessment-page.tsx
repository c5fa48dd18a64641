import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Heading, Muted, Screen, Stack } from '@app/ui/components';
import { BackLink } from '@app/ui/links';

// Spec 001 §9: the assessment has 24 questions; the question flow itself is the assessment feature.
const TOTAL_QUESTIONS = 24;

export function DiscAssessmentPage() {
  const { t } = useTranslation('coaching');
  const current = 1;
  const label = t('assessment.questionOf', { current, total: TOTAL_QUESTIONS });
  return (
    <Screen data-testid="mfe-disc">
      <BackLink to="/progress">{t('assessment.backToProgress')}</BackLink>
      <Heading>{t('assessment.title')}</Heading>
      <Muted>{label}</Muted>
      <Bar role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={TOTAL_QUESTIONS} aria-valuenow={current}>
        <Fill style={{ width: `${(current / TOTAL_QUESTIONS) * 100}%` }} />
      </Bar>
      <Stack>
        <Card>
          <Title>{t('assessment.whatTitle')}</Title>
          <Text>{t('assessment.whatBody')}</Text>
        </Card>
        <Card>
          <Title>{t('assessment.howTitle')}</Title>
          <Text>{t('assessment.howBody')}</Text>
        </Card>
      </Stack>
    </Screen>
  );
}

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

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Text = styled.p`
  margin: 0;
`;
