import { useTranslation } from 'react-i18next';
import { errorText } from '@app/api-client/http';
import type { TranscriptScorecard } from '@app/contracts/scorecards';
import { Card, FieldError } from '@app/ui/components';
import { ScorecardView } from '@app/ui/scorecard-view';
import { SectionHeading } from '@app/ui/section-heading';

/** A queued or stored recording scored on its scenario's card (or why it could not be), under the queue or the recording. */
export function RecordingScorecard({ title, card, error, testId = 'recording-scorecard' }: { title: string; card?: TranscriptScorecard; error: unknown; testId?: string }) {
  const { t } = useTranslation('scorecard');
  return (
    <Card aria-live="polite" data-testid={testId}>
      <SectionHeading as="h3" $size="sm">{title}</SectionHeading>
      {error ? (
        <FieldError role="alert">{errorText(error, t('realCall.failed'))}</FieldError>
      ) : (
        card && <ScorecardView card={card} t={t} />
      )}
    </Card>
  );
}
