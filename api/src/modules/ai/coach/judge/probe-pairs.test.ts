import { describe, expect, it } from 'vitest';
import { judgeReply } from './judge-reply';
import probes from './probe-pairs.json';
import { scoreJudgments } from './score-judgments';

const mean = (s: { confidence: number; clarity: number; value: number; cta: number }) => (s.confidence + s.clarity + s.value + s.cta) / 4;
const score = (message: string, clientLine: string, session: 'en' | 'ru') => mean(scoreJudgments(judgeReply({ message, clientLine, session })));

/** Pairs the developer wrote to probe the judgments (apart from the labelled eval set): each strong reply wins clearly. */
describe('probe pairs', () => {
  it.each(probes.map((p, i) => [i, p] as const))('when probe %i is scored, then the strong reply beats the weak one by more than 5 points', (_i, p) => {
    const session = p.language as 'en' | 'ru';
    expect(score(p.strong, p.clientLine, session)).toBeGreaterThan(score(p.weak, p.clientLine, session) + 5);
  });
});
