import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { TrainingUploadPage } from './training-upload-page';

afterEach(() => vi.unstubAllGlobals());

const CARD = {
  scenarioId: 'luxury-investor',
  passMark: 75,
  score: 82,
  passed: true,
  medal: 'silver',
  criteria: [{ id: 'next-step', title: 'Proposes a concrete next step', weight: 2, status: 'met', evidence: 'Shall we meet on Friday?', messageId: 0, betterLine: null }],
  compliance: { passed: true, findings: [] },
};

const at = '2026-11-20T10:00:00.000Z';
const recording = (id: number, over: object = {}) => ({
  id, transcript: `Client: Is it still for sale? (${id})\nAgent: Shall we meet on Friday?`, scenario: 'luxury-investor', outcome: 'positive', notes: '', uploadedBy: 1, createdAt: at, ...over,
});
// Dates read in the reader's locale, as the page writes them.
const day = new Date(at).toLocaleDateString('en', { day: 'numeric', month: 'short', year: 'numeric' });
const LIST = '/api/ai-training/recordings?limit=10';

describe('stored training recordings on /training-upload', () => {
  it('when recordings are stored, then they are listed newest first, more load on demand, and one is scored on its card', async () => {
    const calls = mockApi({
      [`GET ${LIST}`]: () => ({ recordings: [recording(12, { notes: 'Booked a viewing' }), recording(11, { outcome: 'negative', scenario: 'first-time-buyer' })], total: 3, nextBefore: 11 }),
      [`GET ${LIST}&before=11`]: () => ({ recordings: [recording(4)], total: 3, nextBefore: null }),
      'POST /api/scorecards/score-transcript': () => CARD,
    });
    renderWithProviders(<TrainingUploadPage />, { path: '/training-upload', language: 'en' });
    const box = await screen.findByTestId('stored-recordings');
    expect(await within(box).findByText('3 stored, newest first. Score one on its scenario card to see what it teaches.')).toBeTruthy();
    let items = within(box).getAllByTestId('stored-recording');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain(`Luxury investor · Positive · Uploaded ${day}`);
    expect(items[0]!.textContent).toContain('Booked a viewing');
    expect(items[1]!.textContent).toContain('First-time buyer · Negative');

    fireEvent.click(within(box).getByRole('button', { name: 'Show more' }));
    await within(box).findByText(/\(4\)/);
    items = within(box).getAllByTestId('stored-recording');
    expect(items).toHaveLength(3);
    expect(within(box).queryByRole('button', { name: 'Show more' })).toBeNull();

    fireEvent.click(within(items[1]!).getByRole('button', { name: `Score the First-time buyer recording of ${day} on its scenario card` }));
    const card = await within(items[1]!).findByTestId('stored-recording-scorecard');
    expect(within(card).getByText(`The First-time buyer recording of ${day} on its scorecard`)).toBeTruthy();
    expect(within(card).getByTestId('medal').textContent).toBe('Silver medal');
    expect(within(card).getByTestId('scorecard-result').textContent).toBe('82/100 on the card · pass mark 75 · Passed');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ scenarioId: 'first-time-buyer', transcript: recording(11).transcript });
    // Only the scored recording shows a card.
    expect(within(box).getAllByTestId('stored-recording-scorecard')).toHaveLength(1);
  });

  it('when the server refuses the transcript, then its message shows under the recording', async () => {
    mockApi({
      [`GET ${LIST}`]: () => ({ recordings: [recording(3, { transcript: 'hello there' })], total: 1, nextBefore: null }),
      'POST /api/scorecards/score-transcript': () => new Response(JSON.stringify({ message: 'Line 1 has no speaker: start each turn with "Agent:" or "Client:".' }), { status: 400 }),
    });
    renderWithProviders(<TrainingUploadPage />, { path: '/training-upload', language: 'en' });
    const item = await screen.findByTestId('stored-recording');
    fireEvent.click(within(item).getByRole('button', { name: /Score the Luxury investor recording/ }));
    expect((await within(item).findByRole('alert')).textContent).toBe('Line 1 has no speaker: start each turn with "Agent:" or "Client:".');
  });

  it('when nothing is stored, then the empty state says how recordings get there; in Russian too', async () => {
    mockApi({ [`GET ${LIST}`]: () => ({ recordings: [], total: 0, nextBefore: null }) });
    renderWithProviders(<TrainingUploadPage />, { path: '/training-upload', language: 'ru' });
    const box = await screen.findByTestId('stored-recordings');
    expect(await within(box).findByText('Сохранённых записей пока нет')).toBeTruthy();
    expect(within(box).getByRole('heading', { name: 'Сохранённые записи' })).toBeTruthy();
  });

  it('when the list cannot be loaded, then it says so and offers a retry', async () => {
    let fail = true;
    mockApi({ [`GET ${LIST}`]: () => (fail ? new Response('{}', { status: 500 }) : { recordings: [recording(1)], total: 1, nextBefore: null }) });
    renderWithProviders(<TrainingUploadPage />, { path: '/training-upload', language: 'en' });
    const box = await screen.findByTestId('stored-recordings');
    expect((await within(box).findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('The stored recordings could not be loaded.');
    fail = false;
    fireEvent.click(within(box).getByRole('button', { name: 'Try again' }));
    expect(await within(box).findByTestId('stored-recording')).toBeTruthy();
  });
});
