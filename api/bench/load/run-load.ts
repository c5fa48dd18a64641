// `npm run bench:load`: load against the production build of the API (api/dist/main.js) on SQLite, and
// on PostgreSQL when DATABASE_URL names one or a local server answers. Prints figures; asserts nothing.
import { cpus } from 'node:os';
import path from 'node:path';
import { createScratchDatabase, isPostgresReachable } from '../../src/lib/scratch-postgres';
import { createAgents, nextMessage, type Agent } from './agents';
import { closedLoopGet, messagesWithPacing, messagesWithoutPause, warmUp, type Latencies, type Throughput } from './drivers';
import { commitLatency } from './commit-latency';
import { timedPost } from './http-client';
import { startApi, startBareExpress } from './servers';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const AGENTS = 200;
const PACED_SECONDS = Number(process.env.BENCH_PACED_SECONDS ?? 20);
const ONE_AGENT_MESSAGES = 1000;
const ONE_AGENT_WARM_UP = 200;

const ms = (v: number) => `${v.toFixed(v < 10 ? 2 : 0)} ms`;
const verdict = (ok: boolean) => (ok ? 'meets target' : 'MISSES target');
const failed = (l: Latencies) => `errors ${l.errors}${l.errors ? ` (${Object.entries(l.failures).map(([status, n]) => `${n}× ${status === '0' ? 'connection' : status}`).join(', ')})` : ''}`;

async function runOn(label: string, databaseUrl: string | undefined, port: number): Promise<void> {
  const api = await startApi(port, databaseUrl);
  const bare = await startBareExpress();
  try {
    const dbUrl = databaseUrl ?? `file:${path.join(api.dataDir, 'app.db')}`;
    const agents = await createAgents(api.url, dbUrl, AGENTS, 4);
    // The one agent of the sequential run gets enough sessions of its own to keep conversations short
    // (ten messages each, warm-up included: wrapping around would measure longer conversations).
    const [solo] = await createAgents(api.url, dbUrl, 1, Math.ceil((ONE_AGENT_WARM_UP + ONE_AGENT_MESSAGES) / 10) + 2);
    const [first] = agents;
    const rows: string[] = [];
    const row = (...cells: string[]) => rows.push(`| ${cells.join(' | ')} |`);

    const reference = await closedLoopGet(`${bare.url}/json`, SECONDS, 100);
    const share = (t: Throughput) => `${Math.round((t.rps / reference.rps) * 100)} %`;
    const readRow = (name: string, t: Throughput, target: boolean) =>
      row(name, `${Math.round(t.rps)} req/s (${share(t)} of bare), p50 ${ms(t.p50)}, p99 ${ms(t.p99)}, errors ${t.errors}`, target ? verdict(t.rps >= reference.rps * 0.5 && t.errors === 0) : '');
    row('bare Express 5 JSON route (same run)', `${Math.round(reference.rps)} req/s, p50 ${ms(reference.p50)}, p99 ${ms(reference.p99)}`, 'reference');
    readRow('`GET /api/health`', await closedLoopGet(`${api.url}/api/health`, SECONDS, 100), false);
    readRow('`GET /api/auth/user` (bearer)', await closedLoopGet(`${api.url}/api/auth/user`, SECONDS, 100, first.token), true);
    readRow('`GET /api/users/:id/sessions`', await closedLoopGet(`${api.url}/api/users/${first.userId}/sessions`, SECONDS, 100, first.token), true);

    if (databaseUrl) {
      const commit = await commitLatency(databaseUrl);
      row('one-row INSERT committed by the bare database (same run)', `p50 ${ms(commit.p50)}, p99 ${ms(commit.p99)}`, 'reference: the disk under each stored message');
    }
    const one = await oneAgent(api.url, solo);
    row('`POST /api/messages`, 1 agent', `p50 ${ms(one.p50)}, p99 ${ms(one.p99)} (${one.count} messages), ${failed(one)}`, verdict(one.p50 <= 3 && one.errors === 0));
    await warmUp(api.url, agents);
    const burst = await messagesWithoutPause(api.url, agents, SECONDS * 2);
    row(`\`POST /api/messages\`, ${AGENTS} agents without pause`, `${Math.round(burst.count / burst.seconds)} msg/s, p50 ${ms(burst.p50)}, p99 ${ms(burst.p99)} (${(burst.p99 / burst.p50).toFixed(1)}x), max ${ms(burst.max)}, ${failed(burst)}`, verdict(burst.p99 <= 4 * burst.p50 && burst.errors === 0));
    const paced = await messagesWithPacing(api.url, agents, PACED_SECONDS);
    row(`\`POST /api/messages\`, ${AGENTS} agents, a message every 3-5 s`, `${Math.round(paced.count / paced.seconds)} msg/s, p50 ${ms(paced.p50)}, p99 ${ms(paced.p99)}, max ${ms(paced.max)}, ${failed(paced)}`, verdict(paced.p99 < 100 && paced.errors === 0));

    console.log(`\n### ${label}\n\n| route | figure | target |\n|---|---|---|\n${rows.join('\n')}\n`);
  } finally {
    await bare.stop();
    await api.stop();
  }
}

/** One agent, one message at a time, after a warm-up of the same. */
async function oneAgent(apiUrl: string, agent: Agent): Promise<Latencies> {
  const times: number[] = [];
  const failures: Record<number, number> = {};
  for (let i = 0; i < ONE_AGENT_WARM_UP + ONE_AGENT_MESSAGES; i++) {
    const r = await timedPost(`${apiUrl}/api/messages`, nextMessage(agent), agent.token);
    if (i < ONE_AGENT_WARM_UP) continue;
    times.push(r.ms);
    if (r.status !== 201) failures[r.status] = (failures[r.status] ?? 0) + 1;
  }
  times.sort((a, b) => a - b);
  const errors = Object.values(failures).reduce((a, b) => a + b, 0);
  return { count: times.length, seconds: 0, p50: times[Math.floor(times.length / 2)], p99: times[Math.floor(times.length * 0.99)], max: times.at(-1)!, errors, failures };
}

async function main(): Promise<void> {
  console.log(`bench:load ${new Date().toISOString()} · Node ${process.version} · ${cpus().length} cores (${cpus()[0]?.model.trim()}) · load generator on the same machine`);
  console.log(`closed loop ${SECONDS} s per read route at 100 connections; messages: ${AGENTS} agents, ${ONE_AGENT_MESSAGES} sequential for one agent, ${PACED_SECONDS} s paced`);
  await runOn('SQLite', undefined, 3790);
  const pgUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
  if (pgUrl) {
    await runOn('PostgreSQL (DATABASE_URL)', pgUrl, 3791);
  } else if (await isPostgresReachable()) {
    const scratch = await createScratchDatabase('bench_load');
    try {
      await runOn('PostgreSQL (scratch database on the local server)', scratch.url, 3791);
    } finally {
      await scratch.drop();
    }
  } else {
    console.log('PostgreSQL: skipped (no DATABASE_URL and no server on 127.0.0.1:5432)');
  }
}

await main();
