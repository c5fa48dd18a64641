import * as en from '../locales/en';
import * as ru from '../locales/ru';

/** mfe-voice-calls' texts. Static member access only, so the build drops every other namespace. */
export const voiceTexts = {
  en: { common: en.common, disc: en.disc, voice: en.voice, scorecard: en.scorecard },
  ru: { common: ru.common, disc: ru.disc, voice: ru.voice, scorecard: ru.scorecard },
};
