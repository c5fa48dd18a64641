import type { CategoryRules } from './compliance-rule';
import { rx } from './compliance-rule';

// Fraud: false or missing facts for the lender (income, debts, job, funds), who will live in the
// home, a loan dressed as a gift, and a price that differs from what is really paid.

const LOAN = rx('\\b(?:mortgage|loan|bank|lenders?|application|underwrit\\w*|pre-?approv\\w*|approv\\w*|credit|qualify|borrow\\w*|down payment|deposit|income|salary|payslips?|savings)\\b');
const FALSIFY = rx("\\b(?:(?:leave|keep) (?:\\w+ ){0,3}(?:off|out of) (?:the )?(?:application|forms?|paperwork)|(?:leave|keep) (?:the |your |her |his )?(?:\\w+ )?(?:cards?|debts?|loans?|income|salary|job|bonus) (?:off|out)|(?:tell|say to|let) (?:the )?(?:lender|bank|underwriter|broker) (?:\\w+ ){0,4}(?:it's|that|you've|you have|you are|you're|he|she) (?:\\w+ ){0,3}(?:already|still|full[- ]time|permanent|been (?:there|employed|working)|your own|yours|a gift|never|no (?:debts?|loans?|other))|(?:inflat\\w*|bump\\w*|pad\\w*|round\\w*|fudg\\w*|tweak\\w*|massag\\w*|fake\\w*|forg(?:e|ed|ing|ery)|doctor\\w*|photoshop\\w*|backdat\\w*|exaggerat\\w*|overstat\\w*) (?:\\w+ ){0,3}(?:income|salary|earnings|payslips?|pay ?stubs?|statements?|employment|letter|figures|numbers|it|them|that)|(?:won't|don't|never|doesn't|rarely|probably won't) (?:\\w+ )?(?:check|verify|dig|ask|follow up|look)|(?:nobody|no one) (?:checks|verifies|audits|looks)|(?:lender|bank|underwriter)s? (?:only )?(?:just )?(?:sees?|needs? to see|wants? to see)|(?:doesn't|don't|do not) need to know|not on the (?:settlement statement|closing statement|application))");
const OCCUPY = rx("\\b(?:primary (?:residence|home)|principal (?:residence|home)|main (?:home|residence)|owner[- ]occup\\w*|(?:live|living) there|occupant|second home|first[- ]time buyer program|homeowner (?:rate|exemption))\\b");
const OCCUPY_LIE = rx("\\b(?:put (?:it |yourself )?down as|call it|say|tell|claim|tick|sign (?:that|it)|list it|declare)\\b");
const RENT_PLAN = rx('\\b(?:(?:rent|let|lease|sublet)\\w* (?:it |the \\w+ |them |rooms )?(?:out|to)|students|lodgers?|holiday let|rent\\w*(?: it)? out|rental|tenants?|airbnb|short[- ]let|investor|investment|buy[- ]to[- ]let|sublet|son will live|daughter will live|not me)\\b');
const GIFT = rx('\\bgift(?:ed|s|ing)?\\b(?: letter)?');
const LOAN_BACK = rx("\\b(?:pay (?:\\w+ )?back|paying (?:\\w+ )?back|repay\\w*|lend\\w*|lent|borrow\\w*|owe|loan|cash advance|wants? it back|side deal|between you|what you (?:two )?do after|no repayment|round it up|through (?:your|my|his|her) (?:uncle|aunt|dad|mum|mom|brother|sister|cousin|friend))\\b");
const HONEST_GIFT = rx("\\b(?:(?:must|has to|should) be (?:a )?(?:real|genuine|true)|(?:only|just) (?:for|if) (?:a )?(?:real|genuine|true)|if it's a loan|tell the lender it's a loan|declare it as a loan|fraud|illegal)\\b");
const PRICE = rx("\\b(?:(?:rest|remainder|difference|balance|other \\d+\\w*|extra|part|portion) (?:\\w+ ){0,3}(?:in|as|by|with) cash|cash part|under the table|off the books|in an envelope|brown envelope|undeclared|side (?:payment|deal)|two contracts|(?:call|say|list|put|write) (?:it |£?\\$?\\d+\\w* (?:of|for) )?(?:\\w+ ){0,2}(?:furniture|fixtures|chattels)|(?:lower|reduced) (?:figure|price|value|amount) (?:on|in) the (?:\\w+ ){0,2}(?:contract|deed|declaration|paperwork)|write it at|(?:seller|they) (?:sends?|gives?|pays?) (?:you|it) (?:\\w+ ){0,2}(?:back|after closing)|cash[- ]?back|(?:appraiser|appraisal|valuer|valuation) (?:\\w+ ){0,4}(?:come in|bump|push|higher|match|hit|at the price|friend)|(?:cuts?|saves?|lowers?) (?:\\w+ ){0,3}(?:stamp duty|transfer tax|taxes|tax)|keep the cash)\\b");

// The honest twin says it cannot be done, or that the lender must be told.
const HONEST = rx("\\b(?:(?:we|that|it|you|this) (?:can't|cannot) (?:do|go|be|put|write|hide|leave|work)|untrue|not true|(?:need|needs|have|has) to (?:tell|declare|show|be (?:declared|on|shown))|must (?:be|show|declare|tell)|let's ask|what's allowed|fraud|illegal|normal process|the full (?:price|amount|\\d+))");

export const FRAUD_EN: CategoryRules[] = [
  { category: 'mortgage-fraud', unless: HONEST, rules: [{ anchor: FALSIFY, anyPolarity: true, withOrClient: [LOAN], unless: rx('\\b(?:actual|real|true|accurate|honest) (?:\\w+ )?(?:income|figures|numbers|salary|documents)\\b') }] },
  { category: 'occupancy-fraud', unless: HONEST, rules: [{ anchor: OCCUPY_LIE, with: [OCCUPY], withOrClient: [RENT_PLAN], unless: rx('\\b(?:fraud|illegal|need an? (?:investor|buy-to-let|rental)|only if you (?:really |actually )?live)\\b') }] },
  { category: 'gift-letter-fraud', unless: HONEST, rules: [{ anchor: GIFT, withOrClient: [LOAN_BACK], unless: HONEST_GIFT }] },
  { category: 'price-fraud', unless: HONEST, rules: [{ anchor: PRICE, anyPolarity: true, unless: rx("\\b(?:can't|cannot|isn't allowed|not allowed|illegal|fraud|must show the (?:full|real))\\b") }] },
];
