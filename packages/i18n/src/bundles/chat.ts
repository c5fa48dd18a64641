import * as en from '../locales/en';
import * as ru from '../locales/ru';

/** mfe-chat's texts. Static member access only, so the build drops every other namespace. */
export const chatTexts = {
  en: { common: en.common, disc: en.disc, chat: en.chat },
  ru: { common: ru.common, disc: ru.disc, chat: ru.chat },
};
