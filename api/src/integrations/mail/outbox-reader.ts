import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { OUTBOX_FOLDER, type OutboxEntry } from './outbox-mailer';

/** Every message in the local outbox, oldest first (file names start with the send time). */
export async function readOutbox(dataDir: string): Promise<OutboxEntry[]> {
  const folder = path.join(dataDir, OUTBOX_FOLDER);
  const files = await readdir(folder).catch(() => [] as string[]);
  const entries = await Promise.all(
    files.filter((f) => f.endsWith('.json')).sort().map(async (f) => JSON.parse(await readFile(path.join(folder, f), 'utf8')) as OutboxEntry),
  );
  return entries;
}
