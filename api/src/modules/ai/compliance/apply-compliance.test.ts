import { describe, expect, it } from 'vitest';
import type { Feedback } from '../ai-types';
import { COMPLIANCE_SCORE_CAP, checkCompliance, mergeCompliance, withCompliance } from './apply-compliance';

const polished: Feedback = { confidence: 90, clarity: 88, grammar: 95, value: 85, cta: 92, strengths: ['Clear next step.'], suggestions: ['Name the school.'], nextLevel: 'Keep going.' };

describe('applying compliance findings', () => {
  it('when a risk is found, then the feedback warns with category, quote, explanation and a compliant line, caps the metrics and drops strengths', () => {
    const out = checkCompliance(polished, 'I guarantee the value will rise 20% by next year.', 'en');
    expect(out.compliance).toEqual([expect.objectContaining({ kind: 'guaranteed-returns', category: 'guaranteed-returns', quote: 'I guarantee the value will rise 20% by next year.' })]);
    expect(out.compliance?.[0].explanation).toBeTruthy();
    expect(Math.max(out.confidence, out.clarity, out.value, out.cta)).toBeLessThanOrEqual(COMPLIANCE_SCORE_CAP);
    expect(out.strengths).toEqual([]);
    expect(out.suggestions[0]).toBe(out.compliance?.[0].compliantLine);
    expect(out.grammar).toBe(95);
  });

  it('when there is no risk, then the feedback is returned unchanged', () => {
    expect(withCompliance(polished, [], 'en')).toBe(polished);
    expect(checkCompliance(polished, 'Shall we book a viewing on Saturday at 10 am?', 'en')).toBe(polished);
  });

  it('when the model also reports issues, then they are merged one per category and the cap applies', () => {
    const out = mergeCompliance(polished, [{ kind: 'guaranteed-returns', category: 'guaranteed-returns', message: 'model' }, { kind: 'pressure', category: 'false-urgency', message: 'Rushed.' }], 'I guarantee a 20% return.', 'en');
    expect(out.compliance?.map((c) => c.category)).toEqual(['guaranteed-returns', 'false-urgency']);
    expect(out.compliance?.[1].compliantLine).toBeTruthy();
    expect(out.cta).toBeLessThanOrEqual(COMPLIANCE_SCORE_CAP);
  });

  it('when only the model finds a risk, then it is kept and capped; when neither does, nothing changes', () => {
    expect(mergeCompliance(polished, [{ kind: 'fraud', message: 'Cash on the side.' }], 'Lovely flat.', 'en').compliance).toHaveLength(1);
    expect(mergeCompliance(polished, [], 'Lovely flat.', 'en')).toBe(polished);
  });

  it('when every compliant line is read, then none of them promises anything', async () => {
    const { COMPLIANCE_TEXTS } = await import('./compliance-texts');
    for (const texts of Object.values(COMPLIANCE_TEXTS)) {
      for (const t of Object.values(texts.categories)) expect(t.compliantLine).not.toMatch(/\bI guarantee|\bI promise|гарантирую|обещаю/i);
    }
  });
});
