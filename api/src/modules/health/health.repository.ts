import type { Db } from '../../lib/db';

export function createHealthRepository(db: Db) {
  return {
    ping: () => db.$queryRawUnsafe('SELECT 1'),
    /** Names of the migrations this database has finished (Prisma's own bookkeeping table). */
    async appliedMigrations(): Promise<Set<string>> {
      const rows = await db.$queryRawUnsafe<{ migration_name: string }[]>(
        'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
      );
      return new Set(rows.map((r) => r.migration_name));
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
