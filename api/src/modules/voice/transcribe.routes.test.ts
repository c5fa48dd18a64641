import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// A local OpenAI-compatible speech-to-text stand-in.
const uploads: string[] = [];
const stt = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('latin1')));
  req.on('end', () => {
    uploads.push(`${req.url} ${body.includes('answer.wav') ? 'wav' : '?'} ${/name="model"\r\n\r\nwhisper-1/.test(body) ? 'model' : '?'}`);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ text: ' I understand the price matters to you. ' }));
  });
});

let withStt: TestApp;
let without: TestApp;
const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(200)]);

beforeAll(async () => {
  await new Promise<void>((r) => stt.listen(0, '127.0.0.1', r));
  withStt = await createTestApp({ OPENAI_STT_MODEL: 'whisper-1', OPENAI_BASE_URL: `http://127.0.0.1:${(stt.address() as AddressInfo).port}/v1`, OPENAI_MAX_RETRIES: '0' });
  without = await createTestApp();
}, 60_000);
afterAll(async () => {
  await withStt?.close();
  await without?.close();
  stt.close();
});

const post = async (app: TestApp, type: string, body: Buffer) => {
  const user = await app.createUser();
  return app.request.post('/api/transcribe').set('Authorization', `Bearer ${await app.sessionToken(user.id)}`).set('Content-Type', type).send(body);
};

describe('POST /api/transcribe', () => {
  it('when a WAV is uploaded and speech-to-text is configured, then the transcript comes back trimmed', async () => {
    const res = await post(withStt, 'audio/wav', wav);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ transcript: 'I understand the price matters to you.' });
    expect(uploads).toContain('/v1/audio/transcriptions wav model');
  });

  it('when the upload is not audio or is empty, then 415 / 400 explain why', async () => {
    expect((await post(withStt, 'text/plain', Buffer.from('hello'))).status).toBe(415);
    expect((await post(withStt, 'audio/wav', Buffer.alloc(10))).body.message).toBe('The recording is empty');
  });

  it('when no speech-to-text is configured, then 503 says to type the answer', async () => {
    const res = await post(without, 'audio/wav', wav);
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/type your answer/);
  });
});
