import type { Db } from '../../lib/db';

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
  };
}

export type TrainingRepository = ReturnType<typeof createTrainingRepository>;
