import { TRAINING_OUTCOMES, type StoredRecording } from '@app/contracts/training';
import type { Db } from '../../lib/db';
import { storedEnum } from '../../lib/stored-enum';

export interface NewRecording {
  transcript: string;
  scenario: string;
  outcome: string;
  notes: string;
  uploadedBy: number;
}

export function createTrainingRepository(db: Db) {
  return {
    async createMany(rows: NewRecording[]): Promise<number> {
      if (rows.length === 0) return 0;
      return (await db.trainingRecording.createMany({ data: rows })).count;
    },
    /** The newest positive recordings of these scenario keys. */
    positiveFor: (scenarios: string[], take: number) =>
      db.trainingRecording.findMany({ where: { outcome: 'positive', scenario: { in: scenarios } }, orderBy: { id: 'desc' }, take }),
    count: () => db.trainingRecording.count(),
    /** A page of stored recordings, newest first: `take` of them with an id below `before` (when given). */
    async page(take: number, before?: number): Promise<StoredRecording[]> {
      const rows = await db.trainingRecording.findMany({ where: before ? { id: { lt: before } } : {}, orderBy: { id: 'desc' }, take });
      return rows.map((r) => ({
        id: r.id,
        transcript: r.transcript,
        scenario: r.scenario,
        outcome: storedEnum(TRAINING_OUTCOMES, r.outcome, 'neutral'),
        notes: r.notes,
        uploadedBy: r.uploadedBy,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}

// The column is free text; a value from before the enum reads as neutral rather than failing the page.

export type TrainingRepository = ReturnType<typeof createTrainingRepository>;
