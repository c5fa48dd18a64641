import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, errorHandler, notFoundHandler } from './errors';
import { createLogger } from './logger';

function appThatThrows(err: unknown) {
  const app = express();
  app.use(express.json());
  app.post('/boom', () => {
    throw err;
  });
  app.use(notFoundHandler);
  app.use(errorHandler(createLogger('silent')));
  return supertest(app);
}

describe('error middleware', () => {
  it('when a service throws AppError, then the status and a translated JSON message come back', async () => {
    const res = await appThatThrows(new AppError('forbidden', 403)).post('/boom').expect(403);
    expect(res.body).toMatchObject({ error: 'forbidden', message: 'You are not allowed to do this' });
    // What the apps show (spec 000 §8): "<status>: <body text>".
    expect(`${res.status}: ${res.text}`).toMatch(/^403: \{"error":"forbidden"/);
  });
  it('when the client asks in Russian, then the message is Russian', async () => {
    const res = await appThatThrows(new AppError('forbidden', 403)).post('/boom').set('Accept-Language', 'ru').expect(403);
    expect(res.body.message).toBe('У вас нет прав на это действие');
  });
  it('when zod rejects input, then 400 lists the fields with their messages', async () => {
    const parse = () => z.object({ email: z.string().email('validation.email') }).parse({ email: 'x' });
    let err: unknown;
    try {
      parse();
    } catch (e) {
      err = e;
    }
    const res = await appThatThrows(err).post('/boom').expect(400);
    expect(res.body.fields).toEqual([{ path: 'email', message: 'Enter a valid email address' }]);
  });
  it('when the JSON body is malformed, then 400 and not 500', async () => {
    const res = await appThatThrows(new Error('unused')).post('/boom').set('Content-Type', 'application/json').send('{bad').expect(400);
    expect(res.body.error).toBe('validation');
  });
  it('when the body is larger than the limit, then 413 says it is too large, in English and Russian', async () => {
    const app = express();
    app.use(express.json({ limit: '1kb' }));
    app.use(errorHandler(createLogger('silent')));
    const body = JSON.stringify({ content: 'x'.repeat(2048) });
    const en = await supertest(app).post('/boom').set('Content-Type', 'application/json').send(body).expect(413);
    expect(en.body.message).toBe('The request is too large. Send less text or a smaller file.');
    const ru = await supertest(app).post('/boom').set('Content-Type', 'application/json').set('Accept-Language', 'ru').send(body).expect(413);
    expect(ru.body.message).toBe('Запрос слишком большой. Отправьте меньше текста или файл поменьше.');
  });
  it('when a write lost a race to a deletion or a deadlock, then 404 or 409 in the user\'s language, not 500', async () => {
    const gone = await appThatThrows(Object.assign(new Error('Record to update not found.'), { code: 'P2025' })).post('/boom').expect(404);
    expect(gone.body).toEqual({ error: 'notFound', message: 'Not found' });
    const deadlock = await appThatThrows(Object.assign(new Error('deadlock'), { code: 'P2034' })).post('/boom').set('Accept-Language', 'ru').expect(409);
    expect(deadlock.body).toEqual({ error: 'conflict', message: 'Кто-то изменил это в ту же секунду. Попробуйте ещё раз.' });
  });
  it('when something unexpected throws, then 500 with a generic message and no stack', async () => {
    const res = await appThatThrows(new Error('secret detail')).post('/boom').expect(500);
    expect(res.body).toEqual({ error: 'generic', message: 'Something went wrong. Please try again.' });
  });
  it('when the route does not exist, then 404 JSON', async () => {
    const res = await appThatThrows(null).get('/missing').expect(404);
    expect(res.body.error).toBe('notFound');
  });
});
