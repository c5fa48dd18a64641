import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|json|webmanifest|svg|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes .br and .gz beside each text asset (after minification and the service worker's
 * manifest), so the server sends compressed files without compressing on every request.
 */
export class CompressPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER;
    compiler.hooks.thisCompilation.tap('CompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompressPlugin', stage }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (!COMPRESSIBLE.test(name)) continue;
          const buffer = compilation.getAsset(name).source.buffer();
          if (buffer.length < MIN_BYTES) continue;
          const brotli = brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length } });
          compilation.emitAsset(`${name}.br`, new RawSource(brotli));
          compilation.emitAsset(`${name}.gz`, new RawSource(gzipSync(buffer, { level: 9 })));
        }
      });
    });
  }
}
