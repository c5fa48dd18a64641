import { COMPLIANCE_CATEGORIES, COMPLIANCE_KIND_OF, type ComplianceCategory, type ComplianceKind } from '@app/contracts/chat';
import { fromEntriesOf } from '../../../lib/typed-object';
import type { Language } from '../ai-types';
import type { CategoryRules, ComplianceRule } from './compliance-rule';
import { RULES_BY_LANGUAGE } from './compliance-rules';
import { isNegatedAt, isUndoneAfter, normalizeForRules, sentencesOf, type Span } from './sentence-scan';
import { quoteAround } from './quote';
import { modelFor, readReply, riskiestSentence } from './model/read-model';

/** One risk in an agent's reply: its category, the family it belongs to and the words that carry it. */
export interface ComplianceFinding {
  category: ComplianceCategory;
  kind: ComplianceKind;
  quote: string;
}

const TAXONOMY_ORDER = fromEntriesOf(COMPLIANCE_CATEGORIES.map((c, i) => [c, i] as const));

interface Scan {
  language: Language;
  message: string;
  sentences: Span[];
  client: string;
}

function affirmedMatch(pattern: RegExp, sentence: string, language: Language): boolean {
  const hit = pattern.exec(sentence);
  return hit !== null && !isNegatedAt(sentence, hit.index, language);
}

/** The first anchor with the polarity the rule asks for ("I can't guarantee X, but I guarantee Y"). */
function anchorAt(rule: ComplianceRule, sentence: string, language: Language): number {
  const anchor = rule.anchor;
  anchor.lastIndex = 0;
  for (let hit = anchor.exec(sentence); hit; hit = anchor.exec(sentence)) {
    if (rule.anyPolarity || isNegatedAt(sentence, hit.index, language) === Boolean(rule.negated)) return hit.index;
    if (hit[0].length === 0) anchor.lastIndex += 1;
  }
  return -1;
}

/** The anchor's index when the rule fires on this sentence, else -1. */
function fire(rule: ComplianceRule, sentence: string, scan: Scan): number {
  const at = anchorAt(rule, sentence, scan.language);
  if (at < 0) return -1;
  const scope = rule.wide ? scan.message : sentence;
  if (rule.with && !rule.with.every((concept) => concept.test(scope))) return -1;
  if (rule.client && !rule.client.every((concept) => concept.test(scan.client))) return -1;
  if (rule.withOrClient && !rule.withOrClient.every((concept) => concept.test(scope) || concept.test(scan.client))) return -1;
  if (rule.unless && affirmedMatch(rule.unless, sentence, scan.language)) return -1;
  const unless = rule.unlessAnywhere;
  if (unless && scan.sentences.some((s) => affirmedMatch(unless, s.text, scan.language))) return -1;
  return at;
}

/** An honest marker that holds: affirmed and not taken back by a "but just..." after it. */
function cleared(pattern: RegExp, sentence: string, language: Language): boolean {
  const hit = pattern.exec(sentence);
  return hit !== null && !isNegatedAt(sentence, hit.index, language) && !isUndoneAfter(sentence, hit.index, language);
}

function findIn(category: CategoryRules, sentence: string, scan: Scan): number {
  if (category.unless && cleared(category.unless, sentence, scan.language)) return -1;
  for (const rule of category.rules) {
    const at = fire(rule, sentence, scan);
    if (at >= 0) return at;
  }
  return -1;
}

/**
 * The risks the hand-written rules find in an agent's reply, each category once, in taxonomy order. The client's
 * last line may supply the protected group the reply steers by ("We have two toddlers" before
 * "you'd be happier in the suburbs").
 */
export function detectByRules(message: string, language: Language, clientLine?: string): ComplianceFinding[] {
  const normalized = normalizeForRules(message);
  const sentences: Span[] = sentencesOf(normalized);
  const scan: Scan = { language, message: normalized, sentences, client: normalizeForRules(clientLine ?? '') };
  const findings: ComplianceFinding[] = [];
  // A category may have several rule sets (word-level and concept-level); it is reported once.
  for (const category of RULES_BY_LANGUAGE[language]) {
    if (findings.some((f) => f.category === category.category)) continue;
    for (const sentence of sentences) {
      const at = findIn(category, sentence.text, scan);
      if (at < 0) continue;
      const original = message.slice(sentence.start, sentence.start + sentence.text.length);
      findings.push({ category: category.category, kind: COMPLIANCE_KIND_OF[category.category], quote: quoteAround(original, at) });
      break;
    }
  }
  return findings.sort((a, b) => TAXONOMY_ORDER[a.category] - TAXONOMY_ORDER[b.category]);
}

/**
 * The compliance risks of an agent's reply, each category once, in taxonomy order: the rules'
 * findings unless the trained model reads the reply as safe, and the model's own finding (the
 * category it reads, quoting its riskiest sentence) when it reads the reply as risky. The rules
 * also read the client's last line ("We have two toddlers" before "you'd be happier in the
 * suburbs"). How sure the model must be is chosen when it is trained (model/).
 */
export function detectCompliance(message: string, language: Language, clientLine?: string): ComplianceFinding[] {
  const reading = readReply(message, language);
  const policy = modelFor(language);
  const findings = reading.risk >= policy.ruleConfirmation ? detectByRules(message, language, clientLine) : [];
  if (reading.risk >= policy.threshold && !findings.some((f) => f.category === reading.category)) {
    const sentence = riskiestSentence(message, language);
    findings.push({ category: reading.category, kind: COMPLIANCE_KIND_OF[reading.category], quote: quoteAround(sentence.text, 0) });
  }
  return findings.sort((a, b) => TAXONOMY_ORDER[a.category] - TAXONOMY_ORDER[b.category]);
}

