import type { Language } from '../ai-types';
import type { Topic } from '../lexicon/lexicon-types';
import type { ObjectionTopic } from './profile-pools';

/** Soft objections for easy and medium clients, tough ones for hard clients. */
export const OBJECTION_TEXT: Record<ObjectionTopic, Record<Language, { soft: string; tough: string }>> = {
  price: {
    en: { soft: 'The price seems a bit high to me.', tough: "Frankly, the price is too high. I've seen cheaper options." },
    ru: { soft: 'Цена кажется мне немного высокой.', tough: 'Честно говоря, цена завышена. Мне попадались варианты дешевле.' },
  },
  timing: {
    en: { soft: "I'm not sure now is the right time to buy.", tough: 'Everyone says prices will fall. Why should I buy now and not in a year?' },
    ru: { soft: 'Сомневаюсь, что сейчас подходящее время для покупки.', tough: 'Все говорят, что цены упадут. Зачем покупать сейчас, а не через год?' },
  },
  trust: {
    en: { soft: 'Another agent showed me something similar.', tough: 'Another agent offered me a similar place for less, with a lower commission.' },
    ru: { soft: 'Другой агент показывал мне что-то похожее.', tough: 'Другой агент предложил похожий вариант дешевле и с меньшей комиссией.' },
  },
  fees: {
    en: { soft: "I'm worried about extra fees and hidden costs.", tough: "Last time the fees added thousands I didn't expect. I won't let that happen again." },
    ru: { soft: 'Меня беспокоят дополнительные расходы и скрытые платежи.', tough: 'В прошлый раз комиссии добавили кучу неожиданных расходов. Больше я на это не попадусь.' },
  },
  market: {
    en: { soft: 'What if the market drops after I buy?', tough: 'The market looks shaky. What if I lose money on this?' },
    ru: { soft: 'А если рынок упадёт после покупки?', tough: 'Рынок выглядит нестабильно. Что, если я потеряю на этом деньги?' },
  },
  location: {
    en: { soft: "I'm not sure about the location.", tough: 'The location is a real problem for me: too far from everything I need.' },
    ru: { soft: 'Сомневаюсь насчёт расположения.', tough: 'Расположение для меня серьёзная проблема: слишком далеко от всего, что мне нужно.' },
  },
};

/** A short name of the concern for restating it: plain in English, genitive after "насчёт" in Russian. */
export const OBJECTION_CONCERN: Record<ObjectionTopic, Record<Language, string>> = {
  price: { en: 'the price', ru: 'цены' },
  timing: { en: 'the timing', ru: 'сроков покупки' },
  trust: { en: "the other agent's offer", ru: 'предложения другого агента' },
  fees: { en: 'the fees and hidden costs', ru: 'комиссий и скрытых расходов' },
  market: { en: 'the market risk', ru: 'рисков рынка' },
  location: { en: 'the location', ru: 'расположения' },
};

/** Words an answer uses when it really addresses the objection. */
export const OBJECTION_TOPICS: Record<ObjectionTopic, Topic[]> = {
  price: ['price', 'market'],
  timing: ['timeline', 'market', 'risk'],
  trust: ['trust'],
  fees: ['fees', 'price'],
  market: ['market', 'risk'],
  location: ['location'],
};
