/**
 * A tiny in-process event bus: modules announce what happened and others react, without the
 * announcer knowing who listens (chat emits `activity.completed`; progress keeps the stats).
 */
export type ActivityKind = 'chat' | 'quiz' | 'call' | 'voice' | 'disc';
export type SkillName = 'confidence' | 'clarity' | 'value' | 'cta' | 'persuasion' | 'rapport';

export interface AppEvents {
  'session.completed': {
    userId: number;
    sessionId: number;
    score: number;
    type: 'chat';
    completedAt: Date;
    /** The skill the session's answers scored lowest on: the coaching tip is about it. */
    tip?: 'confidence' | 'clarity' | 'value' | 'cta';
  };
  /**
   * A finished practice activity of any kind, reported to the progress engine (XP, level, streak,
   * stats, achievements). `activityId` is stable per activity ("chat:12", "quiz:7", "call:CA..",
   * "voice:3", "disc:2"): replaying the same event never counts twice.
   */
  'activity.completed': {
    userId: number;
    activityId: string;
    kind: ActivityKind;
    /** 0-100. */
    score: number;
    completedAt: Date;
    /** Quizzes: whether the category minimum was reached. */
    passed?: boolean;
    /** Skill readings 0-100 the activity measured (feedback and call metrics), for the skills radar. */
    skills?: Partial<Record<SkillName, number>>;
    /** What was practised: the chat scenario id ("challenge-12"), quiz category, call or voice scenario (team assignments match it). */
    target?: string;
    /** Chat sessions and calls scored on a card (issue 24): the medal it earned, null for none. */
    medal?: 'bronze' | 'silver' | 'gold' | null;
  };
  /**
   * An admin changed shared content or another account (questions, users, scenarios, phrases,
   * training data). The audit log records every one; `before`/`after` are the row as the admin API
   * answers it (null when created or deleted).
   */
  'admin.write': {
    actorId: number;
    action: 'create' | 'update' | 'delete' | 'toggle' | 'upload';
    entity: 'quizQuestion' | 'user' | 'scenario' | 'coachingPhrase' | 'trainingRecording';
    entityId: string | number | null;
    before: unknown;
    after: unknown;
  };
  /** The user's stats right after a finished activity was counted (the progress engine emits it). */
  'progress.updated': {
    userId: number;
    stats: { totalSessions: number; averageScore: number; streak: number; xp: number };
    /** The score of the activity that was just counted. */
    score: number;
    /** The kind of that activity, whether it passed (quizzes), and the totals after it. */
    kind?: ActivityKind;
    passed?: boolean;
    level?: number;
    perfectScores?: number;
    kindCounts?: Record<ActivityKind, number>;
    /** The medal the activity earned on its scorecard (achievements reward medals). */
    medal?: 'bronze' | 'silver' | 'gold' | null;
  };
}

export type EventName = keyof AppEvents;
export type EventHandler<K extends EventName> = (payload: AppEvents[K]) => void | Promise<void>;

export interface EventBus {
  /** Returns a function that removes the handler. */
  on<K extends EventName>(name: K, handler: EventHandler<K>): () => void;
  /**
   * Runs every handler in turn and resolves when all are done, so the caller's answer already
   * reflects their effects (the home stats after "End"). A failing handler is logged, never thrown:
   * the event has happened whatever a listener thinks of it.
   */
  emit<K extends EventName>(name: K, payload: AppEvents[K]): Promise<void>;
}

export function createEventBus(logger?: { error(obj: unknown, msg?: string): void }): EventBus {
  // Each event's handlers, typed by their event; the type asks for every event of AppEvents.
  const handlers: { [K in EventName]: Set<EventHandler<K>> } = {
    'session.completed': new Set(),
    'activity.completed': new Set(),
    'admin.write': new Set(),
    'progress.updated': new Set(),
  };
  return {
    on(name, handler) {
      const set = handlers[name];
      set.add(handler);
      return () => void set.delete(handler);
    },
    async emit(name, payload) {
      for (const handler of [...handlers[name]]) {
        try {
          await handler(payload);
        } catch (err) {
          logger?.error({ err, event: name }, 'event handler failed');
        }
      }
    },
  };
}
