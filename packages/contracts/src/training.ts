import * as z from '@app/contracts/zod';

// Training recordings uploaded for the AI (spec 001 §3 Training recording, §5, §7
// POST /api/ai-training/upload-json). Positive ones become exemplars for the same scenario.

/** The spec's scenario values; a chat scenario id ("off-plan-inquiry", "challenge-7") is accepted too. */
export const TRAINING_SCENARIOS = ['first-time-buyer', 'luxury-investor', 'family-relocating', 'budget-conscious', 'corporate-client'] as const;
export const TRAINING_OUTCOMES = ['positive', 'neutral', 'negative'] as const;
export type TrainingOutcome = (typeof TRAINING_OUTCOMES)[number];

export const MAX_RECORDINGS_PER_UPLOAD = 200;
export const MAX_TRANSCRIPT_LENGTH = 20_000;

/** One recording; messages are i18n keys the API translates into each record's error reason. */
export const trainingRecordingSchema = z.object({
  transcript: z.string('knowledge:errors.transcriptRequired').trim().min(1, 'knowledge:errors.transcriptRequired').max(MAX_TRANSCRIPT_LENGTH, 'knowledge:errors.transcriptTooLong'),
  scenario: z
    .string('knowledge:errors.scenarioRequired')
    .trim()
    .min(1, 'knowledge:errors.scenarioRequired')
    .max(100, 'knowledge:errors.scenarioInvalid')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'knowledge:errors.scenarioInvalid'),
  outcome: z.enum(TRAINING_OUTCOMES, 'knowledge:errors.outcome').default('neutral'),
  notes: z.string('knowledge:errors.notes').trim().max(2000, 'knowledge:errors.notes').default(''),
});
export type TrainingRecordingInput = z.input<typeof trainingRecordingSchema>;

export const uploadErrorSchema = z.object({ index: z.number().int(), reason: z.string() });
/** The answer: how many were stored, and one error per refused record (its index in the list). */
export const uploadResultSchema = z.object({ processed: z.number().int(), errors: z.array(uploadErrorSchema) });
export type UploadResult = z.infer<typeof uploadResultSchema>;

// GET /api/ai-training/recordings (issue 24): the stored recordings, newest first, for admins to
// read back and score on their scenario's card. Pages by id: `before` is the last page's `nextBefore`.
export const MAX_RECORDINGS_PER_PAGE = 50;
const PAGE_LIMIT = 'knowledge:errors.recordingsPageLimit';
const PAGE_BEFORE = 'knowledge:errors.recordingsPageBefore';
export const storedRecordingsQuerySchema = z.object({
  limit: z.coerce.number(PAGE_LIMIT).int(PAGE_LIMIT).min(1, PAGE_LIMIT).max(MAX_RECORDINGS_PER_PAGE, PAGE_LIMIT).default(10),
  before: z.coerce.number(PAGE_BEFORE).int(PAGE_BEFORE).positive(PAGE_BEFORE).optional(),
});
export type StoredRecordingsQuery = z.input<typeof storedRecordingsQuerySchema>;

export const storedRecordingSchema = z.object({
  id: z.number().int(),
  transcript: z.string(),
  scenario: z.string(),
  outcome: z.enum(TRAINING_OUTCOMES),
  notes: z.string(),
  uploadedBy: z.number().int().nullable(),
  createdAt: z.string(),
});
export type StoredRecording = z.infer<typeof storedRecordingSchema>;

/** One page: its recordings, how many are stored in all, and the `before` of the next page (null on the last). */
export const storedRecordingsPageSchema = z.object({
  recordings: z.array(storedRecordingSchema),
  total: z.number().int(),
  nextBefore: z.number().int().nullable(),
});
export type StoredRecordingsPage = z.infer<typeof storedRecordingsPageSchema>;
