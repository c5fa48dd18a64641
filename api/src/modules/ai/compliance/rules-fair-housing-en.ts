import type { CategoryRules } from './compliance-rule';
import { rx } from './compliance-rule';

// Fair housing: a protected group (named, or coded) together with steering or a head count of
// residents. A group alone ("there's a mosque nearby", "wheelchair accessible") is a fact, not a risk.

const PEOPLE = "(?:famil(?:y|ies)|people|folks?|neighbou?rs?|residents?|communit(?:y|ies)|crowd|buyers?|owners?|tenants?|households?|kids|children|population|types?|ones|guys|ladies|couples?|parents?|parishioners|congregation|worshippers|believers|immigrants|mums|moms|crowd)";
const COMPOSITION = "(?:mostly|mainly|predominantly|largely|primarily|overwhelmingly|(?:almost|nearly|pretty much) (?:all|entirely|exclusively)|all|exclusively|only|a lot of|lots of|full of|plenty of|many|a few|few|not many|not a lot of|hardly any|barely any|no|zero|more and more|too many|the majority|heavy|(?:a )?(?:big|large|huge|growing|strong|tight-knit|close-knit|sizeable|real) )";
const STEER =
  "fit (?:right |straight |in )?in|fits? in|feel (?:right |more |much )?at home|(?:more|less|most|very|really) comfortable|(?:feel|be) comfortable|(?:much |a lot |far |a bit )?happier|belong|(?:people|folks|families|ones|buyers|neighbou?rs) (?:just )?like (?:you|yourself|yours|us|your family)|your (?:own )?(?:kind|type|people|crowd|sort|lot)|among your own|(?:is|are|isn't|aren't|not|wouldn't be|might not be|may not be) (?:really |exactly |quite |the best |ideal |a great )?(?:for you|for your|your scene|meant for|designed for|made for|suited|suitable|ideal for|a good fit|the right fit|right for)|better (?:suited|off|fit|for you)|suits? you better|stand out|stick out|(?:feel |be )?(?:un)?welcome|accepted|(?:look|search|try|focus|stick) (?:somewhere|elsewhere|in another|in other|on other|at other|to other|with other)|somewhere else|elsewhere|stay away|keep away|steer (?:you|clear)|(?:I'd|I would|we'd|we should|let's|you should|you'd want to|you may want to|you might want to) (?:\\w+ ){0,2}(?:avoid|skip|stick to|stay)|(?:I|we) (?:wouldn't|won't|don't|would not|will not) (?:\\w+ ){0,2}(?:show|recommend|suggest|take you|bother)|(?:owner|seller|landlord|board|hoa|management|neighbou?rs?|residents|building) (?:\\w+ ){0,3}(?:prefers?|doesn't want|don't want|won't (?:rent|sell|accept|take)|would rather|rather not|isn't keen|aren't keen|object|complain|mind|frown|looking for)|you'?ll love the (?:\\w+ )?(?:families|neighbou?rs|community|people|crowd)|(?:like|love) (?:having )?(?:their|its) own";
const WINK = "if you (?:know|get|catch) (?:what|where) I(?:'m| am)? ?(?:mean|saying|coming from|going)|read between the lines|I'll (?:leave it|say no more)|let's just say|you didn't hear (?:it|this|that) from me|(?:wink|nudge)";
const ATTRIBUTED = "(?:you're|you are|being|as|since you're|since you are|for|with you being) (?:a |an |the )?(?:\\w+ )?";

const RACE = "(?:white|black|asian|caucasian|african[- ]american|brown|colou?red|people of colou?r|poc|bame|ethnic(?:ally)?|ethnic minorit(?:y|ies)|minorit(?:y|ies)|racial(?:ly)?|races?|diverse|diversity|demographics?|mixed[- ]race|non[- ]white|whites|blacks|asians)";
const RELIGION = "(?:christians?|catholics?|protestants?|baptists?|evangelicals?|jewish|jews?|muslims?|moslems?|islamic|hindus?|sikhs?|buddhists?|mormons?|orthodox|atheists?|religious|church[- ]?go(?:ers?|ing)|devout|kosher|halal|hijabs?|god[- ]fearing|faith(?:ful)?|believers?|amish|quakers?)";
const ORIGIN = "(?:immigrants?|migrants?|foreigners?|foreign|expats?|refugees?|asylum seekers?|newcomers|nationalit(?:y|ies)|natives?|native[- ]born|locals|(?:real|true|proper|local) (?:locals|brits|americans|english)|hispanics?|latin[oa]s?|latinx|arabs?|arabic|mexicans?|chinese|indians?|pakistanis?|polish|poles|russians?|ukrainians?|somalis?|nigerians?|romanians?|turks|turkish|koreans?|vietnamese|filipinos?|irish|italians?|africans?|middle[- ]eastern|eastern europeans?|brazilians?|syrians?|afghans?|iranians?|albanians?|bulgarians?|japanese|greeks?|portuguese|caribbean|jamaicans?|haitians?|cubans?|puerto ricans?|colombians?|ethiopians?|eritreans?|kurds|kurdish|bangladeshis?|sri lankans?|nepalis?|thai|moroccans?|egyptians?|lebanese|gypsies|roma|travell?ers|english[- ]speaking|non[- ]english|(?:speak|speaks|speaking) (?:good |proper |much )?english|english (?:isn't|is not|as a second)|accents?|from abroad|from overseas|from (?:that|their|your) (?:part of the world|country))";

