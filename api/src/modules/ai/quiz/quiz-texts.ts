import type { Language } from '../ai-types';

export const QUIZ_TEXTS: Record<Language, {
  mcCorrect: string;
  mcWrong: (answer: string) => string;
  excellent: string;
  partial: (missing: string) => string;
  wrong: (missing: string) => string;
  empty: string;
  scenarioTip: string;
}> = {
  en: {
    mcCorrect: 'Correct.',
    mcWrong: (a) => `Not quite. The correct answer is: ${a}.`,
    excellent: 'Excellent: you covered the key points.',
    partial: (m) => `Partly correct. To complete it, also cover: ${m}.`,
    wrong: (m) => `Not quite. A complete answer mentions: ${m}.`,
    empty: 'No answer was given.',
    scenarioTip: 'In scenario answers, acknowledge the client, give a concrete fact and end with a next step.',
  },
  ru: {
    mcCorrect: 'Верно.',
    mcWrong: (a) => `Не совсем. Правильный ответ: ${a}.`,
    excellent: 'Отлично: вы раскрыли ключевые моменты.',
    partial: (m) => `Частично верно. Чтобы ответ был полным, добавьте: ${m}.`,
    wrong: (m) => `Не совсем. Полный ответ упоминает: ${m}.`,
    empty: 'Ответ не дан.',
    scenarioTip: 'В ответах на сценарии признайте точку зрения клиента, дайте конкретный факт и закончите следующим шагом.',
  },
};
