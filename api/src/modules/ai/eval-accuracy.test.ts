import { describe, expect, it } from 'vitest';
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
});
