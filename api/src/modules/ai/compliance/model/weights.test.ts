import { describe, expect, it } from 'vitest';
import { PAIRS, SINGLES, TWINS } from '../../../../../eval/case-sets';
import { complianceCorpus, corpusDigest } from '../../../../../eval/compliance-corpus';
import { modelFor } from './read-model';

describe('compliance model weights', () => {
  const corpus = complianceCorpus();

  it('when the training corpus changes, then the stored weights were retrained on it (npm run train:compliance -w api)', () => {
    for (const language of ['en', 'ru'] as const) {
      expect(modelFor(language).corpus).toBe(corpusDigest(corpus.filter((r) => r.language === language)));
    }
  });

  it('when the corpus is read, then it holds no held-out case and both labels in both languages', () => {
    // A held-out exchange is its client's line and the reply ("Нет." alone answers many lines).
    const key = (clientLine: string | undefined, reply: string | null) => `${clientLine ?? ''}\u0000${reply}`;
    const heldOut = new Set([
      ...TWINS.filter((c) => c.split === 'heldout').flatMap((c) => [key(c.clientLine, c.risky), key(c.clientLine, c.compliant)]),
      ...PAIRS.filter((c) => c.split === 'heldout').flatMap((c) => [key(c.clientLine, c.weak), key(c.clientLine, c.strong)]),
      ...SINGLES.filter((c) => c.split === 'heldout').map((c) => key(c.clientLine, c.reply)),
    ]);
    expect(corpus.filter((r) => heldOut.has(key(r.clientLine, r.reply)))).toEqual([]);
    for (const language of ['en', 'ru'] as const) {
      const own = corpus.filter((r) => r.language === language);
      expect(own.filter((r) => r.label !== 'none').length).toBeGreaterThan(800);
      expect(own.filter((r) => r.label === 'none').length).toBeGreaterThan(1000);
    }
  });

  it('when a reply is read, then the policy is a threshold the model can reach and a rule confirmation below it', () => {
    for (const language of ['en', 'ru'] as const) {
      const { threshold, ruleConfirmation } = modelFor(language);
      expect(threshold).toBeGreaterThan(0.5);
      expect(threshold).toBeLessThan(1);
      expect(ruleConfirmation).toBeLessThanOrEqual(0.1);
    }
  });
});
