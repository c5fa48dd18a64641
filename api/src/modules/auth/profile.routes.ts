import { Router, type RequestHandler } from 'express';
import { changePasswordRequestSchema, leaderboardSettingSchema, updateProfileRequestSchema } from '@app/contracts/auth';
import { requireAuth } from '../../lib/auth/authenticate';
import { authed } from '../../lib/auth/guards';
import { requestLanguage, translate } from '../../lib/i18n';
import { isRecord } from '../../lib/is-record';
import type { ProfileService } from './profile.service';

export function profileRoutes(service: ProfileService, opts: { passwordLimits: RequestHandler[] }) {
  const router = Router();

  router.patch('/api/auth/profile', authed(async (req, res) => {
    // Only the leaderboard setting (the progress screen's switch), or the profile form's fields.
    const raw: unknown = req.body ?? {};
    const profileForm = isRecord(raw) && ('name' in raw || 'username' in raw);
    const body = profileForm ? updateProfileRequestSchema.parse(raw) : leaderboardSettingSchema.parse(raw);
    res.json(await service.updateProfile(req.auth.userId, body));
  }));

  router.post('/api/auth/password', requireAuth, ...opts.passwordLimits, authed(async (req, res) => {
    const body = changePasswordRequestSchema.parse(req.body);
    await service.changePassword(req.auth.userId, req.auth.sessionId, body);
    res.json({ message: translate(requestLanguage(req), 'auth:server.passwordChanged') });
  }));

  return router;
}
