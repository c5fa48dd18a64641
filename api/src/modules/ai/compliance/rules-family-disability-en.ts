import type { CategoryRules } from './compliance-rule';
import { rx } from './compliance-rule';

// Familial status and disability: the buyer's children or condition (said by the agent or by the
// client just before) together with steering away, an owner's preference, or a rule that excludes.

const CHILDREN = "(?:kids?|kiddos?|child(?:ren)?|baby|babies|toddlers?|little ones?|newborns?|infants?|pregnan\\w*|expecting|famil(?:y|ies) with|young famil(?:y|ies)|teen(?:ager)?s|strollers?|prams?|pushchairs?|school[- ]age|twins|youngsters|a family|families|family of (?:three|four|five|six|\\d))";
const DISABILITY = "(?:wheel ?chairs?|wheelchair users?|disab\\w*|handicap\\w*|blind|visually impaired|deaf|hard of hearing|mobility (?:issues?|aids?|scooters?|problems?|needs|impair\\w*)|walkers?|crutches|(?:a |her |his |your )cane|(?:guide|service|assistance|support|therapy|seeing[- ]eye|hearing) (?:dogs?|animals?)|emotional support|esa|autis\\w*|mental (?:health|illness)|special needs|in a chair|paraplegic|paralys\\w*|oxygen|impair\\w*|amputee|prosthetic|multiple sclerosis|cerebral palsy|down syndrome|ptsd|(?:medical|health) condition)";
const ANIMAL = rx("\\b(?:(?:guide|service|assistance|support|therapy|seeing[- ]eye|hearing|helper) (?:dogs?|animals?)|emotional support|esa)\\b");

// Away from here: the shape of steering a buyer out ("you'd be happier in the suburbs").
const AWAY = "(?:much |a lot |far |probably )?happier|(?:more|most) comfortable|better off|better suited|suit(?:s|ed)? you better|(?:is|are|it's|that's)? ?not (?:really |exactly |quite |the best |ideal |a good |the right |very |so )?(?:for|suited|suitable|ideal|meant|designed|made|a (?:good|great) fit|right|practical|a place)|(?:isn't|aren't|wouldn't be) (?:really |exactly |quite |the best |ideal |a good |the right |very |so )?(?:for|suited|suitable|ideal|meant|designed|made|a (?:good|great) fit|right|practical)|wouldn't (?:suit|work for)|elsewhere|somewhere else|another (?:area|building|neighbou?rhood|part of town)|fit in|stand out|stick out|people like you|(?:the )?suburbs (?:would|are|might) (?:be )?better|(?:I'd|I would|we'd|we should|let's|you should) (?:\\w+ ){0,2}(?:skip|avoid|look at other|rule (?:it|this) out|pass on)|(?:I|we) (?:wouldn't|won't|don't) (?:\\w+ ){0,2}(?:show|recommend|suggest|bother)|stay away|look (?:somewhere|elsewhere|at other)";
const OWNER_PREFERS = "(?:owner|seller|landlord|landlady|board|hoa|co-?op|management|neighbou?rs?|residents|building|vendor|they|he|she) (?:\\w+ ){0,3}(?:prefers?|(?:doesn't|don't|do not|does not|wouldn't|won't) (?:\\w+ )?(?:want|like|accept|allow|rent|sell|take|love)|would rather|(?:'d|would) prefer|rather not|isn't keen|aren't keen|not keen|(?:is|are) (?:a bit )?(?:worried|nervous|concerned|wary|particular)|complain|mind|frown|looking for)";
const EXCLUDES_CHILDREN = "(?:(?:prefer|prefers|rather|want|wants|looking for|only|ideally|strictly)\\b(?:\\s+\\w+){0,3}\\s+(?:no|without) (?:kids|children)|no (?:kids|children|babies|under[- ]\\d+s?)(?: allowed| please| policy)?|child[- ]?free|adults?[- ]only|(?:kids|children) (?:aren't|are not|not) (?:allowed|welcome|ideal|permitted)|not (?:kid|child|family)[- ]friendly|(?:kids|children|babies|toddlers|a baby) (?:are|is|would be|might be|can be|will be) (?:too |very |a bit )?(?:noisy|loud)|too (?:noisy|loud) for (?:the )?(?:neighbou?rs|building|residents)|noise complaints?|(?:kids|children|babies|toddlers|a baby) (?:\\w+ ){0,3}(?:bother|disturb|annoy|upset)|mostly (?:retirees|older|elderly|seniors|professionals|couples|singles|young professionals)|quiet (?:couples?|professionals?|retirees|tenants?|buyers?|older))";
const HIDE_IT = "(?:don't|do not|no need to|wouldn't|better not|let's not|shouldn't|won't|never) (?:\\w+ ){0,2}(?:mention|tell|bring up|say anything about|disclose|reveal|show)";
const ANIMAL_BARRIER = "(?:no[- ]pets?(?: policy| rule| building)?|pets? (?:aren't|are not|not) (?:allowed|permitted)|pet (?:deposit|fee|rent)|(?:extra|additional|higher|bigger|separate) (?:deposit|fee|rent|charge)|(?:won't|doesn't|don't|wouldn't|will not|does not|do not) (?:\\w+ )?(?:accept|allow|take|want|rent|permit)|can't (?:bring|have|keep)|(?:leave|rehome|get rid of|give up) (?:the |your |her |his )?(?:dog|animal)|(?:a |be a |could be a |might be a )problem|an issue|(?:aren't|isn't|not) (?:allowed|permitted|welcome)|charge (?:you )?(?:for|extra))";

