import { useCallback, useRef } from 'react';
import type { Language } from '@app/contracts/language';

interface RecognitionResultList {
  length: number;
  [i: number]: { isFinal: boolean; 0: { transcript: string } };
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((e: { resultIndex: number; results: RecognitionResultList }) => void) | null;
  onerror: ((e: { error?: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionCtor = new () => Recognition;

/** The browser's speech recognition where it exists (absent in headless and Debian Chromium). */
export function speechRecognitionCtor(): RecognitionCtor | undefined {
  const w = globalThis as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/**
 * Continuous, interim results, en-US or ru-RU; `onText` receives the whole transcript so far.
 * `onEnd` hears when recognition stops, with the error when the speech service failed.
 */
export function useSpeechRecognition(language: Language, onText: (text: string) => void, onEnd?: (error?: string) => void) {
  const ref = useRef<Recognition | null>(null);
  const start = useCallback(() => {
    const Ctor = speechRecognitionCtor();
    if (!Ctor) return false;
    try {
      const r = new Ctor();
      r.lang = language === 'ru' ? 'ru-RU' : 'en-US';
      r.continuous = true;
      r.interimResults = true;
      r.onresult = (e) => {
        let text = '';
        for (let i = 0; i < e.results.length; i += 1) text += e.results[i][0].transcript;
        onText(text.trim());
      };
      // A failing speech service leaves the typed transcript as the way forward, not an error.
      let failure: string | undefined;
      r.onerror = (e) => void (failure = e.error ?? 'error');
      r.onend = () => {
        if (ref.current === r) ref.current = null;
        onEnd?.(failure);
      };
      r.start();
      ref.current = r;
      return true;
    } catch {
      return false;
    }
  }, [language, onText, onEnd]);
  const stop = useCallback(() => {
    ref.current?.stop();
    ref.current = null;
  }, []);
  return { start, stop };
}
