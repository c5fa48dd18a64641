import * as z from '@app/contracts/zod';
import { adminScorecardSchema, scorecardInputSchema } from './scorecards';

// Training scenarios as admins manage them in the knowledge base (spec 001 §3 Scenario, §4 scenario
// dialog, §5, §7 /api/scenarios). The API stores them as challenges: active chat ones are played
// in the chat wizard (GET /api/challenges).

export const SCENARIO_TYPES = ['chat', 'voice', 'call'] as const;
export const SCENARIO_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const SCENARIO_CATEGORIES = ['objection', 'inquiry', 'negotiation', 'follow-up', 'closing'] as const;
/** Spec 001 §9. */
export const MAX_SCENARIO_TIPS = 5;

export type ScenarioType = (typeof SCENARIO_TYPES)[number];

const text = (max: number) => z.string().trim().max(max, 'knowledge:errors.tooLong');

/**
 * A scenario's texts in another language than the one it was written in (English); a missing one
 * falls back to the written text. The challenge table's `translations` column holds {"ru": {...}}.
 */
export const scenarioTextsSchema = z.object({
  title: text(120).optional(),
  description: text(1000).optional(),
  scenario: text(2000).optional(),
  initialMessage: text(2000).optional(),
  clientType: text(80).optional(),
  expectedResponse: text(2000).optional(),
  tips: z.array(text(300)).max(MAX_SCENARIO_TIPS, 'knowledge:errors.tooManyTips').optional(),
});
export type ScenarioTexts = z.infer<typeof scenarioTextsSchema>;
export const scenarioTranslationsSchema = z.object({ ru: scenarioTextsSchema.optional() });
export type ScenarioTranslations = z.infer<typeof scenarioTranslationsSchema>;

/**
 * A scenario as the admin list answers it (GET /api/scenarios): texts as the admin wrote them, and
 * their translations for readers of other languages and for the edit dialog.
 */
export const adminScenarioSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  scenario: z.string(),
  type: z.enum(SCENARIO_TYPES),
  difficulty: z.enum(SCENARIO_DIFFICULTIES),
  category: z.enum(SCENARIO_CATEGORIES),
  clientName: z.string(),
  clientType: z.string(),
  initialMessage: z.string(),
  expectedResponse: z.string(),
  tips: z.array(z.string()),
  isActive: z.boolean(),
  createdAt: z.string(),
  translations: scenarioTranslationsSchema.optional(),
  /** The scenario's own scorecard, each criterion with the check the built-in coach uses; null: the default card. */
  scorecard: adminScorecardSchema.nullable().optional(),
});
export type AdminScenario = z.infer<typeof adminScenarioSchema>;
export const adminScenarioListSchema = z.array(adminScenarioSchema);

/**
 * POST /api/scenarios and PUT /api/scenarios/:id body. Messages are i18n keys (the API translates
 * them; the dialog shows them under the field). Translations are optional; a body without them keeps
 * the stored ones while the written texts stay the same.
 */
export const scenarioInputSchema = z.object({
  title: text(120).min(1, 'knowledge:errors.titleRequired'),
  description: text(1000).default(''),
  scenario: text(2000).optional(),
  type: z.enum(SCENARIO_TYPES, 'knowledge:errors.type').default('chat'),
  difficulty: z.enum(SCENARIO_DIFFICULTIES, 'knowledge:errors.difficulty').default('medium'),
  category: z.enum(SCENARIO_CATEGORIES, 'knowledge:errors.category').default('objection'),
  clientName: text(80).default(''),
  clientType: text(80).default(''),
  initialMessage: text(2000).min(1, 'knowledge:errors.initialMessageRequired'),
  expectedResponse: text(2000).default(''),
  tips: z
    .array(text(300))
    .max(MAX_SCENARIO_TIPS, 'knowledge:errors.tooManyTips')
    .default([])
    .transform((tips) => tips.filter((t) => t.length > 0)),
  isActive: z.boolean().default(true),
  translations: scenarioTranslationsSchema.optional(),
  /** The scenario's scorecard (at most 8 criteria); null returns to the default card; absent keeps the stored one. */
  scorecard: scorecardInputSchema.nullable().optional(),
});
export type ScenarioInput = z.input<typeof scenarioInputSchema>;

/** GET /api/knowledge-base/analytics: real figures for the Analytics tab. */
export const knowledgeAnalyticsSchema = z.object({
  totalScenarios: z.number().int(),
  activeScenarios: z.number().int(),
  customPhrases: z.number().int(),
  totalPhrases: z.number().int(),
  trainingRecordings: z.number().int(),
  /** The most practised chat scenarios, by sessions started, most first. */
  popularScenarios: z.array(z.object({ key: z.string(), title: z.string(), sessions: z.number().int(), completed: z.number().int() })),
});
export type KnowledgeAnalytics = z.infer<typeof knowledgeAnalyticsSchema>;
