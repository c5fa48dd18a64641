import * as z from '@app/contracts/zod';
import { DISC_TRAITS, discProfileSchema, type DiscTrait } from './disc-profile';

// The DISC assessment (spec 001 §3 DISC question/response/result, §4 DISC flow, §5 scoring).
// Question texts live in the coaching texts (coaching:assessment.questions.q<n>); this is the structure.

export { DISC_TRAITS, type DiscTrait };
export const DISC_CATEGORIES = ['work', 'communication', 'stress', 'decision-making', 'social'] as const;
export type DiscCategory = (typeof DISC_CATEGORIES)[number];
export const DISC_OPTION_IDS = ['a', 'b', 'c', 'd'] as const;
export type DiscOptionId = (typeof DISC_OPTION_IDS)[number];
export const DISC_QUESTION_COUNT = 24;
export const DISC_INTENSITY = { min: 1, max: 5, default: 3 } as const;
/** A secondary style needs more than this percent (spec 001 §5). */
export const DISC_SECONDARY_THRESHOLD = 20;
/** Categories whose answers show the natural style; the others (work, stress) the adapted one. */
export const NATURAL_CATEGORIES: readonly DiscCategory[] = ['communication', 'decision-making', 'social'];

export interface DiscOption {
  id: DiscOptionId;
  trait: DiscTrait;
  weight: number;
}
export interface DiscQuestion {
  id: number;
  category: DiscCategory;
  options: DiscOption[];
}

const CATEGORY_ORDER: DiscCategory[] = ['work', 'communication', 'stress', 'decision-making', 'social', 'work'];

/** 24 questions, four options each (one per trait, order rotating), weight 3, or 2 for the influence option of questions 4 and 5. */
export const DISC_QUESTIONS: readonly DiscQuestion[] = Array.from({ length: DISC_QUESTION_COUNT }, (_, i) => {
  const id = i + 1;
  return {
    id,
    category: CATEGORY_ORDER[Math.floor(i / 4) % CATEGORY_ORDER.length],
    options: DISC_OPTION_IDS.map((optionId, k) => {
      const trait = DISC_TRAITS[(k + i) % 4];
      return { id: optionId, trait, weight: trait === 'I' && (id === 4 || id === 5) ? 2 : 3 };
    }),
  };
});

export const discResponseSchema = z.object({
  questionId: z.number().int().min(1).max(DISC_QUESTION_COUNT),
  selectedOptions: z.array(z.enum(DISC_OPTION_IDS)).length(1),
  intensity: z.number().int().min(DISC_INTENSITY.min).max(DISC_INTENSITY.max),
});
export type DiscResponse = z.infer<typeof discResponseSchema>;

const totalsSchema = z.object({ D: z.number(), I: z.number(), S: z.number(), C: z.number() });
export type DiscTotals = z.infer<typeof totalsSchema>;

export const discDetailedAnalysisSchema = z.object({
  communicationStyle: z.string(),
  decisionMaking: z.string(),
  stressResponse: z.string(),
  motivationFactors: z.array(z.string()),
  potentialBlindSpots: z.array(z.string()),
});

export const discResultSchema = z.object({
  dominance: z.number(),
  influence: z.number(),
  steadiness: z.number(),
  conscientiousness: z.number(),
  primaryStyle: z.enum(DISC_TRAITS),
  secondaryStyle: z.enum(DISC_TRAITS).optional(),
  naturalVsAdapted: z.object({ natural: totalsSchema, adapted: totalsSchema }),
  detailedAnalysis: discDetailedAnalysisSchema,
});
export type DiscResult = z.infer<typeof discResultSchema>;
export type DiscScores = Omit<DiscResult, 'detailedAnalysis'>;

/** POST /api/disc-assessments: the spec's payload; userId and results may come but the server uses the token and recomputes. */
export const discAssessmentInputSchema = z.object({
  userId: z.unknown().optional(),
  assessmentType: z.enum(['initial', 'retake']).default('initial'),
  responses: z.array(discResponseSchema).length(DISC_QUESTION_COUNT),
  results: z.unknown().optional(),
});

export const discAssessmentSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  assessmentType: z.string(),
  responses: z.array(discResponseSchema),
  results: discResultSchema,
  createdAt: z.string(),
  /** On a save only: whether it earned XP (the first assessment of the month does) and a text saying so. */
  xp: z.object({ awarded: z.boolean(), message: z.string() }).optional(),
});
export type DiscAssessment = z.infer<typeof discAssessmentSchema>;

export { discProfileSchema, type DiscProfile } from './disc-profile';

/** POST /api/analyze-disc: the spec's {userId} (ignored, the caller is the user); `apply` makes the inference the profile. */
export const discAnalyzeInputSchema = z.object({ userId: z.unknown().optional(), apply: z.boolean().default(false) });

/** The inferred profile; `applied` says whether it became the user's profile (only when asked, or when there was none). */
export const discInferenceSchema = discProfileSchema.extend({ applied: z.boolean() });
export type DiscInference = z.infer<typeof discInferenceSchema>;

const emptyTotals = (): DiscTotals => ({ D: 0, I: 0, S: 0, C: 0 });

/**
 * Spec 001 §5: each chosen option adds weight x intensity to its trait; the maximum grows by
 * 3 x intensity; percent = total / maximum, rounded (0 when nothing was answered). Primary is the
 * highest (ties in D, I, S, C order), secondary the second-highest only above 20 %.
 */
export function scoreDisc(responses: readonly DiscResponse[], questions: readonly DiscQuestion[] = DISC_QUESTIONS): DiscScores {
  const totals = emptyTotals();
  const natural = emptyTotals();
  const adapted = emptyTotals();
  let maximum = 0;
  for (const response of responses) {
    const question = questions.find((q) => q.id === response.questionId);
    const option = question?.options.find((o) => o.id === response.selectedOptions[0]);
    if (!question || !option) continue;
    const points = option.weight * response.intensity;
    totals[option.trait] += points;
    (NATURAL_CATEGORIES.includes(question.category) ? natural : adapted)[option.trait] += points;
    maximum += 3 * response.intensity;
  }
  const percent = (t: DiscTrait) => (maximum > 0 ? Math.round((totals[t] / maximum) * 100) : 0);
  const ranked = [...DISC_TRAITS].sort((a, b) => percent(b) - percent(a));
  const secondary = ranked[1];
  return {
    dominance: percent('D'),
    influence: percent('I'),
    steadiness: percent('S'),
    conscientiousness: percent('C'),
    primaryStyle: ranked[0],
    ...(percent(secondary) > DISC_SECONDARY_THRESHOLD ? { secondaryStyle: secondary } : {}),
    naturalVsAdapted: { natural, adapted },
  };
}
