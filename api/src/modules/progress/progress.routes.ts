import { Router, type RequestHandler } from 'express';
import { authed } from '../../lib/auth/guards';
import { requestLanguage } from '../../lib/i18n';
import { isTimeZone } from './progress-rules';
import type { ProgressService } from './progress.service';
import { parseId } from '../../lib/params';

export function progressRoutes(service: ProgressService) {
  const router = Router();
  router.get('/api/users/:id/gamification', authed(async (req, res) => {
    res.json(await service.gamification(req.auth, parseId(req), requestLanguage(req)));
  }));
  return router;
}

/**
 * The apps send the browser's IANA time zone in `X-Time-Zone`; a signed-in user's stored zone
 * follows it (day streaks count their own days). An unknown zone is ignored, never stored.
 */
export function timeZoneTracker(store: { setTimeZone(userId: number, zone: string): Promise<void> }): RequestHandler {
  const known = new Map<number, string>();
  return (req, _res, next) => {
    const zone = req.headers['x-time-zone'];
    if (!req.auth || !isTimeZone(zone) || known.get(req.auth.userId) === zone) return next();
    const userId = req.auth.userId;
    store.setTimeZone(userId, zone).then(() => {
      if (known.size > 10_000) known.clear();
      known.set(userId, zone);
      next();
    }, next);
  };
}
