import { discTypeSchema } from '@app/contracts/chat';
import type { ScenarioScorecard, SessionScorecard } from '@app/contracts/scorecards';
import type { AuthContext } from '../../lib/auth/authenticate';
import { AppError } from '../../lib/errors';
import type { Lang } from '../../lib/i18n';
import type { AiEngine } from '../ai/ai-engine';
import type { ChallengesRepository } from '../challenges/challenges.repository';
import type { ChatRepository, MessageRow, SessionRow } from '../chat/chat.repository';
import { parseFeedback } from '../chat/chat-dto';
import { isBuiltinScenario } from '../chat/chat-scenarios';
import { loadSession } from '../chat/session-access';
import { builtinCard, type ResolvedCard } from './builtin-cards';
import { fillCard, parseSessionCard } from './session-card';
import { asResolved, parseStoredCard } from './stored-card';

interface Deps {
  ai: Pick<AiEngine, 'scoreCard'>;
  challenges: Pick<ChallengesRepository, 'find'>;
  chat: ChatRepository;
}

/** Scenario cards (built-in, the admin's, or the default one) and sessions scored on them. */
export function createScorecardsService({ ai, challenges, chat }: Deps) {
  async function cardFor(scenarioId: string, lang: Lang): Promise<ResolvedCard | null> {
    if (isBuiltinScenario(scenarioId)) return builtinCard(scenarioId, lang);
    const challengeId = /^challenge-([1-9]\d{0,8})$/.exec(scenarioId)?.[1];
    if (!challengeId) return null;
    const row = await challenges.find(Number(challengeId));
    if (!row) return null;
    const own = parseStoredCard(row.scorecard);
    return own ? asResolved(own) : builtinCard('default', lang);
  }

  /** The session on its scenario's card (the default card when the admin has since deleted the scenario). */
  async function scoreSession(session: SessionRow, messages: readonly MessageRow[]): Promise<SessionScorecard> {
    const lang: Lang = session.language === 'ru' ? 'ru' : 'en';
    const card = (await cardFor(session.scenarioKey, lang)) ?? builtinCard('default', lang);
    const said = messages.map((m) => ({ id: m.id, isAgent: m.isAgent, content: m.content, feedback: m.isAgent ? parseFeedback(m.feedback) : null }));
    const personality = discTypeSchema.safeParse(session.personality);
    const judged = await ai.scoreCard({
      language: lang,
      personality: personality.success ? personality.data : undefined,
      criteria: card.criteria,
      messages: said.map(({ id, isAgent, content }) => ({ id, isAgent, content })),
    });
    return fillCard(session, card, judged, said);
  }

  return {
    scoreSession,

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
  };
}

export type ScorecardsService = ReturnType<typeof createScorecardsService>;
