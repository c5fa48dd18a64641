import { Router } from 'express';
import { z } from 'zod';
import { callSidSchema, callTurnBodySchema as turnBody, endCallBodySchema as endBody, startCallBodySchema as startBody } from '@app/contracts/voice';
import { authed } from '../../lib/auth/guards';
import { requestLanguage } from '../../lib/i18n';
import type { CallsService } from './calls.service';

const sidParams = z.object({ callSid: callSidSchema });

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
