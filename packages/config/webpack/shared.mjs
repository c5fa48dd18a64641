import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// One copy of each at runtime (ARCHITECTURE: shared singletons). The ui package is shared
// per entry point because it is a workspace package with subpath exports.
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@tanstack/react-query',
  'styled-components',
  'single-spa',
  'single-spa-react',
  'i18next',
  'react-i18next',
];
const UI_ENTRIES = ['theme', 'tokens', 'components', 'button', 'card', 'field', 'global-style', 'toast', 'module-error-card', 'links', 'tabs'];
// One zod for the shell and every remote, through the contracts' narrow re-export of it (a remote's
// own copy was 23 KB more to download and evaluate on its first screen).
const CONTRACT_ENTRIES = ['zod'];

function versionOf(pkg, fromDir) {
  const base = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0];
  // Walk up node_modules folders as Node does: not every package exports its package.json.
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', base, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
    if (dir === path.dirname(dir)) throw new Error(`cannot find ${base} from ${fromDir}`);
  }
}

export function sharedConfig(appDir) {
  const shared = {};
  for (const pkg of SINGLETONS) {
    const version = versionOf(pkg, appDir);
    shared[pkg] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  const uiVersion = versionOf('@app/ui', appDir);
  for (const entry of UI_ENTRIES) {
    shared[`@app/ui/${entry}`] = { singleton: true, requiredVersion: `^${uiVersion}`, version: uiVersion };
  }
  const contractsVersion = versionOf('@app/contracts', appDir);
  for (const entry of CONTRACT_ENTRIES) {
    shared[`@app/contracts/${entry}`] = { singleton: true, requiredVersion: `^${contractsVersion}`, version: contractsVersion };
  }
  return shared;
}

export const SHARED_SINGLETONS = [...SINGLETONS, ...UI_ENTRIES.map((e) => `@app/ui/${e}`), ...CONTRACT_ENTRIES.map((e) => `@app/contracts/${e}`)];
