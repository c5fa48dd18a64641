import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { parseDatabaseUrl, redact } from './database-url';
import { isEmptyScript, migrationFolderName, readMigrationList, writeMigration } from './migration-files';
import { readSchema, type Provider } from './prisma-schemas';
import { postgresMigrationFactory } from './postgres-migration-adapter';
import { openSchemaEngine } from './schema-engine';
import { isPostgresReachable, scratchPostgresAdminUrl, withScratchDatabase } from './scratch-postgres';

const noFilters = { externalTables: [], externalEnums: [] };

/** Applies the committed migrations that the database has not seen yet (recorded in _prisma_migrations). */
export async function migrate(databaseUrl: string): Promise<{ applied: string[] }> {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.kind === 'sqlite') fs.mkdirSync(path.dirname(target.filePath), { recursive: true });
  const provider: Provider = target.kind;
  const factory = target.kind === 'sqlite' ? sqliteFactory(target.filePath) : postgresMigrationFactory(target.url);
  try {
    return { applied: await applyCommitted(provider, factory) };
  } catch (error) {
    throw new Error(`Migrating ${redact(databaseUrl)} failed: ${errorMessage(error)}`, { cause: error });
  }
}

/**
 * Writes a migration for both databases from the difference between the committed migrations and
 * schema.prisma. Returns the files written; none when the schema has not changed.
 */
export async function createMigration(name: string): Promise<string[]> {
  const folder = migrationFolderName(name);
  // Compute every diff before writing anything, so a failure leaves no half-written migration.
  const scripts: { provider: Provider; label: string; sql: string | null }[] = [
    { provider: 'sqlite', label: 'SQLite', sql: await diffSchema('sqlite') },
  ];
  if (await isPostgresReachable()) {
    scripts.push({ provider: 'postgresql', label: 'PostgreSQL', sql: await diffSchema('postgresql') });
  } else {
    console.warn(
      `WARNING: PostgreSQL at ${redact(scratchPostgresAdminUrl)} is unreachable, so no PostgreSQL migration was written. ` +
        'Start it and run the same command again: it will then write only the missing PostgreSQL migration.',
    );
  }

  const written: string[] = [];
  for (const { provider, label, sql } of scripts) {
    if (sql === null) {
      console.log(`${label}: schema.prisma matches the committed migrations, nothing written.`);
    } else {
      written.push(...writeMigration(provider, folder, sql));
      console.log(`${label}: wrote ${folder}.`);
    }
  }
  return written;
}

/**
 * SQL that would bring a database built from the committed migrations to schema.prisma; null when
 * there is nothing to do. PostgreSQL needs the local server for a scratch database.
 */
export async function diffSchema(provider: Provider): Promise<string | null> {
  let sql: string | null;
  if (provider === 'postgresql') {
    sql = await withScratchDatabase('migration_diff', (url) => diffAgainstHistory(provider, postgresMigrationFactory(url)));
  } else {
    // The engine's shadow-database diff fails on SQLite, so replay the history into a scratch file instead.
    const scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-diff-'));
    try {
      sql = await diffAgainstHistory(provider, sqliteFactory(path.join(scratchDir, 'scratch.db')));
    } finally {
      fs.rmSync(scratchDir, { recursive: true, force: true });
    }
  }
  return isEmptyScript(sql) ? null : sql;
}

async function applyCommitted(provider: Provider, factory: SqlMigrationAwareDriverAdapterFactory): Promise<string[]> {
  const { engine, close } = await openSchemaEngine(factory, readSchema(provider));
  try {
    const result = await engine.applyMigrations({ migrationsList: readMigrationList(provider), filters: noFilters });
    return result.appliedMigrationNames;
  } finally {
    await close();
  }
}

async function diffAgainstHistory(provider: Provider, scratch: SqlMigrationAwareDriverAdapterFactory): Promise<string | null> {
  const schema = readSchema(provider);
  const { engine, close } = await openSchemaEngine(scratch, schema);
  try {
    await engine.applyMigrations({ migrationsList: readMigrationList(provider), filters: noFilters });
    const result = await engine.diff({
      from: { tag: 'schemaDatasource', files: [schema], configDir: path.dirname(schema.path) },
      to: { tag: 'schemaDatamodel', files: [schema] },
      script: true,
      exitCode: null,
      filters: noFilters,
    });
    return result.stdout;
  } finally {
    await close();
  }
}

function sqliteFactory(filePath: string): SqlMigrationAwareDriverAdapterFactory {
  return new PrismaBetterSqlite3({ url: filePath });
}

// Engine errors arrive as plain objects carrying a message rather than Error instances.
function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  return String(error);
}
