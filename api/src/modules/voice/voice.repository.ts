import type { Db } from '../../lib/db';

export interface NewVoiceAttempt {
  userId: number;
  scenario: string;
  language: string;
  transcript: string;
  durationSec: number;
  score: number;
  analysis: string;
}

export function createVoiceRepository(db: Db) {
  return {
    /** The user's rows, for their data export. */
    listForExport: (userId: number) => db.voiceAttempt.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
    create: (data: NewVoiceAttempt) => db.voiceAttempt.create({ data }),
    /** The scenario of each attempt (a team's drill-down names the drill). */
    scenariosOf: (ids: number[]) => db.voiceAttempt.findMany({ where: { id: { in: ids } }, select: { id: true, scenario: true } }),
    listForUser: (userId: number, scenario?: string) =>
      db.voiceAttempt.findMany({ where: { userId, ...(scenario ? { scenario } : {}) }, orderBy: { id: 'desc' }, take: 50 }),
  };
}

export type VoiceRepository = ReturnType<typeof createVoiceRepository>;
