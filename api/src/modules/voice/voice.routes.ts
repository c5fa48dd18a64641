import { Router } from 'express';
import { z } from 'zod';
import { analyzeVoiceBodySchema } from '@app/contracts/voice';
import { authed } from '../../lib/auth/guards';
import { requestLanguage } from '../../lib/i18n';
import type { VoiceService } from './voice.service';

const listQuery = z.object({ scenario: z.string().max(100).optional() });

export function voiceRoutes(voice: VoiceService) {
  const router = Router();

  router.post('/api/analyze-voice', authed(async (req, res) => {
    res.json(await voice.analyze(req.auth, analyzeVoiceBodySchema.parse(req.body ?? {}), requestLanguage(req)));
  }));

  router.get('/api/voice-attempts', authed(async (req, res) => {
    res.json(await voice.list(req.auth, listQuery.parse(req.query).scenario));
  }));

  return router;
}
