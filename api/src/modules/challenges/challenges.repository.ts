import type { Db } from '../../lib/db';
import type { DemoChallenge } from '../seed/demo-challenges';
import { z } from 'zod';
import { readJson } from '../../lib/json-text';

export interface ChallengeData {
  title: string;
  description: string;
  scenario: string;
  initialMessage: string;
  type: string;
  difficulty: string;
  category: string;
  clientName: string | null;
  clientType: string | null;
  expectedResponse: string | null;
  /** JSON list of strings. */
  tips: string;
  isActive: boolean;
  translations?: string;
  /** The admin's scorecard as JSON (see scorecards/stored-card); absent keeps the stored one. */
  scorecard?: string;
}

const titlesSchema = z.record(z.string(), z.object({ title: z.string().optional() }).catch({}));
const translatedTitles = (raw: string): string[] => Object.values(readJson(raw, titlesSchema, {})).flatMap((t) => (t.title === undefined ? [] : [t.title]));

export function createChallengesRepository(db: Db) {
  return {
    listActive: () => db.challenge.findMany({ where: { isActive: true }, orderBy: { id: 'asc' } }),
    listAll: () => db.challenge.findMany({ orderBy: { id: 'asc' } }),
    find: (id: number) => db.challenge.findUnique({ where: { id } }),
    create: (data: ChallengeData) => db.challenge.create({ data }),
    update: (id: number, data: ChallengeData) => db.challenge.update({ where: { id }, data }),
    remove: (id: number) => db.challenge.delete({ where: { id } }),
    count: () => db.challenge.count(),
    countActive: () => db.challenge.count({ where: { isActive: true } }),

    /** Every active chat challenge's title in each language it has, to read the spec's `scenario` text. */
    async listActiveChatTitles() {
      const rows = await db.challenge.findMany({ where: { isActive: true, type: 'chat' }, select: { id: true, title: true, translations: true } });
      return rows.map((row) => ({ id: row.id, titles: [row.title, ...translatedTitles(row.translations)] }));
    },
    findActiveChat: (id: number) => db.challenge.findFirst({ where: { id, isActive: true, type: 'chat' } }),
    /** Titles with their stored translations, by id (active or not): a session names its challenge in the reader's language. */
    titlesByIds: (ids: number[]) => db.challenge.findMany({ where: { id: { in: ids } }, select: { id: true, title: true, translations: true } }),

    /** The demo catalogue (seed): chat challenges with their tips and translations as JSON. */
    async createChatChallenges(challenges: (DemoChallenge & { translations: Record<string, unknown> })[]): Promise<void> {
      await db.challenge.createMany({
        data: challenges.map(({ tips, translations, ...challenge }) => ({
          ...challenge,
          type: 'chat',
          isActive: true,
          tips: JSON.stringify(tips),
          translations: JSON.stringify(translations),
        })),
      });
    },
  };
}

export type ChallengesRepository = ReturnType<typeof createChallengesRepository>;
