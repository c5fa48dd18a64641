import * as ru from '../locales/ru';

/** mfe-voice-calls' texts, in Russian (the namespaces of bundles/voice), loaded when Russian is the reader's language. */
export const voiceTextsRu = { common: ru.common, disc: ru.disc, voice: ru.voice, scorecard: ru.scorecard };
