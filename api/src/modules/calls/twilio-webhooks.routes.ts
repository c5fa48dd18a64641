import express, { Router, type RequestHandler } from 'express';
import { AppError } from '../../lib/errors';
import { connectStreamTwiml, isTwilioSignatureValid } from '../../integrations/telephony/twilio-telephony';
import type { CallsService } from './calls.service';

export const MEDIA_STREAM_PATH = '/api/twilio/media-stream';

/**
 * Twilio's callbacks: the TwiML it fetches when the agent answers, and call status changes. Both
 * are verified with Twilio's request signature over PUBLIC_URL + path and the form fields.
 */
export function twilioWebhookRoutes(calls: CallsService, { authToken, publicUrl }: { authToken: string; publicUrl: string }) {
  const router = Router();
  const base = publicUrl.replace(/\/$/, '');
  const signed: RequestHandler = (req, _res, next) => {
    const ok = isTwilioSignatureValid(authToken, req.header('x-twilio-signature'), `${base}${req.originalUrl}`, (req.body ?? {}) as Record<string, unknown>);
    next(ok ? undefined : new AppError('forbidden', 403));
  };
  const form = express.urlencoded({ extended: false, limit: '64kb' });

  router.post('/api/twilio/twiml', form, signed, (req, res) => {
    const callSid = String((req.body as Record<string, unknown>).CallSid ?? '');
    const streamUrl = `${base.replace(/^http/, 'ws')}${MEDIA_STREAM_PATH}`;
    res.type('text/xml').send(connectStreamTwiml(streamUrl, callSid));
  });

  router.post('/api/twilio/status', form, signed, async (req, res) => {
    const body = req.body as Record<string, unknown>;
    await calls.providerStatus(String(body.CallSid ?? ''), String(body.CallStatus ?? ''));
    res.status(204).end();
  });

  return router;
}
