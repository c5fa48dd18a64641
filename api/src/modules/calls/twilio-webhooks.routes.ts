import express, { Router, type Request, type RequestHandler } from 'express';
import { AppError } from '../../lib/errors';
import { isRecord } from '../../lib/is-record';
import { connectStreamTwiml, isTwilioSignatureValid } from '../../integrations/telephony/twilio-telephony';
import type { CallsService } from './calls.service';

export const MEDIA_STREAM_PATH = '/api/twilio/media-stream';

/** The form fields Twilio posted (none without a form body). */
const formOf = (req: Request): Record<string, unknown> => (isRecord(req.body) ? req.body : {});

/**
 * Twilio's callbacks: the TwiML it fetches when the agent answers, and call status changes. Both
 * are verified with Twilio's request signature over PUBLIC_URL + path and the form fields.
 */
export function twilioWebhookRoutes(calls: CallsService, { authToken, publicUrl }: { authToken: string; publicUrl: string }) {
  const router = Router();
  const base = publicUrl.replace(/\/$/, '');
  const signed: RequestHandler = (req, _res, next) => {
    const ok = isTwilioSignatureValid(authToken, req.header('x-twilio-signature'), `${base}${req.originalUrl}`, formOf(req));
    next(ok ? undefined : new AppError('forbidden', 403));
  };
  const form = express.urlencoded({ extended: false, limit: '64kb' });

  router.post('/api/twilio/twiml', form, signed, (req, res) => {
    const callSid = String(formOf(req).CallSid ?? '');
    const streamUrl = `${base.replace(/^http/, 'ws')}${MEDIA_STREAM_PATH}`;
    res.type('text/xml').send(connectStreamTwiml(streamUrl, callSid));
  });

  router.post('/api/twilio/status', form, signed, async (req, res) => {
    const body = formOf(req);
    await calls.providerStatus(String(body.CallSid ?? ''), String(body.CallStatus ?? ''));
    res.status(204).end();
  });

  return router;
}
