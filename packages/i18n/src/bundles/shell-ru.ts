import * as ru from '../locales/ru';

/** The shell's Russian texts (the same namespaces as bundles/shell), loaded when Russian is the reader's language. */
export const shellTextsRu = { common: ru.common, auth: ru.auth, account: ru.account, home: ru.home, notifications: ru.notifications, achievements: ru.achievements, settings: ru.settings, pwa: ru.pwa, teams: ru.teams };
