// Production build: one ESM bundle of the API and the workspace packages it uses, so `npm start`
// runs compiled JavaScript instead of a dev-time TypeScript loader. npm packages stay external
// (native modules such as better-sqlite3 and argon2 cannot be bundled).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `node scripts/build.mjs <dir>` builds into another folder inside the checkout (a test's own copy);
// npm packages are found from there as from dist/.
const outDir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(apiDir, 'dist');

// Code that finds files next to itself (migrations, the repo root, word lists) uses import.meta.url;
// in a bundle that would be dist/. Point each file's import.meta.url back at its source location,
// relative to the bundle, so the build keeps working wherever the checkout lives.
const sourceLocation = {
  name: 'source-location',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      const loader = args.path.endsWith('x') ? 'tsx' : 'ts';
      if (!text.includes('import.meta.url')) return { contents: text, loader };
      const relative = path.relative(outDir, args.path).split(path.sep).join('/');
      const expr = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', expr), loader };
    });
  },
};

// Bundle our own code (relative imports and @app/* workspace packages, which ship TypeScript);
// leave every npm package to node_modules.
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@app/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = performance.now();
await build({
  entryPoints: { main: path.join(apiDir, 'src/main.ts') },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [sourceLocation, externalPackages],
  // CommonJS packages imported from ESM still need `require` in a few generated spots.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
console.log(`api built to ${path.relative(apiDir, path.join(outDir, 'main.js'))} in ${Math.round(performance.now() - started)} ms`);
