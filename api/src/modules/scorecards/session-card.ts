import { callScorecardSchema, medalFor, scorecardScore, sessionScorecardSchema, type CallScorecard, type ComplianceFinding, type ScoredCard, type SessionScorecard } from '@app/contracts/scorecards';
import type { ComplianceIssue } from '@app/contracts/chat';
import type { z } from 'zod';
import type { CriterionJudgment } from '../ai/scorecard-types';
import type { ResolvedCard } from './builtin-cards';
import { readJson } from '../../lib/json-text';

/** One line of the conversation with the compliance issues the gate found in it (agent lines only). */
export interface Said {
  id: number;
  isAgent: boolean;
  content: string;
  compliance: readonly ComplianceIssue[];
}

/** The compliance gate: every finding on the agent's lines (both providers run the deterministic rules). */
export function complianceFindings(messages: readonly Said[]): (ComplianceFinding & { messageId: number })[] {
  return messages.flatMap((m) =>
    m.isAgent
      ? m.compliance.map((issue) => ({
        messageId: m.id,
        category: issue.category ?? issue.kind,
        quote: issue.quote ?? m.content,
        explanation: issue.explanation ?? issue.message,
        compliantLine: issue.compliantLine ?? '',
      }))
      : [],
  );
}

/**
 * The card filled in: the provider's judgment per criterion, the compliance criterion decided by
 * the gate (missed with the finding's words and its compliant line), the weighted score, and a
 * conversation with any finding fails whatever its score. The caller names what was scored
 * (sessionId, callSid, or nothing for a pasted transcript).
 */
export function fillCard(scenarioId: string, card: ResolvedCard, judged: readonly CriterionJudgment[], messages: readonly Said[]): ScoredCard {
  const findings = complianceFindings(messages);
  const criteria = card.criteria.map((c) => {
    const j = judged.find((x) => x.id === c.id) ?? { status: 'unjudged' as const, evidence: null, messageId: null, betterLine: null };
    if (c.check === 'compliance') {
      const first = findings[0];
      return first
        ? { id: c.id, title: c.title, weight: c.weight, status: 'missed' as const, evidence: first.quote, messageId: first.messageId, betterLine: first.compliantLine || null }
        : { id: c.id, title: c.title, weight: c.weight, status: 'met' as const, evidence: null, messageId: null, betterLine: null };
    }
    return { id: c.id, title: c.title, weight: c.weight, status: j.status, evidence: j.evidence, messageId: j.messageId, betterLine: j.betterLine };
  });
  const score = scorecardScore(criteria);
  const compliancePassed = findings.length === 0;
  const passed = compliancePassed && score >= card.passMark;
  return {
    scenarioId,
    passMark: card.passMark,
    score,
    passed,
    medal: medalFor(score, card.passMark, passed),
    criteria,
    compliance: { passed: compliancePassed, findings: findings.map(({ messageId: _, ...f }) => f) },
  };
}

const parseStored = <T>(schema: z.ZodType<T>, raw: string | null): T | null => readJson(raw, schema, null);

/** A stored card (ChatSession.scorecard); null when absent or unreadable. */
export const parseSessionCard = (raw: string | null): SessionScorecard | null => parseStored(sessionScorecardSchema, raw);

/** A stored call card (Call.scorecard); null when absent or unreadable. */
export const parseCallCard = (raw: string | null): CallScorecard | null => parseStored(callScorecardSchema, raw);
