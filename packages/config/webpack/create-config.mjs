import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { BuildInfoPlugin } from './build-info-plugin.mjs';
import { CompressPlugin } from './compress-plugin.mjs';
import { FirstVisitBudgetPlugin } from './first-visit-budget-plugin.mjs';
import { HostSharedScriptsPlugin, hostSharedChunkGroups, hostSharedFiles } from './host-shared-scripts-plugin.mjs';
import { sharedConfig } from './shared.mjs';

const sdkVersionFile = new URL('../../shell-sdk/src/version.ts', import.meta.url);
const SDK_VERSION = /SHELL_SDK_VERSION = '([^']+)'/.exec(readFileSync(sdkVersionFile, 'utf8'))[1];

/**
 * One webpack config shape for the host and every remote.
 * kind: 'host' | 'remote'; name: federation name (mfe_chat ...); port: dev server port.
 * firstVisit: the host's pages and their gzipped-JavaScript budgets (first-visit-budget-plugin.mjs).
 * startChunkGroups: chunk groups index.html fetches beside the shared libraries (host-shared-scripts-plugin.mjs).
 */
export function createConfig({ appDir, kind, name, port, exposes, devProxy, html, copyPublic, firstVisit, startChunkGroups }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
    const plugins = [
      new ModuleFederationPlugin({
        name,
        ...(kind === 'remote' ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
        shared: sharedConfig(appDir),
        manifest: kind === 'remote',
        dts: false,
        // Remotes are registered by their remoteEntry.js, never by a manifest snapshot, and only in
        // browsers: the runtime's snapshot plugin and Node paths are dead weight on every page.
        experiments: { optimization: { disableSnapshot: true, target: 'web' } },
      }),
      new BuildInfoPlugin({ name, version: pkg.version, sdkVersion: SDK_VERSION }),
    ];
    if (html) plugins.push(new HtmlWebpackPlugin({ template: path.join(appDir, html), scriptLoading: 'defer' }));
    if (copyPublic) plugins.push(copyPublic);
    if (production) plugins.push(new CompressPlugin());
    const hostShared = kind === 'host' && production;
    if (hostShared) plugins.push(new HostSharedScriptsPlugin({ startChunkGroups }));
    if (hostShared && firstVisit) plugins.push(new FirstVisitBudgetPlugin({ pages: firstVisit, extraFiles: hostSharedFiles }));
    return {
      context: appDir,
      mode: production ? 'production' : 'development',
      // Production maps name files and lines only (no sourcesContent) and are not linked from the
      // bundles; the server does not serve them either (api/src/lib/static-apps.ts).
      devtool: production ? 'hidden-nosources-source-map' : 'eval-cheap-module-source-map',
      entry: './src/index.ts',
      output: {
        path: path.join(appDir, 'dist'),
        // Entry files keep stable names (the federation runtime needs them); chunks are hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        publicPath: kind === 'remote' ? 'auto' : '/',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: production ? productionAliases(appDir) : {} },
      module: {
        // An import of something a module does not export is an error, not a silent undefined.
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
        ],
      },
      optimization: {
        ...(hostShared ? { splitChunks: { cacheGroups: hostSharedChunkGroups } } : {}),
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } })],
      },
      performance: { hints: false },
      plugins,
      devServer: {
        port,
        historyApiFallback: kind === 'host',
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: devProxy,
        hot: false,
        liveReload: true,
      },
    };
  };
}

// react-router 7 resolves to its development build under every export condition; production
// builds take its production files (no dev warnings, about a fifth smaller), the same in every app.
// Both entry points, or the app would hold two copies of the router's contexts. react-router-dom
// itself is the short list of what the apps use (react-router-dom.mjs); so is react-i18next.
function productionAliases(appDir) {
  const resolve = createRequire(path.join(appDir, 'package.json')).resolve;
  const production = (request) =>
    resolve(request).replace(`${path.sep}development${path.sep}`, `${path.sep}production${path.sep}`).replace(/\.js$/, '.mjs');
  return {
    'react-router$': production('react-router'),
    'react-router/dom$': production('react-router/dom'),
    'react-router-dom$': fileURLToPath(new URL('./react-router-dom.mjs', import.meta.url)),
    // The same for react-i18next (react-i18next.mjs), which reaches the package by this other name.
    'react-i18next$': fileURLToPath(new URL('./react-i18next.mjs', import.meta.url)),
    'react-i18next-package$': resolve('react-i18next').replace(`${path.sep}commonjs${path.sep}`, `${path.sep}es${path.sep}`),
  };
}
