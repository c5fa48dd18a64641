import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { BROKEN_URL, WORKERS, mainPort, mainUrl } from './support/servers';

// Debian's Chromium runs the tests a page alone cannot show (notifications, tagged @full-browser); the
// rest run in Debian's headless shell when it is installed: it draws no browser window, and the suite
// took 7.2 min in it against about 9 in full Chromium on the same machine. CHROMIUM_PATH picks one for all.
const fullChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : fullChromium);
if (!existsSync(fullChromium)) {
  throw new Error(
    `Chromium not found at ${fullChromium}. Install Debian's build with ` +
      '"apt-get update && apt-get install -y chromium chromium-headless-shell" or set CHROMIUM_PATH. ' +
      '(Playwright browser downloads do not work here.)',
  );
}
const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const FULL_BROWSER = /@full-browser/;

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
    launchOptions: { executablePath: chromium, args: launchArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'build-alone', testMatch: /build-alone\.spec\.ts/ },
    { name: 'e2e', testIgnore: /build-alone\.spec\.ts/, grepInvert: FULL_BROWSER, dependencies: ['build-alone'] },
    {
      name: 'full-browser',
      grep: FULL_BROWSER,
      dependencies: ['build-alone'],
      use: { launchOptions: { executablePath: fullChromium, args: launchArgs } },
    },
  ],
  webServer: [
    ...Array.from({ length: WORKERS }, (_, i) => ({ command: `node support/start-server.mjs main ${mainPort(i)}`, url: `${mainUrl(i)}/api/ready`, timeout: 120_000, reuseExistingServer: false })),
    { command: `node support/start-server.mjs broken ${new URL(BROKEN_URL).port} ${mainPort(0)}`, url: `${BROKEN_URL}/api/ready`, timeout: 120_000, reuseExistingServer: false },
  ],
});
