import type { CategoryRules } from './compliance-rule';
import { rx } from './compliance-rule';

// Concealment and misrepresentation: a known fact about the property (a defect, the flood history,
// the real size, the permits) together with hiding it, leaving it out or saying something else.

const DEFECT_NAMED = "(?:(?:rising )?damp|mou?ld|mildew|leak\\w*|crack\\w*|subsidence|foundations?|structural|roof|(?:dry |wet )?rot|termites?|woodworm|pests?|rats?|mice|cockroach\\w*|roaches|bed ?bugs|infestation|asbestos|radon|lead (?:paint|pipes)|sewage|septic|drains?|drainage|wiring|electrics|boiler|plumbing|water damage|water stains?|stains?|defects?|faults?|knotweed|fire damage|smell|odou?r|noisy neighbou?rs|neighbou?r (?:dispute|from hell)|dispute|lawsuit|easement|lien|encroachment|sinkhole|condensation|bowing|sagging|rust|corrosion|broken|death|died|murder|suicide|insurance claim|damage|the (?:basement|cellar|attic|loft|ceiling|walls?) (?:issue|problem|thing))";
const DEFECT = rx(`\\b(?:${DEFECT_NAMED}|problems?|issues?|repairs?|history|survey|report|the (?:basement|cellar|attic|loft|ceiling|walls?))\\b`);
const DEFECT_NAMED_RX = rx(`\\b${DEFECT_NAMED}\\b`);
const FLOOD = rx('\\b(?:flood\\w*|floodplain|flood ?zone|the river (?:burst|rose|came up)|storm surge|inundat\\w*|water came (?:in|up|through))\\b');

const DISCLOSE = "(?:mention\\w*|tell\\w*|disclos\\w*|bring(?:ing)? (?:it |that |this |them )?up|raise|say anything|said anything|talk(?:ing)? about|point(?:ing)? (?:it |that |this )?out|flag\\w*|volunteer\\w*|reveal\\w*|inform\\w*|declare|admit|report|draw attention|put (?:it |that |this )?(?:in|on) (?:the )?(?:disclosure|listing|form|ad|details|brochure)|list(?:ing)? it)";
// "I won't tell you it's perfect" negates telling the client something else: not concealment.
const NEGATED_DISCLOSE = rx(`\\b${DISCLOSE}\\b(?! you\\b)`);
const CONCEAL = rx("\\b(?:hid(?:e|ing)|conceal\\w*|cover(?:ing|ed)? (?:\\w+ )?(?:up|over)|paint(?:ed|ing)? over|patch(?:ed|ing)? (?:it |that )?up|keep(?:ing)? (?:it |this |that |the \\w+ )?(?:quiet|mum|schtum|under wraps|between us|to ourselves|low[- ]key|vague|hush)|sweep(?:ing)? (?:it |that |this )?under|leave (?:it |that |this |them )?(?:out|off)|left (?:it |that )?out|skip(?:ping)? (?:over |it|that|mentioning)|gloss(?:ed|ing)? over|downplay\\w*|play (?:it |that )?down|omit\\w*|put (?:a |the |some )?(?:rug|furniture|wardrobe|sofa|bookcase|plant|picture|painting|mirror|boxes) (?:over|in front of)|fresh (?:coat of )?paint (?:will|should|would) (?:hide|cover|take care)|mask\\w*|disguis\\w*|distract\\w*)\\b");
const ONLY_IF_ASKED = rx("\\b(?:(?:only|just) (?:mention|tell|disclose|bring (?:it |that )?up|say)\\w* (?:\\w+ ){0,4}(?:if|when) (?:they|he|she|the buyers?|someone|anyone|asked)|unless (?:they|he|she|the buyers?|someone|anyone|asked)\\b(?: \\w+)? ask|(?:wait|hold off) (?:\\w+ ){0,3}(?:until|till) (?:after|the) (?:closing|completion|signing|exchange|contracts?|they sign)|(?:after|once) (?:they(?:'ve)?|the buyers?(?:'ve)?|you(?:'ve)?) (?:sign|signed|close|closed|exchange|exchanged|complete|completed)|what (?:they|the buyers?|he|she) (?:don't|doesn't) know|(?:they|buyers?|the buyers?|he|she|nobody|no one) (?:don't|doesn't|do not|does not) need to know|our little secret)\\b");
const UNNOTICED = rx("\\b(?:(?:nobody|no one|no buyer|noone) (?:will|would|'ll|is going to|ever) (?:\\w+ )?(?:notice|know|find out|see|spot|check|realise|realize|figure|catch)|(?:they|buyers?|the (?:buyers?|inspector|surveyor|valuer|appraiser|survey|inspection)|he|she|you) (?:won't|wouldn't|will never|would never|never|are unlikely to|probably won't|can't|cannot|couldn't) (?:\\w+ )?(?:notice|find out|see|spot|catch|pick (?:it |that )?up|tell|realise|realize|figure|detect|know))\\b");
const SAY_FINE = rx("\\b(?:(?:just |simply )?(?:say|tell (?:them|him|her|the buyers?))(?: that)? (?:it's|it is|it was|it has|the \\w+ (?:is|was|has)|there's|there is|there are|there were|we've|they've)? ?(?:\\w+ ){0,3}(?:fixed|fine|new|dry|sound|solid|sorted|resolved|repaired|replaced|original|never|no (?:issues|problems|history)))\\b");
// "We must disclose the damp", "I'll tell the buyer about the leak": the honest twin.
const HONEST = rx("\\b(?:didn't|did not|haven't|have not|hadn't|forgot to|forgot) (?:\\w+ ){0,3}(?:mention|tell|disclose)|\\b(?:must|have to|need to|required to|obliged to|obligated to|duty to|legally|by law|we'll|I'll|we will|I will|always|going to|let's|happy to|want to|should|shall|we|I) ¤(?:disclose|mention|tell|show|report|declare|flag|point out|share|be (?:upfront|open|transparent|honest))|\\bdisclosure (?:form|statement|pack)|\\b(?:upfront|up front|transparent(?:ly)?|in writing|full disclosure)\\b");

