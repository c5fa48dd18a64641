import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { VOICE_SCENARIOS } from '../data/voice-scenarios';
import { VoiceRecorder } from './voice-recorder';

afterEach(() => vi.unstubAllGlobals());

describe('VoiceRecorder', () => {
  it.each([
    ['en', 'Record', 'Unable to access microphone. Please check your permissions.'],
    ['ru', 'Записать', 'Нет доступа к микрофону. Проверьте разрешения.'],
  ] as const)('when the microphone is refused (%s), then the spec error shows and the transcript can still be typed', async (language, record, message) => {
    mockApi({ [`GET /api/voice-attempts?scenario=price-objection`]: () => [] });
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))) } });
    renderWithProviders(<VoiceRecorder scenario={VOICE_SCENARIOS[0]} onBack={vi.fn()} />, { path: '/voice', language });
    fireEvent.click(screen.getByRole('button', { name: record }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    const transcript = screen.getByRole('textbox') as HTMLTextAreaElement;
    fireEvent.change(transcript, { target: { value: 'typed answer' } });
    expect(transcript.value).toBe('typed answer');
  });

  it('when the answer is typed, then it is sent as typed so the server does not time it', async () => {
    const calls = mockApi({
      [`GET /api/voice-attempts?scenario=price-objection`]: () => [],
      'POST /api/analyze-voice': () => ({
        id: 1, score: 70, confidence: 70, clarity: 70, energy: null, fillerWords: { count: 0, words: [] },
        pace: { wpm: null, rating: null, band: { min: 120, max: 160 } }, feedback: 'ok', suggestions: [], createdAt: '2026-11-25T00:00:00.000Z',
      }),
    });
    renderWithProviders(<VoiceRecorder scenario={VOICE_SCENARIOS[0]} onBack={vi.fn()} />, { path: '/voice' });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'The price is fair. Shall we meet on Thursday?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Analyze My Answer' }));
    expect(await screen.findByTestId('pace-unmeasured')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ transcriptSource: 'typed' });
  });
});
