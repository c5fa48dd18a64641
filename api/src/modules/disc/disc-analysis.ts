import type { DiscResult, DiscScores, DiscTrait } from '@app/contracts/disc';
import { translate, type Lang } from '../../lib/i18n';

const key = (style: DiscTrait, field: string) => `coaching:discAnalysis.${style}.${field}`;

/** The detailed analysis texts of the primary style (spec 001 §3 DISC result), in the reader's language. */
export function withAnalysis(scores: DiscScores, lang: Lang): DiscResult {
  const style = scores.primaryStyle;
  return {
    ...scores,
    detailedAnalysis: {
      communicationStyle: translate(lang, key(style, 'communicationStyle')),
      decisionMaking: translate(lang, key(style, 'decisionMaking')),
      stressResponse: translate(lang, key(style, 'stressResponse')),
      motivationFactors: [1, 2, 3].map((n) => translate(lang, key(style, `motivation${n}`))),
      potentialBlindSpots: [1, 2, 3].map((n) => translate(lang, key(style, `blindSpot${n}`))),
    },
  };
}
