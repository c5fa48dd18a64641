import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from '../lib/database-url';
import { removeProductionBundle, startApiProcess, type ApiProcess } from './api-process';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database';

const AGENT = { email: 'agent@demo.estate-coach.app', password: 'practice-agent-2026' };
const WRITERS = 4;

let api: ApiProcess | undefined;
let database: TestDatabase | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-crash-'));
afterAll(async () => {
  await api?.kill();
  removeProductionBundle();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(base: string, method: string, route: string, token?: string, body?: unknown) {
  const res = await fetch(base + route, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> };
}

describe(`the API killed with SIGKILL during message writes (${testDatabaseKind})`, () => {
  it('when it restarts, then every acknowledged message is stored and the database is intact', async () => {
    database = await createTestDatabase(dataDir);
    // The writers are one user sending far past a person's pace: the per-user message limit (tested on
    // its own) would answer 429 until its minute passes, and the test would wait for it.
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, CHAT_MESSAGES_PER_MINUTE: '100000' };
    api = await startApiProcess(env);
    const login = await call(api.url, 'POST', '/api/auth/login', undefined, AGENT);
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    const sessions: number[] = [];
    for (let i = 0; i < WRITERS; i++) {
      const created = await call(api.url, 'POST', '/api/sessions', token, { scenarioId: 'property-inquiry', personality: 'S', difficulty: 'easy' });
      expect(created.status).toBe(201);
      sessions.push(created.body.id as number);
    }

    // Writers send without pause; the kill lands while several requests are in flight.
    const acknowledged: { sessionId: number; content: string }[] = [];
    let stop = false;
    const base = api.url;
    const writers = sessions.map(async (sessionId, w) => {
      for (let n = 0; !stop; n++) {
        const content = `Writer ${w} message ${n}: the garden is fenced, shall we book a viewing on Saturday?`;
        try {
          const res = await call(base, 'POST', '/api/messages', token, { sessionId, content, isAgent: true });
          if (res.status === 201) acknowledged.push({ sessionId, content });
        } catch {
          return; // the connection died with the process: this one was never acknowledged
        }
      }
    });
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 10));
    await api.kill();
    stop = true;
    await Promise.all(writers);

    if (testDatabaseKind === 'sqlite') {
      const file = parseDatabaseUrl(database.url);
      const sqlite = new Database(file.kind === 'sqlite' ? file.filePath : '');
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      sqlite.close();
    }

    api = await startApiProcess(env);
    const stored = new Set<string>();
    for (const sessionId of sessions) {
      const res = await call(api.url, 'GET', `/api/sessions/${sessionId}/messages`, token);
      expect(res.status).toBe(200);
      const list = (Array.isArray(res.body) ? res.body : (res.body.messages ?? res.body.items)) as { content: string; isAgent: boolean }[];
      for (const m of list) stored.add(`${sessionId}|${m.content}`);
      // An exchange is written in one transaction: the crash never leaves a message without its reply.
      const orphans = list.filter((m, i) => m.isAgent && list[i + 1]?.isAgent !== false);
      expect(orphans, `session ${sessionId} has agent messages without a reply`).toEqual([]);
    }
    const lost = acknowledged.filter((a) => !stored.has(`${a.sessionId}|${a.content}`));
    expect(lost, 'acknowledged but not stored after the crash').toEqual([]);

    // The restarted API still takes writes on the same sessions.
    const after = await call(api.url, 'POST', '/api/messages', token, { sessionId: sessions[0], content: 'After the restart: still here?', isAgent: true });
    expect(after.status).toBe(201);
  }, 180_000);
});
