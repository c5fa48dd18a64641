import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes } from './list-routes';
import { createTestApp, type TestAccount, type TestApp } from './test-app';

/**
 * Who may call each API route. Every route the app registers must be listed here: a new route
 * fails this test until someone decides its access.
 * - public: anybody; user: any signed-in user;
 * - self-or-admin: the path's :id is a user id; only that user or an admin (403 for others);
 * - admin: admins only (403 for everybody else).
 * - team: the team's managers (or members, for its leaderboard) and admins; everybody else 403
 *   (the walk's team id exists for nobody; modules/teams/teams-access.routes.test.ts walks real teams).
 */
type Access = 'public' | 'user' | 'self-or-admin' | 'admin' | 'team';

const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /mfe-manifest.json': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/register': 'public',
  'GET /api/auth/verify-email': 'public',
  'POST /api/auth/resend-verification': 'public',
  'GET /api/auth/user': 'user',
  'POST /api/auth/refresh': 'user',
  'POST /api/auth/logout': 'user',
  'PATCH /api/auth/profile': 'user',
  'POST /api/auth/password': 'user',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /api/auth/account/export': 'user',
  'DELETE /api/auth/account': 'user',
  'GET /api/user/:id': 'self-or-admin',
  'GET /api/users/:id/daily-challenge': 'self-or-admin',
  'GET /api/users/:id/activity': 'self-or-admin',
  'GET /api/users/:id/achievements': 'self-or-admin',
  'GET /api/users/:id/gamification': 'self-or-admin',
  'GET /api/coaching-phrases': 'user',
  'POST /api/disc-assessments': 'user',
  'GET /api/users/:id/disc-assessments': 'self-or-admin',
  'POST /api/analyze-disc': 'user',
  // Saved phrases belong to the caller; the module's tests check that others' are untouchable.
  'GET /api/saved-phrases': 'user',
  'POST /api/saved-phrases': 'user',
  'DELETE /api/saved-phrases/:id': 'user',
  'POST /api/coaching-phrases': 'admin',
  'PUT /api/coaching-phrases/:id': 'admin',
  'DELETE /api/coaching-phrases/:id': 'admin',
  'GET /api/challenges': 'user',
  // Knowledge base and training upload (admin writes are announced as admin.write).
  'GET /api/scenarios': 'admin',
  'POST /api/scenarios': 'admin',
  'PUT /api/scenarios/:id': 'admin',
  'DELETE /api/scenarios/:id': 'admin',
  'GET /api/knowledge-base/analytics': 'admin',
  'POST /api/ai-training/upload-json': 'admin',
  'GET /api/ai-training/recordings': 'admin',
  // Chat sessions and messages belong to their owner; the chat module's tests check ownership
  // (this walk calls them with an id nobody has, so it checks the sign-in requirement).
  'POST /api/sessions': 'user',
  'GET /api/sessions/:id': 'user',
  'GET /api/sessions/:id/messages': 'user',
  'PATCH /api/sessions/:id': 'user',
  // Scorecards: any user reads a scenario's card; a session's card is its owner's or an admin's (scorecards.routes.test).
  'GET /api/scenarios/:scenarioId/scorecard': 'user',
  'GET /api/sessions/:id/scorecard': 'user',
  // Medals are the user's own (or an admin's view); a pasted conversation is scored for any user (scorecards.routes.test).
  'GET /api/users/:id/medals': 'self-or-admin',
  'POST /api/scorecards/score-transcript': 'user',
  'POST /api/messages': 'user',
  'GET /api/users/:id/sessions': 'self-or-admin',
  'GET /api/notifications': 'user',
  'POST /api/notifications/read-all': 'user',
  'POST /api/notifications/clear-all': 'user',
  'POST /api/notifications/:id/dismiss': 'user',
  'GET /api/push/public-key': 'public',
  'GET /api/push/subscriptions': 'user',
  'POST /api/push/subscriptions': 'user',
  'POST /api/push/subscriptions/remove': 'user',
  // Quizzes: an attempt belongs to the token's user (quiz.routes.test.ts checks ownership).
  'GET /api/quiz/categories': 'user',
  'GET /api/quiz/:category/questions': 'user',
  'POST /api/quiz/evaluate': 'user',
  'GET /api/user/:id/quiz-stats': 'self-or-admin',
  'GET /api/admin/quiz-questions': 'admin',
  'POST /api/admin/quiz-questions': 'admin',
  'PUT /api/admin/quiz-questions/:id': 'admin',
  'DELETE /api/admin/quiz-questions/:id': 'admin',
  'PATCH /api/admin/quiz-questions/:id/toggle': 'admin',
  'GET /api/admin/quiz-results/:id': 'admin',
  // Admin user management and the audit log (users-admin.routes.test.ts checks the last-admin rules).
  'GET /api/admin/users': 'admin',
  'PUT /api/admin/users/:id': 'admin',
  'DELETE /api/admin/users/:id': 'admin',
  'GET /api/admin/audit-log': 'admin',
  // Voice attempts and calls belong to their owner (the voice and calls modules' tests check it).
  'POST /api/analyze-voice': 'user',
  'GET /api/voice-attempts': 'user',
  'POST /api/transcribe': 'user',
  'POST /api/twilio/start-call': 'user',
  'POST /api/twilio/end-call': 'user',
  'POST /api/calls/:callSid/turns': 'user',
  'GET /api/call-transcript/:callSid': 'user',
  'GET /api/call-score/:callSid': 'user',
  'GET /api/calls/last-number': 'user',
  'GET /api/call-insights': 'user',
  'POST /api/practice-reminders': 'user',
  'GET /api/practice-reminders': 'user',
  // Teams and assignments (issue 25): admins manage teams; a team's managers its assignments and dashboard.
  'GET /api/teams': 'user',
  'POST /api/teams': 'admin',
  'GET /api/teams/:id': 'team',
  'PATCH /api/teams/:id': 'admin',
  'DELETE /api/teams/:id': 'admin',
  'POST /api/teams/:id/members': 'admin',
  'DELETE /api/teams/:id/members/:userId': 'admin',
  'GET /api/teams/:id/dashboard': 'team',
  'GET /api/teams/:id/dashboard.csv': 'team',
  'GET /api/teams/:id/members/:userId/activity': 'team',
  'GET /api/teams/:id/leaderboard': 'team',
  'GET /api/assignments': 'user',
  'GET /api/assignment-targets': 'user',
  'GET /api/teams/:id/assignments': 'team',
  'POST /api/teams/:id/assignments': 'team',
  'PUT /api/teams/:id/assignments/:assignmentId': 'team',
  'DELETE /api/teams/:id/assignments/:assignmentId': 'team',
};

