import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractError } from './http';
import { evaluateQuiz, evaluateQuizInvalidates, quizStatsQuery, startQuiz } from './quiz';

afterEach(() => vi.unstubAllGlobals());

const question = { id: 'MA-001', type: 'multiple-choice', question: 'Gross yield?', options: ['6%', '5%'], category: 'market-analysis', difficulty: 'beginner', points: 10 };
const answer = (body: unknown, headers: Record<string, string> = {}) =>
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...headers } })));

describe('startQuiz', () => {
  it('when the server answers the question list with the attempt header, then the served quiz carries both', async () => {
    answer([question], { 'X-Quiz-Attempt-Id': '42' });
    await expect(startQuiz('market-analysis')).resolves.toEqual({ attemptId: 42, category: 'market-analysis', timeLimit: 1800, questions: [question] });
  });
  it('when the header is missing, then the quiz has no attempt id (the server finds the open attempt)', async () => {
    answer([question]);
    expect((await startQuiz('market-analysis')).attemptId).toBeUndefined();
  });
  it('when the answer is not a question list, then a ContractError names the call', async () => {
    answer({ attemptId: 1, questions: [question] });
    await expect(startQuiz('market-analysis')).rejects.toBeInstanceOf(ContractError);
  });
});

describe('evaluateQuiz', () => {
  it('when graded, then the body carries the user id and the answer is checked against the result contract', async () => {
    const fetchMock = vi.fn(async (..._args: unknown[]) => new Response('{"score":1}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(evaluateQuiz({ category: 'market-analysis', answers: { 'MA-001': '6%' }, timeSpent: 5, attemptId: 42 }, 7)).rejects.toBeInstanceOf(ContractError);
    expect(JSON.parse((fetchMock.mock.calls[0]?.[1] as RequestInit).body as string)).toEqual({ category: 'market-analysis', answers: { 'MA-001': '6%' }, timeSpent: 5, attemptId: 42, userId: 7 });
  });
  it('when graded, then it invalidates the key the stats are read under', () => {
    expect(evaluateQuizInvalidates(7)).toEqual([quizStatsQuery(7).queryKey]);
  });
});
