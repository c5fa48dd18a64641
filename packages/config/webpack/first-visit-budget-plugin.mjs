import { gzipSync } from 'node:zlib';

export const REPORT_FILE = 'first-visit-report.json';

/**
 * The JavaScript a first visit to each page downloads, gzipped, held under a budget: the build
 * prints it and fails above it. A page is the entry's scripts plus the chunk groups it loads on
 * first paint (named with webpackChunkName: the bootstrap, the route's screens), plus every chunk
 * those pull in through the federation's shared modules. Writes first-visit-report.json (the files
 * counted per page; an end-to-end test checks a browser fetches nothing outside that list).
 * pages: { '/login': { budgetKb: 150, chunkGroups: ['bootstrap', 'screen-login'] }, ... }
 */
export class FirstVisitBudgetPlugin {
  constructor({ pages, extraFiles = () => [] }) {
    this.pages = pages;
    // Scripts the page gets outside webpack's chunk graph (the shared chunks in index.html).
    this.extraFiles = extraFiles;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    let over = [];
    compiler.hooks.thisCompilation.tap('FirstVisitBudgetPlugin', (compilation) => {
      over = [];
      compilation.hooks.processAssets.tap({ name: 'FirstVisitBudgetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const report = {};
        const lines = ['First visit, JavaScript downloaded (gzip):'];
        for (const [page, { budgetKb, chunkGroups }] of Object.entries(this.pages)) {
          const files = pageFiles(compilation, chunkGroups, this.extraFiles(compilation));
          const sizes = Object.fromEntries(files.map((f) => [f, gzipSync(compilation.getAsset(f).source.buffer(), { level: 9 }).length]));
          const totalKb = Object.values(sizes).reduce((a, b) => a + b, 0) / 1024;
          report[page] = { budgetKb, totalKb: Number(totalKb.toFixed(1)), files: sizes };
          lines.push(`  ${page.padEnd(8)} ${totalKb.toFixed(1).padStart(6)} KB of ${budgetKb} KB${totalKb > budgetKb ? '  OVER BUDGET' : ''} (${files.length} scripts)`);
          if (totalKb > budgetKb) {
            const largest = Object.entries(sizes).sort((a, b) => b[1] - a[1]).slice(0, 5).map(([f, b]) => `${f} ${(b / 1024).toFixed(1)} KB`);
            over.push(`First visit to ${page} downloads ${totalKb.toFixed(1)} KB of gzipped JavaScript, over its budget of ${budgetKb} KB. Largest: ${largest.join(', ')}. See dist/${REPORT_FILE}.`);
          }
        }
        compilation.emitAsset(REPORT_FILE, new sources.RawSource(JSON.stringify(report, null, 2)));
        // Printed whatever the stats preset: the figures are the point of the budget.
        console.log(lines.join('\n'));
      });
    });
    // Reported as errors once written: the build fails (exit code 1), and the over-budget output
    // stays in dist/ to be looked into.
    compiler.hooks.afterEmit.tap('FirstVisitBudgetPlugin', (compilation) => {
      for (const message of over) compilation.errors.push(new WebpackError(message));
    });
  }
}

/** Every .js file the page loads: the entry, the named chunk groups and, transitively, the shared modules their modules consume. */
export function pageFiles(compilation, groupNames, extra) {
  const { chunkGraph } = compilation;
  const chunks = new Set();
  const queue = [];
  const addGroup = (group) => {
    for (const chunk of group.chunks) {
      if (chunks.has(chunk)) continue;
      chunks.add(chunk);
      queue.push(chunk);
    }
  };
  for (const entry of compilation.entrypoints.values()) addGroup(entry);
  for (const name of groupNames) {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`FirstVisitBudgetPlugin: no chunk group named ${name} (webpackChunkName)`);
    addGroup(group);
  }
  // A shared module the host also provides is loaded from its provided copy (the share scope's),
  // not from the consumer's fallback: same code, another chunk. Count the one the browser fetches.
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name === 'ProvideSharedModule') provided.set(module._name, module);
  }
  const blockGroups = (module) => module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
  while (queue.length) {
    const chunk = queue.shift();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.constructor.name !== 'ConsumeSharedModule') continue;
      const provider = provided.get(module.options.shareKey);
      const groups = provider ? blockGroups(provider) : [];
      for (const group of groups.length ? groups : blockGroups(module)) addGroup(group);
    }
  }
  const files = new Set(extra);
  for (const chunk of chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  return [...files].sort();
}
