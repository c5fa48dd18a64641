import type { CriterionCheck } from './scorecards';

// Shared by the API (the embedded coach's mapping) and the admin dialog (which says, as the admin
// types, whether the built-in coach can check a criterion).

// Word stems that name what a criterion asks for, in both languages, in order of precedence:
// "asks about budget" is about budget before it is about asking; "without pressure" in a
// next-step criterion is still a next step.
const STEMS: [CriterionCheck, string[]][] = [
  ['compliance', ['complian', 'fair housing', 'discriminat', 'legal', 'regulat', 'ethic', 'guarantee', 'promis', 'steer', 'соблюд', 'правил', 'закон', 'дискримин', 'этик', 'гарант', 'обещ', 'комплаенс']],
  ['budget-timeline', ['budget', 'afford', 'price range', 'financ', 'timeline', 'timing', 'deadline', 'move date', 'бюджет', 'срок', 'финансир']],
  ['empathy', ['empath', 'serious', 'серьезн', 'acknowledg', 'rapport', 'listen', 'reassur', 'at ease', 'feelings', 'эмпат', 'призна', 'сочувств', 'тревогу', 'успока', 'слуша', 'доверие']],
  ['objection', ['objection', 'risk', 'риск', 'defend', 'защища', 'concern', 'worry', 'worries', 'doubt', 'push back', 'pushback', 'hesita', 'возраж', 'опасен', 'сомнен', 'тревог', 'беспоко', 'страх']],
  ['next-step', ['next step', 'step', 'шаг', 'forward', 'вперед', 'book', 'viewing', 'appointment', 'meeting', 'close the', 'closing', 'call to action', 'follow up', 'follow-up', 'schedul', 'следующ', 'просмотр', 'встреч', 'назнач', 'договар']],
  ['discovery', ['need', 'requirement', 'требован', 'discover', 'qualif', 'open question', 'asks about', 'ask about', 'goal', 'find out', 'finds out', 'learn', 'потребн', 'выясн', 'цел', 'открыт', 'спрашива', 'квалифиц', 'узна']],
  ['evidence', ['figure', 'data', 'fact', 'evidence', 'number', 'comparable', 'statistic', 'цифр', 'факт', 'данн', 'сравн']],
  ['tone', ['tone', 'polite', 'respect', 'pressure', 'calm', 'pushy', 'courteous', 'тон', 'вежлив', 'уважен', 'давлен', 'давит', 'спокойн']],
  ['answers', ['answer', 'respond', 'explain', 'отвеча', 'ответ', 'объясня']],
];

function checkIn(text: string): CriterionCheck | null {
  const words = ` ${text.toLowerCase().replace(/ё/g, 'е').replace(/[^\p{L}\p{N}-]+/gu, ' ')} `;
  for (const [check, stems] of STEMS) if (stems.some((stem) => words.includes(stem.includes(' ') ? stem : ` ${stem}`))) return check;
  return null;
}

/**
 * Which judgment the embedded coach checks an admin's free-text criterion with: the title decides,
 * the description when the title names nothing the coach knows; null when neither does (only a
 * model can judge it).
 */
export function criterionCheck(title: string, description = ''): CriterionCheck | null {
  return checkIn(title) ?? checkIn(description);
}
