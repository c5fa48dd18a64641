import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { BROKEN_URL, WORKERS, mainPort, mainUrl } from './support/servers';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. Install Debian's build with ` +
      '"apt-get update && apt-get install -y chromium" or set CHROMIUM_PATH. ' +
      '(Playwright browser downloads do not work here.)',
  );
}

export default defineConfig({
  testDir: './tests',
  // A run on another E2E_PORT keeps its results apart: a run clears its output folder when it starts.
  outputDir: process.env.E2E_PORT ? `test-results-${process.env.E2E_PORT}` : 'test-results',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: mainUrl(0),
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
    ...Array.from({ length: WORKERS }, (_, i) => ({ command: `node support/start-server.mjs main ${mainPort(i)}`, url: `${mainUrl(i)}/api/ready`, timeout: 120_000, reuseExistingServer: false })),
    { command: `node support/start-server.mjs broken ${new URL(BROKEN_URL).port} ${mainPort(0)}`, url: `${BROKEN_URL}/api/ready`, timeout: 120_000, reuseExistingServer: false },
  ],
});
