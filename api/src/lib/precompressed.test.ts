import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { precompressed } from './precompressed';

function app() {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
  writeFileSync(path.join(dir, 'main.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'main.js.br'), 'BROTLI');
  writeFileSync(path.join(dir, 'main.js.gz'), 'GZIP');
  writeFileSync(path.join(dir, 'plain.js'), 'plain');
  const server = express();
  server.use(precompressed(dir, (res) => res.setHeader('Cache-Control', 'no-cache')), express.static(dir));
  return Object.assign(supertest(server), { dir });
}

describe('precompressed static files', () => {
  it('when the client takes brotli, then the .br copy is sent as JavaScript', async () => {
    const res = await app().get('/main.js').set('Accept-Encoding', 'gzip, deflate, br').ok(() => true);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    // The client library would try to unpack our fake brotli bytes: the length shows which file went out.
    expect(res.headers['content-length']).toBe(String('BROTLI'.length));
  });
  it('when the client takes no compression, then the plain file is sent', async () => {
    const res = await app().get('/main.js').set('Accept-Encoding', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe('console.log(1)');
  });
  it('when no compressed copy exists, then the plain file is sent', async () => {
    const res = await app().get('/plain.js').set('Accept-Encoding', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
  it('when a compressed copy served before is gone (a rebuild), then the file itself is sent', async () => {
    const first = app();
    expect((await first.get('/main.js').set('Accept-Encoding', 'br')).headers['content-encoding']).toBe('br');
    rmSync(path.join(first.dir, 'main.js.br'));
    rmSync(path.join(first.dir, 'main.js.gz'));
    const res = await first.get('/main.js').set('Accept-Encoding', 'br').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe('console.log(1)');
  });
  it('when the path climbs out of the folder, then nothing is served from outside', async () => {
    await app().get('/..%2F..%2Fetc%2Fpasswd').set('Accept-Encoding', 'br').expect(404);
  });
});
