import path from 'node:path';
import { InjectManifest } from 'workbox-webpack-plugin';
import { PublicAssetsPlugin } from './public-assets-plugin.mjs';

/**
 * The host's installable-app plugins: public/ copied into the build and, in production, the
 * Workbox service worker compiled from swSrc to /sw.js with the build's precache manifest.
 */
export function pwaPlugins({ appDir, swSrc, html = 'public/index.html', production }) {
  const plugins = [new PublicAssetsPlugin({ dir: path.join(appDir, 'public'), exclude: [path.basename(html)] })];
  if (production) {
    plugins.push(
      new InjectManifest({
        swSrc: path.join(appDir, swSrc),
        swDest: 'sw.js',
        // Source maps and build metadata are not needed offline.
        exclude: [/\.map$/, /\.LICENSE\.txt$/, /^build-info\.json$/, /^first-visit-report\.json$/],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      }),
    );
  }
  return plugins;
}
