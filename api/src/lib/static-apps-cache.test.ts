import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const appsDir = mkdtempSync(path.join(tmpdir(), 'static-apps-'));
const files: Record<string, string> = {
  'shell/dist/index.html': '<html><body>shell</body></html>',
  'shell/dist/main.js': 'console.log("entry")',
  'shell/dist/412.3f9a0c1d.js': 'console.log("chunk")',
  'mfe-chat/dist/remoteEntry.js': 'var mfe_chat;',
  'mfe-chat/dist/mf-manifest.json': '{}',
  'mfe-chat/dist/src_bootstrap.a1b2c3d4.js': 'console.log("remote chunk")',
};
for (const [file, content] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(appsDir, file)), { recursive: true });
  writeFileSync(path.join(appsDir, file), content);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APPS_DIR: appsDir, SERVE_APPS: 'true' });
});
afterAll(async () => {
  await t.close();
  rmSync(appsDir, { recursive: true, force: true });
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('cache headers of the served apps', () => {
  it('when a hashed chunk is served, then it is cached for a year as immutable', async () => {
    for (const url of ['/412.3f9a0c1d.js', '/mfe/chat/src_bootstrap.a1b2c3d4.js']) {
      const res = await t.request.get(url).expect(200);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('when an entry file is served, then the browser must revalidate it', async () => {
    for (const url of ['/', '/main.js', '/mfe/chat/remoteEntry.js', '/mfe/chat/mf-manifest.json', '/mfe-manifest.json', '/some/client/route']) {
      const res = await t.request.get(url).expect(200);
      expect([url, res.headers['cache-control']]).toEqual([url, 'no-cache']);
    }
  });

  it('when an entry file is revalidated unchanged, then the answer is 304', async () => {
    const first = await t.request.get('/mfe/chat/remoteEntry.js').expect(200);
    const validator = first.headers.etag ? { 'If-None-Match': first.headers.etag } : { 'If-Modified-Since': first.headers['last-modified'] };
    await t.request.get('/mfe/chat/remoteEntry.js').set(validator).expect(304);
  });
});
