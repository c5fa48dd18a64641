import { Router } from 'express';
import { practiceReminderBodySchema as body } from '@app/contracts/reminders';
import { authed } from '../../lib/auth/guards';
import { requestLanguage } from '../../lib/i18n';
import type { RemindersService } from './reminders.service';

export function remindersRoutes(reminders: RemindersService) {
  const router = Router();

  router.post('/api/practice-reminders', authed(async (req, res) => {
    const input = body.parse(req.body ?? {});
    res.status(201).json(await reminders.schedule(req.auth.userId, { dueAt: input.dueAt, skill: input.skill }, requestLanguage(req)));
  }));

  router.get('/api/practice-reminders', authed(async (req, res) => {
    res.json(await reminders.upcoming(req.auth.userId, requestLanguage(req)));
  }));

  return router;
}
