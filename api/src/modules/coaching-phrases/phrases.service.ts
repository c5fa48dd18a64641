import { PHRASE_CATEGORIES, PHRASE_DIFFICULTIES, type CoachingPhrase, type CoachingPhraseInput } from '@app/contracts/coaching-phrases';
import { coachingPhraseInputSchema } from '@app/contracts/coaching-phrases';
import { AppError } from '../../lib/errors';
import type { EventBus } from '../../lib/events';
import type { Lang } from '../../lib/i18n';
import type { PhrasesRepository, PhraseTexts } from './phrases.repository';
import { z } from 'zod';
import { readJson } from '../../lib/json-text';
import { storedEnum } from '../../lib/stored-enum';

type Row = NonNullable<Awaited<ReturnType<PhrasesRepository['find']>>>;

const TEXT_FIELDS = ['situation', 'poorExample', 'betterExample', 'tip'] as const;

const optionalText = z.string().optional();
const translationsSchema = z.record(z.string(), z.object({ situation: optionalText, poorExample: optionalText, betterExample: optionalText, tip: optionalText }).catch({}));
const translationsOf = (row: Row): Record<string, Partial<PhraseTexts>> => readJson(row.translations, translationsSchema, {});

/** Parses an admin's phrase; a bad one is a 400 naming the fields, in the admin's language. */
function parseInput<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[] }[] } } }, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields = [...new Set(parsed.error.issues.map((i) => i.path.join('.')))];
  throw new AppError('validation', 400, 'coaching:errors.invalidPhrase', { fields });
}


/** A phrase in the reader's language: the stored translation when there is one, else the base texts. */
export function toPhraseDto(row: Row, lang: Lang): CoachingPhrase {
  const translated = lang === 'en' ? {} : (translationsOf(row)[lang] ?? {});
  const text = (field: (typeof TEXT_FIELDS)[number]) => translated[field] || row[field];
  return {
    id: row.id,
    category: storedEnum(PHRASE_CATEGORIES, row.category, 'objections'),
    situation: text('situation'),
    poorExample: text('poorExample'),
    betterExample: text('betterExample'),
    tip: text('tip'),
    difficulty: storedEnum(PHRASE_DIFFICULTIES, row.difficulty, 'medium'),
    custom: row.custom,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Admin writes are announced as `admin.write` (the audit log stores them), in the base language. */
export function createPhrasesService(repo: PhrasesRepository, events: EventBus) {
  const announce = (actorId: number, action: 'create' | 'update' | 'delete', entityId: number, before: CoachingPhrase | null, after: CoachingPhrase | null) =>
    events.emit('admin.write', { actorId, action, entity: 'coachingPhrase', entityId, before, after });
  async function existing(id: number): Promise<Row> {
    const row = await repo.find(id);
    if (!row) throw new AppError('notFound', 404);
    return row;
  }
  return {
    /** Active phrases for everyone; admins may ask for the inactive ones too. */
    async list(lang: Lang, includeInactive: boolean): Promise<CoachingPhrase[]> {
      return (await repo.list(includeInactive)).map((row) => toPhraseDto(row, lang));
    },

    async create(actorId: number, body: unknown, lang: Lang): Promise<CoachingPhrase> {
      const input = parseInput(coachingPhraseInputSchema, body);
      const row = await repo.create({ ...input, isActive: input.isActive ?? true, custom: true });
      await announce(actorId, 'create', row.id, null, toPhraseDto(row, 'en'));
      return toPhraseDto(row, lang);
    },

    /**
     * Updates what the body sends. Changed texts replace the stored translations, so every reader
     * sees the admin's words rather than an outdated translation.
     */
    async update(actorId: number, id: number, body: unknown, lang: Lang): Promise<CoachingPhrase> {
      const row = await existing(id);
      const input: Partial<CoachingPhraseInput> = parseInput(coachingPhraseInputSchema.partial(), body);
      const changed = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      const textsChanged = TEXT_FIELDS.some((f) => f in changed && changed[f] !== row[f]);
      const updated = await repo.update(id, { ...changed, ...(textsChanged ? { translations: {} } : {}) });
      await announce(actorId, 'update', id, toPhraseDto(row, 'en'), toPhraseDto(updated, 'en'));
      return toPhraseDto(updated, lang);
    },

    async remove(actorId: number, id: number): Promise<void> {
      const row = await existing(id);
      await repo.remove(id);
      await announce(actorId, 'delete', id, toPhraseDto(row, 'en'), null);
    },
  };
}

export type PhrasesService = ReturnType<typeof createPhrasesService>;
