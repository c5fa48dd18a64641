import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../errors';
import { createLogger } from '../logger';
import type { AuthContext } from './authenticate';
import { adminOnly, authed, verifiedOnly } from './guards';

function app(auth: AuthContext | undefined) {
  const a = express();
  a.use((req, _res, next) => ((req.auth = auth), next()));
  a.get('/any', authed((req, res) => res.json({ userId: req.auth.userId })));
  a.get('/admin', adminOnly(async (req, res) => res.json({ userId: req.auth.userId })));
  a.get('/verified', verifiedOnly((req, res) => res.json({ userId: req.auth.userId })));
  a.use(errorHandler(createLogger('silent')));
  return a;
}
const user: AuthContext = { userId: 7, role: 'user', sessionId: 's', emailVerified: false };
const admin: AuthContext = { userId: 42, role: 'admin', sessionId: 't', emailVerified: true };

describe('route guards', () => {
  it('answer 401 without a caller on every guard', async () => {
    for (const path of ['/any', '/admin', '/verified']) expect((await request(app(undefined)).get(path)).status).toBe(401);
  });
  it('hand the handler the caller', async () => {
    expect((await request(app(user)).get('/any')).body).toEqual({ userId: 7 });
    expect((await request(app(admin)).get('/admin')).body).toEqual({ userId: 42 });
    expect((await request(app(admin)).get('/verified')).body).toEqual({ userId: 42 });
  });
  it('answer 403 to a user on an admin route and to an unverified user where mail is sent', async () => {
    expect((await request(app(user)).get('/admin')).status).toBe(403);
    expect((await request(app(user)).get('/verified')).status).toBe(403);
  });
});
