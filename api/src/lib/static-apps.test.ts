import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './errors';
import { createLogger } from './logger';
import { staticApps } from './static-apps';

function app() {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-apps-'));
  const shell = path.join(dir, 'shell', 'dist');
  const chat = path.join(dir, 'mfe-chat', 'dist');
  mkdirSync(shell, { recursive: true });
  mkdirSync(chat, { recursive: true });
  writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(shell, 'main.js'), 'console.log("shell")');
  writeFileSync(path.join(shell, 'main.js.map'), JSON.stringify({ version: 3, sources: ['src/index.ts'], sourcesContent: ['secret'] }));
  writeFileSync(path.join(shell, 'main.js.map.gz'), 'GZ');
  writeFileSync(path.join(chat, 'remoteEntry.js'), 'console.log("chat")');
  writeFileSync(path.join(chat, 'remoteEntry.js.map'), '{}');
  const server = express();
  server.use(staticApps(dir));
  server.use(errorHandler(createLogger('silent')));
  return supertest(server);
}

describe('staticApps', () => {
  it('when a source map of the shell or a remote is asked for, then 404 and never the page or the map', async () => {
    const request = app();
    for (const url of ['/main.js.map', '/main.js.MAP', '/main.js.map.gz', '/mfe/chat/remoteEntry.js.map', '/anything.js.map']) {
      const res = await request.get(url).set('Accept-Encoding', 'gzip').expect(404);
      expect(res.text, url).not.toContain('sourcesContent');
      expect(res.text, url).not.toContain('<title>shell');
    }
  });

  it('when a source map is asked for under a percent-encoded name, then 404 and never the map', async () => {
    const request = app();
    for (const url of ['/main.js.%6dap', '/main.js%2emap', '/main.js%2Emap', '/main.js.%6D%61%70.gz', '/mfe/chat/remoteEntry.js.%6dap', '/mfe/chat/remoteEntry.js%2emap']) {
      const res = await request.get(url).set('Accept-Encoding', 'gzip').expect(404);
      expect(res.text, url).not.toContain('sourcesContent');
      expect(res.text, url).not.toContain('version');
    }
  });

  it('when the bundles and client routes are asked for, then they are served', async () => {
    const request = app();
    expect((await request.get('/main.js').expect(200)).text).toContain('shell');
    expect((await request.get('/mfe/chat/remoteEntry.js').expect(200)).text).toContain('chat');
    expect((await request.get('/chat').expect(200)).text).toContain('<title>shell');
  });
});
