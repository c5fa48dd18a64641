import type { Config } from '../lib/config';
import { migrate } from '../lib/migrations';
import { createServer } from '../server';
import { seedDatabase } from './seed';

/**
 * `npm start`'s order: migrate, seed the demo, and only then listen. A probe that answers (health
 * or ready) and the "running at" line both mean the demo logins work, on a slow database too.
 */
export async function startApi(config: Config, seed: typeof seedDatabase = seedDatabase) {
  const { applied } = await migrate(config.DATABASE_URL);
  const app = createServer(config);
  if (applied.length) app.logger.info({ applied }, 'database migrated');
  const seeded = config.SEED_DEMO ? await seed(app.db) : undefined;
  const url = await app.listen();
  return { app, url, accounts: seeded?.accounts };
}
