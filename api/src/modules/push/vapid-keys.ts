import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const storedKeysSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

/**
 * The VAPID key pair push services use to recognise this server: from config when both keys are
 * set, otherwise generated on first run into the data directory and reused after restarts (a new
 * pair would invalidate every browser's subscription).
 */
export function loadVapidKeys(dataDir: string, configured: Partial<VapidKeys> = {}): VapidKeys {
  if (configured.publicKey && configured.privateKey) return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    // A file that is not JSON stops the start (a new pair would orphan every subscription); one without both keys is replaced.
    const stored = storedKeysSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (stored.success) return stored.data;
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
