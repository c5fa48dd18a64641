import type { CategoryRules } from './compliance-rule';
import { rx } from './compliance-rule';

// Promises and pressure: certainty about what nobody controls (prices, returns, a bank's or a
// seller's decision), staked on the market or on the agent's own word; urgency that is invented.
// A negated anchor ("I can't guarantee", "don't take my word for it") is the honest twin.

const RETURN = rx("(?:\\b(?:returns?|profit\\w*|gains?|appreciat\\w*|value|prices?|worth|ris(?:e|es|ing)|go(?:es)? up|grow\\w*|increas\\w*|doubl\\w*|tripl\\w*|yields?|rent\\w*|income|roi|pays? for itself|cash ?flow|capital|resale|sell (?:it )?for more|flip\\w*|percent|make money|earn\\w*|net|money|invest\\w*|payback|break even|covers? the mortgage|mortgage)\\b|\\d+ ?%)");
const GUARANTEE = rx("\\b(?:(?:I|we|I can|we can|I'll|we'll|I personally|I'd|I will|we will) (?:\\w+ )?guarantee|guarantee(?:s|d)? (?:you|that|it|the|a|an|your|\\d|this|growth|returns?|profits?|income|rent|yield|appreciation)|(?:it's|it is|is|are|they're|that's|returns are|rent is|income is|growth is) (?:\\w+ )?guaranteed|guaranteed (?:\\w+ )?(?:returns?|rent|rental|income|profits?|growth|yield|appreciation|gains?|to (?:rise|grow|go up|double|increase|make|earn|appreciate|pay))|guaranteed (?:\\w+ )?\\d+ ?%|(?:100|hundred) ?(?:%|percent|per cent) (?:sure|certain|guaranteed|safe)|can(?:'t|not| not) (?:possibly )?(?:lose|go wrong|fail|miss)|won't lose (?:a penny|money|a cent|anything|a dime|value)|(?:never|not) (?:going to |gonna )?(?:lose|drop|fall|go down) (?:in )?(?:value|money|price)|no[- ]risk|risk[- ]free|zero risk|without (?:any )?risk|no downside|safe bet|sure (?:thing|bet|win|fire)|sure-fire|no[- ]brainer|money in the bank|only (?:ever )?go(?:es)? up|(?:always|only) (?:rise|rises|go up|goes up|increase|increases|appreciate)|never go(?:es)? down|bound to (?:rise|go up|increase|double|appreciate|grow|make|pay)|(?:will|'ll|is going to|are going to|is gonna) (?:definitely|certainly|surely|easily|absolutely|for sure|undoubtedly|100%|without a doubt|no doubt) (?:\\w+ ){0,2}(?:rise|go up|increase|grow|appreciate|gain|double|triple|be worth|make|earn|pay|return|yield|climb|jump|skyrocket|boom|rent)|(?:will|'ll) (?:double|triple|skyrocket|explode|shoot up|soar)|locked[- ]in (?:returns?|yield|profit|growth)|(?:definitely|certainly|surely|for sure|no doubt|undoubtedly|for certain) (?:\\w+ ){0,3}(?:rise|go up|increase|grow|appreciate|gain|double|be worth|profit|return|make money))");
const WILL_FIGURE = rx("\\b(?:will|'ll|is going to|are going to|is gonna) (?:\\w+ ){0,2}(?:rise|go up|increase|grow|appreciate|gain|double|be worth|make|earn|return|yield|bring(?: in)?|climb|jump|net|pay)\\b(?:\\s+\\S+){0,5}\\s+(?:\\d+ ?(?:%|percent|per cent|k\\b|thousand)|\\d{2,3}[,. ]?000)");
const HEDGE = rx("\\b(?:probably|likely|may|might|could|possibly|perhaps|expect\\w*|forecast\\w*|project\\w*|estimat\\w*|historically|in the past|past|trend\\w*|around|roughly|about|approximately|up to|aim|hope|typically|usually|on average|average|guarantee\\w*|if|assuming|I think|I believe|predict\\w*|analysts?|scenario)\\b|\\?\\s*$");

