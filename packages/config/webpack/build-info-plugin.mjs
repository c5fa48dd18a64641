// Emits build-info.json beside remoteEntry.js: the API's manifest reads a deployed remote's
// own version and the shell-sdk contract it was built against from it.
export class BuildInfoPlugin {
  constructor(info) {
    this.info = info;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildInfoPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const body = { ...this.info, builtAt: new Date().toISOString() };
          compilation.emitAsset('build-info.json', new RawSource(JSON.stringify(body, null, 2)));
        },
      );
    });
  }
}
