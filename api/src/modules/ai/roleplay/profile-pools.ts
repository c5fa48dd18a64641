import type { Language } from '../ai-types';

export type ClientKind = 'investor' | 'family' | 'first-time' | 'relocation' | 'luxury' | 'general';
export type ObjectionTopic = 'price' | 'timing' | 'trust' | 'fees' | 'market' | 'location';

export const KIND_KEYWORDS: Record<Exclude<ClientKind, 'general'>, RegExp> = {
  investor: /invest|yield|rental|portfolio|roi|инвест|доходн|аренд/i,
  luxury: /luxur|premium|villa|penthouse|элит|преми|люкс|пентхаус|вилл/i,
  relocation: /relocat|corporate|urgent|transfer|переезд|релокац|корпорат|срочн/i,
  family: /family|kids|upgrade|school|семь|дет[иея]|школ/i,
  'first-time': /first|starter|впервые|перв/i,
};

export const NEEDS: Record<ClientKind, Record<Language, string[]>> = {
  investor: {
    en: ['a rental yield of at least 6%', 'low vacancy risk', 'a clear exit strategy in five years', 'a property manager to handle the tenants', 'strong capital growth'],
    ru: ['доходность от аренды не ниже 6%', 'низкий риск простоя', 'понятная стратегия выхода через пять лет', 'управляющий, который возьмёт на себя арендаторов', 'хороший рост стоимости'],
  },
  family: {
    en: ['three bedrooms', 'a good school within walking distance', 'a quiet street', 'a garden for the kids', 'space for a home office'],
    ru: ['три спальни', 'хорошая школа в пешей доступности', 'тихая улица', 'сад для детей', 'место для домашнего кабинета'],
  },
  'first-time': {
    en: ['a monthly payment I can manage', 'help with the mortgage process', 'no hidden costs', 'a home that is ready to move into', 'good transport links'],
    ru: ['ежемесячный платёж, который нам по силам', 'помощь с ипотекой', 'никаких скрытых расходов', 'жильё, готовое к заезду', 'хороший транспорт рядом'],
  },
  relocation: {
    en: ['a short commute to the new office', 'a home I can move into quickly', 'the option of a remote viewing', 'a furnished place', 'good international schools'],
    ru: ['короткая дорога до нового офиса', 'жильё, куда можно быстро заехать', 'возможность онлайн-показа', 'меблированная квартира', 'хорошие международные школы'],
  },
  luxury: {
    en: ['privacy and security', 'an open view', 'premium finishes', 'concierge services', 'a private terrace'],
    ru: ['приватность и безопасность', 'открытый вид', 'премиальная отделка', 'консьерж-сервис', 'собственная терраса'],
  },
  general: {
    en: ['a good location', 'enough space for everyone', 'a fair price', 'a well-maintained building', 'plenty of natural light'],
    ru: ['хорошее расположение', 'достаточно места для всех', 'честная цена', 'ухоженный дом', 'много естественного света'],
  },
};

/** Budget ranges in US dollars: [min, max, step]. */
export const BUDGETS: Record<ClientKind, [number, number, number]> = {
  investor: [400_000, 900_000, 50_000],
  family: [350_000, 650_000, 25_000],
  'first-time': [200_000, 350_000, 10_000],
  relocation: [400_000, 700_000, 25_000],
  luxury: [1_200_000, 3_000_000, 100_000],
  general: [300_000, 600_000, 25_000],
};

export const TIMELINES: Record<ClientKind, Record<Language, string[]>> = {
  investor: { en: ['this quarter', 'within three months', 'before the end of the year'], ru: ['в этом квартале', 'в течение трёх месяцев', 'до конца года'] },
  family: { en: ['before the school year starts', 'within four months', 'by the end of summer'], ru: ['до начала учебного года', 'в течение четырёх месяцев', 'до конца лета'] },
  'first-time': { en: ['when my lease ends in three months', 'within six months', 'this spring'], ru: ['к концу аренды через три месяца', 'в течение полугода', 'этой весной'] },
  relocation: { en: ['within six weeks', 'before my start date next month', 'in under two months'], ru: ['в течение шести недель', 'до выхода на новую работу в следующем месяце', 'меньше чем за два месяца'] },
  luxury: { en: ['within a year, no rush', 'by the end of the season', 'within six months'], ru: ['в течение года, без спешки', 'до конца сезона', 'в течение полугода'] },
  general: { en: ['within three months', 'in the next six months', 'by the end of the year'], ru: ['в течение трёх месяцев', 'в ближайшие полгода', 'до конца года'] },
};

export const OBJECTION_ORDER: Record<ClientKind, ObjectionTopic[]> = {
  investor: ['market', 'price', 'fees', 'trust'],
  family: ['price', 'location', 'timing', 'fees'],
  'first-time': ['fees', 'price', 'timing', 'trust'],
  relocation: ['timing', 'location', 'price', 'trust'],
  luxury: ['price', 'trust', 'market', 'location'],
  general: ['price', 'timing', 'trust', 'location'],
};
