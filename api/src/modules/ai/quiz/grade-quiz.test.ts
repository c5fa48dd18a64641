import { describe, expect, it } from 'vitest';
import { quizGradeInputSchema, type QuizGradeInput } from '../ai-types';
import { gradeQuizAnswer } from './grade-quiz';

const grade = (input: QuizGradeInput) => gradeQuizAnswer(quizGradeInputSchema.parse(input));
const CMA = 'A comparative market analysis estimates a property value from recent sales of similar nearby properties.';

describe('quiz grading', () => {
  it('when a multiple-choice answer matches (ignoring case and spaces), then it gets full points', () => {
    expect(grade({ type: 'multiple_choice', question: 'Q', referenceAnswer: 'Title insurance', answer: ' title  insurance ', maxPoints: 10 })).toMatchObject({ score: 10, percentage: 100, correct: true });
  });

  it('when a multiple-choice answer differs, then it gets nothing and the right answer is named', () => {
    const g = grade({ type: 'multiple-choice', question: 'Q', referenceAnswer: 'Title insurance', answer: 'Home warranty', maxPoints: 10 });
    expect(g).toMatchObject({ score: 0, correct: false });
    expect(g.feedback).toContain('Title insurance');
  });

  it('when a text answer covers the reference in other words, then it passes', () => {
    const g = grade({ type: 'text', question: 'What is a CMA?', referenceAnswer: CMA, answer: 'It estimates value using recent sales of similar properties nearby.', maxPoints: 15 });
    expect(g.correct).toBe(true);
    expect(g.percentage).toBeGreaterThanOrEqual(80);
  });

  it('when a text answer covers part of the reference, then it gets partial credit and the missing terms', () => {
    const partial = grade({ type: 'text', question: 'What is a CMA?', referenceAnswer: CMA, answer: 'An analysis of recent sales.', maxPoints: 15 });
    expect(partial.percentage).toBeGreaterThan(0);
    expect(partial.percentage).toBeLessThan(70);
    expect(partial.score).toBeLessThan(15);
    expect(partial.feedback).toMatch(/comparative|estimates|property|value/);
  });

  it('when a scenario answer handles the client well, then delivery counts alongside the reference', () => {
    const reference = 'Признать опасение, показать аналогичные сделки и предложить показ.';
    const good = grade({ language: 'ru', type: 'scenario', question: 'Клиент говорит, что дорого', referenceAnswer: reference, answer: 'Понимаю ваше опасение. Аналогичные сделки в районе подтверждают цену, давайте назначим показ в субботу в 11:00?', maxPoints: 20 });
    const poor = grade({ language: 'ru', type: 'scenario', question: 'Клиент говорит, что дорого', referenceAnswer: reference, answer: 'Берите, не упустите.', maxPoints: 20 });
    expect(good.percentage).toBeGreaterThan(poor.percentage + 30);
    expect(good.feedback).toMatch(/[а-я]/);
  });

  it('when the answer is empty, then it gets zero', () => {
    expect(grade({ type: 'text', question: 'Q', referenceAnswer: CMA, answer: '  ' }).score).toBe(0);
  });
});
