import type { CategoryRules } from './compliance-rule';
import { rx } from './compliance-rule';
import { DISABILITY_CLASS_RU, FAMILY_CLASS_RU, ORIGIN_CLASS_RU, RACE_CLASS_RU, RELIGION_CLASS_RU, SEX_CLASS_RU } from './concepts-protected-ru';

// Слова, которыми договариваются о том, чего не должно быть видно: «никто не узнает», «банк
// звонить не будет», «между нами», «знать им необязательно». Категорию называет тема сообщения.

// Эти слова несут своё отрицание.
const CUE = rx(
  '\\b(?:никто (?:\\p{L}+ )?(?:не|ничего не) (?:\\p{L}+ )?(?:узна\\p{L}*|замет\\p{L}*|провер\\p{L}*|спрос\\p{L}*|докопа\\p{L}*|отлич\\p{L}*|пойм[её]т|приедет)|(?:банк\\p{L}*|кредитор\\p{L}*|они|покупател\\p{L}*|продав\\p{L}*|налогов\\p{L}*|оценщик\\p{L}*|росреестр\\p{L}*|инспектор\\p{L}*|администраци\\p{L}*|страхов\\p{L}*) (?:\\p{L}+ )?(?:не|никогда не|вряд ли|редко) (?:\\p{L}+ )?(?:узна\\p{L}*|замет\\p{L}*|провер\\p{L}*|спрос\\p{L}*|докопа\\p{L}*|звон\\p{L}*|придира\\p{L}*|копа\\p{L}*|отлич\\p{L}*|пойм[её]т|будет (?:проверять|звонить|копать|придираться|спрашивать))|(?:проверять|звонить|копать|придираться|спрашивать) (?:\\p{L}+ )?(?:никто )?не (?:будет|будут|станет|станут|приедет)|(?:им|ему|ей|банку|покупател\\p{L}*|продавц\\p{L}*|юрист\\p{L}*|никому) (?:\\p{L}+ ){0,2}знать (?:не обязательно|необязательно|не нужно|не надо|незачем|ни к чему)|знать (?:\\p{L}+ )?(?:не обязательно|необязательно|не нужно|не надо|незачем|ни к чему)|чего (?:они|он|она|банк|покупатель) не знает)'
);
// Эти слова честны под отрицанием («никаких конвертов»), поэтому должны быть утверждены.
const PLAIN_CUE = rx('\\b(?:между нами|по секрету|только никому|не для протокола|неофициально|строго между|в конверте|мимо кассы|вчерную|в ч[её]рную|сер(?:ая|ую|ой) схем\\p{L}*|без лишних бумаг|(?:это )?(?:семейное|между собой) (?:дело)?)');
const HONEST = rx('\\b(?:нельзя|не могу|не можем|незаконн\\p{L}*|мошенничеств\\p{L}*|обязан\\p{L}*|должн\\p{L}* (?:\\p{L}+ )?(?:указать|сообщить|знать|раскрыть|показать|быть)|нужно (?:\\p{L}+ )?(?:указать|сообщить|сказать|раскрыть)|письменн\\p{L}*|официально укаж\\p{L}*)');

const TOPICS: [CategoryRules['category'], string][] = [
  // First: a secret about the client's own side (the seller's floor, divorce, debts) is a breach of
  // their trust before it is anything else, whatever other words the sentence holds.
  ['breach-of-duty', '(?:продав|хозя|собственник|владел|покупател)\\p{L}* (?:\\p{L}+ ){0,4}(?:отдаст|отдадут|соглас\\p{L}*|возьм\\p{L}*|уступ\\p{L}*|развод\\p{L}*|долг\\p{L}*|срочно|боле\\p{L}*|нужны деньги|минимум)'],
  ['fair-housing-race', RACE_CLASS_RU],
  ['fair-housing-religion', RELIGION_CLASS_RU],
  ['fair-housing-national-origin', ORIGIN_CLASS_RU],
  ['fair-housing-familial-status', FAMILY_CLASS_RU],
  ['fair-housing-disability', DISABILITY_CLASS_RU],
  ['fair-housing-sex', SEX_CLASS_RU],
  ['gift-letter-fraud', '(?:подар\\p{L}*|дарени\\p{L}*)'],
  ['occupancy-fraud', '(?:жить|жив[её]те|въезжа\\p{L}*|переезжа\\p{L}*|проживающ\\p{L}*|основн\\p{L}* жиль\\p{L}*|льготн\\p{L}*|семейн\\p{L}* ипотек\\p{L}*|посуточн\\p{L}*)'],
  ['price-fraud', '(?:наличн\\p{L}*|наличк\\p{L}*|цен\\p{L}* в договоре|в договоре|налог\\p{L}*|оценк\\p{L}*|оценщик\\p{L}*)'],
  ['mortgage-fraud', '(?:банк\\p{L}*|ипотек\\p{L}*|кредит\\p{L}*|анкет\\p{L}*|справк\\p{L}*|доход\\p{L}*|зарплат\\p{L}*|выписк\\p{L}*|заявк\\p{L}*)'],
  ['dual-agency', '(?:обе стороны|обеих сторон|мой объект|мо[её] объявлени\\p{L}*|представля\\p{L}*|на стороне)'],
  ['kickback', '(?:бонус\\p{L}*|процент\\p{L}*|откат\\p{L}*|комисси\\p{L}*|благодар\\p{L}*|платят мне|мне платят)'],
  ['misrepresentation', '(?:метр\\p{L}*|площад\\p{L}*|перепланировк\\p{L}*|узакон\\p{L}*|объявлени\\p{L}*|вид из окна|разрешени\\p{L}*)'],
];

// A protected group must be named in the message itself: a client who mentioned their children does
// not make every confidential remark of the agent's a fair-housing matter.
const topicRule = (category: CategoryRules['category'], topic: RegExp) =>
  category.startsWith('fair-housing') ? { with: [topic] } : { withOrClient: [topic] };

export const SECRECY_CUES_RU: CategoryRules[] = TOPICS.map(([category, topic]): CategoryRules => ({
  category,
  rules: [
    { anchor: CUE, anyPolarity: true, ...topicRule(category, rx(`\\b${topic}`)), wide: true, unlessAnywhere: HONEST },
    { anchor: PLAIN_CUE, ...topicRule(category, rx(`\\b${topic}`)), wide: true, unlessAnywhere: HONEST },
  ],
}));
