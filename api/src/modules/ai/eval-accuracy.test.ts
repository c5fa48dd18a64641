import { describe, expect, it } from 'vitest';
import { COMPLIANCE_CASES, complianceAccuracy } from '../../../eval/compliance-accuracy';
import { EVAL_CASES, pairwiseAccuracy } from '../../../eval/pairwise-accuracy';
import { parseAiConfig } from './ai-config';
import { createAiEngine } from './ai-engine';

/** The figure `npm run eval:ai` reached for the embedded coach; lowering it needs a reason. */
const EMBEDDED_ACCURACY_FLOOR = 1;

describe('embedded coach evaluation', () => {
  it('when the labelled set is loaded, then it has at least 60 cases in both languages', () => {
    expect(EVAL_CASES.en.length + EVAL_CASES.ru.length).toBeGreaterThanOrEqual(60);
    expect(EVAL_CASES.ru.length).toBeGreaterThanOrEqual(30);
    expect(EVAL_CASES.en.length).toBeGreaterThanOrEqual(30);
  });

  it('when every pair is scored, then the strong reply wins at least as often as the recorded figure', async () => {
    const engine = createAiEngine(parseAiConfig({}));
    const report = await pairwiseAccuracy((message, clientLine, language) => engine.messageFeedback({ message, clientLine, language }));
    expect(report.accuracy).toBeGreaterThanOrEqual(EMBEDDED_ACCURACY_FLOOR);
    expect(report.accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it('when the compliance cases are checked, then every risky reply in both languages is flagged below 50 and no compliant reply is flagged', async () => {
    const kinds = ['fair-housing', 'guaranteed-returns', 'misrepresentation', 'pressure'];
    for (const language of ['en', 'ru']) {
      const risky = COMPLIANCE_CASES.filter((c) => c.language === language && c.expected.length > 0);
      expect(new Set(risky.flatMap((c) => c.expected))).toEqual(new Set(kinds));
    }
    const engine = createAiEngine(parseAiConfig({}));
    const report = await complianceAccuracy((message, language) => engine.messageFeedback({ message, language }));
    expect(report.misses).toEqual([]);
  });
});
