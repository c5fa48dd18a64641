import { MAX_RECORDINGS_PER_UPLOAD, TRAINING_SCENARIOS, trainingRecordingSchema, type StoredRecordingsPage, type UploadResult } from '@app/contracts/training';
import { AppError } from '../../lib/errors';
import type { EventBus } from '../../lib/events';
import { isRecord } from '../../lib/is-record';
import type { ReadCache } from '../../lib/read-cache';
import { translate, type Lang } from '../../lib/i18n';
import type { Exemplar, Scenario } from '../ai/ai-types';
import type { NewRecording, TrainingRepository } from './training.repository';

/** How many exemplars a coach reply or a roleplay prompt gets at most (keeps prompts short). */
const EXEMPLARS_PER_SCENARIO = 5;

/**
 * The spec's training scenarios (spec 001 §3) and the built-in chat scenarios they teach: a positive
 * first-time-buyer call is quoted in the first-time-buyer chat, and so on.
 */
const TRAINING_FOR_CHAT: Record<string, (typeof TRAINING_SCENARIOS)[number][]> = {
  'first-time-buyer-inquiry': ['first-time-buyer'],
  'property-inquiry': ['family-relocating', 'first-time-buyer'],
  'investment-consultation': ['luxury-investor'],
  'investor-price-objection': ['luxury-investor'],
  'off-plan-inquiry': ['luxury-investor'],
  'price-negotiation': ['budget-conscious'],
  'bulk-purchase-negotiation': ['corporate-client'],
};

const slug = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');

export function createTrainingService(repo: TrainingRepository, events: EventBus, reads?: ReadCache) {
  return {
    /**
     * Stores every valid recording of the list and answers one error per refused one (its index and
     * the reason in the admin's language). A single object is read as a list of one.
     */
    async upload(actorId: number, body: unknown, lang: Lang): Promise<UploadResult> {
      const raw = isRecord(body) ? body.recordings : undefined;
      const list = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? [raw] : null;
      if (!list || list.length === 0 || list.length > MAX_RECORDINGS_PER_UPLOAD) {
        throw new AppError('validation', 400, 'knowledge:errors.recordingsRequired', { max: MAX_RECORDINGS_PER_UPLOAD });
      }
      const valid: NewRecording[] = [];
      const errors: UploadResult['errors'] = [];
      list.forEach((item: unknown, index) => {
        if (!item || typeof item !== 'object' || Array.isArray(item)) {
          errors.push({ index, reason: translate(lang, 'knowledge:errors.notAnObject') });
          return;
        }
        const parsed = trainingRecordingSchema.safeParse(item);
        if (parsed.success) valid.push({ ...parsed.data, uploadedBy: actorId });
        else errors.push({ index, reason: translate(lang, parsed.error.issues[0]?.message ?? 'errors.validation') });
      });
      const processed = await repo.createMany(valid);
      if (processed > 0) {
        await events.emit('admin.write', {
          actorId,
          action: 'upload',
          entity: 'trainingRecording',
          entityId: null,
          before: null,
          after: { processed, scenarios: [...new Set(valid.map((v) => v.scenario))], errors: errors.length },
        });
      }
      return { processed, errors };
    },

    /** One page of the stored recordings, newest first (issue 24: read back to be scored on their card). */
    async list({ limit, before }: { limit: number; before?: number }): Promise<StoredRecordingsPage> {
      // One more than asked tells whether another page follows without a second count.
      const [rows, total] = await Promise.all([repo.page(limit + 1, before), repo.count()]);
      const recordings = rows.slice(0, limit);
      return { recordings, total, nextBefore: rows.length > limit ? recordings[recordings.length - 1].id : null };
    },

    /**
     * Positive recordings stored for this scenario (by its id, its title's slug or the training
     * scenario it teaches), as AI exemplars. Each is labelled with the session's scenario id, so the
     * AI engine's own same-scenario rule keeps them.
     */
    async exemplarsFor(scenario: Pick<Scenario, 'id' | 'title'>): Promise<Exemplar[]> {
      const keys = [...new Set([slug(scenario.id), slug(scenario.title), ...(TRAINING_FOR_CHAT[scenario.id] ?? [])].filter(Boolean))];
      // Read for every chat message: kept (single instance) until a recording is written.
      const load = () => repo.positiveFor(keys, EXEMPLARS_PER_SCENARIO);
      const rows = reads ? await reads.read(`exemplars:${keys.join('|')}`, { models: ['trainingRecording'] }, load) : await load();
      return rows.map((r) => ({ scenario: scenario.id, transcript: r.transcript, outcome: 'positive' as const, notes: r.notes || undefined }));
    },
  };
}

export type TrainingService = ReturnType<typeof createTrainingService>;
