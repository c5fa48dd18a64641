import * as en from '../locales/en';
import * as ru from '../locales/ru';

/** mfe-quiz's texts. Static member access only, so the build drops every other namespace. */
export const quizTexts = {
  en: { common: en.common, quiz: en.quiz },
  ru: { common: ru.common, quiz: ru.quiz },
};
