import { describe, expect, it } from 'vitest';
import { featuresOf, stemsOf } from './features';
import { probabilities, readModel, type ComplianceModel } from './model';

describe('compliance model features', () => {
  it('when a negation governs a word, then the word is read as negated in its clause only', () => {
    expect(stemsOf("I can't guarantee it, but prices rose", 'en')).toEqual([['i', 'can', '¬', '~guaran', '~it'], ['but', 'prices', 'rose']]);
    expect(featuresOf('I guarantee it', 'en')).toContain('guaran');
    expect(featuresOf("I don't guarantee it", 'en')).not.toContain('guaran');
  });

  it('when a Russian reply negates, then the governed stem is marked too', () => {
    expect(featuresOf('Не гарантирую рост цены', 'ru')).toContain('~гаран');
    expect(featuresOf('Гарантирую рост цены', 'ru')).toContain('гаран');
  });

  it('when two forms of a word differ after four letters, then they share the short stem, negated where the word is', () => {
    expect(featuresOf('скрыть трещину', 'ru')).toContain('4:скры');
    expect(featuresOf('скрываем трещины', 'ru')).toContain('4:скры');
    expect(featuresOf('не скрываем трещины', 'ru')).toContain('4:~скры');
    expect(featuresOf('a big hall', 'en').some((f) => f.startsWith('4:'))).toBe(false);
  });

  it('when numbers differ, then they read as one feature', () => {
    expect(featuresOf('It rose 12 percent', 'en')).toEqual(featuresOf('It rose 40 percent', 'en'));
  });
});

describe('compliance model arithmetic', () => {
  const model: ComplianceModel = {
    risk: { classes: ['safe', 'risky'], bias: [0, -1], weights: { hide: [[1, 3]], disclos: [[0, 2]] } },
    topic: { classes: ['concealment', 'kickback'], bias: [0, 0], weights: { hide: [[0, 1]], fee: [[1, 2]] } },
    threshold: 0.5,
    ruleConfirmation: 0.1,
    corpus: '',
  };

  it('when features are read, then the probabilities sum to one and follow the weights', () => {
    const p = probabilities(model.risk, ['hide']);
    expect(p[0] + p[1]).toBeCloseTo(1, 10);
    expect(p[1]).toBeCloseTo(1 / (1 + Math.exp(-2)), 10);
    expect(readModel(model, ['disclos']).risk).toBeLessThan(0.1);
  });

  it('when a reading is made, then it names the most likely topic', () => {
    expect(readModel(model, ['hide']).category).toBe('concealment');
    expect(readModel(model, ['fee']).category).toBe('kickback');
  });
});
