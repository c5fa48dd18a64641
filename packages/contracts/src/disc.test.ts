import { describe, expect, it } from 'vitest';
import { DISC_QUESTIONS, scoreDisc, type DiscOptionId, type DiscTrait } from './disc';

const optionFor = (questionId: number, trait: DiscTrait): DiscOptionId => DISC_QUESTIONS[questionId - 1]!.options.find((o) => o.trait === trait)!.id;
const answer = (questionId: number, trait: DiscTrait, intensity = 3) => ({ questionId, selectedOptions: [optionFor(questionId, trait)], intensity });

describe('DISC scoring (spec 001 §5)', () => {
  it('when the questions are built, then there are 24, four options each with one of every trait, weight 3 except influence on questions 4 and 5', () => {
    expect(DISC_QUESTIONS).toHaveLength(24);
    for (const q of DISC_QUESTIONS) {
      expect(q.options.map((o) => o.trait).sort()).toEqual(['C', 'D', 'I', 'S']);
      for (const o of q.options) expect(o.weight).toBe(o.trait === 'I' && (q.id === 4 || q.id === 5) ? 2 : 3);
    }
    expect(new Set(DISC_QUESTIONS.map((q) => q.category))).toEqual(new Set(['work', 'communication', 'stress', 'decision-making', 'social']));
  });

  it('when every answer picks D at full intensity, then D is 100 %, the rest 0 and there is no secondary', () => {
    const result = scoreDisc(DISC_QUESTIONS.map((q) => answer(q.id, 'D', 5)));
    expect(result).toMatchObject({ dominance: 100, influence: 0, steadiness: 0, conscientiousness: 0, primaryStyle: 'D' });
    expect(result.secondaryStyle).toBeUndefined();
  });

  it('when intensity differs, then each answer weighs weight x intensity against a maximum of 3 x intensity', () => {
    // D: 3x5 = 15, S: 3x1 = 3; maximum 15 + 3 = 18.
    const result = scoreDisc([answer(1, 'D', 5), answer(2, 'S', 1)]);
    expect(result.dominance).toBe(Math.round((15 / 18) * 100));
    expect(result.steadiness).toBe(Math.round((3 / 18) * 100));
    expect(result.primaryStyle).toBe('D');
    expect(result.secondaryStyle).toBeUndefined(); // 17 % is not above 20 %.
  });

  it('when the influence option of question 4 or 5 is chosen, then it weighs 2', () => {
    expect(scoreDisc([answer(4, 'I', 3)]).influence).toBe(67);
    expect(scoreDisc([answer(6, 'I', 3)]).influence).toBe(100);
  });

  it('when the second style is above 20 %, then it is the secondary; exactly 20 % is not', () => {
    const above = scoreDisc([answer(1, 'C'), answer(2, 'C'), answer(3, 'I'), answer(6, 'S')]);
    expect(above).toMatchObject({ primaryStyle: 'C', conscientiousness: 50, secondaryStyle: 'I' });
    const exactly = scoreDisc([...[1, 2, 3, 6].map((id) => answer(id, 'S')), answer(7, 'D')]);
    expect(exactly).toMatchObject({ primaryStyle: 'S', steadiness: 80, dominance: 20 });
    expect(exactly.secondaryStyle).toBeUndefined();
  });

  it('when nothing is answered or answers are unknown, then every percent is 0 and D is primary', () => {
    expect(scoreDisc([])).toMatchObject({ dominance: 0, influence: 0, steadiness: 0, conscientiousness: 0, primaryStyle: 'D' });
    expect(scoreDisc([{ questionId: 99, selectedOptions: ['a'], intensity: 3 }]).dominance).toBe(0);
  });

  it('when answers come from different categories, then natural (communication, decisions, social) and adapted (work, stress) hold raw totals', () => {
    const work = DISC_QUESTIONS.find((q) => q.category === 'work')!;
    const social = DISC_QUESTIONS.find((q) => q.category === 'social')!;
    const result = scoreDisc([answer(work.id, 'C', 4), answer(social.id, 'I', 2)]);
    expect(result.naturalVsAdapted).toEqual({ natural: { D: 0, I: 6, S: 0, C: 0 }, adapted: { D: 0, I: 0, S: 0, C: 12 } });
  });
});
