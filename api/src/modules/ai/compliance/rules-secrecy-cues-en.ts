import type { CategoryRules } from './compliance-rule';
import { rx } from './compliance-rule';
import { DISABILITY_CLASS, FAMILY_CLASS, ORIGIN_CLASS, RACE_CLASS, RELIGION_CLASS, SEX_CLASS } from './concepts-protected-en';

// The words agents use when a plan should not be seen, whatever the plan: "nobody will know",
// "the bank never checks", "between us", "they don't need to know", "off the books". The topic
// of the message (or of the client's line) names the category.

const CUE = rx(
  "\\b(?:(?:nobody|no one|noone)(?:'ll| will| would| is going to| ever| needs to| has to) (?:\\w+ )?(?:know|notice|find out|check|be the wiser|verify|measure|tell the difference|audit|look|follow up|dig)|(?:nobody|no one) (?:checks|audits|verifies|looks|measures|asks|notices|follows up|enforces|cares)|(?:they|the (?:bank|lender|underwriter|buyers?|seller|council|city|county|inspector|appraiser|valuer|surveyor|taxman|hoa|board|insurer|irs)|banks|lenders|buyers|he|she)(?:'ll| will| would)? (?:never|won't|don't|doesn't|wouldn't|will never|rarely|hardly ever|can't|probably won't|are unlikely to|barely) (?:\\w+ )?(?:know|notice|find out|check|verify|dig|follow up|spot|catch|audit|tell the difference|call|ring|split hairs|investigate)|(?:nobody|no one) (?:comes|will come|is going to come|ever comes) (?:round |by |out )?to (?:check|look|inspect|verify)|(?:just|only|stays?) between (?:family|you two|the two of you|yourselves)|what (?:they|he|she|the buyers?|the bank|the lender) (?:don't|doesn't) know|(?:doesn't|don't|do not|does not|won't) need to know|no need (?:for|to) (?:them|him|her|anyone|the \\w+) (?:to )?know|(?:don't|no need to|never|let's not) put (?:it|that|this|anything) in writing|you didn't hear (?:it|this|that) from me)"
);
// Said with a negation these are honest ("nothing goes under the table"), so they must be affirmed.
const PLAIN_CUE = rx("\\b(?:off the record|between (?:us|you and me|ourselves)(?! and)|(?:our|a) little secret|keep (?:it|this|that|the \\w+(?: \\w+)?) (?:quiet|between us|to yourself|to yourselves|under wraps|hush(?:ed)?|out of (?:the )?(?:emails?|texts?|writing|paperwork))|on the (?:down ?low|quiet|sly)|under the table|off the books)\\b");
// Said plainly, the same words are honest: "the bank will check", "we can't do that", "must be declared".
const HONEST = rx("\\b(?:(?:I|we|you) (?:can't|cannot|won't|shouldn't|mustn't) (?:\\w+ ){0,2}(?:do|put|write|hide|leave|say|tell|call|sign|help|ask|go)|not allowed|illegal|fraud|against the (?:law|rules)|(?:must|have to|has to|need to|needs to) (?:be )?(?:disclos\\w*|declar\\w*|tell|report|mention|know)|in writing|on the record|full disclosure)\\b");

const TOPICS: [CategoryRules['category'], string][] = [
  // First: a secret about the client's own side (the seller's floor, divorce, debts) is a breach of
  // their trust before it is anything else, whatever other words the sentence holds.
  ['breach-of-duty', "(?:seller|owner|vendor|landlord|buyer)s?(?:'s)? (?:\\w+ ){0,4}(?:accept|take|go|floor|bottom|lowest|divorc\\w*|desperate|debts?|sick|ill|nervous|need)"],
  ['fair-housing-race', RACE_CLASS],
  ['fair-housing-religion', RELIGION_CLASS],
  ['fair-housing-national-origin', ORIGIN_CLASS],
  ['fair-housing-familial-status', FAMILY_CLASS],
  ['fair-housing-disability', DISABILITY_CLASS],
  ['fair-housing-sex', SEX_CLASS],
  ['gift-letter-fraud', 'gift(?:ed|s|ing)?'],
  ['occupancy-fraud', "(?:primary (?:residence|home)|main (?:home|residence)|owner[- ]occup\\w*|occupan\\w*|live there|living there|second home|airbnb|rent (?:it )?out)"],
  ['price-fraud', "(?:cash|contract price|on the contract|in the contract|deed|transfer (?:tax|declaration)|stamp duty|apprais\\w*|valuation|price on paper|settlement statement)"],
  ['mortgage-fraud', "(?:lenders?|banks?|mortgage|loans?|application|underwrit\\w*|income|salary|payslips?|statements?|credit|debts?|employ\\w*|qualify)"],
  ['dual-agency', "(?:both sides|my listing|listing agent|represent\\w*|on (?:your|their|the seller's|the buyer's) side)"],
  ['kickback', "(?:referral|commission|fee|kick\\w* back|cut|bonus|pays? me|thank-you)"],
  ['misrepresentation', "(?:square (?:feet|foot|metres?|meters?)|sq ?ft|sqm|m2|size|permits?|zon\\w*|listing|flood\\w*|boundary|view|taxes)"],
];
// A defect is left to the concealment rules: with words as common as "problem" or "water" this cue misfires.

export const SECRECY_CUES_EN: CategoryRules[] = [
  ...TOPICS.map(([category, topic]): CategoryRules => {
    // A protected group must be named in the message itself: a client who mentioned their children
    // does not make every confidential remark of the agent's a fair-housing matter.
    const where = category.startsWith('fair-housing') ? { with: [rx(`\\b${topic}\\b`)] } : { withOrClient: [rx(`\\b${topic}\\b`)] };
    return { category, rules: [{ anchor: CUE, anyPolarity: true, ...where, wide: true, unlessAnywhere: HONEST }, { anchor: PLAIN_CUE, ...where, wide: true, unlessAnywhere: HONEST }] };
  }),
];
