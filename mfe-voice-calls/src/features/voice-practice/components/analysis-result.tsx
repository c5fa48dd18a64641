import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { VoiceAnalysisResult } from '@app/contracts/voice';
import { Card, Muted, Stack } from '@app/ui/components';
import { MetricBar } from '../../../components/metric-bar';
import { List } from '@app/ui/list';
import { Row } from '@app/ui/row';
import { ScorePill } from '@app/ui/score-pill';
import { SectionHeading } from '@app/ui/section-heading';
import { useReveal } from '../../../hooks/use-reveal';

export function AnalysisResult({ result }: { result: VoiceAnalysisResult }) {
  const { t } = useTranslation('voice');
  const { pace, fillerWords } = result;
  // Shown below the recorder, so on a phone it would land under the navigation: scroll to it.
  const ref = useReveal<HTMLElement>(result);
  return (
    <Result ref={ref} tabIndex={-1} aria-labelledby="voice-analysis" data-testid="voice-analysis">
      <Stack>
        <Row $justify="between" $align="baseline">
          <SectionHeading $size="lg" id="voice-analysis">
            {t('recorder.results')}
          </SectionHeading>
          <ScorePill score={result.score}>{t('call.scoreValue', { score: result.score })}</ScorePill>
        </Row>
        <MetricBar label={t('recorder.confidence')} value={result.confidence} />
        <MetricBar label={t('recorder.clarity')} value={result.clarity} />
        {result.energy !== null && <MetricBar label={t('recorder.energy')} value={result.energy} />}
        {pace.wpm !== null && pace.rating !== null ? (
          <p>
            {t('recorder.pace', { wpm: pace.wpm, min: pace.band.min, max: pace.band.max })} · <strong>{t(`recorder.paceRating.${pace.rating}`)}</strong>
          </p>
        ) : (
          <Muted data-testid="pace-unmeasured">{t('recorder.paceUnmeasured')}</Muted>
        )}
        <p>
          {t('recorder.fillers', { count: fillerWords.count })}
          {fillerWords.words.length > 0 && <Muted as="span"> ({fillerWords.words.map((w) => `${w.word} ×${w.count}`).join(', ')})</Muted>}
        </p>
        <p>{result.feedback}</p>
        <SectionHeading as="h3">{t('recorder.suggestions')}</SectionHeading>
        <List>
          {result.suggestions.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </List>
      </Stack>
    </Result>
  );
}

const Result = styled(Card)`
  scroll-margin-top: ${({ theme }) => theme.space.lg};
  scroll-margin-bottom: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.lg});
  &:focus { outline: none; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primary}; }
`;
