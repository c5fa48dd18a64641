import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * JSON lines on stdout, written in batches (a few KB, at least every 200 ms) instead of one write
 * system call per line: under load the per-request line was a measurable share of each request.
 * pino flushes what is buffered when the process exits; a SIGKILL can lose the last 200 ms.
 */
export function createLogger(level: string): Logger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  // One flush at a time (a busy stream would otherwise collect a waiting listener per tick); with a
  // callback a closed stream reports instead of throwing, and there is nothing to do about it here.
  let flushing = false;
  setInterval(() => {
    if (flushing) return;
    flushing = true;
    destination.flush(() => {
      flushing = false;
    });
  }, 200).unref();
  return pino(
    {
      level,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], remove: true },
    },
    destination,
  );
}
