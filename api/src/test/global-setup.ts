import type { TestProject } from 'vitest/node';
import { isPostgresReachable, scratchPostgresAdminUrl } from '../lib/scratch-postgres';
import { redact } from '../lib/database-url';
import { createDatabaseTemplate, testDatabaseKind } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated, seeded template every test database copies: a SQLite file path or a PostgreSQL database name. */
    databaseTemplate: string | undefined;
  }
}

/** Migrates and seeds one template database per run (SQLite or PostgreSQL, after TEST_DATABASE) that every test app copies. */
export default async function setup(project: TestProject) {
  project.provide('databaseTemplate', undefined);
  if (testDatabaseKind === 'postgresql' && !(await isPostgresReachable())) {
    throw new Error(`TEST_DATABASE=postgresql but PostgreSQL at ${redact(scratchPostgresAdminUrl)} does not answer`);
  }
  const template = await createDatabaseTemplate();
  project.provide('databaseTemplate', template.name);
  return () => template.drop();
}
