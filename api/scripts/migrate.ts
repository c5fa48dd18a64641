// Usage: tsx scripts/migrate.ts apply           (DATABASE_URL, default file:<repo>/data/app.db)
//        tsx scripts/migrate.ts create <name>   (writes SQLite and PostgreSQL migrations)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { redact } from '../src/lib/database-url';
import { createMigration, migrate } from '../src/lib/migrations';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const defaultUrl = `file:${path.join(repoRoot, 'data', 'app.db')}`;

async function main([command, name]: string[]): Promise<void> {
  if (command === 'apply') {
    const databaseUrl = process.env.DATABASE_URL?.trim() || defaultUrl;
    const started = performance.now();
    const { applied } = await migrate(databaseUrl);
    const took = Math.round(performance.now() - started);
    console.log(
      applied.length
        ? `Applied ${applied.length} migration(s) to ${redact(databaseUrl)} in ${took} ms: ${applied.join(', ')}`
        : `${redact(databaseUrl)} is up to date (${took} ms).`,
    );
    return;
  }
  if (command === 'create' && name) {
    const written = await createMigration(name);
    console.log(written.length ? `Wrote:\n  ${written.join('\n  ')}` : 'Schema unchanged: no migration written.');
    return;
  }
  console.error('Usage: tsx scripts/migrate.ts apply | tsx scripts/migrate.ts create <name>');
  process.exitCode = 2;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
