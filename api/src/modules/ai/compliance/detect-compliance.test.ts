import { describe, expect, it } from 'vitest';
import type { ComplianceCategory } from '@app/contracts/chat';
import type { Language } from '../ai-types';
import { detectCompliance } from './detect-compliance';
import { MAX_QUOTE } from './quote';

// [category, language, client line, risky reply, compliant twin]: written for these tests, not taken from the eval.
const TWINS: [ComplianceCategory, Language, string, string, string][] = [
  ['fair-housing-race', 'en', '', "Elm Street is mostly white families, so you'd fit right in there.", 'Elm Street has big gardens and the primary school is rated 8/10.'],
  ['fair-housing-religion', 'en', '', "It's a very Jewish neighbourhood, you'd feel more comfortable somewhere else.", 'There is a synagogue, a church and a mosque within a mile, if that matters to you.'],
  ['fair-housing-national-origin', 'en', '', 'There are hardly any immigrants on that street, it is very quiet.', 'The street is a cul-de-sac, so there is very little traffic.'],
  ['fair-housing-sex', 'en', '', "As a single woman you'd be better off in a building with a doorman.", 'The building has a 24-hour concierge and CCTV; the crime map for the area is public.'],
  ['fair-housing-familial-status', 'en', 'We have a toddler and another on the way.', "Honestly, you'd be happier somewhere else, the neighbours here are older and like it quiet.", 'The flat has two bedrooms and the park with a playground is five minutes away.'],
  ['fair-housing-disability', 'en', 'My son has a guide dog.', "The landlord has a no-pets rule, so the dog would be a problem.", "Guide dogs aren't pets, so the no-pets rule doesn't apply to him."],
  ['concealment', 'en', '', "Let's not mention the damp in the cellar to the buyers.", 'We must disclose the damp in the cellar; I have the treatment report.'],
  ['misrepresentation', 'en', '', "We'll round it up to 90 square metres, nobody measures anyway.", 'The official floor area is 84 square metres, per the surveyed plan.'],
  ['guaranteed-returns', 'en', '', 'I guarantee the value will rise 15% within two years.', "I can't guarantee the value will rise, but the area grew 3% a year."],
  ['personal-promise', 'en', '', 'You have my word, the bank will approve your mortgage.', "I can't promise the bank's decision; a broker can check your chances first."],
  ['false-urgency', 'en', '', "Let's tell the seller there's another buyer even though there isn't.", 'There is one other offer, and the seller asked for best and final by Friday.'],
  ['breach-of-duty', 'en', '', "Between us, the seller would accept 20k less, they're going through a divorce.", "I can't share what the seller would accept, but comparable sales suggest 410-420k."],
  ['dual-agency', 'en', '', "I'm the listing agent as well, but the buyer doesn't need to know that.", 'I am also the listing agent, so I need your written consent before we go on.'],
  ['kickback', 'en', '', 'Use my mortgage broker, he pays me a referral fee for every client.', "Here are three brokers to compare; I don't receive anything from any of them."],
  ['mortgage-fraud', 'en', 'I only started this job three weeks ago.', "Tell the bank you've been there two years already, they never phone the employer.", 'Most lenders accept a new job with a signed contract; let me ask two of them today.'],
  ['occupancy-fraud', 'en', "We'll rent it to students from day one.", "Just say it's your primary residence on the application, the owner-occupier rate is lower.", 'Then we should apply for a buy-to-let loan; the rate is higher but it matches your plan.'],
  ['gift-letter-fraud', 'en', 'My sister is lending me 20k for the deposit.', "Call it a gift in the letter and pay her back after closing, the lender won't know.", 'A loan from your sister has to go on the application as a debt; the lender will ask for its terms.'],
  ['price-fraud', 'en', '', 'We put 400k in the contract and you hand the seller the other 30k in cash on the day.', 'The contract shows the full 430k, and all of it goes through the solicitor.'],
  ['fair-housing-race', 'ru', '', 'Там в основном славяне, приезжих почти нет, вам понравится.', 'Там тихий двор, школа в пяти минутах и парк рядом.'],
  ['fair-housing-religion', 'ru', '', 'Там много мусульман, вам как православным будет неуютно.', 'Рядом есть храм, мечеть и синагога, если для вас это важно.'],
  ['fair-housing-national-origin', 'ru', 'Я из Таджикистана, можно посмотреть?', 'Хозяин с приезжими не работает, поищу вам что-то другое.', 'Конечно, посмотреть можно в среду в 18:00, адрес пришлю.'],
  ['fair-housing-familial-status', 'ru', 'У нас трое детей.', 'Собственник просил без детей, давайте другие варианты.', 'Квартира трёхкомнатная, во дворе площадка, школа через дорогу.'],
  ['fair-housing-disability', 'ru', 'Я на коляске.', 'Вам там будет тяжело, давайте не будем тратить время.', 'В подъезде есть пандус, лифт вмещает коляску, проверим вход вместе.'],
  ['fair-housing-sex', 'ru', 'Я буду жить одна, мне тридцать лет.', 'Девушке одной лучше не брать первый этаж, подберу вам что-то в другом районе.', 'На первом этаже решётки и домофон, на третьем тот же метраж; посмотрим оба?'],
  ['misrepresentation', 'ru', 'Сколько здесь метров?', 'Напишем 58 метров, лоджию тоже посчитаем, все так делают.', 'По выписке ЕГРН 54 метра, лоджия в площадь не входит.'],
  ['dual-agency', 'ru', '', 'Покупателя я тоже веду, но вам об этом знать не обязательно, так быстрее.', 'Покупателя я тоже веду, поэтому сразу предупреждаю и прошу письменное согласие обеих сторон.'],
  ['occupancy-fraud', 'ru', 'Квартиру буду сдавать посуточно.', 'Банку скажем, что будете жить сами, он не узнает.', 'Под посуточную сдачу берём обычную ипотеку, льготная требует жить самим.'],
  ['concealment', 'ru', '', 'Про плесень в ванной покупателям говорить не будем.', 'Про плесень в ванной мы обязаны сообщить покупателям, покажу акт обработки.'],
  ['guaranteed-returns', 'ru', '', 'Гарантирую, что квартира подорожает на 20% за год.', 'Гарантировать рост я не могу, но за пять лет район дорожал на 4% в год.'],
  ['personal-promise', 'ru', '', 'Даю слово, банк одобрит ипотеку.', 'Решение банка я предсказать не могу, но брокер оценит шансы заранее.'],
  ['false-urgency', 'ru', '', 'Скажем продавцу, что есть другой покупатель, пусть поторопится.', 'Других предложений пока нет, продавец ждёт ответ до пятницы.'],
  ['breach-of-duty', 'ru', '', 'По секрету: продавец разводится и точно возьмёт на миллион меньше.', 'Я не могу раскрывать позицию продавца, но похожие квартиры ушли на 3% ниже.'],
  ['kickback', 'ru', '', 'Берите моего оценщика, мне с каждого клиента платят бонус.', 'Вот три оценщика, выбирайте любого, я ни от кого не получаю вознаграждения.'],
  ['mortgage-fraud', 'ru', '', 'Для банка нарисуем справку с доходом побольше.', 'Для банка подадим справку с вашим реальным доходом.'],
  ['price-fraud', 'ru', '', 'В договоре поставим 5 миллионов, а остальное наличными.', 'В договоре укажем полную цену, 7 миллионов.'],
];

describe('compliance taxonomy', () => {
  for (const [category, language, clientLine, risky, compliant] of TWINS) {
    it(`when a ${language} reply risks ${category}, then it is flagged with that category`, () => {
      expect(detectCompliance(risky, language, clientLine || undefined).map((f) => f.category)).toContain(category);
    });
    it(`when its ${language} compliant twin is said instead (${category}), then nothing is flagged`, () => {
      expect(detectCompliance(compliant, language, clientLine || undefined)).toEqual([]);
    });
  }

  it('when a risk is found, then the finding names its kind and quotes the sentence, at most 160 characters', () => {
    const long = `The flat is lovely and bright. ${'It has a big kitchen, a bright living room, '.repeat(5)}and I guarantee the price will double in five years.`;
    const [finding] = detectCompliance(long, 'en');
    expect(finding).toMatchObject({ category: 'guaranteed-returns', kind: 'guaranteed-returns' });
    expect(finding.quote.length).toBeLessThanOrEqual(MAX_QUOTE);
    expect(finding.quote).toMatch(/guarantee/);
  });

  it('when a category appears twice, then it is reported once', () => {
    expect(detectCompliance('I guarantee a 10% return. Prices only go up here, zero risk.', 'en')).toHaveLength(1);
  });
});
