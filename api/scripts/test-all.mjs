// The API suite on SQLite, then the same suite on PostgreSQL when a server answers; says plainly what it skipped.
import { spawnSync } from 'node:child_process';
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

const run = (label, env) => {
  console.log(`\n=== API tests on ${label} ===`);
  const { status } = spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
  return status ?? 1;
};

const postgres = await answers(pgUrl.hostname, pgUrl.port || 5432);
const redis = await answers(redisUrl.hostname, redisUrl.port || 6379);
const skipped = [];
if (!redis) skipped.push(`the Redis suites (rate limits, call events and jobs across instances): nothing answers at ${redisUrl.host}`);

let failed = run('SQLite', { TEST_DATABASE: 'sqlite' }) !== 0;
if (postgres) failed = run('PostgreSQL', { TEST_DATABASE: 'postgresql' }) !== 0 || failed;
else skipped.push(`the whole API suite on PostgreSQL: nothing answers at ${pgUrl.host} (start it, or set SCRATCH_POSTGRES_URL)`);

if (skipped.length) console.warn(`\nSKIPPED:\n${skipped.map((s) => `  - ${s}`).join('\n')}\n`);
process.exit(failed ? 1 : 0);
