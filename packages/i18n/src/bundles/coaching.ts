import type { Texts } from '../create-i18n';
import * as en from '../locales/en';

/** mfe-coaching-progress's texts (achievements included). Static member access only, so the build drops every other namespace; Russian in a chunk of its own. */
export const coachingTexts = {
  en: { common: en.common, disc: en.disc, coaching: en.coaching, achievements: en.achievements, teams: en.teams, scorecard: en.scorecard },
  ru: () => import(/* webpackChunkName: "texts-ru" */ './coaching-ru').then((m) => m.coachingTextsRu),
} satisfies Texts;
