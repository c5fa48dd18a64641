import type { AnalyzeVoiceBody } from '@app/contracts/voice';

type Acoustic = NonNullable<AnalyzeVoiceBody['acoustic']>;

/** Loudness (RMS) of each short frame of a recording, with the frame length in seconds. */
export interface LoudnessTrack {
  frames: number[];
  frameSec: number;
}

const PAUSE_SEC = 0.3;
const LONG_PAUSE_SEC = 1.5;

/**
 * Speaking time, pauses and loudness variation from the frame loudness. Silence is measured
 * relative to the recording's own loudest frames, so a quiet microphone is not "all pauses".
 */
export function acousticFeatures({ frames, frameSec }: LoudnessTrack): Acoustic {
  if (!frames.length) return { speakingTimeSec: 0, pauseCount: 0, longPauseCount: 0, loudnessVariation: 0 };
  const sorted = [...frames].sort((a, b) => a - b);
  const loud = sorted[Math.floor(sorted.length * 0.9)] ?? 0;
  const threshold = Math.max(0.01, loud * 0.2);
  const speaking = frames.filter((f) => f >= threshold);
  let pauseCount = 0;
  let longPauseCount = 0;
  let run = 0;
  let spoken = false;
  const closeRun = () => {
    const sec = run * frameSec;
    if (spoken && sec >= PAUSE_SEC) pauseCount += 1;
    if (spoken && sec >= LONG_PAUSE_SEC) longPauseCount += 1;
    run = 0;
  };
  for (const f of frames) {
    if (f >= threshold) {
      closeRun();
      spoken = true;
    } else run += 1;
  }
  const mean = speaking.reduce((a, b) => a + b, 0) / (speaking.length || 1);
  const sd = Math.sqrt(speaking.reduce((a, b) => a + (b - mean) ** 2, 0) / (speaking.length || 1));
  return {
    speakingTimeSec: Math.round(speaking.length * frameSec * 10) / 10,
    pauseCount,
    longPauseCount,
    loudnessVariation: mean > 0 ? Math.round((sd / mean) * 1000) / 1000 : 0,
  };
}
