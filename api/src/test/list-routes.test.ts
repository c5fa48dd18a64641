import express, { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { listRoutes } from './list-routes';

describe('listRoutes', () => {
  it('when routes sit on the app, in routers and under mount paths, then each method and full path is listed', () => {
    const app = express();
    app.use(express.json());
    app.get('/top', (_req, res) => void res.end());
    const inner = Router();
    inner.route('/items/:id').get((_req, res) => void res.end()).delete((_req, res) => void res.end());
    const outer = Router();
    outer.use('/v1', inner);
    outer.post('/things', (_req, res) => void res.end());
    app.use('/api', outer);
    app.use(Router().patch('/flat', (_req, res) => void res.end()));
    expect(listRoutes(app)).toEqual([
      { method: 'GET', path: '/top' },
      { method: 'GET', path: '/api/v1/items/:id' },
      { method: 'DELETE', path: '/api/v1/items/:id' },
      { method: 'POST', path: '/api/things' },
      { method: 'PATCH', path: '/flat' },
    ]);
  });
});
