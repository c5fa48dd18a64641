import { Router } from 'express';
import { buildManifest } from './manifest.service';

export function manifestRoutes(src: Parameters<typeof buildManifest>[0]) {
  const router = Router();
  router.get('/mfe-manifest.json', (req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json(buildManifest(src, req.auth?.role === 'admin'));
  });
  return router;
}
