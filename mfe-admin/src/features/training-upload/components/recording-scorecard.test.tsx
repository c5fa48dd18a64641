import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { TrainingUploadPage } from './training-upload-page';

afterEach(() => vi.unstubAllGlobals());

const CARD = {
  scenarioId: 'luxury-investor',
  passMark: 75,
  score: 60,
  passed: false,
  medal: null,
  criteria: [{ id: 'next-step', title: 'Proposes a concrete next step', weight: 2, status: 'met', evidence: 'Shall we meet on Friday?', messageId: 0, betterLine: null }],
  compliance: { passed: true, findings: [] },
};

function queue(transcript: string) {
  const language = 'en';
  const calls = mockApi({
    'POST /api/scorecards/score-transcript': (body) =>
      (body as { transcript: string }).transcript.startsWith('Agent:') ? CARD : new Response(JSON.stringify({ message: 'Line 1 has no speaker' }), { status: 400 }),
  });
  renderWithProviders(<TrainingUploadPage />, { path: '/training-upload', language });
  fireEvent.change(screen.getByLabelText('Transcript'), { target: { value: transcript } });
  fireEvent.change(screen.getByLabelText('Scenario'), { target: { value: 'luxury-investor' } });
  fireEvent.click(screen.getAllByRole('button').find((b) => b.textContent === 'Add to Upload Queue')!);
  return calls;
}

describe('a queued training recording scored on its card', () => {
  it('when "Score on its card" is pressed, then the recording is scored on its scenario and the card shows, nothing uploaded', async () => {
    const calls = queue('Agent: Shall we meet on Friday?');
    fireEvent.click(await screen.findByRole('button', { name: 'Score recording 1 on its scenario card' }));
    const card = await screen.findByTestId('recording-scorecard');
    expect(within(card).getByText('Recording 1 on its scorecard')).toBeTruthy();
    expect(within(card).getByText('Proposes a concrete next step')).toBeTruthy();
    expect(within(card).getByText('No medal')).toBeTruthy();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.path)).toEqual(['/api/scorecards/score-transcript']);
    expect(posts[0]!.body).toEqual({ scenarioId: 'luxury-investor', transcript: 'Agent: Shall we meet on Friday?' });
  });

  it('when the transcript has no speakers, then the server message shows', async () => {
    queue('hello there');
    fireEvent.click(await screen.findByRole('button', { name: 'Score recording 1 on its scenario card' }));
    expect(within(await screen.findByTestId('recording-scorecard')).getByRole('alert').textContent).toBe('Line 1 has no speaker');
  });
});
