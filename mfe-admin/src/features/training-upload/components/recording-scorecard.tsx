import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorText } from '@app/api-client/http';
import type { TranscriptScorecard } from '@app/contracts/scorecards';
import { ScorecardView } from '@app/ui/scorecard-view';

/** A queued or stored recording scored on its scenario's card (or why it could not be), under the queue or the recording. */
export function RecordingScorecard({ title, card, error, testId = 'recording-scorecard' }: { title: string; card?: TranscriptScorecard; error: unknown; testId?: string }) {
  const { t } = useTranslation('scorecard');
  return (
    <Box aria-live="polite" data-testid={testId}>
      <Title>{title}</Title>
      {error ? (
        <Alert role="alert">{errorText(error, t('realCall.failed'))}</Alert>
      ) : (
        card && <ScorecardView card={card} t={t} />
      )}
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
