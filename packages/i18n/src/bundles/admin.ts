import * as en from '../locales/en';
import * as ru from '../locales/ru';

/** mfe-admin's texts. Static member access only, so the build drops every other namespace. */
export const adminTexts = {
  en: { common: en.common, admin: en.admin, adminPanel: en.adminPanel, knowledge: en.knowledge, teams: en.teams, scorecard: en.scorecard },
  ru: { common: ru.common, admin: ru.admin, adminPanel: ru.adminPanel, knowledge: ru.knowledge, teams: ru.teams, scorecard: ru.scorecard },
};
