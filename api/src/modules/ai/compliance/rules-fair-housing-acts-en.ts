import type { CategoryRules, ComplianceRule } from './compliance-rule';
import { rx } from './compliance-rule';
import { DISABILITY_CLASS, FAMILY_CLASS, ORIGIN_CLASS, RACE_CLASS, RELIGION_CLASS, SEX_CLASS } from './concepts-protected-en';
import { REFUSAL } from './rules-fair-housing-concepts-en';

// Fair housing by the act, whatever the wording: going along with a client's request to exclude a
// group, saying a home is taken when it is not, asking about a protected trait, counting who lives
// there when asked, housing a group apart, talking a buyer out of a viewing, "people like you".

// The client asks to treat people by a trait: exclude them, choose between them, charge them more.
const EXCLUDING_REQUEST = rx(
  "\\b(?:(?:rather not|prefer not to|don't want to|do not want to|wouldn't want to|not keen to|refuse to|won't) (?:\\w+ ){0,2}(?:sell|rent|let|lease|show|have|accept|take|deal with|work with)|(?:only|just|prefer to|want to|like to|love (?:it )?to|would like (?:it )?to) (?:\\w+ ){0,2}(?:sell|rent|let|lease|go|show it) to|(?:go|goes|sold|rented|let) to (?:a |an |the )?(?:\\w+ ){0,2}(?:family|buyer|tenant|couple|person|people|applicant)|(?:tenants?|buyers?|applicants?|people|families|couples?) (?:who|that|without|with no|from)|(?:can|could|should|may) (?:I|we) (?:\\w+ ){0,2}(?:charge|refuse|reject|ask|require|say no|turn (?:\\w+ )?down|pass on|wait for|go with|pick|choose|put (?:that|it|this) in|screen|avoid|keep)|(?:is|will|would) (?:that|this|it|she|he|they) be (?:a |an )?(?:problem|issue|red flag|concern)|red flag|who would you (?:pick|choose|go with|take)|put (?:that|it|this) in the (?:ad|listing)|(?:screen|filter|weed|keep) (?:\\w+ ){0,2}out|(?:neighbou?rs|board|hoa|residents|owners?) (?:asked|want|would like|prefer)|(?:asked|asks|ask|wants to know|wondering|want to know|find out) (?:\\w+ ){0,2}(?:if|whether|what|which|where))"
);
const AGREES = rx(
  "^(?:sure|no problem|of course|fair enough|absolutely|definitely|understood|I understand|totally|got it|will do|yep|yeah|yes|makes sense|can do|no worries|good call|smart|wise|I hear you|ha|haha|done|okay|ok|right)\\b|\\b(?:I'll (?:\\w+ )?(?:make sure|keep|screen|filter|ask|add|put|mention|steer|focus|prioriti[sz]e|only|quietly|pick|look for|target|market it|find out|check|let (?:them|the \\w+|him|her) know)|(?:might|would|could) be (?:smart|wise|a good idea|safer|best|better)|good idea|I'd (?:do|say) the same|I agree|leave it with me|(?:it )?(?:might|could|may) be,|lots of (?:owners|landlords|sellers) do)\\b"
);
// "I'll say it's taken" to one group: the home is made unavailable to them.
const SAY_TAKEN = rx("\\b(?:say |tell (?:\\w+ ){0,2}|let (?:\\w+ ){0,2}know )(?:that )?(?:it's|it is|the \\w+ (?:is|has)|we're|it has|it's been) (?:already |just )?(?:taken|gone|let|rented|sold|under offer|off the market|no longer available|unavailable|full|been (?:let|rented|sold|taken))\\b");
const ASKS_TRAIT = rx("\\b(?:ask|asking|check|find out|enquire|inquire)\\w* (?:\\w+ ){0,3}(?:applicants?|tenants?|buyers?|them|him|her|people|each|every\\w*|callers?) (?:\\w+ ){0,2}(?:which|what|about|whether|if|where) (?:\\w+ ){0,3}(?:church|religion|faith|nationality|origin|background|ethnicity|from|born|kids|children|pregnan\\w*|married|husband|wife|disabilit\\w*|diagnos\\w*|health|accent|language)");
const HOW_MANY_ASKED = rx("\\b(?:many|lots of|a lot of|any|how many|much|mostly|mainly|who lives|what kind of (?:people|families|neighbou?rs))\\b");
const COUNT_ANSWER = rx("^(?:\\w+,? )?(?:not many|not much|not a lot|hardly any|barely any|very few|a few|quite a few|lots|loads|plenty|tons|mostly|mainly|none|no,|yes,|yeah,|nope,?|a couple)\\b|\\b(?:still |it's |they're )?(?:mostly|mainly|largely|predominantly) (?:\\w+ )?(?:locals|local families|natives|our own|the same)\\b");
const APART = rx("\\b(?:put|place|keep|assign|allocate|house|move|seat|settle|group)\\w* (?:\\w+ ){0,4}(?:on|in|into|to) (?:the )?(?:\\w+ ){0,2}(?:floor|building|block|wing|section|corner|end|units?|flats?|side|part|blocks)\\b(?:\\s+\\S+){0,3}\\s+(?:only|separately|apart)|\\b(?:only|exclusively) (?:on|in) the (?:\\w+ ){0,2}(?:floor|building|block|wing|section)");
const DISCOURAGE = rx("\\b(?:(?:no|not much|little) point (?:in )?(?:you )?\\w+ing|pointless|waste (?:of )?(?:your|our) time|wast(?:e|ing) (?:your|our) (?:time|saturday|sunday|day|trip|weekend)|save (?:yourself|you) (?:the )?(?:trip|time|bother|hassle)|don't bother (?:coming|viewing|seeing|looking|with)|not (?:really )?worth (?:your (?:time|while)|the trip|viewing|seeing|a look)|won't be (?:of )?(?:much |any )?(?:use|help|good) (?:to|for) you|send (?:someone|somebody|a friend|a relative|a family member|your \\w+) (?:else )?(?:instead|in your place|to (?:view|see|look))|bring someone (?:along )?(?:who|to) (?:can )?(?:talk|speak|see|hear|help)|not (?:really )?(?:set up|built|designed|made|equipped|meant) for (?:you|people|someone|a|little|kids|children|babies|wheel\\w*))");
const LIKE_YOU = rx("\\b(?:(?:famil(?:y|ies)|people|folks|neighbou?rs|buyers|tenants|kids|ones|clients) like (?:you|yours|yourselves|you guys|your family)|(?:the )?same (?:kind|type|sort) of (?:people|folks|families|neighbou?rs) as you|your (?:own )?(?:kind|type) of (?:people|folks|neighbou?rs)|not (?:really )?your (?:type|kind) of (?:people|folks|neighbou?rs|crowd))\\b");
const PLACE_OR_ADVICE = rx("\\b(?:area|neighbou?rhood|street|side|schools?|district|part of town|block|building|community|estate|suburb|town|there|here|fit|want|need|prefer|better|happier|comfortable|home|belong|blend)\\b");

