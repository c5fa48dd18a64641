import { auth as enAuth } from './locales/en/auth';
import { common as enCommon } from './locales/en/common';
import { home as enHome } from './locales/en/home';
import { modules as enModules } from './locales/en/modules';
import { auth as ruAuth } from './locales/ru/auth';
import { common as ruCommon } from './locales/ru/common';
import { home as ruHome } from './locales/ru/home';
import { modules as ruModules } from './locales/ru/modules';

export const resources = {
  en: { common: enCommon, auth: enAuth, home: enHome, ...enModules },
  ru: { common: ruCommon, auth: ruAuth, home: ruHome, ...ruModules },
};

export type Namespace = keyof (typeof resources)['en'];
