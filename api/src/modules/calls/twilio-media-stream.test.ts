import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { createTestApp, type TestApp } from '../../test/test-app';

const CALL_SID = `CA${'c'.repeat(32)}`;
const STREAM_SID = `MZ${'d'.repeat(32)}`;

// A local stand-in for the OpenAI Realtime API: greets first, hears the agent, is interrupted once.
const realtimeSeen: Array<Record<string, unknown>> = [];
let realtimeAuth = '';
const realtime = new WebSocketServer({ port: 0, host: '127.0.0.1' });
realtime.on('connection', (ws, req) => {
  realtimeAuth = req.headers.authorization ?? '';
  const send = (m: object) => ws.send(JSON.stringify(m));
  let heard = 0;
  ws.on('message', (raw) => {
    const m = JSON.parse(String(raw)) as Record<string, unknown>;
    realtimeSeen.push(m);
    if (m.type === 'response.create') {
      send({ type: 'response.audio.delta', delta: 'AAEC' });
      send({ type: 'response.audio_transcript.done', transcript: 'Hello, this is Michael Chen.' });
    }
    if (m.type === 'input_audio_buffer.append' && ++heard === 2) {
      // The agent pushed once too often: the client says goodbye and hangs up.
      send({ type: 'response.audio.delta', delta: 'AwQF' });
      send({ type: 'response.function_call_arguments.done', name: 'end_call', call_id: 'call_1', arguments: '{"reason":"lost_patience"}' });
    }
    if (m.type === 'input_audio_buffer.append' && heard === 1) {
      send({ type: 'input_audio_buffer.speech_started' });
      send({ type: 'conversation.item.input_audio_transcription.completed', transcript: 'Hi Michael, comparable units nearby yield 5 percent. Can we meet on Friday at noon?' });
    }
  });
});

// A local stand-in for Twilio's REST API (the hang-up).
const twilioRest: string[] = [];
const rest = createServer((req, res) => {
  twilioRest.push(`${req.method} ${req.url}`);
  req.resume();
  req.on('end', () => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ sid: CALL_SID, status: 'completed' })));
});

let app: TestApp;
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => rest.listen(0, '127.0.0.1', resolve));
  app = await createTestApp({
    TWILIO_API_BASE: `http://127.0.0.1:${(rest.address() as AddressInfo).port}`,
    TELEPHONY_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`, TWILIO_AUTH_TOKEN: 'test-auth-token-0123456789', TWILIO_FROM_NUMBER: '+15005550006',
    PUBLIC_URL: 'https://coach.example.com', OPENAI_API_KEY: 'sk-test', OPENAI_REALTIME_MODEL: 'gpt-realtime',
    OPENAI_REALTIME_URL: `ws://127.0.0.1:${(realtime.address() as AddressInfo).port}`,
  });
  const user = await app.createUser();
  await app.server.db.call.create({ data: { callSid: CALL_SID, userId: user.id, provider: 'twilio', scenario: 'luxury-investor', phoneNumber: '15550102030' } });
  await app.server.listen(0, '127.0.0.1');
  port = (app.server.server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await app?.close();
  realtime.close();
  rest.close();
});

