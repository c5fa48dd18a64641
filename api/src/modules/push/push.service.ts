import webpush from 'web-push';
import type { PushSubscriptionBody } from '@app/contracts/push';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { PushRepository, StoredSubscription } from './push.repository';
import type { VapidKeys } from './vapid-keys';
import { isAllowedPushEndpoint, resolvesPublicly, type HostLookup } from './push-endpoint';

/** What the service worker receives and shows (shell/src/sw/push-handlers.ts). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export interface PushSender {
  sendToUser(userId: number, payload: PushPayload): Promise<number>;
}

interface Options {
  keys: VapidKeys;
  subject: string;
  /** Local testing only (PUSH_ALLOW_HTTP): plain http and local hosts are accepted. */
  allowHttp: boolean;
  logger: Logger;
  /** DNS for the check right before sending; the system resolver unless a test gives one. */
  lookup?: HostLookup;
}

class PushRejected extends Error {
  constructor(readonly status: number) {
    super(`push service answered ${status}`);
  }
}

export function createPushService(repo: PushRepository, { keys, subject, allowHttp, logger, lookup }: Options) {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };

  // web-push encrypts and signs (RFC 8291, VAPID); we send ourselves so a plain-http test push service works too.
  async function deliver(sub: StoredSubscription, body: string) {
    // Stored before the rules were strict, or a public name now pointing inside: never connect.
    if (!allowHttp && (!isAllowedPushEndpoint(sub.endpoint, false) || !(await resolvesPublicly(sub.endpoint, lookup)))) throw new PushRejected(410);
    const request = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, body, {
      vapidDetails,
      TTL: 24 * 60 * 60,
    });
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new PushRejected(res.status);
  }

  return {
    publicKey: () => keys.publicKey,

    async subscribe(userId: number, body: PushSubscriptionBody) {
      if (!isAllowedPushEndpoint(body.endpoint, allowHttp)) throw new AppError('validation', 400, 'settings:notifications.endpointRefused');
      // An endpoint is one browser profile: another user's is never taken over (the app then re-subscribes for a fresh one).
      const saved = await repo.save(userId, { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth });
      if (!saved) throw new AppError('conflict', 409, 'settings:notifications.endpointTaken');
    },

    unsubscribe: async (userId: number, endpoint: string) => {
      await repo.remove(userId, endpoint);
    },

    status: async (userId: number) => ({ subscriptions: await repo.countForUser(userId) }),

    /** Sends to every device of the user; gone subscriptions (404/410) are forgotten. Never throws. */
    async sendToUser(userId: number, payload: PushPayload): Promise<number> {
      const subs = await repo.listForUser(userId);
      const results = await Promise.all(
        subs.map(async (sub) => {
          try {
            await deliver(sub, JSON.stringify(payload));
            return true;
          } catch (err) {
            const status = err instanceof PushRejected ? err.status : undefined;
            if (status === 404 || status === 410) await repo.removeEndpoint(sub.endpoint);
            else logger.warn({ err, status }, 'web push failed');
            return false;
          }
        }),
      );
      return results.filter(Boolean).length;
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
