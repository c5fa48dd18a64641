import * as ru from '../locales/ru';

/** mfe-quiz's Russian texts (the namespaces of bundles/quiz), loaded when Russian is the reader's language. */
export const quizTextsRu = { common: ru.common, quiz: ru.quiz };
