import { resources } from '@app/i18n/resources';
import type { DiscType, Language, Personality } from './ai-types';

// The style names the whole app shows (one name set, packages/i18n disc namespace).
const styleName = (language: Language, type: DiscType) => resources[language].chat.personalities[type].name;

/** Display data of the four chat clients (spec 000 §3, spec 001 §9), in both UI languages. */
export const PERSONALITIES: Record<Language, Record<DiscType, Personality>> = {
  en: {
    D: {
      type: 'D',
      name: styleName('en', 'D'),
      title: 'Direct & Decisive',
      traits: ['Results-driven', 'Impatient', 'Decisive', 'Values time'],
      behavior: 'Wants the bottom line fast: key benefits, timeline and price. Short, blunt answers; dislikes small talk and vagueness.',
    },
    I: {
      type: 'I',
      name: styleName('en', 'I'),
      title: 'Social & Engaging',
      traits: ['Enthusiastic', 'Talkative', 'Optimistic', 'Values relationships'],
      behavior: 'Warm and chatty; loves stories, lifestyle and what makes a property special. Responds to enthusiasm and rapport.',
    },
    S: {
      type: 'S',
      name: styleName('en', 'S'),
      title: 'Thoughtful & Steady',
      traits: ['Patient', 'Cautious', 'Loyal', 'Values security'],
      behavior: 'Needs to understand the process step by step and to feel safe; dislikes pressure and sudden change.',
    },
    C: {
      type: 'C',
      name: styleName('en', 'C'),
      title: 'Detail-Oriented & Thorough',
      traits: ['Analytical', 'Precise', 'Sceptical', 'Values accuracy'],
      behavior: 'Asks for specifications, data and market conditions; trusts figures and documents, not adjectives.',
    },
  },
  ru: {
    D: {
      type: 'D',
      name: styleName('ru', 'D'),
      title: 'Прямой и решительный',
      traits: ['Ориентирован на результат', 'Нетерпелив', 'Решителен', 'Ценит время'],
      behavior: 'Хочет сразу главное: ключевые выгоды, сроки и цену. Отвечает коротко и прямо, не любит пустых разговоров и расплывчатости.',
    },
    I: {
      type: 'I',
      name: styleName('ru', 'I'),
      title: 'Общительный и открытый',
      traits: ['Энтузиаст', 'Разговорчив', 'Оптимистичен', 'Ценит отношения'],
      behavior: 'Тёплый и разговорчивый; любит истории, образ жизни и то, что делает объект особенным. Откликается на энтузиазм и контакт.',
    },
    S: {
      type: 'S',
      name: styleName('ru', 'S'),
      title: 'Вдумчивый и спокойный',
      traits: ['Терпелив', 'Осторожен', 'Лоялен', 'Ценит безопасность'],
      behavior: 'Хочет понять процесс шаг за шагом и чувствовать себя в безопасности; не выносит давления и резких перемен.',
    },
    C: {
      type: 'C',
      name: styleName('ru', 'C'),
      title: 'Внимательный к деталям',
      traits: ['Аналитичен', 'Точен', 'Скептичен', 'Ценит точность'],
      behavior: 'Спрашивает характеристики, данные и рыночную ситуацию; доверяет цифрам и документам, а не эпитетам.',
    },
  },
};

export function getPersonality(type: DiscType, language: Language): Personality {
  return PERSONALITIES[language][type];
}
