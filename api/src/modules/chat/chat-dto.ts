import { DIFFICULTIES, DISC_TYPES, messageFeedbackSchema, type ChatMessage, type ChatSession, type MessageFeedback } from '@app/contracts/chat';
import { medalSchema } from '@app/contracts/scorecards';
import type { MessageRow, SessionRow } from './chat.repository';
import { readJson } from '../../lib/json-text';
import { storedEnum } from '../../lib/stored-enum';

/** Stored feedback is JSON; anything unreadable shows as "no feedback" rather than breaking the transcript. */
export const parseFeedback = (raw: string | null): MessageFeedback | null => readJson(raw, messageFeedbackSchema, null);

export function toMessageDto(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    sessionId: row.sessionId,
    content: row.content,
    isAgent: row.isAgent,
    createdAt: row.createdAt.toISOString(),
    feedback: row.isAgent ? parseFeedback(row.feedback) : null,
  };
}

export function toSessionDto(row: SessionRow): ChatSession {
  return {
    id: row.id,
    userId: row.userId,
    type: 'chat',
    scenario: row.scenario,
    scenarioKey: row.scenarioKey,
    challengeId: row.challengeId,
    scenarioTitle: row.scenarioTitle,
    personality: storedEnum(DISC_TYPES, row.personality, 'S'),
    difficulty: storedEnum(DIFFICULTIES, row.difficulty, 'medium'),
    language: row.language === 'ru' ? 'ru' : 'en',
    score: row.score,
    completed: row.completed,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    messageCount: row._count.messages,
    medal: medalSchema.safeParse(row.medal).data ?? null,
  };
}
