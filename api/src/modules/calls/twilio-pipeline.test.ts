import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { encodeMulawSample, mulawToPcm, rms } from '../../integrations/telephony/mulaw';
import { SCRIPTS } from '../ai/roleplay/test-support/scripted-agents';
import { createTestApp, type TestApp } from '../../test/test-app';

const ACCOUNT = `AC${'a'.repeat(32)}`;
const CALL_SID = `CA${'e'.repeat(32)}`;
const STREAM_SID = `MZ${'f'.repeat(32)}`;
const AGENT_LINES = SCRIPTS.en.pushy;

// One local stand-in for the OpenAI-compatible speech endpoints and Twilio's REST API.
const heard: Buffer[] = [];
const spoken: string[] = [];
const twilioRest: string[] = [];
const standIn = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    if (req.url === '/v1/audio/transcriptions') {
      heard.push(body);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ text: AGENT_LINES[heard.length - 1] ?? 'Hello?' }));
    }
    if (req.url === '/v1/audio/speech') {
      spoken.push((JSON.parse(body.toString()) as { input: string }).input);
      // 0.3 s of a 24 kHz tone: 15 frames of 20 ms once brought to 8 kHz.
      const pcm = Buffer.alloc(7200 * 2);
      for (let i = 0; i < 7200; i++) pcm.writeInt16LE(Math.round(9000 * Math.sin((2 * Math.PI * 300 * i) / 24000)), i * 2);
      res.writeHead(200, { 'Content-Type': 'audio/pcm' });
      return res.end(pcm);
    }
    twilioRest.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ sid: CALL_SID, account_sid: ACCOUNT, status: 'completed' }));
  });
});

let app: TestApp;
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  app = await createTestApp({
    TELEPHONY_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: ACCOUNT, TWILIO_AUTH_TOKEN: 'test-auth-token-0123456789', TWILIO_FROM_NUMBER: '+15005550006',
    PUBLIC_URL: 'https://coach.example.com', TWILIO_API_BASE: base,
    OPENAI_BASE_URL: `${base}/v1`, OPENAI_API_KEY: 'sk-test', OPENAI_STT_MODEL: 'whisper-1', OPENAI_TTS_MODEL: 'tts-1', OPENAI_MAX_RETRIES: '0',
  });
  const user = await app.createUser();
  await app.server.db.call.create({ data: { callSid: CALL_SID, userId: user.id, provider: 'twilio', scenario: 'first-time-buyer', phoneNumber: '15550102030' } });
  await app.server.listen(0, '127.0.0.1');
  port = (app.server.server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await app?.close();
  standIn.close();
});

