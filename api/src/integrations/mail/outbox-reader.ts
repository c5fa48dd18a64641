import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { parseJson } from '../../lib/json-text';
import { OUTBOX_FOLDER, type OutboxEntry } from './outbox-mailer';

const outboxEntrySchema: z.ZodType<OutboxEntry> = z.object({
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  actionUrl: z.string().optional(),
  sentAt: z.string(),
});

/** Every message in the local outbox, oldest first (file names start with the send time). */
export async function readOutbox(dataDir: string): Promise<OutboxEntry[]> {
  const folder = path.join(dataDir, OUTBOX_FOLDER);
  const files = await readdir(folder).catch((): string[] => []);
  const entries = await Promise.all(
    files.filter((f) => f.endsWith('.json')).sort().map(async (f) => outboxEntrySchema.parse(parseJson(await readFile(path.join(folder, f), 'utf8')))),
  );
  return entries;
}
