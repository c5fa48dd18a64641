import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractError } from './http';
import { startQuiz } from './quiz';

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
