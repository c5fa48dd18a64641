import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { sendCachedJson } from './cached-json';

const value = { id: 7, name: 'Дом у моря', tags: ['sea', 'view'] };

function app() {
  const a = express();
  a.get('/plain', (_req, res) => void res.json(value));
  a.get('/cached', (req, res) => sendCachedJson(req, res, value));
  return supertest(a);
}

describe('sendCachedJson', () => {
  it('when a value is sent, then the body, type and ETag are what res.json gives', async () => {
    const [plain, cached] = await Promise.all([app().get('/plain').expect(200), app().get('/cached').expect(200)]);
    expect(cached.text).toBe(plain.text);
    expect(cached.headers['content-type']).toBe(plain.headers['content-type']);
    expect(cached.headers.etag).toBe(plain.headers.etag);
  });

  it('when the client already has it, then the answer is 304 without a body', async () => {
    const first = await app().get('/cached').expect(200);
    const again = await app().get('/cached').set('If-None-Match', first.headers.etag).expect(304);
    expect(again.text).toBe('');
  });

  it('when the same object is sent again, then its text is reused (cached values are never changed)', async () => {
    const server = app();
    const first = await server.get('/cached');
    value.tags.push('changed in place');
    const second = await server.get('/cached');
    value.tags.pop();
    expect(second.text).toBe(first.text);
  });
});