const STAKE = rx("\\b(?:I (?:\\w+ )?promise|I'm promising|promise(?:d)? you|(?:you have |I give you |on )?my (?:word|promise|reputation|personal guarantee)|take my word|word of honou?r|I swear|swear (?:to you|on)|trust me|believe me|take it from me|I (?:personally )?(?:vouch|assure|stake|bet)|I'll (?:personally )?(?:make sure|see to it|ensure|guarantee|cover|pay|refund|buy it back|take responsibility|stand behind)|(?:I'll|I will|we'll|we will) (?:\\w+ )?(?:refund|cover|compensate|pay) (?:you |for )?(?:the difference|any loss|your loss|it|the loss)|buy it back|(?:on|upon) my (?:life|honou?r|kids|mother)|I(?:'d| would) bet (?:my|on)|mark my words|I(?:'m| am) (?:100%|absolutely|totally|completely|dead) (?:sure|certain|confident)|I can assure you|rest assured|you can count on (?:it|me)|personally guarantee|I'll eat my hat|I give you my word)\\b");
const OUTCOME = rx("\\b(?:value|prices?|worth|sell|sold|rent\\w*|approv\\w*|accept\\w*|pass\\w*|returns?|profit\\w*|gains?|go(?:es)? up|ris(?:e|es|ing)|mortgage|loan|bank|lender|survey|inspection|valuation|appraisal|seller|buyer|offer|no (?:problems?|issues?|risk|surprises)|(?:won't|will not|never|not) (?:\\w+ )?(?:regret|lose|drop|fall|have|be|go|find|need|face|get)|nothing (?:wrong|to worry)|safe|double|increase|grow\\w*|appreciat\\w*|income|yield|money|deal|cheaper|the best price|below|above|within|by)\\b|\\d+ ?%");
// "I promise to send the report tonight": a promise about the agent's own next step is fine.
const OWN_STEP = rx("\\b(?:make sure|see to it|ensure) (?:that )?(?:your|the|our|my) (?:\\w+ )?(?:package|file|application|paperwork|documents|offer|submission|listing|photos|questions?|calls?|forms?)\\b|\\b(?:promise|word|swear) (?:to|that I'll|I'll|I will|we'll|we will|you I'll) (?:\\w+ ){0,2}(?:send|call|email|get back|check|follow|ring|text|update|share|forward|find out|look into|ask|be there|keep|bring|have|prepare|come back|answer|reply)\\b");

