import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ContractError } from './http';
import { transcribeRecording } from './voice';

afterEach(() => vi.unstubAllGlobals());

const wav = new Blob(['RIFF'], { type: 'audio/wav' });

describe('transcribeRecording', () => {
  it('when the server transcribes, then the WAV is the body and the transcript comes back', async () => {
    const fetchMock = vi.fn(async (..._args: unknown[]) => new Response('{"transcript":"The price is fair."}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(transcribeRecording(wav)).resolves.toBe('The price is fair.');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method, init.body, init.credentials]).toEqual(['/api/transcribe', 'POST', wav, 'include']);
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('audio/wav');
  });
  it('when the server has no speech-to-text (503), then null, not an error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 503 })));
    await expect(transcribeRecording(wav)).resolves.toBeNull();
  });
  it('when the server fails otherwise, then ApiError', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('boom', { status: 500 })));
    await expect(transcribeRecording(wav)).rejects.toBeInstanceOf(ApiError);
  });
  it('when the answer has no transcript, then ContractError', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"text":"x"}', { status: 200 })));
    await expect(transcribeRecording(wav)).rejects.toBeInstanceOf(ContractError);
  });
});