// Waits for a condition, not a time: the limit only ends a hang, well inside the test's own 30 s.
async function until<T>(read: () => T | undefined | Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

function twilioStream() {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/twilio/media-stream`);
  const got: Array<Record<string, unknown>> = [];
  ws.on('message', (raw) => got.push(JSON.parse(String(raw)) as Record<string, unknown>));
  const send = (m: object) => ws.send(JSON.stringify(m));
  return { ws, got, send, open: new Promise((r) => ws.once('open', r)) };
}

describe('twilio media stream and the realtime bridge', () => {
  it('when Twilio streams a call, then audio flows both ways in mu-law, barge-in clears the buffer, both sides are transcribed and the goodbye hangs up', async () => {
    const phone = twilioStream();
    await phone.open;
    phone.send({ event: 'connected', protocol: 'Call', version: '1.0.0' });
    phone.send({ event: 'start', sequenceNumber: '1', streamSid: STREAM_SID, start: { streamSid: STREAM_SID, callSid: CALL_SID, accountSid: 'AC', tracks: ['inbound'], customParameters: { callSid: CALL_SID }, mediaFormat: { encoding: 'audio/x-mulaw', sampleRate: 8000, channels: 1 } } });
    // The client speaks first: its audio reaches the phone.
    expect(await until(() => phone.got.find((m) => m.event === 'media'))).toEqual({ event: 'media', streamSid: STREAM_SID, media: { payload: 'AAEC' } });
    const session = realtimeSeen.find((m) => m.type === 'session.update')!.session as Record<string, unknown>;
    expect(session).toMatchObject({ input_audio_format: 'g711_ulaw', output_audio_format: 'g711_ulaw', turn_detection: { type: 'server_vad' } });
    expect(String(session.instructions)).toContain('Michael Chen');
    expect(realtimeAuth).toBe('Bearer sk-test');

    phone.send({ event: 'media', sequenceNumber: '2', streamSid: STREAM_SID, media: { track: 'inbound', chunk: '1', timestamp: '5', payload: '//79' } });
    phone.send({ event: 'mark', sequenceNumber: '3', streamSid: STREAM_SID, mark: { name: 'greeting' } });
    expect(await until(() => phone.got.find((m) => m.event === 'clear'))).toEqual({ event: 'clear', streamSid: STREAM_SID });
    expect(realtimeSeen).toContainEqual({ type: 'input_audio_buffer.append', audio: '//79' });
    expect(realtimeSeen).toContainEqual({ type: 'response.cancel' });

    const call = await app.server.db.call.findUniqueOrThrow({ where: { callSid: CALL_SID } });
    const lines = await until(async () => {
      const found = await app.server.db.callTranscriptEntry.findMany({ where: { callId: call.id }, orderBy: { id: 'asc' } });
      return found.length >= 2 ? found : undefined;
    });
    expect(lines.map((l) => [l.speaker, l.text])).toEqual([
      ['client', 'Hello, this is Michael Chen.'],
      ['agent', 'Hi Michael, comparable units nearby yield 5 percent. Can we meet on Friday at noon?'],
    ]);
    // The metrics follow the agent's line in a write of their own: wait for it.
    const metrics = await until(async () => {
      const stored = JSON.parse((await app.server.db.call.findUniqueOrThrow({ where: { callSid: CALL_SID } })).metrics) as Record<string, number>;
      return 'rapport' in stored ? stored : undefined;
    });
    expect(metrics.rapport).toBeGreaterThanOrEqual(0);

    // The client's goodbye, then a mark; when the phone says it has played, the call is hung up and scored.
    phone.send({ event: 'media', sequenceNumber: '4', streamSid: STREAM_SID, media: { track: 'inbound', chunk: '2', timestamp: '25', payload: '//79' } });
    expect(await until(() => phone.got.find((m) => m.event === 'mark'))).toEqual({ event: 'mark', streamSid: STREAM_SID, mark: { name: 'goodbye' } });
    expect(phone.got.filter((m) => m.event === 'media').at(-1)).toEqual({ event: 'media', streamSid: STREAM_SID, media: { payload: 'AwQF' } });
    expect((await app.server.db.call.findUniqueOrThrow({ where: { callSid: CALL_SID } })).endedAt).toBeNull();
    phone.send({ event: 'mark', sequenceNumber: '5', streamSid: STREAM_SID, mark: { name: 'goodbye' } });
    await until(() => twilioRest.includes(`POST /2010-04-01/Accounts/${`AC${'a'.repeat(32)}`}/Calls/${CALL_SID}.json`));
    const ended = await until(async () => (await app.server.db.call.findUniqueOrThrow({ where: { callSid: CALL_SID } })).endedAt ?? undefined);
    expect(ended).toBeInstanceOf(Date);
    expect(session).toMatchObject({ tools: [expect.objectContaining({ type: 'function', name: 'end_call' })] });

    phone.send({ event: 'stop', sequenceNumber: '6', streamSid: STREAM_SID, stop: { accountSid: 'AC', callSid: CALL_SID } });
    await new Promise((r) => phone.ws.once('close', r));
  });

  it('when a stream names a call this API did not place, then it is closed without reaching the voice model', async () => {
    const before = realtime.clients.size;
    const phone = twilioStream();
    await phone.open;
    phone.send({ event: 'start', streamSid: STREAM_SID, start: { streamSid: STREAM_SID, callSid: 'CAunknown', customParameters: { callSid: 'CAunknown' } } });
    const code = await new Promise<number>((r) => phone.ws.once('close', (c) => r(c)));
    expect(code).toBe(1008);
    expect(realtime.clients.size).toBeLessThanOrEqual(before);
  });
});
