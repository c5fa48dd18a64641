import * as ru from '../locales/ru';

/** mfe-chat's Russian texts (the namespaces of bundles/chat), loaded when Russian is the reader's language. */
export const chatTextsRu = { common: ru.common, disc: ru.disc, chat: ru.chat };
