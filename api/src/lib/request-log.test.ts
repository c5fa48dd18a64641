import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { requestLog } from './request-log';

function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({ write(chunk, _enc, done) { lines.push(JSON.parse(String(chunk))); done(); } });
  const app = express();
  app.use(requestLog(pino({ level: 'info' }, sink)));
  app.get('/api/thing', (_req, res) => void res.status(202).json({ ok: true }));
  app.get('/page', (_req, res) => void res.send('page'));
  return { app, lines };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids and request log', () => {
  it('when a request comes without an id, then a UUID is given, echoed as X-Request-Id and logged with method, url, status and time only', async () => {
    const { app, lines } = appWithLog();
    const res = await supertest(app).get('/api/thing?x=1').set('Authorization', 'Bearer secret-token').set('Cookie', 'session=abc');
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(lines).toHaveLength(1);
    const { time, pid, hostname, level, msg, ...entry } = lines[0];
    expect([typeof time, typeof pid, typeof hostname, level, msg]).toEqual(['number', 'number', 'string', 30, 'request']);
    expect(Object.keys(entry).sort()).toEqual(['method', 'ms', 'reqId', 'status', 'url']);
    expect(entry).toMatchObject({ reqId: res.headers['x-request-id'], method: 'GET', url: '/api/thing?x=1', status: 202 });
    expect(JSON.stringify(lines)).not.toMatch(/secret-token|session=abc/);
  });

  it('when a proxy sends a sane X-Request-Id, then that id is kept; an odd one is replaced', async () => {
    const { app, lines } = appWithLog();
    const kept = await supertest(app).get('/api/thing').set('X-Request-Id', 'lb-1234.abc');
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc');
    const replaced = await supertest(app).get('/api/thing').set('X-Request-Id', 'x'.repeat(200));
    expect(replaced.headers['x-request-id']).toMatch(UUID);
    const injected = await supertest(app).get('/api/thing').set('X-Request-Id', 'a b"}{');
    expect(injected.headers['x-request-id']).toMatch(UUID);
    expect(lines.map((l) => l.reqId)).toEqual(['lb-1234.abc', replaced.headers['x-request-id'], injected.headers['x-request-id']]);
  });

  it('when a page (not /api) is served, then it has an id but no log line', async () => {
    const { app, lines } = appWithLog();
    const res = await supertest(app).get('/page');
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(lines).toHaveLength(0);
  });
});