const INFLATE = rx("\\b(?:round(?:ed|ing)? (?:it |that |this |the \\w+ )?up|bump(?:ed|ing)? (?:it |that |this )?up|pad(?:ded|ding)?|inflat\\w*|stretch\\w*|exaggerat\\w*|(?:add|count|throw)(?:ing)? (?:in )?(?:the )?(?:balcony|terrace|garage|loft|attic|basement|cellar|storage|garden|shed|patio|common areas?|stairwell|walls|hallway)|(?:list|advertise|market|put|write|say|call|quote|present|describe|sell|show)\\w* (?:it |the (?:flat|house|apartment|place|unit|property) )?(?:as|at) (?:\\w+ ){0,2}(?:bigger|larger|\\d)|a (?:bit|little|few (?:metres|meters|feet)) (?:bigger|more|extra|larger)|(?:bigger|larger) than (?:it )?(?:is|really|actually))\\b");
const AREA = rx("(?:\\d[\\d,. ]*\\s?(?:sq\\.? ?ft|square (?:feet|foot|metres?|meters?|m)|sqm|m2|m²|sq\\.? ?m|metres|meters|ft)\\b|\\b(?:square footage|floor area|floor space|size|footage|living (?:space|area)|internal area|total area|the area|square metres|square meters|bigger|larger))");
const MEASURED = rx("\\b(?:official(?:ly)?|surveyed|measured|per the (?:plan|survey|deed|title)|floor ?plan|exact(?:ly)?|certified|registered|separately|on the deeds?)\\b");
const NOBODY_MEASURES = rx("\\b(?:nobody|no one|they|buyers?|the bank|the valuer|the appraiser) (?:ever |will |would |'ll |is going to )?(?:never |won't |don't |doesn't |wouldn't )?(?:measures?|check(?:s)?|verif(?:y|ies)|notice)\\b");
const BEDROOMS = rx("\\b(?:(?:list|advertise|market|call|sell|describe|count|pass)\\w* (?:it|the (?:study|box ?room|office|den|loft|attic|basement|storage|nook|closet|utility|cupboard|room))? ?(?:as|off as) (?:a |an )?(?:\\d|two|three|four|five)[- ]bed(?:room)?s?|call (?:the|that|this) (?:study|box ?room|office|den|loft|attic|basement|storage|nook|closet|cupboard) a (?:bedroom|bed)|(?:study|box ?room|office|den|loft|attic|basement|closet|cupboard|storage) (?:can|could|will) (?:easily )?(?:pass|count|be (?:listed|advertised|called|sold|marketed)) (?:as|for) a (?:bedroom|bed))\\b");
const PERMIT = rx("\\b(?:permits?|permission|planning|building (?:regs|regulations|control|code|permit)|codes?|zoning|zoned|rezon\\w*|council|city|municipality|hoa|licen[cs]e|certificate of occupancy|sign[- ]off|approval|legal(?:ly)?|illegal(?:ly)?|unpermitted|unapproved|non[- ]?conforming|short[- ]let|airbnb|extension|loft conversion|conversion)\\b");
const SHORTCUT = rx("\\b(?:skip\\w*|bypass\\w*|get(?:ting)? around|work(?:ing)? around|sidestep\\w*|dodg\\w*|ignor\\w*|circumvent\\w*|(?:can|could|just|simply) (?:\\w+ ){0,3}without (?:a |any |the )?(?:permits?|permission|approval|sign[- ]off|planning|licen[cs]e)|under the radar|off the books|on the quiet|ask(?:ing)? (?:for )?forgiveness|(?:nobody|no one) (?:ever )?(?:checks|enforces|will check|will notice|will know|cares|bothers|looks)|(?:council|city|they|inspectors?|hoa|the authorities) (?:never|rarely|won't|don't|doesn't|hardly ever|will never|barely) (?:\\w+ )?(?:check|enforce|notice|come|care|find out|know|look|bother)|(?:just|simply) (?:build|convert|rent|add|knock|do it|go ahead|call it|list it|use it)|call it (?:a |an )?(?:storage|shed|office|studio|garden room|outbuilding|utility|hobby room|guest room)|technically (?:illegal|not allowed|not permitted|unpermitted|not legal)|don't (?:you )?worry about (?:the )?(?:permits?|planning|zoning|council|approval|licen[cs]e|regs|building regs|paperwork))\\b");
const NEEDS_PERMIT = rx("\\b(?:need|require|get|apply for|bother with|wait for)\\w* (?:\\w+ ){0,2}(?:permits?|permission|planning|approval|sign[- ]off|licen[cs]e|building regs)\\b");
const LEGALISE = rx("\\b(?:retrospective|retroactive|regulari[sz]\\w*|legali[sz]\\w*|(?:need|have|apply|get|must|should|will need to|need to|have to)\\w* (?:\\w+ ){0,3}(?:approval|permits?|sign[- ]off|permission|apply|disclos\\w*)|I'll (?:check|ask|confirm)|let's (?:check|ask|confirm)|check with the (?:council|city|planning)|properly)\\b");
const FALSE_CLAIM = rx("\\b(?:stretch(?:ing)? the truth|white lie|fudg\\w*|embellish\\w*|massag\\w* the (?:facts|details|listing|figures|description)|bend(?:ing)? the truth|spin it|(?:say|tell (?:them|him|her|the buyers?))(?: that)? (?:it's|it is|it was|it has|the \\w+ (?:is|was|has))(?: \\S+){0,5} (?:even though|although|though|when (?:actually|really|in fact)|but (?:it's|it isn't|it wasn't|it hasn't|actually|really)))\\b");

