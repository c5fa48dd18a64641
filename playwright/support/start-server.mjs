// Starts the composed app for end-to-end tests on a fresh database of its own.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [name, port] = process.argv.slice(2);
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const dataDir = path.join(root, 'data', `e2e-${name}`);
rmSync(dataDir, { recursive: true, force: true });

const env = {
  ...process.env,
  PORT: port,
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${path.join(dataDir, 'app.db')}`,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
};
if (env.MFE_MANIFEST_FILE) env.MFE_MANIFEST_FILE = path.resolve(here, '..', env.MFE_MANIFEST_FILE);
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/src/main.ts')], { stdio: 'inherit', env, cwd: root });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
