import * as en from '../locales/en';
import * as ru from '../locales/ru';

/** mfe-voice-calls' texts. Static member access only, so the build drops every other namespace. */
export const voiceTexts = {
  en: { common: en.common, voice: en.voice },
  ru: { common: ru.common, voice: ru.voice },
};
