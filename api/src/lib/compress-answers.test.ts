import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatClient, GOOD_REPLY } from '../modules/chat/chat-test-support';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor(t.agent);
}, 60_000);
afterAll(() => t.close());

describe('compressed answers', () => {
  it('when a client that accepts gzip reads the scenario list (over 1 KB), then it comes gzipped and reads the same', async () => {
    const plain = await t.request.get('/api/challenges').set('Authorization', `Bearer ${token}`).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(1024);
    const zipped = await t.request.get('/api/challenges').set('Authorization', `Bearer ${token}`).set('Accept-Encoding', 'gzip').expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body).toEqual(plain.body);
  });

  it('when an answer is under 1 KB, then it is sent as it is', async () => {
    const res = await t.request.get('/api/auth/user').set('Authorization', `Bearer ${token}`).set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('when a write answers, even over 1 KB, then it is sent as it is', async () => {
    const session = await chatClient(t).startSession(token);
    const res = await t.request.post('/api/messages').set('Authorization', `Bearer ${token}`).set('Accept-Encoding', 'gzip').send({ sessionId: session.id, content: GOOD_REPLY }).expect(201);
    expect(JSON.stringify(res.body).length).toBeGreaterThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('when a reply streams as server-sent events, then it is not compressed and every event arrives', async () => {
    const chat = chatClient(t);
    const session = await chat.startSession(token);
    const res = await chat.stream(token, session.id, GOOD_REPLY, { 'Accept-Encoding': 'gzip' }).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(String(res.body)).toContain('event: done');
  });
});