// "I can't put that in the ad, but I'll add the income rule": the request itself is turned down.
const TURNED_DOWN = rx("\\b(?:can't|cannot|won't|not able to|not allowed to|shouldn't|wouldn't|mustn't|couldn't|not going to) (?:\\w+ ){0,3}(?:put|do|add|say|write|include|ask|charge|refuse|reject|pick|choose|screen|turn|pass|that|this|it)\\b|\\b(?:not|isn't|is not|never) (?:a |an )?(?:factor|issue|problem|concern|reason|red flag)\\b");

// Words that stand for a group of people by themselves ("a different element", "that crowd").
const CODED_PEOPLE = rx("\\b(?:(?:a |the )?(?:different|certain|wrong|undesirable|rougher|sketchy|bad) (?:element|crowd|clientele|kind of (?:people|folks|neighbou?rs|families)|type of (?:people|folks|neighbou?rs|families)|sort of (?:people|folks))|demographics?|(?:don't|doesn't|won't|wouldn't) want (?:that|those|these|the) (?:crowd|element|types?|kind|sort|people|folks)|across the tracks|wrong side of (?:the )?(?:tracks|town)|homogene?ous|(?:everyone|everybody)(?:'s| is) (?:all )?(?:alike|the same))\\b");
const CODED_CLEARED = rx("\\b(?:census|public (?:data|figures)|can't (?:\\w+ ){0,2}(?:discuss|describe|comment|share|talk)|won't (?:\\w+ ){0,2}(?:discuss|describe|comment))\\b");
// Asking the client about a protected trait, whoever is said to want to know.
const ASK_ORIGIN = rx("\\b(?:how long have you been in (?:the|this) country|where are you (?:originally |really )?from|is your english (?:\\w+ )?(?:okay|ok|good|fluent)|do you speak (?:good |fluent )?english|what(?:'s| is) your (?:nationality|background|ethnicity)|are you (?:a )?(?:native|foreign)|what country are you from)\\b");
const ASK_RELIGION = rx("\\b(?:what (?:religion|faith|church) (?:are|do|is)|are you (?:\\w+ )?(?:religious|christian|muslim|jewish|catholic|churchgoers?)|do you (?:go to|attend) (?:church|mosque|temple|synagogue)|which church)\\b");
const ASK_FAMILY = rx("\\b(?:(?:do|are) you (?:\\w+ )?(?:plan|planning|intend|intending|thinking of|want) (?:to have |on having |on )?(?:kids|children|a baby|a family|more kids)|any (?:kids|children|babies) (?:on the way|planned|in the plan)|are you (?:pregnant|expecting)|how many (?:kids|children) (?:do you|will)|planning a family)\\b");
// A buyer is asked about children to size the home; for an owner or landlord it is screening.
const OWNER = rx("\\b(?:landlords?|landlady|owners?|sellers?|board|hoa|management)\\b");
const ASK_HEALTH = rx("\\b(?:what(?:'s| is) (?:your|her|his|their) (?:diagnosis|disability|condition|illness)|how (?:bad|serious|severe) is (?:your|her|his|the) (?:condition|disability|illness|diagnosis)|are you (?:on|taking) (?:any )?medication|(?:is|are) (?:you|he|she|they) (?:mentally )?(?:stable|sane))\\b");
const actsOf = (group: string): ComplianceRule[] => {
  const named = rx(`\\b${group}\\b`);
  return [
    { anchor: AGREES, client: [named, EXCLUDING_REQUEST], unlessAnywhere: TURNED_DOWN },
    { anchor: SAY_TAKEN, withOrClient: [named], wide: true },
    { anchor: ASKS_TRAIT, anyPolarity: true, withOrClient: [named] },
    { anchor: COUNT_ANSWER, anyPolarity: true, client: [named, HOW_MANY_ASKED] },
    { anchor: APART, with: [named] },
    { anchor: DISCOURAGE, anyPolarity: true, withOrClient: [named] },
  ];
};

