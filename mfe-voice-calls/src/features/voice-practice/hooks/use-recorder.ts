import { useCallback, useEffect, useRef, useState } from 'react';
import { acousticFeatures, type LoudnessTrack } from '../lib/acoustics';
import { BLOCK, openAudioTap, type AudioTap } from '../lib/audio-tap';
import { encodeWav } from '../lib/wav';

export interface Recording {
  url: string;
  blob: Blob;
  durationSec: number;
  loudness: LoudnessTrack;
}

type State = 'idle' | 'recording' | 'done';

/**
 * Microphone to WAV in the browser: raw samples from an AudioWorklet (no upload), a live level
 * for the meter and each frame's loudness for the acoustic features.
 */
export function useRecorder() {
  const [state, setState] = useState<State>('idle');
  const [level, setLevel] = useState(0);
  const [elapsed, setElapsed] = useState(0);
  const [recording, setRecording] = useState<Recording | null>(null);
  const [error, setError] = useState(false);
  const [tapKind, setTapKind] = useState<AudioTap['kind'] | undefined>();
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
    const chunks: Float32Array[] = [];
    const frames: number[] = [];
    let tap: AudioTap;
    try {
      tap = await openAudioTap(stream, (block) => {
        chunks.push(block);
        const rms = Math.sqrt(block.reduce((s, x) => s + x * x, 0) / block.length);
        frames.push(rms);
        setLevel(Math.min(1, rms * 4));
      });
    } catch {
      stream.getTracks().forEach((t) => t.stop());
      setError(true);
      return;
    }
    const startedAt = performance.now();
    const timer = setInterval(() => setElapsed(Math.floor((performance.now() - startedAt) / 1000)), 1000);
    setElapsed(0);
    setRecording(null);
    setTapKind(tap.kind);
    setState('recording');
    stopRef.current = () => {
      clearInterval(timer);
      tap.stop();
      stream.getTracks().forEach((t) => t.stop());
      const durationSec = Math.round(((performance.now() - startedAt) / 1000) * 10) / 10;
      const blob = encodeWav(chunks, tap.sampleRate);
      setRecording({ url: URL.createObjectURL(blob), blob, durationSec, loudness: { frames, frameSec: BLOCK / tap.sampleRate } });
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

  return { state, level, elapsed, recording, error, tapKind, start, stop, reset, features: recording ? acousticFeatures(recording.loudness) : undefined };
}
