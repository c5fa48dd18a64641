import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tokenResponseSchema } from '@app/contracts/auth';
import supertest from 'supertest';
import { createMailer } from '../integrations/mail/create-mailer';
import type { Mailer } from '../integrations/mail/mailer';
import { readOutbox } from '../integrations/mail/outbox-reader';
import type { OutboxEntry } from '../integrations/mail/outbox-mailer';
import { loadSigningSecret } from '../lib/auth/secret';
import { signToken } from '../lib/auth/tokens';
import { loadConfig } from '../lib/config';
import { createLogger } from '../lib/logger';
import { migrate } from '../lib/migrations';
import { createTestDatabase } from './test-database';
import { hashPassword } from '../lib/password';
import { seedDatabase } from '../app/seed';
import { createServer, type ServerDeps } from '../server';

export interface TestAccount {
  id: number;
  name: string;
  email: string;
  password: string;
  role: 'user' | 'admin';
}

export type TestAppDeps = Pick<ServerDeps, 'rateLimitPrefix' | 'mailer' | 'logger' | 'redisNamespace'> & {
  /** Another test app's database: several API instances on one database (it stays the owner's to drop). */
  databaseUrl?: string;
};

/**
 * A real server on a fresh database (a SQLite file, or a PostgreSQL database with
 * TEST_DATABASE=postgresql), seeded with the demo accounts. Rate limits are generous unless a test
 * sets them: suites sign in many times from one address.
 */
export async function createTestApp(env: Record<string, string> = {}, { databaseUrl, ...deps }: TestAppDeps = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-api-'));
  const database = databaseUrl ? { url: databaseUrl, drop: async () => undefined } : await createTestDatabase(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SERVE_APPS: 'false',
    DATABASE_URL: database.url,
    RATE_LIMIT_PER_IP: '10000',
    RATE_LIMIT_PER_EMAIL: '10000',
    CHAT_MESSAGES_PER_MINUTE: '10000',
    CHAT_SESSIONS_PER_MINUTE: '10000',
    SCORE_TRANSCRIPTS_PER_MINUTE: '10000',
    ...env,
  });
  // A test that names its own DATABASE_URL migrates it here; the fresh one already is.
  if (config.DATABASE_URL !== database.url) await migrate(config.DATABASE_URL);
  // Mail leaves after the answer; counting the sends in flight lets a test wait until every one has landed.
  const sending = new Set<Promise<void>>();
  const logger = deps.logger ?? createLogger(config.LOG_LEVEL);
  const mailer = deps.mailer ?? createMailer(config, logger);
  const trackedMailer: Mailer = {
    kind: mailer.kind,
    send(message) {
      const sent = mailer.send(message);
      sending.add(sent);
      void sent.catch(() => undefined).finally(() => sending.delete(sent));
      return sent;
    },
    close: () => mailer.close(),
  };
  const server = createServer(config, { ...deps, logger, mailer: trackedMailer });
  const seeded = await seedDatabase(server.db);
  const secret = loadSigningSecret(config.JWT_SECRET, config.DATA_DIR);
  const idOf = async (email: string) => (await server.db.user.findUniqueOrThrow({ where: { email } })).id;
  const withId = async (a: Omit<TestAccount, 'id'>): Promise<TestAccount> => ({ ...a, id: await idOf(a.email) });
  const [agent, admin] = await Promise.all(['user', 'admin'].map((role) => withId(seeded.accounts.find((a) => a.role === role)!)));
  let created = 0;

  return {
    server,
    config,
    dataDir,
    secret,
    request: supertest(server.app),
    agent: agent!,
    admin: admin!,

    /** Signs in through the API, as the apps do. */
    async tokenFor(account: { email: string; password: string }) {
      const res = await supertest(server.app).post('/api/auth/login').send(account).expect(200);
      return tokenResponseSchema.parse(res.body).token;
    },

    /** A valid token for a new session, without the cost of a password check. */
    async sessionToken(userId: number, ttlMs = 3_600_000) {
      const expiresAt = new Date(Date.now() + ttlMs);
      const session = await server.db.authSession.create({ data: { userId, expiresAt } });
      return signToken(secret, { userId, sessionId: session.id }, expiresAt);
    },

    /** Another verified account, for "someone else" in access tests. */
    async createUser(role: 'user' | 'admin' = 'user', verified = true): Promise<TestAccount> {
      created += 1;
      const email = `person${created}-${Date.now()}@example.com`;
      const password = `correct-horse-${created}`;
      const user = await server.db.user.create({
        data: {
          name: `Person ${created}`,
          username: `person${created}_${Date.now()}`,
          email,
          passwordHash: await hashPassword(password),
          role,
          emailVerifiedAt: verified ? new Date() : null,
        },
      });
      return { id: user.id, name: user.name, email, password, role };
    },

    outbox: () => readOutbox(dataDir),

    /** Waits until every mail the app has started sending is delivered (or failed): "no mail was sent" can then be checked. */
    async mailSettled() {
      while (sending.size) await Promise.allSettled([...sending]);
    },

    /** Mail leaves after the answer (see registration.service), so tests wait for it. */
    async waitForMail(to: string, subject: RegExp, timeoutMs = 5000): Promise<OutboxEntry> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = (await readOutbox(dataDir)).filter((m) => m.to === to && subject.test(m.subject)).at(-1);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no mail to ${to} matching ${subject}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },

    async close() {
      await server.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The token inside a verification link from a mail. */
export function linkToken(mail: OutboxEntry): string {
  const url = new URL(mail.actionUrl ?? '');
  return url.searchParams.get('token') ?? '';
}
