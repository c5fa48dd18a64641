import * as ru from '../locales/ru';

/** mfe-admin's texts, in Russian (the namespaces of bundles/admin), loaded when Russian is the reader's language. */
export const adminTextsRu = { common: ru.common, admin: ru.admin, adminPanel: ru.adminPanel, knowledge: ru.knowledge, teams: ru.teams, scorecard: ru.scorecard };
