import type { Texts } from '../create-i18n';
import * as en from '../locales/en';

/** mfe-admin's texts. Static member access only, so the build drops every other namespace; Russian in a chunk of its own. */
export const adminTexts = {
  en: { common: en.common, admin: en.admin, adminPanel: en.adminPanel, knowledge: en.knowledge, teams: en.teams, scorecard: en.scorecard },
  ru: () => import(/* webpackChunkName: "texts-ru" */ './admin-ru').then((m) => m.adminTextsRu),
} satisfies Texts;
