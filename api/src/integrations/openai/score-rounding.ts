import type { DiscInference, DiscType } from '../../modules/ai/ai-types';

const SCORE_KEYS = new Set(['score', 'confidence', 'clarity', 'grammar', 'value', 'cta', 'energy', 'persuasion', 'rapport', 'overallScore']);

/** The public schemas hold integer scores; models may answer 72.5. */
export function roundScores<T extends Record<string, unknown>>(out: T): T {
  const rounded: Record<string, number> = {};
  for (const [key, value] of Object.entries(out)) {
    if (SCORE_KEYS.has(key) && typeof value === 'number') rounded[key] = Math.max(0, Math.min(100, Math.round(value)));
  }
  return { ...out, ...rounded };
}

/** Rescales to 100 (models rarely add up exactly) and derives the primary type from the figures. */
export function toDiscResult(raw: { dominant: number; influencer: number; steady: number; compliant: number }): DiscInference {
  const total = raw.dominant + raw.influencer + raw.steady + raw.compliant || 1;
  const scale = (v: number) => Math.round((v / total) * 100);
  const result = { dominant: scale(raw.dominant), influencer: scale(raw.influencer), steady: scale(raw.steady), compliant: scale(raw.compliant) };
  const ranked: [DiscType, number][] = [['D', result.dominant], ['I', result.influencer], ['S', result.steady], ['C', result.compliant]];
  const primaryType = ranked.reduce((a, b) => (b[1] > a[1] ? b : a))[0];
  return { ...result, primaryType };
}
