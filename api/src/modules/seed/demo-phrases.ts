import { resources } from '@app/i18n/resources';
import type { NewPhrase, PhraseTexts } from '../coaching-phrases/phrases.repository';

type ItemTexts = { situation: string; poor: string; better: string; tip: string };
const asPhrase = (t: ItemTexts): PhraseTexts => ({ situation: t.situation, poorExample: t.poor, betterExample: t.better, tip: t.tip });

/** The spec's bank (3 objections, 2 value, 2 closing), from the coach's en/ru texts. */
const SPEC_BANK: { key: keyof typeof resources.en.coaching.phrases.items; category: string; difficulty: string }[] = [
  { key: 'priceTooHigh', category: 'objections', difficulty: 'medium' },
  { key: 'needToThink', category: 'objections', difficulty: 'easy' },
  { key: 'otherAgent', category: 'objections', difficulty: 'hard' },
  { key: 'justAnotherFlat', category: 'value-building', difficulty: 'medium' },
  { key: 'investmentDoubt', category: 'value-building', difficulty: 'hard' },
  { key: 'askViewing', category: 'closing', difficulty: 'easy' },
  { key: 'readyToOffer', category: 'closing', difficulty: 'medium' },
];

/** More phrases of our own, both languages. */
const MORE: { category: string; difficulty: string; en: PhraseTexts; ru: PhraseTexts }[] = [
  {
    category: 'objections',
    difficulty: 'medium',
    en: { situation: 'The client worries the flat is too small.', poorExample: "It's bigger than it looks, trust me.", betterExample: 'Let\'s measure where your sofa and desk would go; the 3 m ceilings and built-in storage add more usable space than the floor area suggests.', tip: 'Answer a size worry with a concrete plan of their furniture, not with reassurance.' },
    ru: { situation: 'Клиент переживает, что квартира слишком маленькая.', poorExample: 'Она больше, чем кажется, поверьте.', betterExample: 'Давайте прикинем, где встанут ваш диван и рабочий стол: потолки 3 м и встроенные шкафы дают больше полезного места, чем видно по площади.', tip: 'Отвечайте на сомнение в площади конкретной расстановкой мебели, а не уговорами.' },
  },
  {
    category: 'objections',
    difficulty: 'hard',
    en: { situation: 'The client wants to wait for prices to fall.', poorExample: 'Prices never fall here, buy now.', betterExample: 'Nobody can time the market. Here is how prices and mortgage rates moved over the last three years; let\'s see what monthly payment works for you either way.', tip: 'Never predict prices. Show the history and bring the decision back to the client\'s budget.' },
    ru: { situation: 'Клиент хочет подождать, пока цены упадут.', poorExample: 'Цены здесь никогда не падают, покупайте сейчас.', betterExample: 'Угадать рынок не может никто. Вот как менялись цены и ставки по ипотеке за три года; давайте посмотрим, какой ежемесячный платёж вам комфортен в любом случае.', tip: 'Не предсказывайте цены. Покажите историю и верните решение к бюджету клиента.' },
  },
  {
    category: 'value-building',
    difficulty: 'easy',
    en: { situation: 'A young family asks about the neighbourhood.', poorExample: "It's a good area for people like you.", betterExample: 'The primary school is a 6-minute walk, there are two playgrounds on this street and the commute to the centre is 20 minutes by tram.', tip: 'Describe places and facts, never the people who live there: that keeps you fair and useful.' },
    ru: { situation: 'Молодая семья спрашивает о районе.', poorExample: 'Хороший район для таких, как вы.', betterExample: 'До начальной школы 6 минут пешком, на этой улице две детские площадки, а до центра 20 минут на трамвае.', tip: 'Описывайте места и факты, а не тех, кто там живёт: так вы честны и полезны.' },
  },
  {
    category: 'closing',
    difficulty: 'medium',
    en: { situation: 'The client asks for time to talk to their partner.', poorExample: 'This offer ends today, decide now.', betterExample: 'Of course. Would it help if I joined a short call with both of you tomorrow at 7 pm to answer their questions?', tip: 'Respect the pause and make the next step easy: offer a specific time that includes the other decision maker.' },
    ru: { situation: 'Клиент просит время, чтобы обсудить с партнёром.', poorExample: 'Предложение действует только сегодня, решайте сейчас.', betterExample: 'Конечно. Может, созвонимся втроём завтра в 19:00, чтобы я ответил на вопросы вашего партнёра?', tip: 'Уважайте паузу и упростите следующий шаг: предложите конкретное время с участием второго человека, принимающего решение.' },
  },
  {
    category: 'closing',
    difficulty: 'hard',
    en: { situation: 'After the viewing the client goes quiet.', poorExample: 'So, are you buying it or not?', betterExample: 'What did you like most, and what would need to be true for this to be the one?', tip: 'Ask an open question that invites the last objection out, then address it.' },
    ru: { situation: 'После просмотра клиент замолчал.', poorExample: 'Ну что, берёте или нет?', betterExample: 'Что вам понравилось больше всего и что должно быть так, чтобы это был именно ваш дом?', tip: 'Задайте открытый вопрос, который выведет последнее возражение наружу, и ответьте на него.' },
  },
];

export function demoPhrases(): NewPhrase[] {
  const spec = SPEC_BANK.map(({ key, category, difficulty }) => ({
    category,
    difficulty,
    custom: false,
    ...asPhrase(resources.en.coaching.phrases.items[key]),
    translations: { ru: asPhrase(resources.ru.coaching.phrases.items[key]) },
  }));
  const more = MORE.map(({ category, difficulty, en, ru }) => ({ category, difficulty, custom: false, ...en, translations: { ru } }));
  // Grouped by category, in the order the coach shows them.
  return [...spec, ...more]
    .sort((a, b) => ['objections', 'value-building', 'closing'].indexOf(a.category) - ['objections', 'value-building', 'closing'].indexOf(b.category))
    .map((p, i) => ({ ...p, sortOrder: i + 1 }));
}
