// `npm start`: build whatever is not built yet (turbo's cache makes a rebuild a no-op), then run
// the compiled API, which migrates the database, seeds the demo once and serves the shell and every remote.
import { spawnSync, spawn } from 'node:child_process';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', NODE_ENV: process.env.NODE_ENV ?? 'production' };
const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

// Production runs the compiled bundle (api/dist/main.js, built by the step above), not a TypeScript loader.
const api = spawn(process.execPath, ['--enable-source-maps', 'api/dist/main.js'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
