import { useCallback, useEffect, useRef, useState } from 'react';
import { acousticFeatures, type LoudnessTrack } from '../lib/acoustics';
import { encodeWav } from '../lib/wav';

export interface Recording {
  url: string;
  blob: Blob;
  durationSec: number;
  loudness: LoudnessTrack;
}

type State = 'idle' | 'recording' | 'done';

/**
 * Microphone to WAV in the browser: raw samples from the audio graph (no upload), a live level
 * for the meter and each frame's loudness for the acoustic features.
 */
export function useRecorder() {
  const [state, setState] = useState<State>('idle');
  const [level, setLevel] = useState(0);
  const [elapsed, setElapsed] = useState(0);
  const [recording, setRecording] = useState<Recording | null>(null);
  const [error, setError] = useState(false);
  const stopRef = useRef<(() => void) | null>(null);

  const start = useCallback(async () => {
    setError(false);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setError(true);
      return;
    }
    const ctx = new AudioContext();
    const source = ctx.createMediaStreamSource(stream);
    // ScriptProcessor is deprecated but works everywhere without a separate worklet file to serve.
    const processor = ctx.createScriptProcessor(2048, 1, 1);
    const chunks: Float32Array[] = [];
    const frames: number[] = [];
    processor.onaudioprocess = (e) => {
      const data = new Float32Array(e.inputBuffer.getChannelData(0));
      chunks.push(data);
      const rms = Math.sqrt(data.reduce((s, x) => s + x * x, 0) / data.length);
      frames.push(rms);
      setLevel(Math.min(1, rms * 4));
    };
    source.connect(processor);
    processor.connect(ctx.destination);
    const startedAt = performance.now();
    const timer = setInterval(() => setElapsed(Math.floor((performance.now() - startedAt) / 1000)), 1000);
    setElapsed(0);
    setRecording(null);
    setState('recording');
    stopRef.current = () => {
      clearInterval(timer);
      processor.disconnect();
      source.disconnect();
      stream.getTracks().forEach((t) => t.stop());
      void ctx.close();
      const durationSec = Math.round(((performance.now() - startedAt) / 1000) * 10) / 10;
      const blob = encodeWav(chunks, ctx.sampleRate);
      setRecording({ url: URL.createObjectURL(blob), blob, durationSec, loudness: { frames, frameSec: 2048 / ctx.sampleRate } });
      setLevel(0);
      setState('done');
    };
  }, []);

  const stop = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
  }, []);

  const reset = useCallback(() => {
    stop();
    setRecording((r) => {
      if (r) URL.revokeObjectURL(r.url);
      return null;
    });
    setElapsed(0);
    setState('idle');
  }, [stop]);

  useEffect(
    () => () => {
      stopRef.current?.();
    },
    [],
  );

  return { state, level, elapsed, recording, error, start, stop, reset, features: recording ? acousticFeatures(recording.loudness) : undefined };
}
