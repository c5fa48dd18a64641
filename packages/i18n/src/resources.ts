import { account as enAccount } from './locales/en/account';
import { achievements as enAchievements } from './locales/en/achievements';
import { auth as enAuth } from './locales/en/auth';
import { common as enCommon } from './locales/en/common';
import { home as enHome } from './locales/en/home';
import { modules as enModules } from './locales/en/modules';
import { notifications as enNotifications } from './locales/en/notifications';
import { pwa as enPwa } from './locales/en/pwa';
import { settings as enSettings } from './locales/en/settings';
import { account as ruAccount } from './locales/ru/account';
import { achievements as ruAchievements } from './locales/ru/achievements';
import { auth as ruAuth } from './locales/ru/auth';
import { common as ruCommon } from './locales/ru/common';
import { home as ruHome } from './locales/ru/home';
import { modules as ruModules } from './locales/ru/modules';
import { notifications as ruNotifications } from './locales/ru/notifications';
import { pwa as ruPwa } from './locales/ru/pwa';
import { settings as ruSettings } from './locales/ru/settings';

export const resources = {
  en: { common: enCommon, auth: enAuth, account: enAccount, home: enHome, notifications: enNotifications, achievements: enAchievements, settings: enSettings, pwa: enPwa, ...enModules },
  ru: { common: ruCommon, auth: ruAuth, account: ruAccount, home: ruHome, notifications: ruNotifications, achievements: ruAchievements, settings: ruSettings, pwa: ruPwa, ...ruModules },
};

export type Namespace = keyof (typeof resources)['en'];
