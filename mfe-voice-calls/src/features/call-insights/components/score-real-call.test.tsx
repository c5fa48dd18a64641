import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { MAX_SCORED_TRANSCRIPT_CHARS } from '@app/contracts/scorecards';
import { ScoreRealCall } from './score-real-call';

const CARD = {
  scenarioId: 'first-time-buyer',
  passMark: 70,
  score: 82,
  passed: true,
  medal: 'silver',
  criteria: [
    { id: 'needs-first', title: 'Finds out what she needs', weight: 2, status: 'met', evidence: 'What matters most to you?', messageId: 1, betterLine: null },
    { id: 'next-step', title: 'Books a clear next step', weight: 2, status: 'missed', evidence: null, messageId: null, betterLine: 'Would Thursday at six suit you?' },
  ],
  compliance: { passed: true, findings: [] },
};
const TEXT = 'Client: Hi, I saw the flat.\nAgent: What matters most to you?';

afterEach(() => vi.unstubAllGlobals());

describe('ScoreRealCall', () => {
  it('when a scenario is picked and a transcript pasted, then the conversation is sent as written and its card is shown', async () => {
    const calls = mockApi({ 'GET /api/challenges': () => [], 'POST /api/scorecards/score-transcript': () => CARD });
    renderWithProviders(<ScoreRealCall />, { path: '/call-insights' });
    const submit = screen.getByRole('button', { name: 'Score this call' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Scenario'), { target: { value: 'first-time-buyer' } });
    fireEvent.change(screen.getByLabelText('Transcript'), { target: { value: TEXT } });
    fireEvent.click(submit);
    const card = await screen.findByTestId('real-call-scorecard');
    expect(within(card).getByText('Silver medal')).toBeTruthy();
    expect(within(card).getByText(/What matters most to you\?/)).toBeTruthy();
    expect(within(card).getByText('Would Thursday at six suit you?')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ scenarioId: 'first-time-buyer', transcript: TEXT });
  });

  it("when the server refuses the transcript, then its message is shown in the user's language", async () => {
    mockApi({
      'GET /api/challenges': () => [],
      'POST /api/scorecards/score-transcript': () => new Response(JSON.stringify({ error: 'validation', message: 'В строке 1 не указан говорящий' }), { status: 400 }),
    });
    renderWithProviders(<ScoreRealCall />, { path: '/call-insights', language: 'ru' });
    fireEvent.change(screen.getByLabelText('Сценарий'), { target: { value: 'property-inquiry' } });
    fireEvent.change(screen.getByLabelText('Расшифровка'), { target: { value: 'Привет' } });
    fireEvent.click(screen.getByRole('button', { name: 'Оценить звонок' }));
    expect((await screen.findByRole('alert')).textContent).toBe('В строке 1 не указан говорящий');
    expect(screen.getByRole('option', { name: 'Запрос по объекту' })).toBeTruthy();
  });

  it('when the transcript is over the limit, then the field says so with the contract message and nothing is sent', async () => {
    const calls = mockApi({ 'GET /api/challenges': () => [], 'POST /api/scorecards/score-transcript': () => CARD });
    renderWithProviders(<ScoreRealCall />, { path: '/call-insights' });
    fireEvent.change(screen.getByLabelText('Scenario'), { target: { value: 'first-time-buyer' } });
    const transcript = screen.getByLabelText('Transcript');
    fireEvent.change(transcript, { target: { value: 'a'.repeat(MAX_SCORED_TRANSCRIPT_CHARS + 1) } });
    expect((await screen.findByRole('alert')).textContent).toBe('The transcript is too long: at most 20,000 characters.');
    expect(transcript.getAttribute('aria-invalid')).toBe('true');
    const submit = screen.getByRole('button', { name: 'Score this call' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.submit(submit.closest('form')!);
    await waitFor(() => expect(transcript.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('when the transcript hides a control character, then the field says so in the user language and nothing is sent', async () => {
    const calls = mockApi({ 'GET /api/challenges': () => [], 'POST /api/scorecards/score-transcript': () => CARD });
    renderWithProviders(<ScoreRealCall />, { path: '/call-insights' });
    fireEvent.change(screen.getByLabelText('Scenario'), { target: { value: 'first-time-buyer' } });
    fireEvent.change(screen.getByLabelText('Transcript'), { target: { value: `${TEXT}\u0007` } });
    fireEvent.click(screen.getByRole('button', { name: 'Score this call' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Remove invisible or control characters from this text');
    expect(screen.getByLabelText('Transcript').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