// Waits for a condition, not a time: the limit only ends a hang, well inside the test's own 30 s.
async function until<T>(read: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** 20 ms of 8 kHz mu-law: a 200 Hz voice-like tone, or line silence. */
const frame = (loud: boolean) =>
  Buffer.from(Array.from({ length: 160 }, (_v, i) => encodeMulawSample(loud ? 8000 * Math.sin((2 * Math.PI * 200 * i) / 8000) : 0))).toString('base64');

describe('a twilio call without Realtime: speech-to-text, the AI engine and text-to-speech', () => {
  it('when the agent talks on the phone, then the client answers in mu-law, barge-in clears the line and the goodbye hangs up', async () => {
    const phone = new WebSocket(`ws://127.0.0.1:${port}/api/twilio/media-stream`);
    const got: Array<{ event: string; media?: { payload: string }; mark?: { name: string } }> = [];
    phone.on('message', (raw) => got.push(JSON.parse(String(raw)) as (typeof got)[number]));
    const send = (m: object) => phone.send(JSON.stringify(m));
    let seq = 0;
    const speak = (frames: number, loud: boolean) => {
      for (let i = 0; i < frames; i++) send({ event: 'media', sequenceNumber: String(++seq), streamSid: STREAM_SID, media: { track: 'inbound', chunk: String(seq), timestamp: String(seq * 20), payload: frame(loud) } });
    };
    const marks = () => got.filter((m) => m.event === 'mark').map((m) => m.mark!.name);
    await new Promise((r) => phone.once('open', r));
    send({ event: 'connected', protocol: 'Call', version: '1.1.0' });
    send({ event: 'start', sequenceNumber: String(++seq), streamSid: STREAM_SID, start: { streamSid: STREAM_SID, callSid: CALL_SID, accountSid: ACCOUNT, tracks: ['inbound'], customParameters: { callSid: CALL_SID }, mediaFormat: { encoding: 'audio/x-mulaw', sampleRate: 8000, channels: 1 } } });

    // The client speaks first: its opening line, synthesized, reaches the phone as 20 ms mu-law frames and a mark.
    await until(() => marks().includes('client-1'));
    const greeting = got.filter((m) => m.event === 'media');
    expect(greeting).toHaveLength(15);
    expect(greeting.every((m) => Buffer.from(m.media!.payload, 'base64').length === 160)).toBe(true);
    expect(rms(mulawToPcm(Buffer.from(greeting[3]!.media!.payload, 'base64')))).toBeGreaterThan(4000);
    const call = await app.server.db.call.findUniqueOrThrow({ where: { callSid: CALL_SID } });
    const lines = () => app.server.db.callTranscriptEntry.findMany({ where: { callId: call.id }, orderBy: { id: 'asc' } });
    expect((await lines()).map((l) => [l.speaker, l.text])).toEqual([['client', spoken[0]]]);
    send({ event: 'mark', sequenceNumber: String(++seq), streamSid: STREAM_SID, mark: { name: 'client-1' } });

    // The agent talks for 0.8 s and pauses: one turn, transcribed from an 8 kHz WAV, answered aloud.
    speak(40, true);
    speak(40, false);
    await until(() => marks().includes('client-2'));
    expect(heard).toHaveLength(1);
    expect(heard[0]!.includes(Buffer.from('WAVE'))).toBe(true);
    expect(heard[0]!.includes(Buffer.from('whisper-1'))).toBe(true);
    await until(async () => (await lines()).length === 3 || undefined);
    expect((await lines()).map((l) => l.speaker)).toEqual(['client', 'agent', 'client']);
    expect((await lines())[1]!.text).toBe(AGENT_LINES[0]);
    expect((await lines())[2]!.text).toBe(spoken[1]);
    expect(JSON.parse((await app.server.db.call.findUniqueOrThrow({ where: { callSid: CALL_SID } })).metrics)).toHaveProperty('persuasion');

    // The agent cuts in before the answer has played: the phone is told to drop its buffer.
    expect(got.some((m) => m.event === 'clear')).toBe(false);
    speak(20, true);
    expect(await until(() => got.find((m) => m.event === 'clear'))).toEqual({ event: 'clear', streamSid: STREAM_SID });
    speak(40, false);

    // A pushy agent keeps pressing until the client loses patience, says goodbye and hangs up.
    let goodbye: string | undefined;
    for (let turn = 3; turn <= AGENT_LINES.length + 1 && !goodbye; turn++) {
      await until(() => marks().some((n) => n === `client-${turn}` || n === `goodbye-${turn}`));
      goodbye = marks().find((n) => n.startsWith('goodbye-'));
      send({ event: 'mark', sequenceNumber: String(++seq), streamSid: STREAM_SID, mark: { name: marks().at(-1) } });
      if (!goodbye) {
        speak(30, true);
        speak(40, false);
      }
    }
    expect(goodbye).toBeDefined();
    const ended = await until(async () => {
      const c = await app.server.db.call.findUniqueOrThrow({ where: { callSid: CALL_SID } });
      return c.endedAt ? c : undefined;
    });
    expect(ended).toMatchObject({ status: 'completed', overallScore: expect.any(Number) });
    expect(twilioRest).toContain(`POST /2010-04-01/Accounts/${ACCOUNT}/Calls/${CALL_SID}.json`);

    send({ event: 'stop', sequenceNumber: String(++seq), streamSid: STREAM_SID, stop: { accountSid: ACCOUNT, callSid: CALL_SID } });
    await new Promise((r) => phone.once('close', r));
  }, 60_000);
});
