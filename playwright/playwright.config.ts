import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. Install Debian's build with ` +
      '"apt-get update && apt-get install -y chromium" or set CHROMIUM_PATH. ' +
      '(Playwright browser downloads do not work here.)',
  );
}

// E2E_PORT lets two runs (say, CI in a fresh clone and a developer's) share one machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const MAIN_URL = `http://localhost:${PORT}`;
export const BROKEN_URL = `http://localhost:${PORT + 1}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: MAIN_URL,
    ...devices['Desktop Chrome'],
    viewport: { width: 390, height: 844 },
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'build-alone', testMatch: /build-alone\.spec\.ts/ },
    { name: 'e2e', testIgnore: /build-alone\.spec\.ts/, dependencies: ['build-alone'] },
  ],
  webServer: [
    { command: `node support/start-server.mjs main ${PORT}`, url: `${MAIN_URL}/api/ready`, timeout: 120_000, reuseExistingServer: false },
    { command: `node support/start-server.mjs broken ${PORT + 1} ${PORT}`, url: `${BROKEN_URL}/api/ready`, timeout: 120_000, reuseExistingServer: false },
  ],
});
