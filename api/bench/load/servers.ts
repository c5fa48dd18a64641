import { fork, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiBundle = path.resolve(here, '../../dist/main.js');

export interface Running {
  url: string;
  dataDir: string;
  pid?: number;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not become ready`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/** The production build of the API (compiled JavaScript), on a fresh data folder, logging at info as in production. */
export async function startApi(port: number, databaseUrl?: string): Promise<Running> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-load-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? `file:${path.join(dataDir, 'app.db')}`,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    SERVE_APPS: 'false',
    AI_PROVIDER: 'embedded',
    TELEPHONY_PROVIDER: 'simulated',
    // The bench logs 200 agents in from one address.
    RATE_LIMIT_PER_IP: '1000000',
    RATE_LIMIT_PER_EMAIL: '1000000',
    RATE_LIMIT_PER_ACCOUNT: '1000000',
    // Agents here send without pause, far past a person's pace; the limiter still runs on every message.
    CHAT_MESSAGES_PER_MINUTE: '1000000',
    CHAT_SESSIONS_PER_MINUTE: '1000000',
  };
  // stdout is a pipe that is drained, as under a process manager; the logs themselves are discarded.
  const child = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS?.split(' ') ?? []), apiBundle], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  // The welcome line comes once the demo content is in: agents created while it is being seeded
  // would race its transactions for SQLite's write lock.
  const started = new Promise<void>((resolve) => {
    let seen = '';
    const watch = (chunk: Buffer) => {
      // Kept short between chunks, but read whole first: the welcome with its demo logins is one long chunk.
      seen += chunk.toString();
      if (!seen.includes('Estate Coach is running at')) {
        seen = seen.slice(-200);
        return;
      }
      child.stdout!.off('data', watch);
      resolve();
    };
    child.stdout!.on('data', watch);
  });
  child.stdout!.resume();
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/ready`, child);
  await started;
  return { url, dataDir, pid: child.pid, stop: async () => { await stopChild(child); rmSync(dataDir, { recursive: true, force: true }); } };
}

export async function startBareExpress(): Promise<Running> {
  const child = fork(path.join(here, 'bare-express.mjs'), { stdio: 'inherit' });
  const [{ port }] = (await once(child, 'message')) as [{ port: number }];
  return { url: `http://127.0.0.1:${port}`, dataDir: '', pid: child.pid, stop: () => stopChild(child) };
}
