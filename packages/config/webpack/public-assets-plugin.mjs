import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Emits every file of an app's public/ folder (except the HTML template) as a webpack asset, so
 * it lands in dist/ and the service worker's precache manifest sees it.
 */
export class PublicAssetsPlugin {
  constructor({ dir, exclude = [] }) {
    this.dir = dir;
    this.exclude = new Set(exclude);
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PublicAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of walk(this.dir)) {
            const name = path.relative(this.dir, file).split(path.sep).join('/');
            if (this.exclude.has(name)) continue;
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new RawSource(readFileSync(file)));
          }
        },
      );
    });
  }
}

function walk(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}
