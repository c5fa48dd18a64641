import { describe, expect, it } from 'vitest';
import { quizGradeInputSchema } from '../ai-types';
import { gradeQuizAnswer } from './grade-quiz';

const base = {
  type: 'text' as const,
  question: 'What does customer due diligence involve?',
  referenceAnswer: 'Identifying the client and verifying identity with reliable documents.',
  rubric: 'verify identity; beneficial owner; source of funds; purpose of the transaction; record keeping; report suspicions',
  maxPoints: 20,
};

describe('quiz grading with a rubric', () => {
  it('when an answer covers the rubric points but not the reference wording, then it earns more than without the rubric', () => {
    const answer = 'Find the beneficial owner, check the source of funds, the purpose of the transaction, keep records and report suspicions.';
    const withRubric = gradeQuizAnswer(quizGradeInputSchema.parse({ ...base, answer }));
    const without = gradeQuizAnswer(quizGradeInputSchema.parse({ ...base, rubric: undefined, answer }));
    expect(withRubric.score).toBeGreaterThan(without.score);
  });

  it('when an answer covers part of the rubric, then it earns partial credit', () => {
    const grade = gradeQuizAnswer(quizGradeInputSchema.parse({ ...base, answer: 'Check the source of funds and the beneficial owner.' }));
    expect(grade.score).toBeGreaterThan(0);
    expect(grade.score).toBeLessThan(20);
  });
});
