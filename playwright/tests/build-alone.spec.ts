import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REMOTES = ['mfe-chat', 'mfe-voice-calls', 'mfe-coaching-progress', 'mfe-quiz', 'mfe-admin'];

test.setTimeout(180_000);

for (const remote of REMOTES) {
  test(`when ${remote} is built alone, then it emits its own deployable entry without touching the shell`, () => {
    const shellEntry = path.join(root, 'shell/dist/main.js');
    const shellBefore = existsSync(shellEntry) ? statSync(shellEntry).mtimeMs : 0;
    // Without --force: right after `npm run build` turbo replays the remote's own build (same inputs, its
    // own task, its packages only) instead of compiling it a second time (about 40 s a remote here).
    execFileSync('npx', ['turbo', 'run', 'build', `--filter=${remote}`, '--output-logs=errors-only'], {
      cwd: root,
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
      stdio: 'pipe',
    });
    const dist = path.join(root, remote, 'dist');
    expect(existsSync(path.join(dist, 'remoteEntry.js'))).toBe(true);
    const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as { name: string; exposes: { path: string }[] };
    expect(manifest.exposes.map((e) => e.path)).toContain('./App');
    const info = JSON.parse(readFileSync(path.join(dist, 'build-info.json'), 'utf8')) as { sdkVersion: string };
    expect(info.sdkVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(existsSync(shellEntry) ? statSync(shellEntry).mtimeMs : 0).toBe(shellBefore);
  });
}