export const DISCLOSURE_EN: CategoryRules[] = [
  {
    category: 'concealment',
    rules: [
      { anchor: NEGATED_DISCLOSE, negated: true, with: [DEFECT], unless: HONEST },
      { anchor: NEGATED_DISCLOSE, negated: true, with: [DEFECT_NAMED_RX], wide: true, unless: HONEST },
      { anchor: CONCEAL, with: [DEFECT], unless: HONEST },
      { anchor: CONCEAL, with: [DEFECT_NAMED_RX], wide: true, unless: HONEST },
      { anchor: ONLY_IF_ASKED, anyPolarity: true, with: [DEFECT_NAMED_RX], wide: true },
      { anchor: UNNOTICED, anyPolarity: true, with: [DEFECT_NAMED_RX], wide: true },
      { anchor: SAY_FINE, with: [DEFECT_NAMED_RX], wide: true },
    ],
  },
  {
    category: 'misrepresentation',
    rules: [
      { anchor: NEGATED_DISCLOSE, negated: true, with: [FLOOD], wide: true, unless: HONEST },
      { anchor: CONCEAL, with: [FLOOD], wide: true, unless: HONEST },
      { anchor: ONLY_IF_ASKED, anyPolarity: true, with: [FLOOD], wide: true },
      { anchor: UNNOTICED, anyPolarity: true, with: [FLOOD], wide: true },
      { anchor: SAY_FINE, with: [FLOOD], wide: true },
      { anchor: INFLATE, with: [AREA], unless: MEASURED },
      { anchor: NOBODY_MEASURES, anyPolarity: true, with: [AREA, INFLATE] },
      { anchor: BEDROOMS },
      { anchor: SHORTCUT, with: [PERMIT], unless: LEGALISE },
      { anchor: NEEDS_PERMIT, negated: true, with: [rx('\\b(?:extension|conversion|loft|basement|garage|build|knock|wall|annex|rent|let|airbnb|short[- ]let|storey|floor|deck|conservatory|outbuilding|unit|flat)\\w*')], unless: LEGALISE },
      { anchor: FALSE_CLAIM },
    ],
  },
];
