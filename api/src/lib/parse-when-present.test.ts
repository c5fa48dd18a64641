import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import cookieParser from 'cookie-parser';
import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { hasBody, hasCookies, whenPresent } from './parse-when-present';

function echoApp() {
  let parsed = 0;
  const app = express();
  app.use(whenPresent(hasBody, (req, res, next) => (parsed++, express.json()(req, res, next))));
  app.use(whenPresent(hasCookies, cookieParser()));
  app.all('/echo', (req, res) => void res.json({ body: req.body ?? null, cookies: req.cookies ?? null, parsed }));
  return app;
}

describe('parsers only where there is something to parse', () => {
  it('when a request has a JSON body or cookies, then both are parsed as before', async () => {
    const res = await supertest(echoApp()).post('/echo').set('Cookie', 'session=abc; lang=ru').send({ content: 'Hello' }).expect(200);
    expect(res.body).toEqual({ body: { content: 'Hello' }, cookies: { session: 'abc', lang: 'ru' }, parsed: 1 });
  });

  it('when a JSON body comes in chunks without a length, then it is parsed too', async () => {
    const server = echoApp().listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const req = http.request({ port: (server.address() as AddressInfo).port, host: '127.0.0.1', path: '/echo', method: 'POST', headers: { 'content-type': 'application/json' } });
      req.write('{"content":');
      req.end('"chunked"}');
      const [res] = (await once(req, 'response')) as [http.IncomingMessage];
      let text = '';
      for await (const chunk of res) text += chunk;
      expect(JSON.parse(text).body).toEqual({ content: 'chunked' });
    } finally {
      server.close();
    }
  });

  it('when a body is empty but announced, then the JSON parser still answers for it; a malformed one is a 400', async () => {
    const app = echoApp();
    expect((await supertest(app).post('/echo').set('Content-Type', 'application/json').set('Content-Length', '0').expect(200)).body.body).toEqual({});
    await supertest(app).post('/echo').set('Content-Type', 'application/json').send('{"content":').expect(400);
  });

  it('when a GET carries neither, then neither parser runs', async () => {
    const res = await supertest(echoApp()).get('/echo').expect(200);
    expect(res.body).toEqual({ body: null, cookies: null, parsed: 0 });
  });
});
