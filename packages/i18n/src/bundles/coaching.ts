import * as en from '../locales/en';
import * as ru from '../locales/ru';

/** mfe-coaching-progress's texts (achievements included). Static member access only, so the build drops every other namespace. */
export const coachingTexts = {
  en: { common: en.common, disc: en.disc, coaching: en.coaching, achievements: en.achievements, teams: en.teams, scorecard: en.scorecard },
  ru: { common: ru.common, disc: ru.disc, coaching: ru.coaching, achievements: ru.achievements, teams: ru.teams, scorecard: ru.scorecard },
};
