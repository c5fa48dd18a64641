import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const ACCOUNT = `AC${'a'.repeat(32)}`;
const TOKEN = 'test-auth-token-0123456789';
const PUBLIC_URL = 'https://coach.example.com';
const CALL_SID = `CA${'b'.repeat(32)}`;

// A local stand-in for Twilio's REST API: records what the SDK sends and answers like Twilio does.
const received: Array<{ method: string; url: string; auth: string; form: URLSearchParams }> = [];
const standIn = createServer((req: IncomingMessage, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    received.push({ method: req.method!, url: req.url!, auth: req.headers.authorization ?? '', form: new URLSearchParams(body) });
    res.writeHead(201, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ sid: CALL_SID, account_sid: ACCOUNT, status: req.url!.endsWith(`${CALL_SID}.json`) ? 'completed' : 'queued' }));
  });
});

let app: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  app = await createTestApp({
    TELEPHONY_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: ACCOUNT, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM_NUMBER: '+15005550006', PUBLIC_URL, TWILIO_API_BASE: base,
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  standIn.close();
});

const sign = (path: string, params: Record<string, string>) => twilio.getExpectedTwilioSignature(TOKEN, `${PUBLIC_URL}${path}`, params);

describe('twilio provider', () => {
  it('when a call starts, then the real SDK asks Twilio to call the agent from our number with our TwiML and status URLs', async () => {
    const user = await app.createUser();
    const token = await app.sessionToken(user.id);
    const res = await app.request.post('/api/twilio/start-call').set('Authorization', `Bearer ${token}`).send({ phoneNumber: '+1 (555) 010-2030', scenario: 'luxury-investor' }).expect(201);
    expect(res.body).toEqual({ callSid: CALL_SID, status: 'initiating', provider: 'twilio' });
    const create = received.find((r) => r.method === 'POST' && r.url === `/2010-04-01/Accounts/${ACCOUNT}/Calls.json`)!;
    expect(create.auth).toBe(`Basic ${Buffer.from(`${ACCOUNT}:${TOKEN}`).toString('base64')}`);
    expect(Object.fromEntries(create.form)).toMatchObject({ To: '+15550102030', From: '+15005550006', Url: `${PUBLIC_URL}/api/twilio/twiml`, StatusCallback: `${PUBLIC_URL}/api/twilio/status` });
    // Only the agent talks on a real call: the simulated turns are refused.
    await app.request.post(`/api/calls/${CALL_SID}/turns`).set('Authorization', `Bearer ${token}`).send({ text: 'Hello' }).expect(409);
  });

  it('when Twilio fetches the TwiML with a valid signature, then it connects the call to the media stream', async () => {
    const params = { CallSid: CALL_SID, From: '+15005550006' };
    const res = await app.request.post('/api/twilio/twiml').set('X-Twilio-Signature', sign('/api/twilio/twiml', params)).type('form').send(params).expect(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    expect(res.text).toContain('<Connect><Stream url="wss://coach.example.com/api/twilio/media-stream">');
    expect(res.text).toContain(`<Parameter name="callSid" value="${CALL_SID}"/>`);
  });

  it('when a webhook has a wrong or no signature, then it is refused with 403 and nothing changes', async () => {
    const params = { CallSid: CALL_SID, CallStatus: 'completed' };
    await app.request.post('/api/twilio/status').set('X-Twilio-Signature', sign('/api/twilio/status', { ...params, CallStatus: 'busy' })).type('form').send(params).expect(403);
    await app.request.post('/api/twilio/twiml').type('form').send(params).expect(403);
    expect((await app.server.db.call.findUniqueOrThrow({ where: { callSid: CALL_SID } })).endedAt).toBeNull();
  });

  it('when Twilio reports completed, then the call ends in the app and is scored; ending it again hangs up through the SDK only once', async () => {
    const params = { CallSid: CALL_SID, CallStatus: 'completed' };
    await app.request.post('/api/twilio/status').set('X-Twilio-Signature', sign('/api/twilio/status', params)).type('form').send(params).expect(204);
    const call = await app.server.db.call.findUniqueOrThrow({ where: { callSid: CALL_SID } });
    expect(call).toMatchObject({ status: 'completed', overallScore: expect.any(Number) });
    const owner = await app.sessionToken(call.userId);
    await app.request.post('/api/twilio/end-call').set('Authorization', `Bearer ${owner}`).send({ callSid: CALL_SID }).expect(200);
    expect(received.filter((r) => r.url.endsWith(`/Calls/${CALL_SID}.json`))).toHaveLength(0);
  });
});
