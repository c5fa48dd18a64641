import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { healthQuery } from '@app/api-client/health';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card, FieldError, Muted, Stack } from '@app/ui/components';
import { Field } from '@app/ui/field';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';
import { TextArea } from '@app/ui/text-area';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { transcribeRecording } from '@app/api-client/voice';
import type { VoiceScenario } from '../data/voice-scenarios';
import { useAnalyzeVoice } from '../hooks/use-analyze-voice';
import { useRecorder } from '../hooks/use-recorder';
import { useSpeechRecognition } from '../../../hooks/use-speech-recognition';
import { AnalysisResult } from './analysis-result';
import { AttemptsList } from './attempts-list';
import { RecorderControls } from './recorder-controls';

/** The recorder screen (spec 000 §2.8, §4): record, transcript (spoken or typed), analysis. */
export function VoiceRecorder({ scenario, onBack }: { scenario: VoiceScenario; onBack: () => void }) {
  const { t } = useTranslation('voice');
  const { language } = useRemoteProps();
  const rec = useRecorder();
  const [transcript, setTranscript] = useState('');
  // Recognised words carry the recording's timing; typed or edited ones do not (pace, energy).
  const [source, setSource] = useState<'speech' | 'typed'>('typed');
  const heard = useCallback((text: string) => {
    setTranscript(text);
    setSource('speech');
  }, []);
  const analyze = useAnalyzeVoice();
  const [sttFailed, setSttFailed] = useState(false);
  const speech = useSpeechRecognition(language, heard);

  // Where the browser heard nothing, the server's speech-to-text fills the transcript, asked only
  // when the server says it has one (a call that can only answer 503 is not made).
  const speechToText = useQuery({ ...healthQuery(), staleTime: Infinity }).data?.capabilities.speechToText === true;
  const blob = rec.recording?.blob;
  useEffect(() => {
    if (!blob || !speechToText || transcript.trim()) return;
    let live = true;
    transcribeRecording(blob).then(
      (text) => live && text && heard(text),
      () => live && setSttFailed(true),
    );
    return () => {
      live = false;
    };
    // Only a new recording triggers an upload; typing meanwhile must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blob, speechToText]);

  const start = async () => {
    analyze.reset();
    setSttFailed(false);
    setTranscript('');
    setSource('typed');
    await rec.start();
    speech.start();
  };
  const stop = () => {
    speech.stop();
    rec.stop();
  };
  const again = () => {
    rec.reset();
    analyze.reset();
    setTranscript('');
  };
  const submit = () =>
    analyze.mutate({
      transcript: transcript.trim(),
      scenario: scenario.id,
      durationSec: rec.recording?.durationSec,
      transcriptSource: rec.recording ? source : 'typed',
      acoustic: rec.features,
    });

  return (
    <Stack>
      <Card aria-labelledby="recorder-title">
        <Stack>
          <Row $justify="between" $align="baseline">
            <SectionHeading $size="lg" id="recorder-title">
              {t(`practice.scenarios.${scenario.key}.title`)}
            </SectionHeading>
            <DifficultyBadge level={scenario.difficulty} />
          </Row>
          <Muted>{t('practice.duration', scenario.seconds)}</Muted>
          <Quote>{t(`practice.scenarios.${scenario.key}.text`)}</Quote>
          <RecorderControls rec={rec} onStart={() => void start()} onStop={stop} />
          {rec.error && <FieldError role="alert">{t('recorder.micError')}</FieldError>}
          {sttFailed && <FieldError role="status">{t('recorder.transcriptionFailed')}</FieldError>}
          <Field label={t('recorder.transcriptLabel')} hint={t('recorder.transcriptHint')}>
            <TextArea
              id="voice-transcript"
              rows={5}
              value={transcript}
              maxLength={10000}
              onChange={(e) => {
                setTranscript(e.target.value);
                setSource('typed');
              }}
            />
          </Field>
          <Button type="button" onClick={submit} disabled={!transcript.trim() || analyze.isPending || rec.state === 'recording'}>
            {analyze.isPending ? t('recorder.analyzing') : t('recorder.analyze')}
          </Button>
          <Row $wrap>
            <Button type="button" $variant="ghost" onClick={again}>
              {t('recorder.recordAgain')}
            </Button>
            <Button type="button" $variant="ghost" onClick={onBack}>
              {t('recorder.tryAnother')}
            </Button>
          </Row>
        </Stack>
      </Card>
      {analyze.data && <AnalysisResult result={analyze.data} />}
      <AttemptsList scenario={scenario.id} />
    </Stack>
  );
}

const Quote = styled.blockquote`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
`;
