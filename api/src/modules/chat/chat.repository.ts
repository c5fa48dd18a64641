import type { Db } from '../../lib/db';
import type { ChallengesRepository } from '../challenges/challenges.repository';

export interface NewSession {
  userId: number;
  scenario: string;
  scenarioKey: string;
  challengeId: number | null;
  scenarioTitle: string;
  scenarioData: string;
  personality: string;
  difficulty: string;
  language: string;
}

const withCount = { _count: { select: { messages: true } } } as const;
const byId = { orderBy: { id: 'asc' as const } };
// A session the trainee never wrote in (opened, then left) is not history.
const practised = { messages: { some: { isAgent: true } } };

export function createChatRepository(db: Db, { challenges }: { challenges: Pick<ChallengesRepository, 'listActiveChatTitles' | 'findActiveChat'> }) {
  return {
    // Challenges are the challenges module's: asked of its repository.
    listActiveChatChallengeTitles: challenges.listActiveChatTitles,
    findActiveChatChallenge: challenges.findActiveChat,

    /** The session and the client's opening line land together or not at all. */
    createSession: (data: NewSession, opening: string) =>
      db.chatSession.create({ data: { ...data, messages: { create: { content: opening, isAgent: false } } }, include: { messages: byId, ...withCount } }),

    findSession: (id: number) => db.chatSession.findUnique({ where: { id }, include: withCount }),

    listMessages: (sessionId: number) => db.chatMessage.findMany({ where: { sessionId }, ...byId }),

    /** The session with its messages in order: what a reply is written from. */
    findConversation: (id: number) => db.chatSession.findUnique({ where: { id }, include: { messages: byId } }),

    /**
     * The agent's message, its feedback and the client's reply, written as one statement on the
     * session (atomic: never a reply without its question), which also moves the session up the history.
     */
    async addExchange(session: { id: number; userId: number }, agent: { content: string; feedback: string }, client: { content: string }) {
      const { messages } = await db.chatSession.update({
        where: { id: session.id, userId: session.userId },
        data: { updatedAt: new Date(), messages: { create: [{ content: agent.content, isAgent: true, feedback: agent.feedback }, { content: client.content, isAgent: false }] } },
        select: { messages: { orderBy: { id: 'desc' }, take: 2 } },
      });
      const [clientMessage, agentMessage] = messages;
      return { agentMessage, clientMessage };
    },

    /** true when this call completed it: a second "End" (or a race) must not count twice. */
    async completeSession(id: number, score: number, completedAt: Date): Promise<boolean> {
      const { count } = await db.chatSession.updateMany({ where: { id, completed: false }, data: { completed: true, score, completedAt } });
      return count === 1;
    },

    /** The user's own chat messages, grouped by completed session (the AI's DISC inference reads them). */
    completedConversations: (userId: number, take: number) =>
      db.chatSession.findMany({
        where: { userId, completed: true },
        orderBy: { completedAt: 'desc' },
        take,
        select: { messages: { select: { isAgent: true, content: true }, orderBy: { id: 'asc' } } },
      }),

    lastCompletedAt: async (userId: number) =>
      (await db.chatSession.findFirst({ where: { userId, completed: true }, orderBy: { completedAt: 'desc' }, select: { completedAt: true } }))?.completedAt ?? null,

    /** Users whose last finished session was in [from, to): none finished later. */
    async lastCompletedWithin(from: Date, to: Date): Promise<number[]> {
      const rows = await db.chatSession.groupBy({ by: ['userId'], where: { completed: true, completedAt: { gte: from } }, _max: { completedAt: true } });
      return rows.filter((r) => r._max.completedAt && r._max.completedAt < to).map((r) => r.userId);
    },

    /** The knowledge base's analytics: sessions per scenario, most practised first. */
    sessionsByScenario: (take: number) =>
      db.chatSession.groupBy({ by: ['scenarioKey'], _count: { _all: true }, orderBy: [{ _count: { scenarioKey: 'desc' } }, { scenarioKey: 'asc' }], take }),
    completedByScenario: (keys: string[]) =>
      db.chatSession.groupBy({ by: ['scenarioKey'], where: { scenarioKey: { in: keys }, completed: true }, _count: { _all: true } }),
    /** The newest title each scenario was played under (titles are copied into sessions). */
    latestTitles: (keys: string[]) =>
      db.chatSession.findMany({ where: { scenarioKey: { in: keys } }, select: { scenarioKey: true, scenarioTitle: true }, orderBy: { id: 'desc' }, distinct: ['scenarioKey'] }),

    listPractised: (userId: number, limit: number) =>
      db.chatSession.findMany({ where: { userId, ...practised }, orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }], take: limit, include: withCount }),
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
export type SessionRow = NonNullable<Awaited<ReturnType<ChatRepository['findSession']>>>;
export type MessageRow = Awaited<ReturnType<ChatRepository['listMessages']>>[number];
