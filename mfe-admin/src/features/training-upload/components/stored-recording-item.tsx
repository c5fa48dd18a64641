import { useTranslation } from 'react-i18next';
import type { TranscriptScorecard } from '@app/contracts/scorecards';
import type { StoredRecording } from '@app/contracts/training';
import { Button } from '@app/ui/components';
import { DividedItem } from '@app/ui/divided-item';
import { Row } from '@app/ui/row';
import { SmallText } from '@app/ui/small-text';
import { useScenarioNames } from '../../../lib/use-scenario-names';
import { RecordingScorecard } from './recording-scorecard';
import { TranscriptExcerpt } from './transcript-excerpt';

interface Props {
  recording: StoredRecording;
  /** A recording is being scored: one at a time. */
  scoring: boolean;
  /** This recording's card (or why it could not be scored), once scored. */
  scored: { card?: TranscriptScorecard; error: unknown } | null;
  onScore: () => void;
}

/** One stored recording: its scenario, outcome, date, the start of its transcript and notes, and "Score on its card". */
export function StoredRecordingItem({ recording: r, scoring, scored, onScore }: Props) {
  const { t, i18n } = useTranslation('admin');
  const { t: ts } = useTranslation('scorecard');
  const { nameOf } = useScenarioNames();
  const scenario = nameOf(r.scenario);
  const date = new Date(r.createdAt).toLocaleDateString(i18n.language, { day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <DividedItem data-testid="stored-recording">
      <span>
        <strong>{scenario}</strong> · {t(`knowledge:upload.outcomes.${r.outcome}`)} · {t('upload.stored.uploaded', { date })}
      </span>
      <TranscriptExcerpt>{r.transcript}</TranscriptExcerpt>
      {/* The admin's note, set apart from the transcript above it. */}
      {r.notes && <SmallText as="i">{r.notes}</SmallText>}
      {r.transcript.trim() !== '' && (
        <Row>
          <Button type="button" $variant="ghost" aria-label={t('upload.stored.scoreLabel', { scenario, date })} disabled={scoring} onClick={onScore}>
            {ts('realCall.scoreUpload')}
          </Button>
        </Row>
      )}
      {scored && <RecordingScorecard title={t('upload.stored.cardTitle', { scenario, date })} card={scored.card} error={scored.error} testId="stored-recording-scorecard" />}
    </DividedItem>
  );
}

