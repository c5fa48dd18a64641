import * as ru from '../locales/ru';

/** mfe-coaching-progress's texts (achievements included), in Russian (the namespaces of bundles/coaching), loaded when Russian is the reader's language. */
export const coachingTextsRu = { common: ru.common, disc: ru.disc, coaching: ru.coaching, achievements: ru.achievements, teams: ru.teams, scorecard: ru.scorecard };
