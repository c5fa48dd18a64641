import type { CallMetrics } from '@app/contracts/voice';
import { translate, type Lang } from '../../lib/i18n';

const SKILLS = ['confidence', 'clarity', 'persuasion', 'rapport'] as const;

/**
 * A call's one-paragraph summary: its best point, the gap to work on first (ranked by the call's
 * own weakest skill) and that skill with its score, so two different calls read differently.
 */
export function callSummary(lang: Lang, strengths: string[], improvements: string[], metrics: CallMetrics): string {
  const weakest = SKILLS.reduce((a, b) => (metrics[b] < metrics[a] ? b : a));
  const measured = SKILLS.some((k) => metrics[k] > 0);
  const skill = measured ? translate(lang, 'voice:insights.summaryWeakest', { skill: translate(lang, `voice:call.metrics.${weakest}`), score: Math.round(metrics[weakest]) }) : '';
  return [strengths[0], improvements[0], skill].filter(Boolean).join(' ');
}
