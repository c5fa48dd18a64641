import { Router } from 'express';
import { z } from 'zod';
import { MAX_TRANSCRIPT_LENGTH } from '@app/contracts/voice';
import { authed } from '../../lib/auth/guards';
import { requestLanguage } from '../../lib/i18n';
import type { CallsService } from './calls.service';

// The spec sends {phoneNumber, scenario, agentNumber}; agentNumber was a placeholder and is ignored.
const startBody = z.object({
  phoneNumber: z.string({ error: 'voice:errors.phoneRequired' }).trim().min(1, 'voice:errors.phoneRequired').max(40, 'voice:errors.phoneInvalid'),
  scenario: z.string({ error: 'voice:errors.scenarioRequired' }).min(1, 'voice:errors.scenarioRequired').max(100),
  agentNumber: z.unknown().optional(),
});
const callSid = z.string().regex(/^[A-Za-z0-9]{10,64}$/, 'voice:errors.callNotFound');
const endBody = z.object({ callSid });
const sidParams = z.object({ callSid });
const turnBody = z.object({ text: z.string().trim().min(1, 'validation.required').max(MAX_TRANSCRIPT_LENGTH, 'validation.tooLong') });

export function callsRoutes(calls: CallsService) {
  const router = Router();

  router.post('/api/twilio/start-call', authed(async (req, res) => {
    res.status(201).json(await calls.start(req.auth, startBody.parse(req.body ?? {}), requestLanguage(req)));
  }));

  router.post('/api/twilio/end-call', authed(async (req, res) => {
    res.json(await calls.end(req.auth, endBody.parse(req.body ?? {}).callSid));
  }));

  router.post('/api/calls/:callSid/turns', authed(async (req, res) => {
    const { callSid: sid } = sidParams.parse(req.params);
    res.status(201).json(await calls.turn(req.auth, sid, turnBody.parse(req.body ?? {}).text));
  }));

  router.get('/api/call-transcript/:callSid', authed(async (req, res) => {
    res.json(await calls.transcript(req.auth, sidParams.parse(req.params).callSid));
  }));

  router.get('/api/call-score/:callSid', authed(async (req, res) => {
    res.json(await calls.score(req.auth, sidParams.parse(req.params).callSid, requestLanguage(req)));
  }));

  router.get('/api/call-insights', authed(async (req, res) => {
    res.json(await calls.insights(req.auth, requestLanguage(req)));
  }));

  return router;
}
