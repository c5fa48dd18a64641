import type { CategoryRules, ComplianceRule } from './compliance-rule';
import { rx } from './compliance-rule';
import { CODED_RACE, DISABILITY_CLASS, FAMILY_CLASS, ORIGIN_CLASS, RACE_CLASS, RELIGION_CLASS, SEX_CLASS, WINK } from './concepts-protected-en';

// Fair housing by concept: a protected group (in the reply or the client's line) together with one
// act that treats people by it: steering to or from a place, choosing between applicants, an
// owner's preference, a different price, a rule in an ad, a head count, a generalisation.

const STEER = rx(
  "\\b(?:fits? (?:right |straight |perfectly )?in|fitting in|blend (?:right )?in|stand(?:s)? out|stick(?:s)? out|outsiders?|out of place|feel (?:right |more |much |really |completely )?at home|(?:feel|be|are|is) (?:more|less) welcome|(?:not|never|wouldn't be|won't be|isn't|aren't|wouldn't feel|won't feel) (?:very |really |exactly |that )?welcome|unwelcome|people like (?:you|yourself|us)|(?:folks|families|neighbou?rs|buyers|clients|tenants|ones) like (?:you|yours|yourself)|your (?:own )?(?:kind|type|people|sort|crowd|folks|lot)|(?:among|with) (?:your|their) own|your own (?:community|culture|group)|your (?:community|culture|countrymen|compatriots)|your scene|(?:more|most|less|much more|a lot more|wouldn't (?:feel|be)|won't (?:feel|be)|never (?:feel|be)|feel) (?:really |very )?(?:comfortable|relaxed|at ease|safe) (?:in|at|there|over|with|among|somewhere|elsewhere|anywhere|around|living|here)|(?:happier|better off|better suited|a better fit|more suited) (?:in|at|over|somewhere|elsewhere|with|among|looking|around|on|further)|look(?:ing)? (?:\\w+ )?(?:somewhere else|elsewhere|further out|outside|in other|at other|in (?:\\w+ ){1,2}instead)|further out|somewhere else|elsewhere|another (?:area|neighbou?rhood|part of town|building|complex|district|side)|stick (?:to|with) (?:the |this |that )?(?:\\w+ )?(?:side|area|part|neighbou?rhood|district|suburbs?)|stay (?:away|out of|clear)|avoid (?:that|the|those|this) (?:\\w+ )?(?:area|street|side|part|neighbou?rhood|block|school|district)|steer\\w*|(?:send|show) you (?:\\w+ )?(?:listings|homes|places|houses|options) (?:there|only|(?:in|around) (?!every|all|any|each|whichever|whatever|your|both|either))|focus (?:there|on (?:that|this) (?:area|part|side))|go private|not (?:really )?(?:for you|your (?:scene|kind of place|area))|might not be for you|not (?:the )?(?:right|best|ideal) (?:fit|place|area) for you)"
);
const SELECT = rx(
  "\\b(?:go (?:with|for) (?:the other|someone|another|the (?:\\w+ )?(?:guy|man|woman|girl|lady|first|second|couple|one|applicant|tenant|buyer)|him|her)|(?:pick|choose|take|prefer) (?:the other|someone else|another|the (?:\\w+ )?(?:guy|man|woman|girl|lady|couple|other))|wait (?:for|until|till) (?:\\w+ )?(?:other|more|another|a different|different) (?:applicants|tenants|buyers|offers|candidates|people)|see who else|someone (?:easier|else|more suitable|better suited)|easier to deal with|pass on (?:him|her|them|this one|that one|the application|that applicant)|turn (?:him|her|them) down|say no to (?:him|her|them)|reject\\w* (?:him|her|them|the application|the applicant)|screen (?:\\w+ )?out|weed (?:\\w+ )?out|to be (?:safe|on the safe side)|keep (?:things|it|everything) (?:smooth|simple|easy|quiet)|avoid (?:any )?(?:trouble|drama|problems|complications|headaches|hassle|issues)|red flag|wouldn't risk it|not worth the risk|steer clear)"
);
// "The landlord prefers a 12-month lease" is about terms, not people.
const OWNER_PREFERS = rx(
  "\\b(?:owners?|sellers?|landlord|landlady|board|hoa|co-?op|management|neighbou?rs?|residents|building|other tenants|vendors?|the family|they|lenders?|banks?|underwriters?|employers?|insurers?) (?:\\w+ ){0,3}(?:(?:prefers?|wants?|would rather|'d rather|(?:would|'d) (?:really |much |rather |definitely |strongly )?(?:prefer|like))(?! (?:a |an |the )?(?:\\d|lease|longer|shorter|cash|quick|fast|offers?|closing|deposit|references|mortgage|pre-?approval|viewings?|notice|completion|move|price|sale|showings?|to close|to move|to sell|to wait))|(?:don't|doesn't|won't|wouldn't|do not|does not|would not) (?:\\w+ )?(?:want|like|rent|sell|accept|take|allow|love)|(?:is|are) (?:a bit |quite |pretty |very |really |kind of |super )?(?:conservative|traditional|old[- ]fashioned|particular|picky|strict|nervous|wary|uncomfortable|funny|weird|touchy|set in their ways|not keen|fussy)|get (?:nervous|weird|uncomfortable|funny|twitchy)|complain|object|not keen|isn't keen|aren't keen)"
);
const CHARGE = rx("\\b(?:(?:extra|bigger|higher|additional|separate|special|larger|double) (?:security )?(?:deposit|fee|rent|charge|premium)|(?:child|kid|kids|children's|pet|animal|dog) (?:deposit|fee|surcharge|rent|premium)|charge (?:them |him |her |you )?(?:more|extra|a premium)|surcharge)\\b");
const AD_RULE = rx("\\b(?:required|only|preferred|need not apply|must (?:be|speak|have)|no (?:\\w+ )?(?:please|allowed)|not (?:accepted|allowed|welcome))\\b");
const AD = rx('\\b(?:ads?|advert\\w*|listings?|posting|post|description|sign|flyer|criteria|requirements?|screening)\\b');
const GENERALISE = rx("\\b(?:tend to|usually|always|never|all (?:\\w+ )?(?:are|do|want)|(?:are|is) (?:always |usually |often |generally |just |naturally )?(?:more|less|too|so|better|worse|cleaner|messier|noisier|louder|quieter|tidier|neater|emotional|difficult|trouble|reliable|unreliable)|get (?:emotional|upset|hysterical|aggressive)|can't (?:handle|negotiate|deal|manage|cope)|(?:don't|do not) (?:pay|take care|look after|clean)|keep (?:places|things|it|the place) (?:cleaner|tidier|nicer|neater)|pay (?:on time|late)|make (?:better|worse|good|bad|great|terrible) (?:tenants|neighbou?rs|buyers)|(?:good|bad|better|worse|great|terrible) (?:tenants|neighbou?rs|with money|at (?:negotiating|numbers|money)))\\b");
const COMPOSITION = "(?:mostly|mainly|predominantly|largely|primarily|overwhelmingly|(?:almost|nearly|pretty much|practically|basically) (?:all|entirely|exclusively)|all|exclusively|only|a lot of|lots of|full of|plenty of|many|hardly any|barely any|no|zero|more and more|too many|the majority|heavily|very|super|really)";
const WINK_RX = rx(`\\b${WINK}`);
const PLACE = rx('\\b(?:area|neighbou?rhood|street|side|school|district|part of town|block|building|community|estate|suburb|town|crowd|neighbou?rs|people|folks|families)\\b');

