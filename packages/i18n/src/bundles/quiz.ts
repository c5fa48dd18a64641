import type { Texts } from '../create-i18n';
import * as en from '../locales/en';

/** mfe-quiz's texts. Static member access only, so the build drops every other namespace; Russian in a chunk of its own. */
export const quizTexts = {
  en: { common: en.common, quiz: en.quiz },
  ru: () => import(/* webpackChunkName: "texts-ru" */ './quiz-ru').then((m) => m.quizTextsRu),
} satisfies Texts;
