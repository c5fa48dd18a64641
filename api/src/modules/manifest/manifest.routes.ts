import { Router } from 'express';
import { buildManifest } from './manifest.service';

/** `managesTeam`: team managers get the admin remote too (its Teams area is theirs; the shell shows them only that). */
export function manifestRoutes(src: Parameters<typeof buildManifest>[0], managesTeam: (userId: number) => Promise<boolean> = async () => false) {
  const router = Router();
  router.get('/mfe-manifest.json', async (req, res) => {
    res.set('Cache-Control', 'no-cache');
    const admin = req.auth?.role === 'admin' || (req.auth ? await managesTeam(req.auth.userId) : false);
    res.json(buildManifest(src, admin));
  });
  return router;
}
