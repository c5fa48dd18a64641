import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { VOICE_SCENARIOS } from '../data/voice-scenarios';
import { VoiceRecorder } from './voice-recorder';

const transcribe = vi.hoisted(() => vi.fn(async (_audio: Blob) => 'The price is fair.'));
vi.mock('@app/api-client/voice', async (original) => ({ ...(await original<object>()), transcribeRecording: transcribe }));
// A finished recording, as the recorder hands it over after Stop.
vi.mock('../hooks/use-recorder', () => {
  const recording = { url: 'blob:take', blob: new Blob(['RIFF'], { type: 'audio/wav' }), durationSec: 3, loudness: { frames: [], frameSec: 0.02 } };
  const noop = () => undefined;
  return { useRecorder: () => ({ state: 'done', level: 0, elapsed: 3, recording, error: false, tapKind: 'worklet', start: async () => undefined, stop: noop, reset: noop, features: undefined }) };
});

const health = (speechToText: boolean) => ({ status: 'ok', uptime: 1, capabilities: { speechToText } });

beforeEach(() => transcribe.mockClear());

describe('VoiceRecorder speech-to-text', () => {
  it('when the server has no speech-to-text, then a recording is not sent to /api/transcribe', async () => {
    const calls = mockApi({ 'GET /api/health': () => health(false), 'GET /api/voice-attempts?scenario=price-objection': () => [] });
    renderWithProviders(<VoiceRecorder scenario={VOICE_SCENARIOS[0]} onBack={vi.fn()} />, { path: '/voice' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/health')).toBe(true));
    await screen.findByRole('textbox');
    expect(transcribe).not.toHaveBeenCalled();
    expect(screen.queryByText('Transcription failed. Please try again.')).toBeNull();
  });

  it('when the server has speech-to-text, then the recording is transcribed into the answer box', async () => {
    mockApi({ 'GET /api/health': () => health(true), 'GET /api/voice-attempts?scenario=price-objection': () => [] });
    renderWithProviders(<VoiceRecorder scenario={VOICE_SCENARIOS[0]} onBack={vi.fn()} />, { path: '/voice' });
    await waitFor(() => expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('The price is fair.'));
    expect(transcribe).toHaveBeenCalledTimes(1);
  });
});