// An assistance animal is not a pet: saying so is the honest twin.
const ANIMAL_RIGHTS = rx("\\b(?:(?:no|not any|without) (?:\\w+ ){0,3}(?:for|on) (?:an? |the |your |her |his )?(?:assistance|service|support|guide|therapy) (?:animals?|dogs?)|(?:aren't|are not|isn't|is not|not) (?:considered |classed as |treated as |counted as )?(?:a |as )?pets?|(?:doesn't|don't|does not|do not|won't) apply|reasonable (?:accommodation|modification|adjustment)|exempt|by law|(?:the )?law (?:requires|protects|says)|(?:are|is) (?:always |fully |legally )?(?:allowed|welcome|permitted|protected)|(?:can't|cannot|can not) (?:refuse|charge|deny|say no)|must (?:allow|accept)|have to (?:allow|accept)|legally (?:required|protected))");
const REFUSAL = rx("\\b(?:can't|cannot|won't|not allowed to|never) (?:\\w+ ){0,3}(?:steer|refuse|discriminate|exclude)|\\bfair[- ]housing\\b|\\bregardless of\\b|\\b(?:open to|welcomes?) (?:everyone|everybody|all)\\b|\\beveryone (?:is )?welcome\\b|\\bsame (?:rules?|terms) for (?:everyone|all|every)");

export const FAMILY_DISABILITY_EN: CategoryRules[] = [
  {
    category: 'fair-housing-familial-status',
    unless: REFUSAL,
    rules: [
      { anchor: rx(`\\b${EXCLUDES_CHILDREN}`), with: [rx(`\\b(?:${CHILDREN}|no kids|child[- ]?free|adults?[- ]only)\\b`)] },
      { anchor: rx(`\\b(?:${AWAY}|${OWNER_PREFERS})`), withOrClient: [rx(`\\b${CHILDREN}\\b`)] },
      { anchor: rx(`\\b${HIDE_IT}\\b`), with: [rx(`\\b(?:${HIDE_IT}) (?:\\w+ ){0,4}(?:the |your |that you (?:have|are) |you have |you're )?(?:kids|children|baby|babies|pregnancy|pregnant|toddlers?|twins)\\b`)] },
    ],
  },
  {
    category: 'fair-housing-disability',
    unless: REFUSAL,
    rules: [
      { anchor: rx(`\\b${ANIMAL_BARRIER}`), anyPolarity: true, withOrClient: [ANIMAL], unless: ANIMAL_RIGHTS },
      { anchor: rx(`\\b(?:${AWAY}|${OWNER_PREFERS})`), withOrClient: [rx(`\\b${DISABILITY}\\b`)], unless: ANIMAL_RIGHTS },
      { anchor: rx(`\\b${HIDE_IT}\\b`), with: [rx(`\\b(?:${HIDE_IT}) (?:\\w+ ){0,4}(?:the |your |her |his |that you (?:have|use|are) |you have |you use |you're )?(?:${DISABILITY})\\b`)] },
      { anchor: rx("\\b(?:stairs|steps|hills?|upstairs|walk[- ]?up|the climb)\\b(?:\\s+\\S+){0,5}\\s+(?:nightmare|too (?:hard|much|difficult)|impossible for you|not for you|would kill)"), withOrClient: [rx(`\\b${DISABILITY}\\b`)] },
    ],
  },
];
