import type { CategoryRules } from './compliance-rule';
import { rx } from './compliance-rule';

// Concealment and misrepresentation by concept. Concealment: a known defect or history (said by the
// agent or asked about by the client) plus a secrecy cue. Misrepresentation: a checkable fact
// (size, zone, flood map, taxes, permits, view) plus a fudge ("close enough", "nobody checks").

const DEFECT = rx(
  "\\b(?:(?:rising )?damp\\w*|mou?ld\\w*|mildew|fung\\w*|leak\\w*|drip\\w*|water (?:damage|stains?|ingress|in the \\w+|came|got|comes|gets|leaks?)|wet|flood\\w*|sump pump|cracks?|cracked|cracking|subsidence|settl(?:ing|ement)|foundations?|structural|sagg\\w*|bowing|rot|rotten|rotting|woodworm|termites?|pests?|rats?|mice|rodents?|roaches|cockroach\\w*|bed ?bugs|infest\\w*|asbestos|radon|lead (?:paint|pipes)|sewage|sewer|septic|drains?|drainage|backs? up|smell\\w*|odou?rs?|stinks?|wiring|electrics|electrical|fuse ?box|boiler|furnace|heating|hvac|plumbing|pipes?|burst|roof\\w*|shingles|gutters?|chimney|fire|smoke damage|burn(?:ed|t)|death|died|dead|passed away|murder\\w*|suicide|killed|crime|break-?ins?|burglar\\w*|meth|drugs?|squatters?|haunted|ghosts?|nois\\w*|neighbou?r (?:dispute|issues?|problems?|from hell)|disputes?|feud|lawsuits?|litigation|court case|liens?|judgm?ents?|encroach\\w*|easements?|boundary (?:dispute|issue)|knotweed|sinkhole|landslide|erosion|unpermitted|unapproved|without (?:a )?permits?|illegal (?:extension|conversion|unit|addition)|code violations?|violations?|insurance claims?|defects?|faults?|faulty|(?<!\\bno )problems?|(?<!\\bno )issues?|damage\\w*|broken|repairs?|repaired|patched|(?<!\\b(?:rental|credit|employment|price|sales|payment|work|medical) )history|incidents?|shootings?|stabbings?|assaults?|violence|robber(?:y|ies)|overdos\\w*|what happened|the thing with)\\b"
);

// Cues that carry their own negation: "no need to bring it up", "they won't notice".
const SECRECY = rx(
  "\\b(?:(?:don't|do not|no need to|needn't|not going to|won't|wouldn't|shouldn't|better not|let's not|never|no point(?: in)?|not worth|I wouldn't|there's no need to|you don't have to|we don't have to|don't have to|not required to|not obliged to|not obligated to) (?:\\w+ ){0,3}(?:mention\\w*|tell\\w*|disclos\\w*|bring\\w* (?:\\w+ )?up|rais\\w*|volunteer\\w*|flag\\w*|point\\w* (?:\\w+ )?out|draw\\w* attention|say\\w* (?:anything|a word|much)|talk\\w* about|put\\w* (?:it|that|this) (?:in|on)|list\\w*|advertis\\w*|highlight\\w*|dwell\\w* on|go\\w* into|open\\w* with|lead\\w* with|scar\\w*|worry (?:them|the buyers?|buyers))|no need for (?:them|buyers|the buyers?|anyone|him|her) to know|(?:they|buyers|the buyers?|nobody|no one|he|she|anyone) (?:don't|doesn't|do not|does not) need to know|need to know basis|what (?:they|the buyers?|buyers|he|she) (?:don't|doesn't) know|none of their business|(?:that's|it's) private|(?:they|buyers|the buyers?|nobody|no one|the (?:inspector|surveyor|appraiser|valuer|inspection|survey)) (?:won't|will never|wouldn't|'ll never|never|probably won't|are unlikely to|can't|couldn't|isn't going to|aren't going to) (?:\\w+ ){0,2}(?:notice|know|find out|see|spot|realise|realize|figure|catch|be the wiser|detect|pick (?:it |that )?up|look)|(?:nobody|no one)(?:'ll| will| would)? (?:\\w+ ){0,2}(?:notice|know|find out|be the wiser|spot|catch)|(?:only|just) (?:mention|tell|disclose|say|bring)\\w* (?:\\w+ ){0,4}(?:if|when) (?:they|someone|anyone|he|she|the buyers?) asks?|unless (?:they|someone|anyone|he|she|the buyers?) (?:\\w+ )?asks?|if (?:they|nobody|no one|the buyers?) (?:don't|doesn't|do not) ask|if (?:the )?(?:buyer'?s? )?(?:inspector|surveyor|inspection|survey|they|he|she) (?:doesn't|don't|does not|do not) (?:find|spot|notice|catch|pick)|off the record|not on the (?:disclosure|form|listing))"
);
// Cues stated plainly, so a negation before them clears them: "I wouldn't hide the leak".
const HIDING = rx(
  "\\b(?:hid(?:e|es|ing|den)|conceal\\w*|cover(?:s|ed|ing)? (?:\\w+ )?(?:up|over)|paint(?:s|ed|ing)? over|(?:a )?fresh (?:coat of )?paint|touch(?:ed)? (?:it )?up|keep(?:ing)? (?:\\w+ ){0,2}(?:quiet|mum|to ourselves|to yourselves|between us|under wraps|low[- ]key|hush(?:ed)?|vague|off the (?:form|disclosure|listing))|sweep(?:ing)? (?:\\w+ )?under|leave (?:it|that|this|them|those) (?:\\w+ )?(?:out|off)|left (?:it |that )?(?:out|off)|skip(?:ping)? (?:over|that part|the part|it|that)|gloss(?:ed|ing)? over|downplay\\w*|play(?:ing)? (?:it |that )?down|omit\\w*|(?:put|stack|place|move|push|hang)\\w* (?:\\w+ ){0,3}(?:rug|furniture|wardrobe|sofa|couch|bookcase|plants?|boxes|dresser|cabinet|painting|picture|mirror|curtain)s? (?:\\w+ ){0,3}(?:over|in front|against|along)|(?:put|stack|place|move|push)\\w* (?:\\w+ ){0,3}(?:over|in front of|against|along) (?:it|that|the (?:\\w+ )?(?:crack|stain|wall|mark|patch|damp))|air fresheners?|candles|mask\\w*|disguis\\w*|distract\\w*|old news|water under the bridge)"
);
// The honest twin: the fact goes on the form, said plainly.
const HONEST = rx(
  "\\b(?:must|have to|has to|need to|needs to|required to|obliged to|obligated to|legally|by law|duty to) (?:\\w+ ){0,2}(?:disclose|mention|tell|declare|list|note|include|put|report|flag|share)|\\b(?:I'll|we'll|let's|I will|we will|going to|happy to|want to|I'd|we should|you should) (?:\\w+ ){0,2}(?:disclose|mention|tell|declare|note|include|list|put|flag|share|show|point out|bring (?:it |that )?up|raise)|\\b(?:put|list|note|include|record|add|write|goes?|went|is|it's) (?:\\w+ ){0,2}(?:on|in|into) (?:the |our )?(?:disclosure|form|listing|pack|report|seller'?s? (?:statement|disclosure))|\\b(?:be|being) (?:upfront|transparent|honest|open)\\b|\\bfull disclosure\\b|\\bupfront\\b"
);

