// The blocking time of a Lighthouse run recomputed from the main thread's own CPU time. Lighthouse
// simulates a 4x slower phone from each task's wall-clock length; on a 2-core machine shared with
// the browser's other processes, the API and Lighthouse itself, a task's wall-clock length also
// holds the time the thread waited for a core, and that waiting varies from run to run (the same
// build reads 300 or 900 ms). A task's thread time (`tdur`) is the page's own work: this sums, over
// the page's main-thread tasks after its first paint, what 4x that time exceeds 50 ms by. Printed
// beside Lighthouse's figure, to tell the page's work from the machine's moment; it is not a bar.
const SLOWDOWN = 4;

export function cpuBlockingMs(trace) {
  const events = trace?.traceEvents ?? [];
  const mainThreads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let main;
  let busiest = -1;
  for (const thread of mainThreads) {
    const busy = events.reduce((sum, e) => (e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask' ? sum + (e.dur ?? 0) : sum), 0);
    if (busy > busiest) [main, busiest] = [thread, busy];
  }
  if (!main) return undefined;
  const paint = events.filter((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid).map((e) => e.ts).sort((a, b) => a - b)[0];
  if (paint === undefined) return undefined;
  return Math.round(
    events
      .filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X' && e.ts >= paint && e.tdur !== undefined)
      .reduce((sum, e) => sum + Math.max(0, (SLOWDOWN * e.tdur) / 1000 - 50), 0),
  );
}
