import {
  MIN_MESSAGES_TO_END, chatDifficultySchema, discTypeSchema, sessionScore,
  type ChatSession, type CreatedSession,
} from '@app/contracts/chat';
import { assertSelfOrAdmin, type AuthContext } from '../../lib/auth/authenticate';
import { AppError } from '../../lib/errors';
import type { EventBus } from '../../lib/events';
import type { Lang } from '../../lib/i18n';
import type { ReadCache } from '../../lib/read-cache';
import type { AiEngine } from '../ai/ai-engine';
import type { ChatRepository, SessionRow } from './chat.repository';
import { toMessageDto, toSessionDto, parseFeedback } from './chat-dto';
import { localizeChallenge } from '../challenges/challenge-texts';
import { builtinScenario, challengeScenario, isBuiltinScenario, type ResolvedScenario } from './chat-scenarios';
import { loadSession } from './session-access';
import { sessionText } from './session-text';
import { sessionTip } from './session-tip';
import { titlesIn } from './session-titles';
import { feedbackSkills } from './feedback-skills';
import { readSpecSelection } from './spec-selection';
import type { CompletedSession } from '@app/contracts/scorecards';
import type { ScorecardsService } from '../scorecards/scorecards.service';
import { parseSessionCard } from '../scorecards/session-card';

export interface CreateSessionInput {
  /** A built-in id ("property-inquiry") or "challenge-<id>". */
  scenarioId?: string;
  challengeId?: number;
  personality?: string;
  difficulty?: string;
  /** The spec's form: one text naming the scenario, personality and difficulty (read when the precise fields are absent). */
  scenario?: string;
}

interface Deps {
  ai: Pick<AiEngine, 'openingLine'>;
  events: Pick<EventBus, 'emit'>;
  now?: () => Date;
  /** The history list is kept here (single instance) until the user's sessions or any message change. */
  reads?: ReadCache;
  /** Scores a finished session on its scenario's card (issue 24). */
  scorecards: Pick<ScorecardsService, 'scoreSession'>;
}

export const HISTORY_LIMIT = 50;
const selectionError = (status: 400 | 404) =>
  new AppError(status === 400 ? 'validation' : 'notFound', status, 'chat:errors.selectionNotFound');

