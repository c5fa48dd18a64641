import { Router } from 'express';
import { z } from 'zod';
import { authed } from '../../lib/auth/guards';
import { requestLanguage } from '../../lib/i18n';
import { REMINDER_SKILLS } from './reminder-focus';
import type { RemindersService } from './reminders.service';

const body = z.object({
  dueAt: z.coerce.date({ error: 'validation.required' }),
  skill: z.enum(REMINDER_SKILLS).optional(),
});

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
