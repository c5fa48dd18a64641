import type { ComplianceKind } from '@app/contracts/chat';
import type { Language } from '../ai-types';

/**
 * Compliance risks a sales coach must never reward (shared by every AI provider): each rule is a
 * pattern on one sentence, optionally with a context that must share the sentence, and negations
 * ("I can't guarantee ...") that clear it.
 */
export interface ComplianceRule {
  kind: ComplianceKind;
  pattern: RegExp;
  /** When set, the sentence must also match this (e.g. a protected group AND the residents). */
  context?: RegExp;
  /** A negation right before the match clears it ("no one can guarantee"). */
  negation?: RegExp;
}

const PROTECTED_EN =
  /\b(white|black|asian|hispanic|latinos?|latinas?|jewish|jews|muslims?|christians?|catholics?|arabs?|arabic|indians?|chinese|mexicans?|africans?|immigrants?|foreigners?|minorit(?:y|ies)|ethnic(?:ity|ities)?|racial(?:ly)?|race|religio(?:n|us)|disabled|disabilit(?:y|ies)|gays?|lesbians?|same-sex|single (?:mothers?|moms?|parents?))\b/i;
const RESIDENTS_EN =
  /\b(neighbou?rs?|neighbou?rhoods?|residents?|people|famil(?:y|ies)|communit(?:y|ies)|crowd|folks|population|tenants?|buyers?|live|lives|living|mostly|mainly|predominantly|majority|kind|fit in|belong|area|street|block|district|building)\b/i;
const PROTECTED_RU =
  /(бел(?:ые|ых|ым|ыми)\b|чёрн(?:ые|ых|ым)|черн(?:ые|ых|ым)\b|темнокож|азиат|еврe|евре|мусульман|христиан|православн|кавказ|мигрант|приезж|иностран|нерусск|национальн|этническ|расов|религи|инвалид|колясочник|цыган|таджик|узбек|чечен|гомосексуал|геи\b|матер(?:и|ей)[- ]одиноч|одиноки(?:е|х) мам)/i;
const RESIDENTS_RU =
  /(сосед|жител|люд(?:и|ей|ям)|семь(?:я|и|ей|ям)|контингент|публик|район|улиц|дом\b|доме\b|живут|живёт|живет|проживают|большинств|много|мало|нет\b|впишет|своих|таких как вы|покупател|квартал)/i;

