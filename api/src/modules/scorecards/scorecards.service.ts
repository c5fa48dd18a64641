import { BUILTIN_SCENARIOS, discTypeSchema, type DiscType } from '@app/contracts/chat';
import { medalSchema, type CallScorecard, type ScenarioMedal, type ScenarioScorecard, type ScoreTranscriptBody, type SessionScorecard, type TranscriptScorecard } from '@app/contracts/scorecards';
import { CALL_SCENARIOS, type CallScenarioId } from '@app/contracts/voice';
import { TRAINING_SCENARIOS } from '@app/contracts/training';
import { assertSelfOrAdmin, type AuthContext } from '../../lib/auth/authenticate';
import { AppError } from '../../lib/errors';
import type { Lang } from '../../lib/i18n';
import { isOneOf } from '../../lib/one-of';
import type { AiEngine } from '../ai/ai-engine';
import { complianceIssues } from '../ai/compliance/apply-compliance';
import type { CallsRepository } from '../calls/calls.repository';
import { callScenario } from '../calls/call-scenarios';
import type { ChallengesRepository } from '../challenges/challenges.repository';
import type { ChatRepository, MessageRow, SessionRow } from '../chat/chat.repository';
import { parseFeedback } from '../chat/chat-dto';
import { isBuiltinScenario } from '../chat/chat-scenarios';
import { titlesIn } from '../chat/session-titles';
import { loadSession } from '../chat/session-access';
import { bestPerScenario, type ScoredAttempt } from './best-medals';
import { builtinCard, type ResolvedCard } from './builtin-cards';
import { fillCard, parseCallCard, parseSessionCard, type Said } from './session-card';
import { asResolved, parseStoredCard } from './stored-card';
import { checkedTurns, readTranscriptText, transcriptLanguage } from './transcript-text';

const MAX_JUDGED_LINES = 400;

interface Deps {
  ai: Pick<AiEngine, 'scoreCard'>;
  challenges: Pick<ChallengesRepository, 'find'>;
  chat: ChatRepository;
  calls: Pick<CallsRepository, 'scoredCalls'>;
}

const isCallScenario = (id: string): id is CallScenarioId => CALL_SCENARIOS.some((s) => s.id === id);
const challengeIdOf = (scenarioId: string) => {
  const id = /^challenge-([1-9]\d{0,8})$/.exec(scenarioId)?.[1];
  return id ? Number(id) : null;
};