const GROUP_PEOPLE = (group: string) => rx(`\\b${group}[- ](?:\\w+ )?${PEOPLE}\\b`);
const COUNTED = (group: string) => rx(`\\b${COMPOSITION}(?:\\w+[- ]){0,2}${group}\\b|\\b${group}\\b (?:\\w+ ){0,2}(?:majority|dominated|areas?|neighbou?rhoods?|streets?|blocks?|enclaves?|part of town|side of town|moving in|moved in|taking over|took over)`);
const ATTRIBUTE = (group: string) => rx(`\\b${ATTRIBUTED}${group}\\b`);
const ADVICE = rx("\\b(?:you'll|you will|you'd|you would|you might|you may|I'd|I would|I'll|suggest|recommend|prefer|love|like|enjoy|better|should)\\b");
const STEERING = rx(`\\b(?:${STEER})`);

const familyOf = (group: string) => [
  { anchor: COUNTED(group), anyPolarity: true },
  { anchor: STEERING, anyPolarity: true, with: [GROUP_PEOPLE(group)] },
  { anchor: ATTRIBUTE(group), anyPolarity: true, with: [ADVICE] },
];

// "I can't steer you by who lives there", "fair housing", "everyone is welcome": honest refusals.
const REFUSAL = rx("\\b(?:can't|cannot|won't|don't|do not|not allowed to|not able to|unable to|not permitted to|never|I'd rather not|it's not my place to) (?:\\w+ ){0,3}(?:steer|comment|describe|discuss|talk about|characteri[sz]e|say who|tell you who|speak (?:to|about)|answer|choose|pick|judge|base|guess)|\\bfair[- ]housing\\b|\\bregardless of\\b|\\b(?:open to|welcomes?) (?:everyone|everybody|all)\\b|\\beveryone (?:is )?welcome\\b|\\bequal(?:ly)? (?:opportunit|welcome|treat)|\\b(?:census|public) (?:data|figures|statistics)\\b");

const CODED_PLACE = rx("\\b(?:schools?|streets?|neighbou?rhoods?|area|block|district|part of town|side of town|estate|community|crowd|neighbou?rs|element|vibe)\\b");
const CODED_VIBE = rx("\\b(?:character|changed|changing|transitional|different (?:kind|type|sort|crowd|mix|feel)|certain (?:kind|type|sort|crowd|element|people)|(?:right|wrong|better|good|nice|undesirable|bad|rough|sketchy|certain) (?:kind|sort|type|class|element|crowd|mix)|those (?:people|types|folks|families)|that (?:element|crowd)|urban|inner[- ]city|ghetto|demographics?|gone downhill|going downhill|good side of|wrong side of)\\b");

export const FAIR_HOUSING_EN: CategoryRules[] = [
  {
    category: 'fair-housing-race',
    unless: REFUSAL,
    rules: [
      ...familyOf(RACE),
      { anchor: rx(`\\b(?:${WINK})|\\b(?:${STEER})`), anyPolarity: true, with: [CODED_PLACE, CODED_VIBE] },
      { anchor: rx('\\b(?:those people|that element|the wrong element|the right (?:kind|sort|type) of (?:people|neighbou?rs|families|buyers)|(?:certain|undesirable) (?:elements|types|people)|keep (?:\\w+ ){0,2}(?:certain|those|undesirable) (?:people|types|elements) out)\\b'), anyPolarity: true },
    ],
  },
  { category: 'fair-housing-religion', unless: REFUSAL, rules: familyOf(RELIGION) },
  {
    category: 'fair-housing-national-origin',
    unless: REFUSAL,
    rules: [
      ...familyOf(ORIGIN),
      { anchor: rx('\\b(?:your (?:own )?(?:countrymen|compatriots|community|culture|language)|people from your (?:country|part of the world|culture|background))\\b'), anyPolarity: true, with: [STEERING] },
    ],
  },
  {
    category: 'fair-housing-sex',
    unless: REFUSAL,
    rules: [
      { anchor: rx("\\b(?:as|for|being|you're|you are) (?:a |an )?(?:single |young |lone |divorced )?(?:woman|women|lady|girl|female|mum|mom|mother|man|guy|bachelor)\\b|\\b(?:a |single |young )?(?:woman|women|lady|ladies|girls?|females?) (?:\\w+ ){0,2}(?:alone|on (?:her|their|your) own|by (?:her|them|your)sel(?:f|ves)|living alone)|\\b(?:women|ladies|girls|men|guys) (?:usually|tend to|always|generally|prefer|love|like|want|need|don't|can't|aren't)|\\bgirl like you\\b"), anyPolarity: true, with: [ADVICE] },
      { anchor: rx("\\b(?:wait (?:for|until|till) your (?:husband|boyfriend|partner|father|dad)|let (?:your )?(?:husband|boyfriend|father|dad|man) (?:\\w+ ){0,2}(?:decide|handle|sign|deal|look|check|take care)|(?:husband|man of the house|a man) (?:\\w+ ){0,2}(?:should|can|will|needs to|has to|ought to) (?:\\w+ ){0,2}(?:decide|handle|sign|deal|check|negotiate)|man of the house|(?:men|a man) (?:are|is) better at)\\b"), anyPolarity: true },
      { anchor: rx(`\\b(?:feel safer|be safer|safer for you|safe for a|not (?:safe|ideal|suitable|wise) for (?:a|you)|${STEER})`), anyPolarity: true, withOrClient: [rx("\\b(?:single (?:woman|women|lady|mum|mom|mother|female|girl)|(?:woman|lady|girl|female) (?:\\w+ )?(?:alone|on (?:my|her) own|by (?:my|her)self|living alone)|I'm a (?:woman|single woman|girl|lady)|as a woman|women|ladies)\\b")] },
    ],
  },
];