export const FAIR_HOUSING_ACTS_EN: CategoryRules[] = [
  { category: 'fair-housing-race', unless: REFUSAL, rules: [...actsOf(RACE_CLASS), { anchor: LIKE_YOU, anyPolarity: true, with: [PLACE_OR_ADVICE] }, { anchor: CODED_PEOPLE, anyPolarity: true, unlessAnywhere: CODED_CLEARED }] },
  { category: 'fair-housing-religion', unless: REFUSAL, rules: [...actsOf(RELIGION_CLASS), { anchor: ASK_RELIGION, anyPolarity: true }] },
  { category: 'fair-housing-national-origin', unless: REFUSAL, rules: [...actsOf(ORIGIN_CLASS), { anchor: ASK_ORIGIN, anyPolarity: true }] },
  { category: 'fair-housing-sex', unless: REFUSAL, rules: actsOf(SEX_CLASS) },
  { category: 'fair-housing-familial-status', unless: REFUSAL, rules: [...actsOf(FAMILY_CLASS), { anchor: ASK_FAMILY, anyPolarity: true, withOrClient: [OWNER] }] },
  { category: 'fair-housing-disability', unless: REFUSAL, rules: [...actsOf(DISABILITY_CLASS), { anchor: ASK_HEALTH, anyPolarity: true }] },
];