/** Scenario cards (built-in, the admin's, or the default one) and conversations scored on them. */
export function createScorecardsService({ ai, challenges, chat, calls }: Deps) {
  async function cardFor(scenarioId: string, lang: Lang): Promise<ResolvedCard | null> {
    if (isBuiltinScenario(scenarioId) || isCallScenario(scenarioId)) return builtinCard(scenarioId, lang);
    // Training recordings name the spec's training scenarios: those without a call of their own use the default card.
    if (isOneOf(TRAINING_SCENARIOS, scenarioId)) return builtinCard('default', lang);
    const challengeId = challengeIdOf(scenarioId);
    if (!challengeId) return null;
    const row = await challenges.find(challengeId);
    if (!row) return null;
    const own = parseStoredCard(row.scorecard);
    return own ? asResolved(own) : builtinCard('default', lang);
  }

  /** Any conversation on its scenario's card (the default card when the scenario is gone): the one scoring path. */
  async function scoreConversation(scenarioId: string, lang: Lang, said: readonly Said[], personality?: DiscType, known?: ResolvedCard) {
    const card = known ?? (await cardFor(scenarioId, lang)) ?? builtinCard('default', lang);
    const judged = await ai.scoreCard({
      language: lang,
      personality,
      criteria: card.criteria,
      // The judge reads at most its input's limit: the end of a very long call, where the next step is.
      messages: said.slice(-MAX_JUDGED_LINES).map(({ id, isAgent, content }) => ({ id, isAgent, content })),
    });
    return fillCard(scenarioId, card, judged, said);
  }

  /** Lines without stored feedback (calls, pasted transcripts): the compliance gate reads each agent line after the client's. */
  function gated(lines: readonly { id: number; isAgent: boolean; content: string }[], lang: Lang): Said[] {
    return lines.map((l, i) => {
      const client = lines.slice(0, i).findLast((p) => !p.isAgent)?.content;
      return { ...l, compliance: l.isAgent ? complianceIssues(l.content, lang, client) : [] };
    });
  }

  /** The session on its scenario's card, in the session's language. */
  async function scoreSession(session: SessionRow, messages: readonly MessageRow[]): Promise<SessionScorecard> {
    const lang: Lang = session.language === 'ru' ? 'ru' : 'en';
    const said = messages.map((m) => ({ id: m.id, isAgent: m.isAgent, content: m.content, compliance: (m.isAgent ? parseFeedback(m.feedback)?.compliance : undefined) ?? [] }));
    const personality = discTypeSchema.safeParse(session.personality);
    return { sessionId: session.id, ...(await scoreConversation(session.scenarioKey, lang, said, personality.success ? personality.data : undefined)) };
  }

  /** A phone call on its scenario's card; `messageId` is the transcript entry's id. */
  async function scoreCall(call: { callSid: string; scenario: string; language: string }, entries: readonly { id: number; speaker: string; text: string }[]): Promise<CallScorecard> {
    const lang: Lang = call.language === 'ru' ? 'ru' : 'en';
    const said = gated(entries.map((e) => ({ id: e.id, isAgent: e.speaker === 'agent', content: e.text })), lang);
    return { callSid: call.callSid, ...(await scoreConversation(call.scenario, lang, said, callScenario(call.scenario, lang)?.personality)) };
  }

  return {
    scoreSession,
    scoreCall,
    parseCallCard,

    /** GET /api/scenarios/:scenarioId/scorecard: the card a trainee sees before the session. */
    async scenarioCard(scenarioId: string, lang: Lang): Promise<ScenarioScorecard> {
      const card = await cardFor(scenarioId, lang);
      if (!card) throw new AppError('notFound', 404, 'chat:errors.selectionNotFound');
      return { scenarioId, passMark: card.passMark, criteria: card.criteria.map(({ check: _, ...c }) => c) };
    },

    /** The stored card of a finished session; an open session is scored as it stands (nothing stored). */
    async sessionCard(caller: AuthContext, id: number): Promise<SessionScorecard> {
      const session = await loadSession(chat, caller, id, 'read');
      return parseSessionCard(session.scorecard) ?? scoreSession(session, await chat.listMessages(id));
    },

    /**
     * POST /api/scorecards/score-transcript: a real conversation on the scenario's card. The card's
     * words are in the caller's language; the coach reads the conversation in its own language.
     * `messageId` is the index of the agent's line among the turns read.
     */
    async scoreTranscript(body: { scenarioId: string; transcript: ScoreTranscriptBody['transcript'] }, lang: Lang): Promise<TranscriptScorecard> {
      const card = await cardFor(body.scenarioId, lang);
      if (!card) throw new AppError('notFound', 404, 'scorecard:errors.scenarioNotFound');
      const turns = checkedTurns(typeof body.transcript === 'string' ? readTranscriptText(body.transcript) : body.transcript);
      const spoken = transcriptLanguage(turns, lang);
      const said = gated(turns.map((t, i) => ({ id: i, isAgent: t.speaker === 'agent', content: t.text })), spoken);
      const scored = await scoreConversation(body.scenarioId, spoken, said, undefined, spoken === lang ? card : undefined);
      // The criteria's titles in the caller's language, whatever language the conversation was in.
      return { ...scored, criteria: scored.criteria.map((c) => ({ ...c, title: card.criteria.find((x) => x.id === c.id)?.title ?? c.title })) };
    },

    /** GET /api/users/:id/medals: the best result per scenario (chat sessions and calls), titles in the caller's language. */
    async medals(caller: AuthContext | undefined, userId: number, lang: Lang): Promise<ScenarioMedal[]> {
      assertSelfOrAdmin(caller, userId);
      const best = bestPerScenario(await attemptsOf(userId));
      const titleOf = await titlesIn(lang, best.map((b) => ({ scenarioKey: b.scenarioId, challengeId: challengeIdOf(b.scenarioId), scenarioTitle: b.scenarioId })), chat.challengeTitles);
      return best.map(({ lastAt: _, ...b }) => ({ ...b, title: b.kind === 'call' ? (callScenario(b.scenarioId, lang)?.ai.title ?? b.scenarioId) : titleOf({ scenarioKey: b.scenarioId, challengeId: challengeIdOf(b.scenarioId), scenarioTitle: b.scenarioId }) }));
    },

    /** The categories the user holds a gold medal in (calls count as inquiries, like their scenarios). */
    async goldCategories(userId: number): Promise<string[]> {
      const golds = (await attemptsOf(userId)).filter((a) => a.medal === 'gold');
      const categories = new Set<string>();
      for (const g of golds) {
        const builtin = BUILTIN_SCENARIOS.find((s) => s.id === g.scenarioId);
        if (builtin) categories.add(builtin.category);
        else if (g.kind === 'call') categories.add('inquiry');
        else {
          const id = challengeIdOf(g.scenarioId);
          const row = id ? await challenges.find(id) : null;
          if (row) categories.add(row.category);
        }
      }
      return [...categories];
    },
  };

  async function attemptsOf(userId: number): Promise<ScoredAttempt[]> {
    const [sessions, phoned] = await Promise.all([chat.scoredSessionsOf([userId]), calls.scoredCalls(userId)]);
    const fromSessions = sessions.flatMap((s): ScoredAttempt[] => {
      const card = parseSessionCard(s.scorecard);
      return card ? [{ scenarioId: s.scenarioKey, kind: 'chat', score: card.score, medal: medalSchema.safeParse(s.medal).data ?? null, at: s.completedAt ?? new Date(0) }] : [];
    });
    const fromCalls = phoned.flatMap((c): ScoredAttempt[] => {
      const card = parseCallCard(c.scorecard);
      return card ? [{ scenarioId: c.scenario, kind: 'call', score: card.score, medal: medalSchema.safeParse(c.medal).data ?? null, at: c.endedAt ?? c.startedAt }] : [];
    });
    return [...fromSessions, ...fromCalls];
  }
}

export type ScorecardsService = ReturnType<typeof createScorecardsService>;
