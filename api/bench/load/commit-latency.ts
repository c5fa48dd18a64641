import pg from 'pg';

const pause = () => new Promise((r) => setTimeout(r, 1));

/**
 * PostgreSQL's own time to commit one small row, one at a time with a short pause between (as one
 * agent's messages come): the floor under every stored message, which moves with the machine's disk.
 */
export async function commitLatency(databaseUrl: string, count = 300): Promise<{ p50: number; p99: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('CREATE TABLE IF NOT EXISTS bench_commit_probe (id serial PRIMARY KEY, body text NOT NULL)');
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      await pause();
      const started = performance.now();
      await client.query('INSERT INTO bench_commit_probe (body) VALUES ($1)', ['a line of a practice conversation']);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { p50: times[Math.floor(count / 2)], p99: times[Math.floor(count * 0.99)] };
  } finally {
    await client.query('DROP TABLE IF EXISTS bench_commit_probe').catch(() => undefined);
    await client.end();
  }
}
