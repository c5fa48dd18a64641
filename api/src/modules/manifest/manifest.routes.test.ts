import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const override = JSON.stringify({
  remotes: [{ name: 'mfe_quiz', entry: 'https://cdn.example.test/quiz/remoteEntry.js', version: '2.3.0', sdkVersion: '1.0.0' }],
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MFE_MANIFEST: override });
});
afterAll(() => t.close());

describe('/mfe-manifest.json', () => {
  it('when configured, then the configured entry replaces the default one and others keep their paths', async () => {
    const res = await t.request.get('/mfe-manifest.json').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const quiz = res.body.remotes.find((r: { name: string }) => r.name === 'mfe_quiz');
    expect(quiz).toEqual({ name: 'mfe_quiz', entry: 'https://cdn.example.test/quiz/remoteEntry.js', version: '2.3.0', sdkVersion: '1.0.0' });
    const chat = res.body.remotes.find((r: { name: string }) => r.name === 'mfe_chat');
    expect(chat.entry).toBe('/mfe/chat/remoteEntry.js');
  });
  it('when the caller is not an admin, then the admin remote is not listed', async () => {
    const token = await t.tokenFor(t.agent);
    const res = await t.request.get('/mfe-manifest.json').set('Authorization', `Bearer ${token}`).expect(200);
    expect(res.body.remotes.map((r: { name: string }) => r.name)).not.toContain('mfe_admin');
  });
  it('when the caller is an admin, then the admin remote is listed', async () => {
    const token = await t.tokenFor(t.admin);
    const res = await t.request.get('/mfe-manifest.json').set('Authorization', `Bearer ${token}`).expect(200);
    expect(res.body.remotes.map((r: { name: string }) => r.name)).toContain('mfe_admin');
  });
});
