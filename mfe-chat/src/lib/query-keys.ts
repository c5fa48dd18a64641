import { userKey } from '@app/api-client/users';

// One place for this remote's cache keys, so the chat, the wizard and the history stay in step.
export const chatKeys = {
  challenges: ['challenges'] as const,
  sessions: (userId: number) => ['chat', 'sessions', userId] as const,
  session: (id: number) => ['chat', 'session', id] as const,
  messages: (id: number) => ['chat', 'messages', id] as const,
  scorecard: (id: number) => ['chat', 'scorecard', id] as const,
};

/** The shell's home queries (stats, activity) for a user; ending a session changes them. */
export const homeKey = userKey;
