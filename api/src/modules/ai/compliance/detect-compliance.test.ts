import { describe, expect, it } from 'vitest';
import type { Feedback } from '../ai-types';
import { COMPLIANCE_SCORE_CAP, checkCompliance, withCompliance } from './apply-compliance';
import { detectCompliance } from './detect-compliance';

const polished: Feedback = { confidence: 90, clarity: 88, grammar: 95, value: 85, cta: 92, strengths: ['Clear next step.'], suggestions: ['Name the school.'], nextLevel: 'Keep going.' };

describe('compliance detection', () => {
  it('when an English reply steers by residents\' ethnicity, promises a gain, hides a defect or pressures, then each kind is found', () => {
    expect(detectCompliance("It's mostly white families there, you'll fit right in.", 'en')).toEqual(['fair-housing']);
    expect(detectCompliance('I guarantee a 20% gain within two years.', 'en')).toEqual(['guaranteed-returns']);
    expect(detectCompliance("Don't mention the crack in the foundation to them.", 'en')).toEqual(['misrepresentation']);
    expect(detectCompliance("Let's tell the buyer there's another offer.", 'en')).toEqual(['misrepresentation']);
    expect(detectCompliance('Sign today or never, this is your last chance.', 'en')).toEqual(['pressure']);
  });

  it('when a Russian reply does the same, then each kind is found', () => {
    expect(detectCompliance('Там живут в основном русские семьи, мигрантов нет.', 'ru')).toEqual(['fair-housing']);
    expect(detectCompliance('Гарантирую рост стоимости на 20% за два года.', 'ru')).toEqual(['guaranteed-returns']);
    expect(detectCompliance('Про трещины в фундаменте не будем говорить покупателю.', 'ru')).toEqual(['misrepresentation']);
    expect(detectCompliance('Решайте прямо сейчас, это последний шанс.', 'ru')).toEqual(['pressure']);
  });

  it('when a reply is compliant or negates the promise, then nothing is flagged', () => {
    expect(detectCompliance("I can't guarantee the price will rise, but the area grew 4% a year.", 'en')).toEqual([]);
    expect(detectCompliance('There are two other offers; the seller wants best and final by Friday noon.', 'en')).toEqual([]);
    expect(detectCompliance('Не могу гарантировать рост цены, но район дорожал на 4% в год.', 'ru')).toEqual([]);
    expect(detectCompliance('Take your time and talk it over with your family.', 'en')).toEqual([]);
  });

  it('when risks are found, then the feedback warns, caps every metric below 50, drops strengths and leads with a compliant line', () => {
    const out = checkCompliance(polished, 'I guarantee the value will rise 20%. Sign today or never.', 'en');
    expect(out.compliance?.map((c) => c.kind)).toEqual(['guaranteed-returns', 'pressure']);
    expect(Math.max(out.confidence, out.clarity, out.value, out.cta)).toBeLessThanOrEqual(COMPLIANCE_SCORE_CAP);
    expect(out.strengths).toEqual([]);
    expect(out.suggestions[0]).toMatch(/no guarantee/);
    expect(out.grammar).toBe(95);
  });

  it('when there is no risk, then the feedback is returned unchanged', () => {
    expect(withCompliance(polished, [], 'en')).toBe(polished);
    expect(checkCompliance(polished, 'Shall we book a viewing on Saturday at 10 am?', 'ru')).toBe(polished);
  });
});
