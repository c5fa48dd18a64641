import { Router } from 'express';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth/authenticate';
import { requestLanguage, translate } from '../../lib/i18n';
import type { RemindersService } from './reminders.service';

const SKILLS = ['confidence', 'clarity', 'persuasion', 'rapport'] as const;
const body = z.object({
  dueAt: z.coerce.date({ error: 'validation.required' }),
  skill: z.enum(SKILLS).optional(),
});

export function remindersRoutes(reminders: RemindersService) {
  const router = Router();

  router.post('/api/practice-reminders', requireAuth, async (req, res) => {
    const input = body.parse(req.body ?? {});
    const lang = requestLanguage(req);
    // Stored already translated: the notification is read in the language the user chose it in.
    const focus = input.skill ? translate(lang, 'voice:reminder.focus', { skill: translate(lang, `voice:call.metrics.${input.skill}`) }) : '';
    res.status(201).json(await reminders.schedule(req.auth!.userId, { dueAt: input.dueAt, focus }));
  });

  router.get('/api/practice-reminders', requireAuth, async (req, res) => {
    res.json(await reminders.upcoming(req.auth!.userId));
  });

  return router;
}
