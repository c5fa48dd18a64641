import * as en from '../locales/en';
import * as ru from '../locales/ru';

/** The shell's texts: sign-in, home, notifications (with achievement names), settings, install prompts. Static member access only, so the build drops every other namespace. */
export const shellTexts = {
  en: { common: en.common, auth: en.auth, account: en.account, home: en.home, notifications: en.notifications, achievements: en.achievements, settings: en.settings, pwa: en.pwa, teams: en.teams },
  ru: { common: ru.common, auth: ru.auth, account: ru.account, home: ru.home, notifications: ru.notifications, achievements: ru.achievements, settings: ru.settings, pwa: ru.pwa, teams: ru.teams },
};
