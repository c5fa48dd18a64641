import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { chatMessageSchema, chatSessionSchema, createdSessionSchema, sessionListSchema, type ChatSession, type CreatedSession } from '@app/contracts/chat';
import { apiGet, apiRequest } from './http';
import { userKey } from './users';

// The scorecard contract loads with the first call that reads one (http.ts ContractLoader).
const scorecards = () => import('@app/contracts/scorecards');

// Chat sessions (spec 000 §5): the session, its messages, the history and the finished scorecard.
export const chatKeys = {
  sessions: (userId: number) => ['chat', 'sessions', userId] as const,
  session: (id: number) => ['chat', 'session', id] as const,
  messages: (id: number) => ['chat', 'messages', id] as const,
  scorecard: (id: number) => ['chat', 'scorecard', id] as const,
};

export const sessionQuery = (id: number) => queryOptions({ queryKey: chatKeys.session(id), queryFn: () => apiGet(`/api/sessions/${id}`, chatSessionSchema) });

export const messagesQuery = (sessionId: number) =>
  queryOptions({ queryKey: chatKeys.messages(sessionId), queryFn: () => apiGet(`/api/sessions/${sessionId}/messages`, chatMessageSchema.array()) });

/** GET /api/sessions/:id/scorecard: the finished session on its scenario's card (the PATCH answer fills it first). */
export const sessionScorecardQuery = (id: number) =>
  queryOptions({ queryKey: chatKeys.scorecard(id), queryFn: () => apiGet(`/api/sessions/${id}/scorecard`, async () => (await scorecards()).sessionScorecardSchema) });

/** GET /api/users/:id/sessions: the user's chat sessions, most recent first. */
export const sessionsQuery = (userId: number) =>
  queryOptions({ queryKey: chatKeys.sessions(userId), queryFn: () => apiGet(`/api/users/${userId}/sessions`, sessionListSchema) });

export type CreateSessionInput = Pick<ChatSession, 'scenarioKey' | 'personality' | 'difficulty'>;

/**
 * POST /api/sessions, also "Try again" on a finished session's selection. The spec's fields (type,
 * score) travel too; the server takes the user from the token and writes the scenario text itself.
 */
export const createSession = ({ scenarioKey, personality, difficulty }: CreateSessionInput) =>
  apiRequest('POST', '/api/sessions', { type: 'chat', score: 0, scenarioId: scenarioKey, personality, difficulty }, createdSessionSchema);

/** A new session answers its opening messages: the chat opens on these at once instead of asking again. */
export function seedCreatedSession(queryClient: QueryClient, { messages, ...session }: CreatedSession) {
  queryClient.setQueryData(sessionQuery(session.id).queryKey, session);
  queryClient.setQueryData(messagesQuery(session.id).queryKey, messages);
}

/**
 * PATCH /api/sessions/:id {score, completed: true}. The score sent is the live one the user saw;
 * the server computes the final score itself and answers it (with the scorecard when there is one).
 */
export const endSession = (sessionId: number, liveScore: number) =>
  apiRequest('PATCH', `/api/sessions/${sessionId}`, { score: liveScore, completed: true }, async () => (await scorecards()).completedSessionSchema);

/** Ending a session changes the shell's home (stats, recent activity) and the history; data never goes stale on its own (spec §9). */
export const endSessionInvalidates = (userId: number) => [userKey(userId), chatKeys.sessions(userId)];
