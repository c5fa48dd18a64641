import { useCallback } from 'react';
import type { Language } from '@app/contracts/language';

/** The AI client speaks its lines where speech synthesis exists; its text is always shown too. */
export function useClientVoice(language: Language) {
  return useCallback(
    (text: string) => {
      const synth = globalThis.speechSynthesis as SpeechSynthesis | undefined;
      if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return;
      const u = new SpeechSynthesisUtterance(text);
      u.lang = language === 'ru' ? 'ru-RU' : 'en-US';
      synth.cancel();
      synth.speak(u);
    },
    [language],
  );
}
