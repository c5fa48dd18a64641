import { pageFiles } from './first-visit-budget-plugin.mjs';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const inNodeModules = (pkg) => new RegExp(`[\\\\/]node_modules[\\\\/]${pkg.replace('/', '[\\\\/]')}[\\\\/]`);

// The shared libraries every page of the host needs, in a few chunks: small enough that each
// script's compile stays short, few enough that a phone on HTTP/1.1 (six connections) does not wait
// a round trip for each of them (Lighthouse's simulation did, for five chunks of 0.3-3 KB of the kit).
// react-router-dom and react-i18next are the slim re-exports in this folder. shared-ui: the kit's
// entries the first paint uses (the others load with the screens that use them).
const GROUPS = {
  'shared-react-dom': [inNodeModules('react'), inNodeModules('react-dom'), inNodeModules('scheduler')],
  'shared-router': [inNodeModules('react-router'), /[\\/]config[\\/]webpack[\\/]react-router-dom\.mjs$/],
  'shared-query': [inNodeModules('@tanstack')],
  'shared-styled': [inNodeModules('styled-components'), inNodeModules('stylis'), inNodeModules('@emotion'), inNodeModules('shallowequal')],
  'shared-i18next': [inNodeModules('i18next'), inNodeModules('react-i18next'), /[\\/]config[\\/]webpack[\\/]react-i18next\.mjs$/],
  'shared-ui': [
    /[\\/]packages[\\/]ui[\\/]src[\\/](tokens|theme|global-style|components|card|button|field|toast)\.tsx?$/,
    inNodeModules('@radix-ui/react-slot'),
    inNodeModules('@radix-ui/react-compose-refs'),
  ],
};

// zod and the contracts' re-export of it, shared by the signed-in pages only (not in index.html):
// one script instead of two on the round trip that checks the user.
const ZOD = [inNodeModules('zod'), /[\\/]packages[\\/]contracts[\\/]src[\\/]zod\.ts$/];

const cacheGroup = (name, tests, priority) => ({ name, chunks: 'async', enforce: true, priority, test: (module) => tests.some((t) => t.test(module.resource ?? '')) });

/** splitChunks cache groups naming the host's shared-library chunks. */
export const hostSharedChunkGroups = {
  ...Object.fromEntries(Object.entries(GROUPS).map(([name, tests], i) => [name, cacheGroup(name, tests, 20 - i)])),
  'shared-zod': cacheGroup('shared-zod', ZOD, 10),
};

/** The .js files of those chunks: every page of the host downloads them (index.html lists them). */
export function hostSharedFiles(compilation) {
  return Object.keys(GROUPS).flatMap((name) => [...(compilation.namedChunks.get(name)?.files ?? [])].filter((f) => f.endsWith('.js')));
}

/**
 * Puts those chunks into index.html as deferred scripts. Otherwise the federation runtime inserts
 * them one by one when the app starts, all in one long task; from the HTML the browser fetches and
 * compiles them alongside main.js, and the runtime finds them installed. startChunkGroups: the
 * chunk groups the entry imports first (the shell's "bootstrap"), fetched the same way, so the entry
 * decides when their modules run (a chunk's script only installs its modules).
 */
export class HostSharedScriptsPlugin {
  constructor({ startChunkGroups = [] } = {}) {
    this.startChunkGroups = startChunkGroups;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('HostSharedScriptsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('HostSharedScriptsPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        // The start's chunks and the shared modules (the kit's) they consume; the entry's own are already tags.
        const entryFiles = new Set([...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles()));
        const start = this.startChunkGroups.length ? pageFiles(compilation, this.startChunkGroups, []).filter((f) => !entryFiles.has(f)) : [];
        const files = [...new Set([...hostSharedFiles(compilation), ...start])];
        const tags = files.map((file) => HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `${publicPath}${file}` }));
        data.assetTags.scripts.unshift(...tags);
        return data;
      });
    });
  }
}