const FACT = rx(
  "\\b(?:square (?:feet|foot|footage|metres?|meters?)|sq\\.? ?(?:ft|m)|sqm|m2|footage|size|floor (?:area|space|plan)|living (?:space|area)|bedrooms?|beds?|zone[ds]?|zoning|flood (?:zone|map|plain|risk|insurance)|floodplain|fema|catchment|school (?:district|zone|boundary)|district|boundary|boundaries|lot (?:line|size)|acreage|acres?|tax\\w*|exemption|hoa (?:fees|dues)|service charge|fees|permits?|permission|planning|approvals?|certificate|views?|leasehold|lease|title|year built|built in|renovat\\w*|new roof|extension|conversion|unit|addition|storey|rezon\\w*|build\\w*|construction|development|\\d[\\d,.]* ?(?:sq|square|m2|ft|feet|metres|meters))\\b"
);
const FUDGE = rx(
  "\\b(?:close enough|near enough|basically|more or less|ballpark|(?:nobody|no one) (?:\\w+ )?(?:ever |really |actually )?(?:checks?|measures?|verif(?:y|ies)|looks?|enforces?|cares?|bothers?)|(?:never|don't|doesn't|won't|rarely|hardly(?: ever)?|barely) (?:\\w+ )?(?:check|measure|verify|enforce|look|care|bother)s?|(?:everyone|everybody|all the agents|all agents|most agents|we all) (?:does|do) (?:it|that)?|(?:I|we) (?:always )?(?:count|include|add|throw in|round)\\w* (?:in )?(?:the )?(?:\\w+ )?(?:balcony|garage|storage|basement|loft|attic|porch|patio|deck|terrace|garden|shed|hallway|common|cellar|closet|it up)|call it (?:a |an )?(?:\\d|\\w+[- ]bed|bedroom|living|habitable|square|legal|finished)|round(?:ed|ing)? (?:it |that |this )?up|on paper|(?:don't|do not) (?:\\w+ )?worry about (?:the )?(?:rumou?rs?|map|zone|boundary|permits?|numbers|paperwork|details|fine print|survey|appraisal|flood)|ignore the|for good|forever|(?:will |is going to )?never (?:be )?(?:built|developed|built on|blocked|change)|nothing (?:will|can|is going to) (?:ever )?(?:be built|block|change)|guaranteed views?|(?:just|only) the (?:yard|garden|back|edge|corner|front)|no (?:flood )?insurance (?:needed|required)|(?:just|simply|can|could|'ll|will|should|go ahead and|lots of people|people|everyone) (?:\\w+ ){0,2}(?:build|do it|convert|add|rent|finish|knock|extend|put)\\w* (?:\\w+ ){0,3}without (?:a |any |the )?(?:permits?|permission|approval|sign[- ]off|planning)|(?:it's|that's) (?:just )?(?:a )?rumou?rs?|rumou?rs)\\b"
);
const MEASURED = rx("\\b(?:official(?:ly)?|surveyed|measured|per the|according to|records? (?:says?|shows?)|certified|registered|doesn't count|isn't counted|not counted|not included|excluded|separately|let's check|I'll check|we'll check|verify|confirm|in writing)\\b");

export const DISCLOSURE_CONCEPTS_EN: CategoryRules[] = [
  {
    category: 'concealment',
    unless: HONEST,
    rules: [
      { anchor: SECRECY, anyPolarity: true, withOrClient: [DEFECT], wide: true },
      { anchor: HIDING, withOrClient: [DEFECT], wide: true },
    ],
  },
  { category: 'misrepresentation', rules: [{ anchor: FUDGE, anyPolarity: true, withOrClient: [FACT], wide: true, unless: MEASURED }] },
];
