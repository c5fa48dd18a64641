// Starts the composed app for end-to-end tests on a fresh database of its own.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [name, port, mainPort] = process.argv.slice(2);
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const dataDir = path.join(root, 'data', `e2e-${name}-${port}`);
rmSync(dataDir, { recursive: true, force: true });

const env = {
  ...process.env,
  PORT: port,
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${path.join(dataDir, 'app.db')}`,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
};
// The "broken" server's manifest points mfe_quiz at a dead URL, mfe_chat at the main server (another
// origin, as from a separate static host) and mfe_admin at an incompatible contract version.
if (name === 'broken') {
  env.MFE_MANIFEST = JSON.stringify({
    remotes: [
      { name: 'mfe_quiz', entry: 'http://127.0.0.1:9/remoteEntry.js', version: '1.0.0', sdkVersion: '1.0.0' },
      { name: 'mfe_chat', entry: `http://127.0.0.1:${mainPort}/mfe/chat/remoteEntry.js`, version: '1.0.0', sdkVersion: '1.0.0' },
      { name: 'mfe_admin', entry: '/mfe/admin/remoteEntry.js', version: '9.0.0', sdkVersion: '2.0.0' },
    ],
  });
}
// The same compiled bundle `npm start` runs; `npm run build` produces it.
const bundle = path.join(root, 'api/dist/main.js');
if (!existsSync(bundle)) {
  console.error(`${bundle} is missing: run "npm run build" (or "npm run build -w api") first.`);
  process.exit(1);
}
const child = spawn(process.execPath, ['--enable-source-maps', bundle], { stdio: 'inherit', env, cwd: root });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
