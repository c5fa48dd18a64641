import type { Db } from '../../lib/db';

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

function translatedTitles(raw: string): string[] {
  try {
    const all: unknown = JSON.parse(raw);
    if (!all || typeof all !== 'object') return [];
    return Object.values(all).flatMap((t: unknown) => (t && typeof t === 'object' && typeof (t as { title?: unknown }).title === 'string' ? [(t as { title: string }).title] : []));
  } catch {
    return [];
  }
}

export function createChatRepository(db: Db) {
  return {
    /** Every active chat challenge's title in each language it has, to read the spec's `scenario` text. */
    async listActiveChatChallengeTitles() {
      const rows = await db.challenge.findMany({ where: { isActive: true, type: 'chat' }, select: { id: true, title: true, translations: true } });
      return rows.map((row) => ({ id: row.id, titles: [row.title, ...translatedTitles(row.translations)] }));
    },

    findActiveChatChallenge: (id: number) => db.challenge.findFirst({ where: { id, isActive: true, type: 'chat' } }),

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

    listPractised: (userId: number, limit: number) =>
      db.chatSession.findMany({ where: { userId, ...practised }, orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }], take: limit, include: withCount }),
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
export type SessionRow = NonNullable<Awaited<ReturnType<ChatRepository['findSession']>>>;
export type MessageRow = Awaited<ReturnType<ChatRepository['listMessages']>>[number];
