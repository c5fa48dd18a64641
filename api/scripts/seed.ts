// Usage: tsx scripts/seed.ts   (DATABASE_URL, default file:<repo>/data/app.db; applies migrations first)
import { createDb, resolveDatabaseUrl } from '../src/lib/db';
import { migrate } from '../src/lib/migrations';
import { seedDatabase } from '../src/app/seed';

async function main(): Promise<void> {
  const databaseUrl = resolveDatabaseUrl(process.env.DATABASE_URL);
  await migrate(databaseUrl);
  const db = createDb(databaseUrl);
  try {
    const { created, accounts } = await seedDatabase(db);
    console.log(created ? 'Seeded demo data.' : 'Demo data already present: nothing created.');
    for (const account of accounts) console.log(`  ${account.role.padEnd(5)} ${account.email} / ${account.password}`);
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