export function createChatService(repo: ChatRepository, { ai, events, now = () => new Date(), reads, scorecards }: Deps) {
  async function resolveScenario(input: CreateSessionInput, lang: Lang): Promise<ResolvedScenario | null> {
    const fromKey = /^challenge-([1-9]\d{0,8})$/.exec(input.scenarioId ?? '');
    const challengeId = input.challengeId ?? (fromKey ? Number(fromKey[1]) : undefined);
    if (challengeId !== undefined) {
      const row = await repo.findActiveChatChallenge(challengeId);
      return row ? challengeScenario(localizeChallenge(row, lang)) : null;
    }
    return input.scenarioId && isBuiltinScenario(input.scenarioId) ? builtinScenario(input.scenarioId, lang) : null;
  }

  /** The precise fields win; whatever they leave out is read from the spec's `scenario` text. */
  async function withSpecSelection(input: CreateSessionInput): Promise<CreateSessionInput> {
    const hasScenario = Boolean(input.scenarioId) || input.challengeId !== undefined;
    if (!input.scenario?.trim() || (hasScenario && input.personality && input.difficulty)) return input;
    const challenges = hasScenario ? [] : await repo.listActiveChatChallengeTitles();
    const read = readSpecSelection(input.scenario, challenges);
    return {
      ...(hasScenario ? { scenarioId: input.scenarioId, challengeId: input.challengeId } : { scenarioId: read.scenarioId, challengeId: read.challengeId }),
      personality: input.personality ?? read.personality,
      difficulty: input.difficulty ?? read.difficulty,
    };
  }

  async function localized(rows: SessionRow[], lang: Lang): Promise<ChatSession[]> {
    const title = await titlesIn(lang, rows, repo.challengeTitles);
    return rows.map((row) => ({ ...toSessionDto(row), scenarioTitle: title(row) }));
  }

  return {
    /** Spec §4: created with score 0, not completed, and the client's opening line already in it. */
    async create(caller: AuthContext, precise: CreateSessionInput, lang: Lang): Promise<CreatedSession> {
      const input = await withSpecSelection(precise);
      if (!input.personality || !input.difficulty || (!input.scenarioId && input.challengeId === undefined)) throw selectionError(400);
      const personality = discTypeSchema.safeParse(input.personality);
      const difficulty = chatDifficultySchema.safeParse(input.difficulty);
      const scenario = await resolveScenario(input, lang);
      if (!scenario || !personality.success || !difficulty.success) throw selectionError(404);

      const opening = await ai.openingLine({ scenario: scenario.ai, personality: personality.data, difficulty: difficulty.data, language: lang });
      const row = await repo.createSession(
        {
          userId: caller.userId,
          scenario: sessionText(scenario.title, personality.data, difficulty.data, lang),
          scenarioKey: scenario.key,
          challengeId: scenario.challengeId,
          scenarioTitle: scenario.title,
          scenarioData: JSON.stringify(scenario.ai),
          personality: personality.data,
          difficulty: difficulty.data,
          language: lang,
        },
        opening.text,
      );
      return { ...toSessionDto(row), messages: row.messages.map(toMessageDto) };
    },

    /** Titles in the reader's language (`lang`), whatever language the session was held in. */
    async get(caller: AuthContext, id: number, lang?: Lang): Promise<ChatSession> {
      const row = await loadSession(repo, caller, id, 'read');
      return lang ? (await localized([row], lang))[0] : toSessionDto(row);
    },

    async listForUser(caller: AuthContext, userId: number, lang: Lang = 'en'): Promise<ChatSession[]> {
      assertSelfOrAdmin(caller, userId);
      const load = async () => localized(await repo.listPractised(userId, HISTORY_LIMIT), lang);
      // Message counts are part of each item: a message in any session drops the cached lists.
      return reads ? reads.read(`practised-sessions:${userId}:${lang}`, { userId, models: ['chatSession', 'chatMessage', 'challenge'] }, load) : load();
    },

    /**
     * Ends a session with the score computed here from the stored feedback (spec §5); a score the
     * app sends is ignored. Ending twice answers the same session and counts once.
     */
    async complete(caller: AuthContext, id: number): Promise<CompletedSession> {
      const session = await loadSession(repo, caller, id, 'write');
      if (session.completed) return { ...toSessionDto(session), scorecard: parseSessionCard(session.scorecard) };
      const messages = await repo.listMessages(id);
      if (messages.length < MIN_MESSAGES_TO_END) throw new AppError('validation', 400, 'chat:errors.tooFewMessages');
      const score = sessionScore(messages.map((m) => ({ isAgent: m.isAgent, feedback: parseFeedback(m.feedback) })));
      const completedAt = now();
      // Scored before the write, so the card lands with the completion in the same statement.
      const card = await scorecards.scoreSession(session, messages);
      if (await repo.completeSession({ id, userId: session.userId }, score, completedAt, { scorecard: JSON.stringify(card), medal: card.medal })) {
        const feedback = messages.map((m) => parseFeedback(m.feedback));
        const tip = sessionTip(feedback);
        await events.emit('session.completed', { userId: session.userId, sessionId: id, score, type: 'chat', completedAt, tip });
        await events.emit('activity.completed', { userId: session.userId, activityId: `chat:${id}`, kind: 'chat', score, completedAt, skills: feedbackSkills(feedback), target: session.scenarioKey, medal: card.medal });
      }
      const done = await loadSession(repo, caller, id, 'read');
      return { ...toSessionDto(done), scorecard: parseSessionCard(done.scorecard) };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
