import type { Texts } from '../create-i18n';
import * as en from '../locales/en';

/** mfe-voice-calls' texts. Static member access only, so the build drops every other namespace; Russian in a chunk of its own. */
export const voiceTexts = {
  en: { common: en.common, disc: en.disc, voice: en.voice, scorecard: en.scorecard },
  ru: () => import(/* webpackChunkName: "texts-ru" */ './voice-ru').then((m) => m.voiceTextsRu),
} satisfies Texts;