const NEG_EN = /\b(?:can(?:no|')t|can not|cannot|don't|do not|won't|will not|no one can|nobody can|never|not|isn't|is not|aren't|are not|no)\s+(?:\w+\s+){0,4}$/i;
const NEG_RU = /(?:не|никто не|нельзя|никогда не)\s+(?:\S+\s+){0,2}$/i;

export const COMPLIANCE_RULES: Record<Language, ComplianceRule[]> = {
  en: [
    { kind: 'fair-housing', pattern: PROTECTED_EN, context: RESIDENTS_EN },
    { kind: 'fair-housing', pattern: /\b(?:people|famil(?:y|ies)|folks) like (?:you|yours)\b|\byour (?:own )?kind\b|\byour people\b/i },
    { kind: 'guaranteed-returns', pattern: /\bguarantee(?:d|s)?\b/i, context: /\b(return|profit|gain|appreciat\w*|value|price|rise|increase|grow\w*|double|income|rent\w*|yield|\d+\s?(?:%|percent))/i, negation: NEG_EN },
    { kind: 'guaranteed-returns', pattern: /\b(?:can(?:no|')t|cannot|won't) (?:possibly )?(?:lose|go wrong|fail)\b|\b(?:risk-free|zero risk|no risk(?: at all)?)\b|\bprices? (?:only|always) (?:go(?:es)? up|rise|rises|increase)\b|\bsure(?:-fire)? (?:profit|bet|win)\b/i },
    { kind: 'guaranteed-returns', pattern: /\b(?:will|going to)\s+(?:definitely\s+|certainly\s+|surely\s+|easily\s+)?(?:rise|go up|increase|grow|appreciate|gain|double|triple|be worth)\b[^.!?]{0,40}?\d+\s?(?:%|percent)/i, negation: NEG_EN },
    { kind: 'misrepresentation', pattern: /\b(?:don't|do not|no need to|won't|will not|never|let's not|we shouldn't|we won't)\s+(?:\w+\s+){0,2}(?:mention|tell|disclose|bring up|say anything about|talk about)\b/i, context: /\b(damp|mou?ld|leak\w*|crack\w*|flood\w*|defects?|problems?|issues?|termites?|foundation|roof|asbestos|subsidence|wiring)\b/i },
    { kind: 'misrepresentation', pattern: /\b(?:hide|cover (?:up|over)|paint over|keep quiet about)\s+(?:the\s+)?(?:damp|mou?ld|leak\w*|crack\w*|defects?|problems?|stains?|flood\w*)\b|\b(?:nobody|no one|they) (?:will|won't|will ever|would) (?:notice|find out|know)\b/i },
    { kind: 'misrepresentation', pattern: /\b(?:tell|say to|let) (?:them|him|her|the (?:seller|buyer|client)s?) (?:that )?(?:there(?:'s| is| are)|we have|I have) (?:another|other|a higher|several|multiple|two|three) (?:offers?|bids?|buyers?)\b|\b(?:fake|made-up|phantom|invented|pretend)\s+(?:\w+\s+)?(?:offers?|bids?|buyers?)\b|\bpretend (?:that )?(?:there(?:'s| is)|we have) (?:another|other)/i },
    { kind: 'pressure', pattern: /\b(?:today|tonight|right now|now) or (?:never|it's gone|you(?:'ll| will) lose)\b|\b(?:last|final) chance\b|\bdon't (?:think|wait) (?:about it|too long|any longer)\b|\bno time to (?:think|consult|wait)\b/i },
    { kind: 'pressure', pattern: /\b(?:sign|decide|commit|pay(?: the deposit)?)\s+(?:right\s+)?(?:now|today|tonight|immediately)\s+(?:or|before)\b|\byou (?:must|have to|need to) (?:decide|sign|commit) (?:right )?(?:now|today|immediately)\b/i },
    { kind: 'pressure', pattern: /\b(?:you(?:'d| would) be (?:stupid|a fool|crazy|foolish) (?:not )?to)\b|\bdon't (?:need to |bother to )?(?:talk to|consult|ask|check with) (?:your )?(?:lawyer|solicitor|wife|husband|partner|family|bank|advisor|anyone)\b|\bbefore someone else (?:grabs|snaps|takes|buys)\b/i },
  ],
  ru: [
    { kind: 'fair-housing', pattern: PROTECTED_RU, context: RESIDENTS_RU },
    { kind: 'fair-housing', pattern: /(?:люди|семьи) (?:вроде|как) (?:вас|ваша|вашей)|таких,? как вы|ваш(?:его|их) круга/i },
    { kind: 'guaranteed-returns', pattern: /гарантир\S*/i, context: /(доход|прибыл|рост|выраст|подорож|стоимост|цен|удво|аренд|окуп|\d+\s?%|процент)/i, negation: NEG_RU },
    { kind: 'guaranteed-returns', pattern: /(?:без(?: всякого)? риска|беспроигрышн|не потеряете|нельзя потерять|цены (?:только|всегда) раст|точно (?:вырастет|подорожает|удвоится|окупится)|обязательно (?:вырастет|подорожает|удвоится))/i },
    { kind: 'guaranteed-returns', pattern: /(?:вырастет|подорожает|прибавит|принесёт|принесет)[^.!?]{0,30}?\d+\s?(?:%|процент)/i, context: /(точно|гарантир|обязательно|наверняка|100|без сомнени|уверяю)/i },
    { kind: 'misrepresentation', pattern: /не (?:будем |стоит |нужно |надо )?(?:говорить|скажем|рассказывать|расскажем|упоминать|упомянем|сообщать|сообщим|говорите|рассказывайте|упоминайте)/i, context: /(плесен|сырост|трещин|протеч|дефект|проблем|фундамент|крыш|затоп|грибок|проводк)/i },
    { kind: 'misrepresentation', pattern: /(?:скрыть|скроем|закрасим|закрасить|замаскир\S*)\s+(?:\S+\s+)?(?:плесен|сырост|трещин|протеч|дефект|проблем|пятн)|никто не (?:заметит|узнает)|не заметят/i },
    { kind: 'misrepresentation', pattern: /(?:скажем|скажу|скажите|сделаем вид|притворимся)(?:\s+\S+)?,?\s+(?:будто|что) (?:у нас )?(?:есть )?(?:другой|ещё один|еще один|другие|более высок)\S* (?:покупател|предложени|ставк)|(?:фиктивн|выдуманн|придуманн)\S* (?:покупател|предложени|ставк)/i },
    { kind: 'pressure', pattern: /(?:сегодня|сейчас) или никогда|последний шанс|не думайте (?:долго|слишком долго)|некогда думать|нет времени (?:думать|советоваться)/i },
    { kind: 'pressure', pattern: /(?:решайте|подписывайте|платите|вносите (?:залог|задаток)|подпишите)\s+(?:прямо\s+)?(?:сейчас|сегодня|немедленно)|(?:должны|нужно|надо) (?:решить|подписать) (?:прямо )?(?:сейчас|сегодня|немедленно)/i },
    { kind: 'pressure', pattern: /не (?:нужно|надо|стоит) (?:советоваться|консультироваться|спрашивать|звонить) (?:с |у )?(?:юрист|жен|муж|семь|банк|кем-то|никого|никем)|пока (?:кто-то|кто-нибудь|другие) не (?:забрал|купил|перехватил|увёл|увел)/i },
  ],
};
