import { z } from 'zod';
import { criterionCheck } from '@app/contracts/criterion-check';
import { MAX_CRITERIA, scorecardCriterionSchema, type AdminScorecard, type scorecardInputSchema } from '@app/contracts/scorecards';
import type { ResolvedCard } from './builtin-cards';
import { readJson } from '../../lib/json-text';

const storedCardSchema = z.object({ passMark: z.number().int().min(0).max(100), criteria: z.array(scorecardCriterionSchema).min(1).max(MAX_CRITERIA) });

/** An admin scenario's card as stored (Challenge.scorecard); null for "{}" or anything unreadable: the default card applies. */
export function parseStoredCard(raw: string): AdminScorecard | null {
  const card = readJson(raw, storedCardSchema, null);
  return card && { passMark: card.passMark, criteria: card.criteria.map((c) => ({ ...c, check: criterionCheck(c.title, c.description) })) };
}

/** The admin's card as it is stored: criteria get stable ids in their order. */
export function toStoredCard(input: z.output<typeof scorecardInputSchema> | null): string {
  if (!input) return '{}';
  return JSON.stringify({ passMark: input.passMark, criteria: input.criteria.map((c, i) => ({ id: `c${i + 1}`, ...c })) });
}

export const asResolved = (card: AdminScorecard): ResolvedCard => ({ passMark: card.passMark, criteria: card.criteria });
