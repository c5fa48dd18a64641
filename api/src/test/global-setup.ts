import type { TestProject } from 'vitest/node';
import { isPostgresReachable, scratchPostgresAdminUrl } from '../lib/scratch-postgres';
import { redact } from '../lib/database-url';
import { createPostgresTemplate, testDatabaseKind } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string | undefined;
  }
}

/** With TEST_DATABASE=postgresql: migrate one template database that every test app copies. */
export default async function setup(project: TestProject) {
  project.provide('postgresTemplate', undefined);
  if (testDatabaseKind !== 'postgresql') return;
  if (!(await isPostgresReachable())) throw new Error(`TEST_DATABASE=postgresql but PostgreSQL at ${redact(scratchPostgresAdminUrl)} does not answer`);
  const template = await createPostgresTemplate();
  project.provide('postgresTemplate', template.name);
  return () => template.drop();
}
