import express, { Router } from 'express';
import { requireAuth } from '../../lib/auth/authenticate';
import { AppError } from '../../lib/errors';
import { requestLanguage } from '../../lib/i18n';
import type { Transcriber } from '../../integrations/telephony/speech-to-text';

export const MAX_AUDIO_BYTES = 10 * 1024 * 1024;
const AUDIO_TYPES = ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/webm', 'audio/ogg', 'audio/mpeg'];

/** POST /api/transcribe: a recording as the raw body (audio/wav ...), answered as {transcript}. */
export function transcribeRoutes(transcribe: Transcriber | undefined) {
  const router = Router();
  const raw = express.raw({ type: () => true, limit: MAX_AUDIO_BYTES });
  router.post('/api/transcribe', requireAuth, (req, _res, next) => {
    const type = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (!AUDIO_TYPES.includes(type)) return next(new AppError('validation', 415, 'voice:errors.audioType'));
    if (Number(req.headers['content-length'] ?? 0) > MAX_AUDIO_BYTES) return next(new AppError('validation', 413, 'voice:errors.audioTooLarge'));
    next();
  }, raw, async (req, res) => {
    // Without a configured service the page keeps the typed transcript; this says so plainly.
    if (!transcribe) throw new AppError('generic', 503, 'voice:errors.transcriptionUnavailable');
    const audio: unknown = req.body;
    if (!Buffer.isBuffer(audio) || audio.length < 64) throw new AppError('validation', 400, 'voice:errors.audioEmpty');
    const type = String(req.headers['content-type']).split(';')[0].trim().toLowerCase();
    try {
      res.json({ transcript: await transcribe(audio, type, requestLanguage(req)) });
    } catch {
      throw new AppError('generic', 502, 'voice:errors.transcriptionFailed');
    }
  });
  return router;
}
