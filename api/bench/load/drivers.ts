import autocannon from 'autocannon';
import { nextMessage, type Agent } from './agents';
import { timedPost } from './http-client';

export interface Throughput {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Closed loop: `connections` clients, each sending its next request as soon as the last one answered. */
export async function closedLoopGet(url: string, seconds: number, connections: number, token?: string): Promise<Throughput> {
  const result = await autocannon({ url, connections, duration: seconds, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

export interface Latencies {
  count: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  /** Failed answers by status (0: the connection failed). */
  failures: Record<number, number>;
}

function summarize(times: number[], failures: Record<number, number>, seconds: number): Latencies {
  const errors = Object.values(failures).reduce((a, b) => a + b, 0);
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { count: sorted.length, seconds, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? NaN, errors, failures };
}

async function send(apiUrl: string, agent: Agent, times: number[], failures: Record<number, number>): Promise<void> {
  const { status, ms } = await timedPost(`${apiUrl}/api/messages`, nextMessage(agent), agent.token);
  times.push(ms);
  if (status !== 201) failures[status] = (failures[status] ?? 0) + 1;
}

/**
 * Every agent sends one message, all at once, and waits for its answer: each then holds an open
 * connection, as a browser (or a proxy in front of the API) does, before a measured run starts.
 * Opening 200 connections in the first second of a run measures something else: while the server
 * is saturated by the connections it has, it accepts about one new connection per event-loop turn
 * (the listen queue held 136, then 110, 90, 73 connections over the run), so late agents waited the
 * whole run while the API answered every request it had read within 25 ms.
 */
export async function warmUp(apiUrl: string, agents: Agent[]): Promise<void> {
  await Promise.all(agents.map((agent) => timedPost(`${apiUrl}/api/messages`, nextMessage(agent), agent.token)));
}

/** Every agent sends its next message the moment the previous reply arrives, for `seconds`. */
export async function messagesWithoutPause(apiUrl: string, agents: Agent[], seconds: number): Promise<Latencies> {
  const times: number[] = [];
  const failures: Record<number, number> = {};
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(agents.map(async (agent) => {
    while (performance.now() < until) await send(apiUrl, agent, times, failures);
  }));
  return summarize(times, failures, (performance.now() - started) / 1000);
}

/** Open loop: each agent sends a message every 3-5 s (a person typing), whatever the server's pace. */
export async function messagesWithPacing(apiUrl: string, agents: Agent[], seconds: number): Promise<Latencies> {
  const times: number[] = [];
  const failures: Record<number, number> = {};
  const until = performance.now() + seconds * 1000;
  const pause = () => new Promise((r) => setTimeout(r, 3000 + Math.random() * 2000));
  await Promise.all(agents.map(async (agent) => {
    await new Promise((r) => setTimeout(r, Math.random() * 4000));
    const inFlight: Promise<void>[] = [];
    while (performance.now() < until) {
      inFlight.push(send(apiUrl, agent, times, failures));
      await pause();
    }
    await Promise.all(inFlight);
  }));
  return summarize(times, failures, seconds);
}