type Persona = 'anonymous' | 'user' | 'another user' | 'admin';
const PERSONAS: Persona[] = ['anonymous', 'user', 'another user', 'admin'];

function allowed(access: Access, persona: Persona): boolean {
  if (access === 'public' || persona === 'admin') return true;
  if (persona === 'anonymous') return false;
  if (access === 'user') return true;
  if (access === 'self-or-admin') return persona === 'user';
  return false;
}

let t: TestApp;
let subject: TestAccount;
let other: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  [subject, other] = await Promise.all([t.createUser(), t.createUser()]);
});
afterAll(() => t.close());

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

// User-id parameters point at the subject (so "another user" is refused); others at an id nobody
// has, so an allowed caller gets 404/400 rather than changing real data.
function concretePath(path: string, access: Access): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => (access === 'self-or-admin' && /^(id|userId)$/.test(name) ? String(subject.id) : '999999'));
}

async function call(method: string, path: string, persona: Persona) {
  const account = { anonymous: undefined, user: subject, 'another user': other, admin: t.admin }[persona];
  let req = t.request[method.toLowerCase() as 'get'](path).set('Accept-Language', 'en');
  // A fresh session per call: logout or a password change must not spoil the next check.
  if (account) req = req.set('Authorization', `Bearer ${await t.sessionToken(account.id)}`);
  return method === 'GET' || method === 'DELETE' ? req : req.send({});
}

describe('authorization matrix', () => {
  it('when the routes are read from the router, then each one has a declared access and none is stale', () => {
    const routes = listRoutes(t.server.app).map(key);
    expect(routes.filter((r) => !(r in ACCESS)), 'routes missing from ACCESS: decide who may call them').toEqual([]);
    expect(Object.keys(ACCESS).filter((r) => !routes.includes(r)), 'ACCESS lists routes that no longer exist').toEqual([]);
  });

  it('when every route is called as anonymous, user, another user and admin, then exactly the declared ones get through', async () => {
    const failures: string[] = [];
    for (const route of listRoutes(t.server.app)) {
      const access = ACCESS[key(route)];
      if (!access) continue; // reported by the test above
      const path = concretePath(route.path, access);
      for (const persona of PERSONAS) {
        const res = await call(route.method, path, persona);
        const expectAllowed = allowed(access, persona);
        const expectedDenial = persona === 'anonymous' ? 401 : 403;
        const ok = expectAllowed ? res.status !== 401 && res.status !== 403 : res.status === expectedDenial;
        if (!ok) failures.push(`${route.method} ${path} as ${persona}: ${res.status}, expected ${expectAllowed ? 'allowed' : expectedDenial}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000); // about 600 requests: a loaded 2-core machine needs more than the 30 s default
});
