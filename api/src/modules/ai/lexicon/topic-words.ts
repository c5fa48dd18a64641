import type { Topic } from './lexicon-types';
import type { LexiconEntries } from './matcher';

export const EN_TOPICS: Record<Topic, LexiconEntries> = {
  price: ['price*', 'cost', 'costs', 'expensive', 'cheap*', 'afford*', 'budget*', 'dollar*', 'payment*', 'mortgage*', 'discount*', 'worth', 'overpriced', 'per square', 're:[$€£]\\d[\\d,.]*', 'sold for', 'money', 'financ*', 'pay', 'paying', 'down payment', 'asking'],
  timeline: ['timeline', 'when', 'how soon', 'how long', 'date', 'dates', 'deadline', 'week*', 'month*', 'days', 'move in', 'move-in', 'closing date', 'soon', 'time', 'timing', 'by the end', 'schedule'],
  process: ['process', 'steps', 'step', 'how does', 'paperwork', 'documents', 'contract', 'procedure', 'guide', 'start', 'what happens', 'how it works', 'approval'],
  specs: ['specification*', 'specs', 'square', 'sq', 'bedroom*', 'bathroom*', 'floor*', 'layout', 'size', 'built', 'condition', 'heating', 'parking', 'amenit*', 'feature*', 'rooms', 'balcony', 'kitchen', 'ceiling*', 'insulation', 'energy'],
  market: ['market*', 'conditions', 'trend*', 'prices', 'rates', 'interest rate*', 'demand', 'supply', 'comparable*', 'growth', 'apprecia*', 'inflation', 'forecast*'],
  benefits: ['benefit*', 'special', 'unique', 'advantage*', 'why this', 'what makes', 'worth it', 'stand out', 'different'],
  location: ['location', 'area', 'neighborhood*', 'neighbourhood*', 'school*', 'commute', 'district', 'transport', 'near', 'nearby', 'close to', 'view', 'street', 'noise', 'quiet', 'city', 'downtown', 'office'],
  risk: ['risk*', 'worried', 'worry', 'concern*', 'drop', 'lose', 'losing', 'guarantee*', 'uncertain*', 'safe', 'crash', 'problem*', 'nervous', 'anxious', 'scared', 'afraid'],
  fees: ['fee', 'fees', 'commission*', 'hidden cost*', 'tax*', 'closing cost*', 'hoa', 'maintenance', 'extra cost*', 'charges'],
  trust: ['another agent', 'other agent*', 'competitor*', 'trust', 'reviews', 'experience', 'why you', 'why should i', 'references', 'agency'],
  needs: ['need*', 'looking for', 'important to', 'matters', 'priorit*', 'must-have*', 'family', 'kids', 'children', 'lifestyle', 'requirements'],
};

export const RU_TOPICS: Record<Topic, LexiconEntries> = {
  price: ['цен*', 'стоимост*', 'стоит', 'дорог*', 'дешев*', 'бюджет*', 'денег', 'деньги', 'рубл*', 'млн', 'платеж*', 'ипотек*', 'скидк*', 'торг*', 'переплат*', 'оплат*', 'взнос*', 'по карману', 'позволить',
    're:\\d[\\d\\s,.]*(?:₽|руб%L*|млн|тыс%L*)', 'за метр', 'за квадратный метр', 'стоят', 'продал*'],
  timeline: ['срок*', 'когда', 'как скоро', 'как быстро', 'сколько времени', 'дата', 'даты', 'недел*', 'месяц*', 'дней', 'дня', 'въезд*', 'заселени*', 'переезд*', 'скоро', 'время', 'график*', 'к концу'],
  process: ['процесс*', 'шаг*', 'этап*', 'как происходит', 'документ*', 'договор*', 'процедур*', 'оформлени*', 'что дальше', 'с чего начать', 'одобрени*', 'порядок'],
  specs: ['характеристик*', 'площад*', 'квадрат*', 'комнат*', 'спальн*', 'санузл*', 'этаж*', 'планировк*', 'размер*', 'год постройки', 'состояни*', 'отоплени*', 'парковк*', 'паркинг*', 'балкон*', 'кухн*', 'потолк*', 'материал*', 'технически*'],
  market: ['рын*', 'ситуаци*', 'тренд*', 'цены', 'ставк*', 'спрос*', 'аналог*', 'инфляци*', 'прогноз*', 'конъюнктур*'],
  benefits: ['выгод*', 'особенн*', 'уникальн*', 'преимуществ*', 'чем отличается', 'почему именно', 'плюс*', 'особого'],
  location: ['район*', 'расположени*', 'локаци*', 'школ*', 'транспорт*', 'метро', 'рядом', 'поблизости', 'улиц*', 'шум*', 'тих*', 'центр*', 'офис*', 'добираться'],
  risk: ['риск*', 'волну*', 'беспоко*', 'переживаю', 'опасени*', 'упад*', 'потер*', 'гаранти*', 'неопределенност*', 'безопасн*', 'кризис*', 'проблем*', 'страш*', 'боюсь', 'нервнича*'],
  fees: ['комисси*', 'налог*', 'скрыт*', 'дополнительн* расход*', 'сбор*', 'обслуживани*', 'коммунал*', 'расход*', 'пошлин*'],
  trust: ['другой агент', 'другого агента', 'другие агентства', 'конкурент*', 'довер*', 'отзыв*', 'опыт*', 'почему вы', 'почему я должен', 'рекомендаци*', 'агентств*'],
  needs: ['нужн*', 'ищу', 'ищете', 'ищем', 'важн*', 'приоритет*', 'обязательн*', 'семь*', 'дети', 'детей', 'ребен*', 'образ жизни', 'требовани*', 'пожелани*'],
};
