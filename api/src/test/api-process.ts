import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** SIGKILL: no shutdown handler runs, as when a machine dies. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

// The production bundle (scripts/build.mjs, well under a second), built once per test process into
// its own folder under dist/: starting it takes seconds, where the TypeScript loader took tens of
// seconds on a busy 2-core machine.
let bundle: Promise<string> | undefined;
const bundleDir = path.join(apiDir, 'dist', `test-${process.pid}`);

/** Removes the test's bundle (call once its processes are gone). */
export function removeProductionBundle(): void {
  rmSync(bundleDir, { recursive: true, force: true });
  bundle = undefined;
}

function productionBundle(): Promise<string> {
  bundle ??= (async () => {
    await promisify(execFile)(process.execPath, ['scripts/build.mjs', bundleDir], { cwd: apiDir });
    return path.join(bundleDir, 'main.js');
  })();
  return bundle;
}

/** The API as production starts it (its own process, its compiled bundle, migrations on start), on a free port. */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ApiProcess> {
  const child = spawn(process.execPath, [await productionBundle()], {
    cwd: apiDir,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', SERVE_APPS: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => void (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => void (out += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start in ${timeoutMs} ms:\n${out}`)), timeoutMs);
    const poll = setInterval(() => {
      const found = /running at (http:\/\/\S+)/.exec(out);
      if (found) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve(found[1]!.replace('localhost', '127.0.0.1'));
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`the API exited with ${code} before listening:\n${out}`));
    });
  });
  return {
    url,
    child,
    output: () => out,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
