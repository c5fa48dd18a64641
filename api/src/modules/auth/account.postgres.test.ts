import { describe, expect, it } from 'vitest';
import { isPostgresReachable, withScratchDatabase } from '../../lib/scratch-postgres';
import { createTestApp } from '../../test/test-app';
import { userOwnedModels } from '../../test/user-owned-models';

const reachable = await isPostgresReachable();

// The cascades are in each database's own migration SQL: check PostgreSQL's as well as SQLite's.
describe.skipIf(!reachable)('delete my account on PostgreSQL', () => {
  it('when the account is deleted, then no row of the user is left in any user-owned table', async () => {
    await withScratchDatabase('signup_delete', async (url) => {
      const t = await createTestApp({ DATABASE_URL: url });
      try {
        const body = { name: 'Pat Green', username: 'patgreen', email: 'pat@example.com', password: 'open-house-2026' };
        const token = (await t.request.post('/api/auth/register').send(body).expect(201)).body.token as string;
        const auth = { Authorization: `Bearer ${token}` };
        const session = (await t.request.post('/api/sessions').set(auth).send({ scenarioId: 'property-inquiry', personality: 'C', difficulty: 'hard' }).expect(201)).body;
        await t.request.post('/api/messages').set(auth).send({ sessionId: session.id, content: 'The service charge is fixed for two years.' }).expect(201);
        await t.request.post('/api/auth/forgot-password').send({ email: body.email }).expect(200);
        const user = await t.server.db.user.findUniqueOrThrow({ where: { email: body.email } });
        await t.request.delete('/api/auth/account').set(auth).send({ password: body.password }).expect(204);
        const db = t.server.db as unknown as Record<string, { count(args: object): Promise<number> }>;
        for (const m of userOwnedModels()) {
          expect(await db[m.model[0]!.toLowerCase() + m.model.slice(1)]!.count({ where: m.where(user.id) }), m.model).toBe(0);
        }
        await t.request.get('/api/auth/user').set(auth).expect(401);
      } finally {
        await t.close();
      }
    });
  });
});
