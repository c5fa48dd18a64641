import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuizQuestionInput } from '@app/contracts/quiz-questions';
import { deleteQuizQuestion, saveQuizQuestion, toggleQuizQuestion } from './admin-quiz-questions';
import { ContractError } from './http';

afterEach(() => vi.unstubAllGlobals());

const question = {
  id: 3, questionId: 'MA-003', type: 'multiple-choice', question: 'Gross yield?', scenario: null, options: ['6%', '5%'], correctAnswer: '6%',
  rubric: '', explanation: '', category: 'market-analysis', subcategory: 'yield', difficulty: 'beginner', points: 10, isActive: false, createdAt: '2026-01-01T00:00:00.000Z',
};
const answer = (status: number, body?: unknown) => {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(body === undefined ? null : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

describe('admin quiz questions', () => {
  it('when a toggle answers the question, then it comes back parsed from PATCH .../toggle', async () => {
    const fetch = answer(200, question);
    await expect(toggleQuizQuestion(3)).resolves.toEqual(question);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/quiz-questions/3/toggle');
    expect(fetch.mock.calls[0]?.[1].method).toBe('PATCH');
  });
  it('when a toggle answers something else than a question, then a ContractError names the call', async () => {
    answer(200, { ok: true });
    await expect(toggleQuizQuestion(3)).rejects.toBeInstanceOf(ContractError);
  });
  it('when a question has no id, then it is created with POST; with one, saved with PUT to its address', async () => {
    const fetch = answer(200, question);
    const body = { type: 'multiple-choice', question: 'Gross yield?', options: ['6%'], correctAnswer: '6%', scenario: null, category: 'market-analysis', subcategory: 'yield', difficulty: 'beginner' } satisfies QuizQuestionInput;
    await saveQuizQuestion(undefined, body);
    await saveQuizQuestion(3, body);
    expect(fetch.mock.calls.map(([url, init]) => `${init.method} ${url}`)).toEqual(['POST /api/admin/quiz-questions', 'PUT /api/admin/quiz-questions/3']);
  });
  it('when a delete answers 204, then it resolves without a body', async () => {
    answer(204);
    await expect(deleteQuizQuestion(3)).resolves.toBeUndefined();
  });
});
