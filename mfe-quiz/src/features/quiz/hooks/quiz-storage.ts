import type { PlayerQuestion } from '@app/contracts/quiz';

/** A quiz in progress, kept in localStorage so it survives a reload. */
export interface QuizSession {
  /** From the server's header; without it the server grades the open attempt of the category. */
  attemptId?: number;
  category: string;
  questions: PlayerQuestion[];
  answers: Record<string, string>;
  index: number;
  /** Seconds allowed for this run (the retry reset uses 1800 s, spec 001 §9). */
  allowance: number;
  /** Epoch ms at which the time runs out. */
  deadline: number;
}

const key = (userId: number) => `estate-coach:quiz-session:${userId}`;

export function loadSession(userId: number): QuizSession | null {
  try {
    const raw = localStorage.getItem(key(userId));
    return raw ? (JSON.parse(raw) as QuizSession) : null;
  } catch {
    return null;
  }
}

export function saveSession(userId: number, session: QuizSession | null) {
  if (session) localStorage.setItem(key(userId), JSON.stringify(session));
  else localStorage.removeItem(key(userId));
}
