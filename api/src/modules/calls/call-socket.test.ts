import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ANSWERS, callsClient, openSocket } from './calls-test-support';

let app: TestApp;
let c: ReturnType<typeof callsClient>;

beforeAll(async () => {
  app = await createTestApp();
  c = callsClient(app);
});
afterAll(() => app.close());

describe('/ws-call-insights', () => {
  it('when the owner subscribes with a token query, then transcript, metrics and call_status messages arrive', async () => {
    const { token } = await c.freshAgent();
    const { callSid } = (await c.start(token).expect(201)).body;
    const s = await openSocket(app, `?token=${token}`);
    expect(s.opened.ok).toBe(true);
    s.send({ type: 'subscribe', callSid });
    await s.waitFor((m) => m.type === 'subscribed' && m.callSid === callSid);
    await c.turn(token, callSid, ANSWERS[0]).expect(201);
    const transcript = await s.waitFor((m) => m.type === 'transcript' && (m.entry as { speaker: string }).speaker === 'agent');
    expect(transcript).toMatchObject({ callSid, text: ANSWERS[0], entry: { speaker: 'agent', text: ANSWERS[0], timestamp: expect.any(String) } });
    const metrics = await s.waitFor((m) => m.type === 'metrics');
    expect(Object.keys(metrics.metrics as object).sort()).toEqual(['clarity', 'confidence', 'persuasion', 'rapport']);
    await c.end(token, callSid).expect(200);
    expect(await s.waitFor((m) => m.type === 'call_status')).toEqual({ type: 'call_status', callSid, status: 'completed' });
    s.ws.close();
  });

  it('when the bearer header or the session cookie carries the token, then the socket opens too', async () => {
    const { token } = await c.freshAgent();
    const byHeader = await openSocket(app, '', { Authorization: `Bearer ${token}` });
    const byCookie = await openSocket(app, '', { Cookie: `session=${token}` });
    expect([byHeader.opened.ok, byCookie.opened.ok]).toEqual([true, true]);
    byHeader.ws.close();
    byCookie.ws.close();
  });

  it('when there is no token or a bad one, then the upgrade is refused with 401', async () => {
    expect((await openSocket(app)).opened).toEqual({ ok: false, status: 401 });
    expect((await openSocket(app, '?token=nonsense')).opened).toEqual({ ok: false, status: 401 });
  });

  it('when another user subscribes to the call, then an error comes back and nothing of the call is sent', async () => {
    const { token } = await c.freshAgent();
    const other = await c.freshAgent();
    const { callSid } = (await c.start(token).expect(201)).body;
    const s = await openSocket(app, `?token=${other.token}`);
    s.send({ type: 'subscribe', callSid });
    expect(await s.waitFor((m) => m.type === 'error')).toEqual({ type: 'error', message: 'Call not found' });
    await c.turn(token, callSid, ANSWERS[0]).expect(201);
    await new Promise((r) => setTimeout(r, 100));
    expect(s.messages.filter((m) => m.type !== 'error')).toEqual([]);
    s.ws.close();
  });

  it('when an unknown or malformed message is sent, then an error message comes back and the socket stays open', async () => {
    const { token } = await c.freshAgent();
    const { callSid } = (await c.start(token).expect(201)).body;
    const s = await openSocket(app, `?token=${token}`);
    s.send('not json');
    s.send({ type: 'dance' });
    await s.waitFor((m) => m.type === 'error');
    s.send({ type: 'subscribe', callSid });
    await s.waitFor((m) => m.type === 'subscribed');
    expect(s.messages.filter((m) => m.type === 'error')).toHaveLength(2);
    s.ws.close();
  });

  it('when the socket closes and a new one subscribes, then the live metrics so far arrive at once and updates continue', async () => {
    const { token } = await c.freshAgent();
    const { callSid } = (await c.start(token).expect(201)).body;
    const first = await openSocket(app, `?token=${token}`);
    first.send({ type: 'subscribe', callSid });
    await first.waitFor((m) => m.type === 'subscribed');
    await c.turn(token, callSid, ANSWERS[0]).expect(201);
    await first.waitFor((m) => m.type === 'metrics');
    await new Promise<void>((resolve) => {
      first.ws.once('close', () => resolve());
      first.ws.close();
    });
    const again = await openSocket(app, `?token=${token}`);
    again.send({ type: 'subscribe', callSid });
    await again.waitFor((m) => m.type === 'metrics');
    await c.turn(token, callSid, ANSWERS[1]).expect(201);
    await again.waitFor((m) => m.type === 'transcript' && m.text === ANSWERS[1]);
    again.ws.close();
  });
});