const RESIDENTS = rx('\\b(?:live|living|lives|neighbou?r\\w*|street|block|building|area|part of town|side|school|district|community|estate|residents|families|people|folks|crowd|tenants)\\b');

// "I can't steer you by who lives there", "fair housing", "regardless of": honest refusals.
export const REFUSAL = rx("\\b(?:can't|cannot|won't|don't|do not|not allowed to|not able to|unable to|not permitted to|never|I'd rather not|it's not my place to|shouldn't|wouldn't) (?:\\w+ ){0,3}(?:steer|comment|describe|discuss|characteri[sz]e|say who|tell you who|speak (?:to|about)|choose|pick|judge|base|guess|discriminat\\w*|treat|consider|factor|ask about|charge|refuse|deny)|\\bfair[- ]housing\\b|\\bregardless of\\b|\\b(?:open to|welcomes?) (?:everyone|everybody|all)\\b|\\beveryone (?:is )?welcome\\b|\\bequal(?:ly)? (?:opportunit|welcome|treat)|\\b(?:same|identical|objective) (?:\\w+ ){0,3}(?:criteria|rules?|terms|standards?|process|screening|checks?)|\\b(?:isn't|is not|aren't|are not|not) (?:allowed|permitted|legal)|\\bnot (?:based on|about) (?:\\w+ ){0,2}(?:gender|race|religion|origin|who|where|kids|children|disability)|\\bhas nothing to do with\\b|\\b(?:illegal|against the law|discrimination)\\b");

