import { medalFor, scorecardScore, sessionScorecardSchema, type ComplianceFinding, type SessionScorecard } from '@app/contracts/scorecards';
import type { MessageFeedback } from '@app/contracts/chat';
import type { CriterionJudgment } from '../ai/scorecard-types';
import type { ResolvedCard } from './builtin-cards';

interface Said {
  id: number;
  isAgent: boolean;
  content: string;
  feedback: MessageFeedback | null;
}

/** The compliance gate: every finding the coach stored on the agent's messages (both providers run the deterministic rules). */
export function complianceFindings(messages: readonly Said[]): (ComplianceFinding & { messageId: number })[] {
  return messages.flatMap((m) =>
    m.isAgent
      ? (m.feedback?.compliance ?? []).map((issue) => ({
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
 * session with any finding fails whatever its score.
 */
export function fillCard(
  session: { id: number; scenarioKey: string },
  card: ResolvedCard,
  judged: readonly CriterionJudgment[],
  messages: readonly Said[],
): SessionScorecard {
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
    sessionId: session.id,
    scenarioId: session.scenarioKey,
    passMark: card.passMark,
    score,
    passed,
    medal: medalFor(score, card.passMark, passed),
    criteria,
    compliance: { passed: compliancePassed, findings: findings.map(({ messageId: _, ...f }) => f) },
  };
}

/** A stored card (ChatSession.scorecard); null when absent or unreadable. */
export function parseSessionCard(raw: string | null): SessionScorecard | null {
  if (!raw) return null;
  try {
    const parsed = sessionScorecardSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
