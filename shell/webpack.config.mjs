import { fileURLToPath } from 'node:url';
import { pwaPlugins } from '@app/config/pwa';
import { createConfig } from '@app/config/webpack';

const API = process.env.API_URL ?? 'http://localhost:3000';
const appDir = fileURLToPath(new URL('.', import.meta.url));

const base = createConfig({
  appDir,
  kind: 'host',
  name: 'shell',
  port: 8080,
  html: 'public/index.html',
  // src/index.ts runs the shared libraries and then the app, each in a task of its own: their
  // chunks come with index.html, so no step waits for the network.
  startChunkGroups: ['bootstrap'],
  devProxy: [{ context: ['/api', '/mfe-manifest.json', '/ws-call-insights'], target: API, ws: true }],
  // Issue 27: what a first visit downloads, gzipped; the production build fails above the budget.
  // The chunk groups are the webpackChunkName of what each page loads before its first paint.
  firstVisit: {
    '/login': { budgetKb: 185, chunkGroups: ['bootstrap', 'screen-login'] },
    // The home's contracts load beside its calls (api-client ContractLoader), each a chunk of its own;
    // locale-data is the worker that loads the dates' locale data (lib/locale-data.ts).
    '/': { budgetKb: 220, chunkGroups: ['bootstrap', 'current-user', 'layout-signed-in', 'screen-home', 'pwa-prompts', 'contract-user-summary', 'contract-dashboard', 'contract-my-teams', 'contract-notifications', 'locale-data', 'home-data'] },
  },
});

export default (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(...pwaPlugins({ appDir, swSrc: 'src/service-worker/service-worker.ts', production: argv.mode === 'production' }));
  return config;
};