const OFFER = rx("\\b(?:(?:another|other|second|competing|multiple|several|two|three|backup|back-up|rival|higher|better|bigger|cash|serious|strong|new) (?:\\w+ )?(?:offers?|bids?|buyers?|part(?:y|ies)|interest|couples?|famil(?:y|ies)|investors?|people|viewers)|someone else|other people|(?:a lot of|lots of|tons of|so much|huge|loads of|strong|massive) (?:interest|demand)|bidding war|queue of)\\b");
const CLAIM = "(?:(?:tell\\w*|told|say|saying|mention\\w*|hint\\w*|imply|inform\\w*|warn\\w*|suggest\\w*)(?! (?:you|me|us)\\b)|let (?!you\\b|me\\b|us\\b)(?:\\w+ ){0,2}know|make (?:it|them|him|her|the \\w+) (?:sound|seem|look|think|believe|feel)|pretend\\w*|act (?:as if|like)|bluff\\w*|claim\\w*|drop (?:a|the) (?:hint|line|word)|play up)";
const INSTRUCTED_CLAIM = rx(`(?:^|\\b(?:let's|we'll|we can|we could|I'll|I can|I could|I will|just|you could|you can|why don't we|how about we|we should|I'd|you should|we might|I might|we'll just|and)\\s+)(?:\\w+ )?${CLAIM}\\b`);
const CLAIMED = rx(`\\b${CLAIM}\\b`);
const INVENTED = rx("\\b(?:even (?:though|if)|whether or not|doesn't matter (?:if|whether)|there (?:isn't|aren't|is no|are no|'s no|wasn't|weren't)|no one else|nobody else|fake|made[- ]up|invent\\w*|imaginary|phantom|pretend\\w*|bluff\\w*|white lie|make (?:them|him|her|the \\w+) (?:think|believe|nervous|panic)|create (?:some |a )?(?:sense of |bit of |little )?urgency|(?:put|add) (?:some |a bit of |a little )?pressure|pressure (?:them|him|her|the seller|the buyer)|hurry (?:them|him|her)|speed (?:them|things|it) up|light a fire|works every time|always works|trick|gets? (?:them|him|her|people) moving|panic)\\b");
const REAL_OFFER = rx("\\b(?:(?:no|not any|isn't any|aren't any|the only|only one) (?:\\w+ )?(?:other )?(?:offers?|bids?|buyers?)|truthful(?:ly)?|in writing|genuine|verified|confirmed|real|actual|on record)\\b");
const DEADLINE = rx("\\b(?:(?:offer|price|deal|discount|it|the \\w+) (?:\\w+ ){0,2}(?:expires?|ends?|goes up|will go up|will rise|gone|disappears?|off the market|withdrawn|closes)|(?:only|just) (?:today|until tonight|this week|24 hours|48 hours)|deadline|last chance|cut-?off)\\b");
const PRESSURE = rx("\\b(?:now or never|today or never|last chance|once[- ]in[- ]a[- ]lifetime|won't last (?:the|till|until|past|beyond) (?:weekend|tomorrow|tonight|day|end)|(?:will be|'ll be|will go|is going) (?:gone|sold) (?:by|tomorrow|tonight|today|before|within)|(?:don't|do not) (?:think|wait|sleep on it|overthink|dwell|deliberate|hesitate)(?: about it| too long| any longer| or| now|$| -)|no time to (?:think|wait|consult|ask|sleep)|(?:don't|no need to|you don't need to|you don't have to|no point in|why) (?:\\w+ ){0,2}(?:talk(?:ing)? to|consult(?:ing)?|ask(?:ing)?|check(?:ing)? with|run(?:ning)? it by|call(?:ing)?|involv\\w*|wait(?:ing)? for) (?:your|a|the) (?:lawyer|solicitor|attorney|wife|husband|partner|family|parents|bank|advis[eo]r|accountant|inspector|surveyor)|someone else (?:will|'ll|is going to|is about to|is ready to) (?:\\w+ )?(?:snap|grab|take|buy|get|steal)|before (?:someone|somebody|another buyer|anyone|others) (?:else )?(?:snaps|grabs|takes|buys|gets|steals)|(?:prices?|it) (?:goes|go|will go|is going|'s going) up (?:tomorrow|on monday|next week|at midnight|tonight|after today)|today only|(?:only|offer) (?:valid|good|available|stands) (?:today|until tonight|till tonight|for (?:the next )?(?:an hour|\\d+ hours?))|expires (?:tonight|today|at midnight|in an hour)|(?:sign|decide|commit|pay|put (?:down )?(?:a|the) deposit|say yes) (?:\\w+ ){0,2}(?:right now|today|tonight|immediately|on the spot|this minute|right away|now) (?:or|otherwise|before|and don't)|(?:you )?(?:have|need|must|got|better) (?:to )?(?:decide|sign|commit|pay|act|say yes) (?:right now|immediately|on the spot|this minute|tonight)|you'll regret it (?:forever|if you wait))");
const CALM = rx("\\b(?:take (?:your|the) time|no rush|no pressure|there's no hurry|in your own time|sleep on it|think it over|talk (?:it )?(?:over|through) with)\\b");

export const PROMISES_EN: CategoryRules[] = [
  {
    category: 'guaranteed-returns',
    rules: [
      { anchor: GUARANTEE, with: [RETURN] },
      { anchor: WILL_FIGURE, unless: HEDGE },
    ],
  },
  {
    category: 'personal-promise',
    rules: [{ anchor: STAKE, with: [OUTCOME], unless: OWN_STEP }],
  },
  {
    category: 'false-urgency',
    rules: [
      { anchor: CLAIMED, with: [OFFER, INVENTED] },
      { anchor: INSTRUCTED_CLAIM, with: [OFFER], unless: REAL_OFFER },
      { anchor: CLAIMED, with: [DEADLINE, INVENTED] },
      { anchor: INSTRUCTED_CLAIM, with: [DEADLINE], unless: REAL_OFFER },
      { anchor: PRESSURE, anyPolarity: true, unless: CALM },
    ],
  },
];
