import { Mic, Pause, Play, Square } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Stack } from '@app/ui/components';
import { Progress } from '@app/ui/progress';
import { Row } from '@app/ui/row';
import { mmss } from '../../../lib/format';
import type { useRecorder } from '../hooks/use-recorder';

/** Record/stop with the mm:ss timer and level meter, then play/pause of the WAV. */
export function RecorderControls({ rec, onStart, onStop }: { rec: ReturnType<typeof useRecorder>; onStart: () => void; onStop: () => void }) {
  const { t } = useTranslation('voice');
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  return (
    <Stack>
      <Row $gap="md" $wrap>
        {rec.state === 'recording' ? (
          <Button type="button" $variant="danger" onClick={onStop}>
            <Square size={18} aria-hidden /> {t('recorder.stop')}
          </Button>
        ) : (
          rec.state === 'idle' && (
            <Button type="button" onClick={onStart}>
              <Mic size={18} aria-hidden /> {t('recorder.record')}
            </Button>
          )
        )}
        <Timer role="timer" aria-live="off" data-testid="recorder-timer">
          {mmss(rec.state === 'done' && rec.recording ? rec.recording.durationSec : rec.elapsed)}
        </Timer>
        {rec.state === 'recording' && <span role="status">{t('recorder.recording')}</span>}
      </Row>
      {rec.state === 'recording' && (
        <Progress data-tap={rec.tapKind} role="meter" aria-label={t('recorder.level')} value={Math.round(rec.level * 100)} size="lg" />
      )}
      {rec.recording && (
        <Row $gap="md" $wrap>
          <audio ref={audio} src={rec.recording.url} onEnded={() => setPlaying(false)} onPause={() => setPlaying(false)} onPlay={() => setPlaying(true)} data-testid="recording-audio" />
          {playing ? (
            <Button type="button" $variant="ghost" onClick={() => audio.current?.pause()}>
              <Pause size={18} aria-hidden /> {t('recorder.pause')}
            </Button>
          ) : (
            <Button type="button" $variant="ghost" onClick={() => void audio.current?.play()}>
              <Play size={18} aria-hidden /> {t('recorder.play')}
            </Button>
          )}
        </Row>
      )}
    </Stack>
  );
}

const Timer = styled.span`
  font-variant-numeric: tabular-nums;
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 700;
`;
