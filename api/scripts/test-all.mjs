// The API suite on SQLite and, when a server answers, the same suite on PostgreSQL, both at once (vitest
// runs one file at a time on a 2-core machine, so two suites keep both cores busy); says plainly what it skipped.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import net from 'node:net';

const args = process.argv.slice(2);
const pgUrl = new URL(process.env.SCRATCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const redisUrl = new URL(process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');

const answers = (host, port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host, port: Number(port), timeout: 2000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

/** One suite in its own process; its lines carry the database's name, since two suites print at once. */
const run = (label, env) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${label}] ${line}`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });

const postgres = await answers(pgUrl.hostname, pgUrl.port || 5432);
const redis = await answers(redisUrl.hostname, redisUrl.port || 6379);
const skipped = [];
if (!redis) skipped.push(`the Redis suites (rate limits, call events and jobs across instances): nothing answers at ${redisUrl.host}`);

if (!postgres) skipped.push(`the whole API suite on PostgreSQL: nothing answers at ${pgUrl.host} (start it, or set SCRATCH_POSTGRES_URL)`);
const codes = await Promise.all([
  run('SQLite', { TEST_DATABASE: 'sqlite' }),
  ...(postgres ? [run('PostgreSQL', { TEST_DATABASE: 'postgresql' })] : []),
]);
const failed = codes.some((code) => code !== 0);

if (skipped.length) console.warn(`\nSKIPPED:\n${skipped.map((s) => `  - ${s}`).join('\n')}\n`);
process.exit(failed ? 1 : 0);
