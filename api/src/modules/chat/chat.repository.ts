import { rawWrite } from '../../lib/cache-invalidation';
import { dialectOf, preparedQuery, type Db } from '../../lib/db';
import type { ChallengesRepository } from '../challenges/challenges.repository';
import { parseFeedback } from './chat-dto';

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

// The session must still be open and the caller's; both lines are stored with the session's new time.
const APPEND_EXCHANGE_PG = `
  WITH open AS (
    UPDATE "ChatSession" SET "updatedAt" = $1 WHERE "id" = $2 AND "userId" = $3 AND "completed" = false
    RETURNING "id"
  )
  INSERT INTO "ChatMessage" ("sessionId", "content", "isAgent", "feedback", "createdAt")
  SELECT open."id", line.content, line.agent, line.feedback, CAST($1 AS timestamp(3)) FROM open,
    (VALUES (1, $4, true, $5), (2, $6, false, NULL)) AS line(n, content, agent, feedback)
  ORDER BY line.n
  RETURNING "id", "sessionId", "content", "isAgent", "feedback"`;

type Exchange = [{ id: number; userId: number }, { content: string; feedback: string }, { content: string }, Date];

export function createChatRepository(db: Db, { challenges }: { challenges: Pick<ChallengesRepository, 'listActiveChatTitles' | 'findActiveChat' | 'titlesByIds'> }) {
  const postgres = dialectOf(db) === 'postgresql';

  // The guard and both lines in one statement, prepared once per connection (the hottest write).
  async function appendPg(...[session, agent, client, at]: Exchange): Promise<MessageRow[]> {
    const rows = await preparedQuery<Omit<MessageRow, 'createdAt'>>(db, 'chat-append-exchange', APPEND_EXCHANGE_PG, [at.toISOString(), session.id, session.userId, agent.content, agent.feedback, client.content]);
    return rows.map((row) => ({ ...row, createdAt: at }));
  }

  // SQLite has no UPDATE inside WITH: the guard is its own statement, then one INSERT of both lines.
  async function appendSqlite(...[session, agent, client, at]: Exchange) {
    const open = await db.$queryRaw<unknown[]>`
      UPDATE "ChatSession" SET "updatedAt" = ${at}
      WHERE "id" = ${session.id} AND "userId" = ${session.userId} AND "completed" = false
      RETURNING "id"`;
    if (open.length === 0) return [];
    return db.$queryRaw<MessageRow[]>`
      INSERT INTO "ChatMessage" ("sessionId", "content", "isAgent", "feedback", "createdAt")
      VALUES (${session.id}, ${agent.content}, true, ${agent.feedback}, ${at}), (${session.id}, ${client.content}, false, NULL, ${at})
      RETURNING "id", "sessionId", "content", "isAgent", "feedback", "createdAt"`;
  }

  return {
    /** The user's rows, for their data export. */
    listForExport: (userId: number) => db.chatSession.findMany({ where: { userId }, orderBy: { id: 'asc' }, include: { messages: { orderBy: { id: 'asc' } } } }),
    // Challenges are the challenges module's: asked of its repository.
    listActiveChatChallengeTitles: challenges.listActiveChatTitles,
    findActiveChatChallenge: challenges.findActiveChat,

    /** The session and the client's opening line land together or not at all (one table per write, for the read cache). */
    createSession: (data: NewSession, opening: string) =>
      db.$transaction(async (tx) => {
        const { id } = await tx.chatSession.create({ data, select: { id: true } });
        await tx.chatMessage.create({ data: { sessionId: id, content: opening, isAgent: false } });
        return tx.chatSession.findUniqueOrThrow({ where: { id }, include: { messages: byId, ...withCount } });
      }),

    findSession: (id: number) => db.chatSession.findUnique({ where: { id }, include: withCount }),

    listMessages: (sessionId: number) => db.chatMessage.findMany({ where: { sessionId }, ...byId }),

    /** What a reply is written from: the session's setting and its lines in order (kept in the read cache). */
    findConversation: (id: number) =>
      db.chatSession.findUnique({
        where: { id },
        select: {
          id: true, userId: true, completed: true, language: true, scenarioData: true, personality: true, difficulty: true,
          messages: { select: { isAgent: true, content: true }, ...byId },
        },
      }),

    /**
     * The agent's message, its feedback and the client's reply, written as one statement (never a reply
     * without its question) that also moves the session up the history, only while the session is the
     * user's and still open: null when it is not (any more). One statement is one round trip and one
     * commit; the model API takes a transaction of five.
     */
    async addExchange(session: { id: number; userId: number }, agent: { content: string; feedback: string }, client: { content: string }) {
      const at = new Date();
      const rows = await rawWrite(db, [{ model: 'chatSession', userId: session.userId }, { model: 'chatMessage', userId: session.userId }], () =>
        postgres ? appendPg(session, agent, client, at) : appendSqlite(session, agent, client, at));
      if (rows.length !== 2) return null;
      const [agentMessage, clientMessage] = rows.sort((a, b) => a.id - b.id);
      return { agentMessage, clientMessage };
    },

    /**
     * true when this call completed it: a second "End" (or a race) must not count twice. Naming the
     * owner keeps the caches of everyone else's sessions.
     */
    async completeSession(session: { id: number; userId: number }, score: number, completedAt: Date, card?: { scorecard: string; medal: string | null }): Promise<boolean> {
      const { count } = await db.chatSession.updateMany({ where: { ...session, completed: false }, data: { completed: true, score, completedAt, ...card } });
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

    /** The coach's feedback on the users' own replies in finished sessions (team dashboards read grammar and compliance from it). */
    async replyFeedbackOf(userIds: number[]) {
      const rows = await db.chatMessage.findMany({
        where: { isAgent: true, feedback: { not: null }, session: { userId: { in: userIds }, completed: true } },
        select: { feedback: true, session: { select: { userId: true } } },
      });
      return rows.map((r) => ({ userId: r.session.userId, feedback: parseFeedback(r.feedback) }));
    },

    /** The users' finished sessions with the medal and card stored at completion (team dashboards and assignments read them). */
    scoredSessionsOf: (userIds: number[]) =>
      db.chatSession.findMany({
        where: { userId: { in: userIds }, completed: true },
        select: { id: true, userId: true, scenarioKey: true, medal: true, scorecard: true, completedAt: true },
        orderBy: { id: 'asc' },
      }),

    challengeTitles: challenges.titlesByIds,

    listPractised: (userId: number, limit: number) =>
      db.chatSession.findMany({ where: { userId, ...practised }, orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }], take: limit, include: withCount }),
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
export type SessionRow = NonNullable<Awaited<ReturnType<ChatRepository['findSession']>>>;
export type MessageRow = Awaited<ReturnType<ChatRepository['listMessages']>>[number];
