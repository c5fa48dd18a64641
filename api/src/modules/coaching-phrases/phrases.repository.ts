import type { Db } from '../../lib/db';

export interface PhraseTexts {
  situation: string;
  poorExample: string;
  betterExample: string;
  tip: string;
}

export interface NewPhrase extends PhraseTexts {
  category: string;
  difficulty: string;
  custom: boolean;
  isActive?: boolean;
  sortOrder?: number;
  translations?: Record<string, PhraseTexts>;
}

export function createPhrasesRepository(db: Db) {
  return {
    list: (includeInactive: boolean) =>
      db.coachingPhrase.findMany({ where: includeInactive ? {} : { isActive: true }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] }),
    find: (id: number) => db.coachingPhrase.findUnique({ where: { id } }),
    async create(phrase: NewPhrase) {
      const sortOrder = phrase.sortOrder ?? ((await db.coachingPhrase.aggregate({ _max: { sortOrder: true } }))._max.sortOrder ?? 0) + 1;
      return db.coachingPhrase.create({ data: { ...phrase, sortOrder, translations: JSON.stringify(phrase.translations ?? {}) } });
    },
    update: (id: number, data: Partial<NewPhrase>) =>
      db.coachingPhrase.update({ where: { id }, data: { ...data, translations: data.translations ? JSON.stringify(data.translations) : undefined } }),
    remove: (id: number) => db.coachingPhrase.delete({ where: { id } }),
    count: () => db.coachingPhrase.count(),
    countCustom: () => db.coachingPhrase.count({ where: { custom: true } }),
  };
}

export type PhrasesRepository = ReturnType<typeof createPhrasesRepository>;
