import type { Texts } from '../create-i18n';
import * as en from '../locales/en';

/** mfe-chat's texts. Static member access only, so the build drops every other namespace; Russian in a chunk of its own. */
export const chatTexts = {
  en: { common: en.common, disc: en.disc, chat: en.chat },
  ru: () => import(/* webpackChunkName: "texts-ru" */ './chat-ru').then((m) => m.chatTextsRu),
} satisfies Texts;
