import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  actionUrl?: string;
}

/** The local outbox of the e2e server on this base URL (start-server.mjs: data/e2e-main-<port>). */
function outboxDir(baseURL: string): string {
  return path.join(root, 'data', `e2e-main-${new URL(baseURL).port}`, 'outbox');
}

async function readOutbox(baseURL: string): Promise<OutboxMail[]> {
  const dir = outboxDir(baseURL);
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as OutboxMail));
}

/** Waits for the newest mail to `to` whose subject matches: the API sends mail after it answers. */
export async function waitForMail(baseURL: string, to: string, subject: RegExp, timeoutMs = 10_000): Promise<OutboxMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readOutbox(baseURL)).filter((m) => m.to === to && subject.test(m.subject)).at(-1);
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no mail to ${to} with a subject matching ${subject} in ${outboxDir(baseURL)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
