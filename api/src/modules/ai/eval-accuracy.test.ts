import { describe, expect, it } from 'vitest';
import { PAIRS, SINGLES, TWINS } from '../../../eval/case-sets';
import { evaluate, type Rate } from '../../../eval/evaluate';
import { parseAiConfig } from './ai-config';
import { createAiEngine } from './ai-engine';
import { judgeReply } from './coach/judge/judge-reply';

/**
 * Floors at the figures `npm run eval:ai` printed for the held-out half (never tuned on), less a
 * point of slack; lowering one needs a reason in the commit.
 */
const FLOORS = {
  pairwise: { en: 0.92, ru: 0.94 },
  riskyCaught: { en: 0.91, ru: 0.9 },
  twinsFlaggedAtMost: { en: 0.045, ru: 0.05 },
  topSentenceAtMost: 0.15,
};
const share = (r: Rate) => r.hit / r.total;

describe('embedded coach evaluation', () => {
  it('when the labelled set is loaded, then it holds at least 600 cases in both languages, each with a development and a held-out half', () => {
    expect(PAIRS.length + TWINS.length + SINGLES.length).toBeGreaterThanOrEqual(600);
    for (const language of ['en', 'ru'] as const) {
      for (const split of ['dev', 'heldout'] as const) {
        expect(PAIRS.filter((c) => c.language === language && c.split === split).length).toBeGreaterThanOrEqual(60);
        expect(TWINS.filter((c) => c.language === language && c.split === split).length).toBeGreaterThanOrEqual(60);
      }
    }
  });

  it('when the held-out half is scored, then it stays at or above the recorded floors', async () => {
    const engine = createAiEngine(parseAiConfig({}));
    const probe = (c: { reply: string; language: 'en' | 'ru'; clientLine: string }) => judgeReply({ message: c.reply, session: c.language, clientLine: c.clientLine });
    const report = await evaluate((input) => engine.messageFeedback(input), 'heldout', probe);
    for (const language of ['en', 'ru'] as const) {
      const r = report.byLanguage[language];
      expect(share(r.pairwise)).toBeGreaterThanOrEqual(FLOORS.pairwise[language]);
      expect(share(r.riskyCaught)).toBeGreaterThanOrEqual(FLOORS.riskyCaught[language]);
      expect(share(r.twinsFlagged)).toBeLessThanOrEqual(FLOORS.twinsFlaggedAtMost[language]);
    }
    expect(report.topSentence.share).toBeLessThanOrEqual(FLOORS.topSentenceAtMost);
  }, 60_000);
});
