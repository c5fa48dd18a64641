import type { Texts } from '../create-i18n';
import * as en from '../locales/en';

/** The shell's texts: sign-in, home, notifications (with achievement names), settings, install prompts. Static member access only, so the build drops every other namespace; Russian in a chunk of its own. */
export const shellTexts = {
  en: { common: en.common, auth: en.auth, account: en.account, home: en.home, notifications: en.notifications, achievements: en.achievements, settings: en.settings, pwa: en.pwa, teams: en.teams },
  ru: () => import(/* webpackChunkName: "texts-ru" */ './shell-ru').then((m) => m.shellTextsRu),
} satisfies Texts;
