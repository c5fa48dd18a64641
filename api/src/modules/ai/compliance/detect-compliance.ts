import type { ComplianceKind } from '@app/contracts/chat';
import type { Language } from '../ai-types';
import { COMPLIANCE_RULES, type ComplianceRule } from './compliance-rules';

const sentences = (text: string) => text.split(/(?<=[.!?…])\s+|\n+/).map((s) => s.trim()).filter(Boolean);

function matches(rule: ComplianceRule, sentence: string): boolean {
  const flags = rule.pattern.flags.includes('g') ? rule.pattern.flags : `${rule.pattern.flags}g`;
  for (const hit of sentence.matchAll(new RegExp(rule.pattern.source, flags))) {
    if (rule.negation?.test(sentence.slice(0, hit.index))) continue;
    if (rule.context && !rule.context.test(sentence)) continue;
    return true;
  }
  return false;
}

/** The compliance risks of an agent's message, each kind once, in rule order. */
export function detectCompliance(message: string, language: Language): ComplianceKind[] {
  const found = new Set<ComplianceKind>();
  for (const sentence of sentences(message)) {
    for (const rule of COMPLIANCE_RULES[language]) {
      if (!found.has(rule.kind) && matches(rule, sentence)) found.add(rule.kind);
    }
  }
  return [...found];
}
