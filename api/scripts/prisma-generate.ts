// Generates the SQLite and PostgreSQL Prisma clients offline. Runs as the root postinstall, so it
// skips the work when schema.prisma and the prisma version are unchanged (--force to regenerate).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  derivePostgresSchema,
  postgresSchemaPath,
  prismaDir,
  sqliteSchemaPath,
} from '../src/lib/prisma-schemas';

const generatedDir = path.resolve(prismaDir, '../src/generated');
const stampPath = path.join(generatedDir, '.schema-hash');
const require = createRequire(import.meta.url);
const prismaPackagePath = require.resolve('prisma/package.json');
const prismaPackage = JSON.parse(fs.readFileSync(prismaPackagePath, 'utf8')) as { version: string; bin: { prisma: string } };
const prismaCli = path.join(path.dirname(prismaPackagePath), prismaPackage.bin.prisma);

async function main(): Promise<void> {
  const started = performance.now();
  const source = fs.readFileSync(sqliteSchemaPath, 'utf8');
  const postgresSchema = derivePostgresSchema(source);
  if (!fs.existsSync(postgresSchemaPath) || fs.readFileSync(postgresSchemaPath, 'utf8') !== postgresSchema) {
    fs.writeFileSync(postgresSchemaPath, postgresSchema);
  }

  const stamp = createHash('sha256').update(prismaPackage.version).update(source).update(postgresSchema).digest('hex');
  const upToDate =
    !process.argv.includes('--force') &&
    readStamp() === stamp &&
    ['sqlite', 'pg'].every((client) => fs.existsSync(path.join(generatedDir, client, 'client.ts')));
  if (upToDate) {
    console.log('prisma-generate: clients are up to date.');
    return;
  }

  await Promise.all([generate(sqliteSchemaPath), generate(postgresSchemaPath)]);
  fs.writeFileSync(stampPath, `${stamp}\n`);
  console.log(`prisma-generate: generated both clients in ${Math.round(performance.now() - started)} ms.`);
}

function generate(schemaPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // cwd is prisma/ so the CLI finds no prisma.config.ts (whose env() would throw when a variable is unset);
    // generate needs no datasource URL. Any existing file satisfies the engine check, so no download.
    const child = spawn(process.execPath, [prismaCli, 'generate', '--schema', schemaPath], {
      cwd: prismaDir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? '/bin/true',
        CHECKPOINT_DISABLE: '1',
        PRISMA_HIDE_UPDATE_MESSAGE: '1',
      },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`prisma generate --schema ${schemaPath} exited with ${code}`)),
    );
  });
}

function readStamp(): string | undefined {
  return fs.existsSync(stampPath) ? fs.readFileSync(stampPath, 'utf8').trim() : undefined;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
