import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { VoiceAnalysisResult } from '@app/contracts/voice';
import { Card, Muted, Stack } from '@app/ui/components';
import { MetricBar } from '../../../components/metric-bar';
import { ScorePill } from '@app/ui/score-pill';
import { useReveal } from '../../../hooks/use-reveal';

export function AnalysisResult({ result }: { result: VoiceAnalysisResult }) {
  const { t } = useTranslation('voice');
  const { pace, fillerWords } = result;
  // Shown below the recorder, so on a phone it would land under the navigation: scroll to it.
  const ref = useReveal<HTMLElement>(result);
  return (
    <Result ref={ref} tabIndex={-1} aria-labelledby="voice-analysis" data-testid="voice-analysis">
      <Stack>
        <Head>
          <H2 id="voice-analysis">{t('recorder.results')}</H2>
          <ScorePill score={result.score}>{t('call.scoreValue', { score: result.score })}</ScorePill>
        </Head>
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
        <H3>{t('recorder.suggestions')}</H3>
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

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
`;
const H2 = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;
const H3 = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
`;
const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;
