import type { DiscType, Language, Personality } from './ai-types';

/** Display data of the four chat clients (spec 000 §3, spec 001 §9), in both UI languages. */
export const PERSONALITIES: Record<Language, Record<DiscType, Personality>> = {
  en: {
    D: {
      type: 'D',
      name: 'Dominant',
      title: 'Direct & Decisive',
      traits: ['Results-driven', 'Impatient', 'Decisive', 'Values time'],
      behavior: 'Wants the bottom line fast: key benefits, timeline and price. Short, blunt answers; dislikes small talk and vagueness.',
    },
    I: {
      type: 'I',
      name: 'Influencer',
      title: 'Social & Engaging',
      traits: ['Enthusiastic', 'Talkative', 'Optimistic', 'Values relationships'],
      behavior: 'Warm and chatty; loves stories, lifestyle and what makes a property special. Responds to enthusiasm and rapport.',
    },
    S: {
      type: 'S',
      name: 'Steady',
      title: 'Thoughtful & Steady',
      traits: ['Patient', 'Cautious', 'Loyal', 'Values security'],
      behavior: 'Needs to understand the process step by step and to feel safe; dislikes pressure and sudden change.',
    },
    C: {
      type: 'C',
      name: 'Compliant',
      title: 'Detail-Oriented & Thorough',
      traits: ['Analytical', 'Precise', 'Sceptical', 'Values accuracy'],
      behavior: 'Asks for specifications, data and market conditions; trusts figures and documents, not adjectives.',
    },
  },
  ru: {
    D: {
      type: 'D',
      name: 'Доминантный',
      title: 'Прямой и решительный',
      traits: ['Ориентирован на результат', 'Нетерпелив', 'Решителен', 'Ценит время'],
      behavior: 'Хочет сразу главное: ключевые выгоды, сроки и цену. Отвечает коротко и прямо, не любит пустых разговоров и расплывчатости.',
    },
    I: {
      type: 'I',
      name: 'Влияющий',
      title: 'Общительный и открытый',
      traits: ['Энтузиаст', 'Разговорчив', 'Оптимистичен', 'Ценит отношения'],
      behavior: 'Тёплый и разговорчивый; любит истории, образ жизни и то, что делает объект особенным. Откликается на энтузиазм и контакт.',
    },
    S: {
      type: 'S',
      name: 'Стабильный',
      title: 'Вдумчивый и спокойный',
      traits: ['Терпелив', 'Осторожен', 'Лоялен', 'Ценит безопасность'],
      behavior: 'Хочет понять процесс шаг за шагом и чувствовать себя в безопасности; не выносит давления и резких перемен.',
    },
    C: {
      type: 'C',
      name: 'Добросовестный',
      title: 'Внимательный к деталям',
      traits: ['Аналитичен', 'Точен', 'Скептичен', 'Ценит точность'],
      behavior: 'Спрашивает характеристики, данные и рыночную ситуацию; доверяет цифрам и документам, а не эпитетам.',
    },
  },
};

export function getPersonality(type: DiscType, language: Language): Personality {
  return PERSONALITIES[language][type];
}