function byClass(group: string, plural?: string): ComplianceRule[] {
  const named = rx(`\\b${group}\\b`);
  const rules: ComplianceRule[] = [
    { anchor: STEER, anyPolarity: true, withOrClient: [named], wide: true },
    { anchor: SELECT, withOrClient: [named], wide: true },
    { anchor: OWNER_PREFERS, withOrClient: [named] },
    { anchor: CHARGE, withOrClient: [named] },
    { anchor: AD_RULE, anyPolarity: true, with: [named, AD] },
    // The group word first: the head-count pattern is slow to try at every position.
    { anchor: named, anyPolarity: true, with: [rx(`\\b${COMPOSITION} (?:\\w+[- ]){0,2}${group}\\b`), RESIDENTS] },
  ];
  if (plural) rules.push({ anchor: rx(`\\b(?:${plural}|(?:a |the )?\\w+ like you)\\b`), anyPolarity: true, with: [GENERALISE] });
  return rules;
}

export const FAIR_HOUSING_CONCEPTS_EN: CategoryRules[] = [
  {
    category: 'fair-housing-race',
    unless: REFUSAL,
    rules: [
      ...byClass(RACE_CLASS, '(?:whites|blacks|asians|black people|white people|asian people|people of colou?r)'),
      { anchor: WINK_RX, anyPolarity: true, withOrClient: [rx(`\\b(?:${CODED_RACE}|${RACE_CLASS})\\b`)], wide: true },
      { anchor: WINK_RX, anyPolarity: true, with: [PLACE] },
      { anchor: rx(`\\b${CODED_RACE}\\b`), anyPolarity: true, with: [rx(`${STEER.source}|${SELECT.source}|${WINK_RX.source}`)], wide: true },
    ],
  },
  { category: 'fair-housing-religion', unless: REFUSAL, rules: byClass(RELIGION_CLASS, '(?:christians|catholics|jews|muslims|hindus|sikhs|mormons|atheists|religious people)') },
  { category: 'fair-housing-national-origin', unless: REFUSAL, rules: byClass(ORIGIN_CLASS, '(?:immigrants|foreigners|migrants|expats|refugees|mexicans|chinese|indians|arabs|africans|russians|poles)') },
  { category: 'fair-housing-sex', unless: REFUSAL, rules: byClass(SEX_CLASS, '(?:women|girls|ladies|females|men|guys|males|(?:a |single |young )?(?:woman|girl|lady|mom|mum|mother))') },
  { category: 'fair-housing-familial-status', unless: REFUSAL, rules: byClass(FAMILY_CLASS) },
  { category: 'fair-housing-disability', unless: REFUSAL, rules: byClass(DISABILITY_CLASS) },
];
