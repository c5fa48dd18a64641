import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes, type RouteEntry } from './list-routes';
import { createTestApp, type TestApp } from './test-app';
import { FIELD_NAMES, hostileJsonText, hostilePathSegment } from './hostile-payloads';

/**
 * Random and hostile bodies (wrong types, huge strings, deep JSON, unicode, prototype-pollution keys,
 * SQL and HTML fragments) posted to every write route the router has, as an admin so access is not
 * what stops them. No answer may be a 5xx; a refusal is a 4xx with a readable message and stores
 * nothing. A new route is covered the day it is added.
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 15);
const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Twilio's callbacks answer 403 to anything unsigned before reading it; they are tested with signatures elsewhere.
const isWrite = (r: RouteEntry) => WRITE.has(r.method);

let t: TestApp;
let routes: RouteEntry[];
beforeAll(async () => {
  t = await createTestApp();
  routes = listRoutes(t.server.app).filter(isWrite);
});
afterAll(() => t.close());

/** Rows per table, except sign-in sessions (every request here brings its own). */
async function rowCounts(): Promise<Record<string, number>> {
  const db = t.server.db as unknown as Record<string, { count(): Promise<number> }>;
  const models = ['user', 'emailVerificationToken', 'challenge', 'notification', 'pushSubscription', 'dailyChallengePick', 'chatSession',
    'chatMessage', 'userAchievement', 'quizQuestion', 'coachingPhrase', 'quizAttempt', 'progressActivity', 'discAssessment',
    'savedPhrase', 'voiceAttempt', 'call', 'callTranscriptEntry', 'practiceReminder'];
  const counts = await Promise.all(models.map((m) => db[m]!.count()));
  return Object.fromEntries(models.map((m, i) => [m, counts[i]!]));
}

// A lone surrogate cannot be percent-encoded (URIError); a client could not send it either.
const encode = (segment: string) => {
  try {
    return encodeURIComponent(segment);
  } catch {
    return '%ED%A0%80';
  }
};
const concrete = (path: string, segment: () => string) => path.replace(/:(\w+)/g, () => encode(segment()));

async function send(route: RouteEntry, path: string, body: string, contentType = 'application/json') {
  const token = await t.sessionToken(t.admin.id);
  const method = route.method.toLowerCase() as 'post';
  return t.request[method](path).set('Authorization', `Bearer ${token}`).set('Accept-Language', 'en').set('Content-Type', contentType).send(body);
}

/** Statuses seen per route, to prove the bodies got past routing and sign-in into validation. */
const seen = new Map<string, Set<number>>();

function check(route: RouteEntry, path: string, res: { status: number; body: unknown }, before: Record<string, number>, after: Record<string, number>) {
  const key = `${route.method} ${route.path}`;
  seen.set(key, (seen.get(key) ?? new Set()).add(res.status));
  const label = `${route.method} ${path}`;
  expect(res.status, `${label} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 400) {
    const message = (res.body as { message?: unknown } | undefined)?.message;
    expect(typeof message === 'string' && message.length > 0, `${label}: a ${res.status} without a message`).toBe(true);
    expect(after, `${label}: refused with ${res.status} but stored something`).toEqual(before);
  }
}

describe('hostile input on every write route', () => {
  it('when the router is walked, then it has write routes to attack (the walk itself works)', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/messages');
  });

  it('when random and hostile JSON bodies and path segments arrive, then no route answers 5xx and a refusal stores nothing', async () => {
    for (const route of routes) {
      // Counted once per route and again only after a write went through: half the queries of before/after each time.
      let baseline = await rowCounts();
      await fc.assert(
        fc.asyncProperty(hostileJsonText(FIELD_NAMES), fc.array(hostilePathSegment(), { minLength: 3, maxLength: 3 }), async (body, segments) => {
          let i = 0;
          const path = concrete(route.path, () => segments[i++ % segments.length]!);
          const res = await send(route, path, body);
          const after = await rowCounts();
          check(route, path, res, baseline, after);
          baseline = after;
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    }
    // Most routes must have answered a 400 (validation) at least once, or the bodies never reached their checks.
    const validated = [...seen].filter(([, statuses]) => statuses.has(400)).map(([key]) => key);
    expect(validated.length / routes.length).toBeGreaterThan(0.6);
  }, 600_000);

  it('when the body is malformed JSON, too large, or not JSON at all, then every write route answers 4xx with a message', async () => {
    const huge = JSON.stringify({ content: 'x'.repeat(1_100_000) });
    const cases: [string, string][] = [['{"content": "unterminated', 'application/json'], [huge, 'application/json'],
      ['<script>alert(1)</script>', 'text/html'], ['content=1&content=2', 'application/x-www-form-urlencoded']];
    for (const route of routes) {
      const path = concrete(route.path, () => '1');
      for (const [body, type] of cases) {
        const before = await rowCounts();
        const res = await send(route, path, body, type);
        check(route, path, res, before, await rowCounts());
      }
    }
  }, 600_000);
});
