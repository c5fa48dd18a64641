import { Router } from 'express';
import { z } from 'zod';
import { chatMessageBodySchema as sendBody, chatSessionCreateBodySchema as createBody, chatSessionPatchBodySchema as patchBody } from '@app/contracts/chat';
import { requireAuth } from '../../lib/auth/authenticate';
import { authed } from '../../lib/auth/guards';
import { sendCachedJson } from '../../lib/cached-json';
import { requestLanguage, translate } from '../../lib/i18n';
import type { Logger } from '../../lib/logger';
import type { RateLimiter, UserLimit } from '../../lib/rate-limit';
import type { ChatMessagesService } from './chat-messages.service';
import type { ChatService } from './chat.service';
import { openSse } from './reply-sse';
import { parseId } from '../../lib/params';

const streamQuery = z.object({ stream: z.enum(['1', 'true']).optional() });


export interface ChatLimits {
  limiter: RateLimiter;
  messages: UserLimit;
  sessions: UserLimit;
}

export function chatRoutes(sessions: ChatService, messages: ChatMessagesService, logger: Logger, limits: ChatLimits) {
  const router = Router();
  // Each new session costs an AI opening line and each message an AI reply: per user, not per address.
  const sessionLimit = limits.limiter.perUser('chat-sessions', limits.sessions, { messageKey: 'chat:errors.tooManySessions' });
  const messageLimit = limits.limiter.perUser('chat-messages', limits.messages, { messageKey: 'chat:errors.tooManyMessages' });

  router.post('/api/sessions', requireAuth, sessionLimit, authed(async (req, res) => {
    res.status(201).json(await sessions.create(req.auth, createBody.parse(req.body ?? {}), requestLanguage(req)));
  }));

  router.get('/api/sessions/:id', authed(async (req, res) => {
    res.json(await sessions.get(req.auth, parseId(req), requestLanguage(req)));
  }));

  router.get('/api/sessions/:id/messages', authed(async (req, res) => {
    res.json(await messages.list(req.auth, parseId(req)));
  }));

  router.patch('/api/sessions/:id', authed(async (req, res) => {
    const sessionId = parseId(req);
    patchBody.parse(req.body ?? {});
    res.json(await sessions.complete(req.auth, sessionId));
  }));

  router.get('/api/users/:id/sessions', authed(async (req, res) => {
    sendCachedJson(req, res, await sessions.listForUser(req.auth, parseId(req), requestLanguage(req)));
  }));

  router.post('/api/messages', requireAuth, messageLimit, authed(async (req, res) => {
    const body = sendBody.parse(req.body ?? {});
    const { stream } = streamQuery.parse(req.query);
    const prepared = await messages.prepare(req.auth, body);
    if (!stream) {
      res.status(201).json(await prepared.run());
      return;
    }
    const sse = openSse(res);
    try {
      const sent = await prepared.run({ delta: (text) => sse.send({ event: 'delta', data: { text } }), reset: () => sse.send({ event: 'reset', data: {} }) });
      sse.send({ event: 'done', data: sent });
    } catch (err) {
      logger.error({ err, sessionId: body.sessionId }, 'streamed chat reply failed');
      sse.send({ event: 'error', data: { message: translate(requestLanguage(req), 'errors.generic') } });
    } finally {
      sse.end();
    }
  }));

  return router;
}
