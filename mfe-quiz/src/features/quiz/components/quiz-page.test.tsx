import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { QuizPage } from './quiz-page';

const category = (id: string, title: string, minScore: number, timeLimit: number, questionCount: number) => ({ id, title, description: `${title} description`, minScore, timeLimit, questionCount });
const categories = [
  category('property-basics', 'Property Basics', 90, 3600, 50),
  category('market-analysis', 'Market Analysis', 75, 1800, 20),
  category('client-handling', 'Client Handling', 85, 1800, 20),
  category('legal-compliance', 'Legal & Compliance', 90, 1800, 20),
];
// The spec's question list, with the attempt id in its header.
const questions = [
  { id: 'MA-001', type: 'multiple-choice', question: 'Gross yield?', options: ['6%', '5%'], category: 'market-analysis', difficulty: 'beginner', points: 10 },
  { id: 'MA-021', type: 'text', question: 'What is a CMA?', category: 'market-analysis', difficulty: 'intermediate', points: 15 },
];
const served = () => new Response(JSON.stringify(questions), { status: 200, headers: { 'content-type': 'application/json', 'X-Quiz-Attempt-Id': '9' } });
const review = (questionId: string, correct: boolean) => ({ questionId, question: questionId, type: 'multiple-choice', answer: 'x', correctAnswer: '6%', correct, score: correct ? 10 : 0, maxScore: 10, feedback: '', explanation: `Why ${questionId}` });
const result = (passed: boolean) => ({
  attemptId: 9, category: 'market-analysis', percentage: passed ? 80 : 40, totalScore: passed ? 20 : 10, maxScore: 25, passed, minScore: 75, timeSpent: 60,
  feedback: 'Feedback text', recommendations: ['Review comparables'], detailedScores: [{ category: 'Rental yields', score: 10, maxScore: 10 }],
  questions: [review('MA-001', true), review('MA-021', passed)], completedAt: '2026-11-22T10:00:00.000Z',
});

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('QuizPage', () => {
  it('when a quiz is taken to the end, then the spec body is sent and the results show the review and Try Again on a fail', async () => {
    const calls = mockApi({ 'GET /api/quiz/categories': () => categories, 'GET /api/quiz/market-analysis/questions': served, 'POST /api/quiz/evaluate': () => result(false) });
    renderWithProviders(<QuizPage />, { path: '/quiz' });
    const cards = await screen.findAllByRole('article');
    expect(cards[0]!.textContent).toContain('Pass mark: 90%');
    expect(cards[0]!.textContent).toContain('Time limit: 60 min');
    expect(cards[1]!.textContent).toContain('Pass mark: 75%');
    expect(screen.getByRole('link', { name: 'Stats' }).getAttribute('href')).toBe('/quiz-analytics');
    fireEvent.click(screen.getAllByRole('button', { name: 'Start quiz' })[1]!);

    expect(await screen.findByText('Question 1 of 2')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('6%'));
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'An estimate from sold comparables' } });
    fireEvent.click(submit);

    expect(await screen.findByText('Not passed')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Market Analysis quiz: results' })).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ category: 'market-analysis', attemptId: 9, answers: { 'MA-001': '6%', 'MA-021': 'An estimate from sold comparables' } });
    expect(typeof sent.timeSpent).toBe('number');
    expect(screen.getByText('Why MA-021')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Take Another Quiz' })).toBeTruthy();
  }, 20_000);

  it('when a quiz in progress is reloaded, then it resumes at the same question with the answers kept', async () => {
    mockApi({ 'GET /api/quiz/categories': () => categories, 'GET /api/quiz/market-analysis/questions': served });
    const first = renderWithProviders(<QuizPage />, { path: '/quiz' });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Start quiz' }))[1]!);
    fireEvent.click(await screen.findByLabelText('6%'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    first.unmount();
    renderWithProviders(<QuizPage />, { path: '/quiz' });
    expect(screen.getByText('Question 2 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect((screen.getByLabelText('6%') as HTMLInputElement).checked).toBe(true));
  });

  it('when the quiz passes, then there is no Try Again', async () => {
    mockApi({ 'GET /api/quiz/categories': () => categories, 'GET /api/quiz/market-analysis/questions': served, 'POST /api/quiz/evaluate': () => result(true) });
    renderWithProviders(<QuizPage />, { path: '/quiz' });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Start quiz' }))[1]!);
    fireEvent.click(await screen.findByLabelText('6%'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Passed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });
});
