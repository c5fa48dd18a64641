import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { Config } from './config';
import { AppError } from './errors';
import { isRecord } from './is-record';
import type { Logger } from './logger';
import { createRateLimitStores } from './rate-limit-store';

type LimitConfig = Pick<Config, 'REDIS_URL' | 'RATE_LIMIT_WINDOW_MINUTES' | 'RATE_LIMIT_PER_IP' | 'RATE_LIMIT_PER_EMAIL'>;

export interface LimitOptions {
  /** Count only answers of 400 and above: a sign-in that succeeds does not use up attempts. */
  countOnlyFailures?: boolean;
  /** The 429's message key (default `errors.rateLimited`). */
  messageKey?: string;
  /** Requests per window instead of the configured one (a higher ceiling beside a finer-grained limit). */
  limit?: number;
}

export interface UserLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  readonly kind: 'memory' | 'redis';
  /** RATE_LIMIT_PER_IP requests per window from one address (an IPv6 /56 counts as one). */
  perIp(name: string, options?: LimitOptions): RequestHandler;
  /** RATE_LIMIT_PER_EMAIL requests per window for one subject (an e-mail, a user); skipped without one. */
  perSubject(name: string, subjectOf: (req: Request) => string | undefined, options?: LimitOptions): RequestHandler;
  /** `limit` requests per `windowMs` for one signed-in user (after requireAuth): chat replies, session creation. */
  perUser(name: string, rate: UserLimit, options?: LimitOptions): RequestHandler;
  close(): Promise<void>;
}

/** The e-mail of a JSON body with the caller's address: one guesser's failures, not the account's. */
export function bodyEmailAndIp(req: Request): string | undefined {
  const email = bodyEmail(req);
  return email === undefined ? undefined : `${email}|${ipKeyGenerator(req.ip ?? 'unknown')}`;
}

/** The e-mail of a JSON body, normalised as the services store it. */
export function bodyEmail(req: Request): string | undefined {
  const email = isRecord(req.body) ? req.body.email : undefined;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

// Counters are keyed by a digest so Redis never holds people's e-mail addresses.
const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

/**
 * express-rate-limit with the standard RateLimit / RateLimit-Policy headers (draft 8, one named
 * policy per limiter, so an IP limit and an e-mail limit on one route both show), a translated
 * 429 through the one error middleware, and Redis counters when REDIS_URL is set.
 */
export function createRateLimiter(config: LimitConfig, logger: Logger, prefix = 'rl:'): RateLimiter {
  const stores = createRateLimitStores(config.REDIS_URL, prefix, logger);
  const windowMs = config.RATE_LIMIT_WINDOW_MINUTES * 60_000;
  const limiter = (name: string, limit: number, key: (req: Request) => string | undefined, options: LimitOptions = {}, window = windowMs) =>
    rateLimit({
      windowMs: window,
      limit,
      identifier: name,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      store: stores.create(name),
      skipSuccessfulRequests: options.countOnlyFailures ?? false,
      // Redis trouble must not lock everybody out of signing in: count nothing and let it through.
      passOnStoreError: true,
      keyGenerator: (req) => key(req) ?? '',
      skip: (req) => key(req) === undefined,
      handler: (_req, _res, next) => next(new AppError('rateLimited', 429, options.messageKey)),
      logger: { error: (err, msg) => logger.warn({ err }, msg), warn: (err, msg) => logger.warn({ err }, msg) },
    });
  return {
    kind: stores.kind,
    perIp: (name, options) => limiter(`${name}-ip`, options?.limit ?? config.RATE_LIMIT_PER_IP, (req) => ipKeyGenerator(req.ip ?? 'unknown'), options),
    perSubject: (name, subjectOf, options) =>
      limiter(`${name}-subject`, options?.limit ?? config.RATE_LIMIT_PER_EMAIL, (req) => {
        const subject = subjectOf(req);
        return subject === undefined ? undefined : digest(subject);
      }, options),
    perUser: (name, rate, options) =>
      limiter(`${name}-user`, rate.limit, (req) => (req.auth ? String(req.auth.userId) : undefined), options, rate.windowMs),
    close: stores.close,
  };
}
