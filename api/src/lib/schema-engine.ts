import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import * as bindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { SchemaEngine } from '@prisma/schema-engine-wasm/schema_engine_bg';

export type { SchemaEngine };

let loaded: Promise<void> | undefined;

// Plain Node cannot `import` a .wasm file, so the package's own entry point is unusable;
// instantiate the module by hand and hand it to the wasm-bindgen glue, once per process.
function loadWasm(): Promise<void> {
  loaded ??= (async () => {
    const gluePath = createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const bytes = await fs.promises.readFile(path.join(path.dirname(gluePath), 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': withUnrefTimers() });
    bindings.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
  })();
  return loaded;
}

// The engine arms a 10 s timer per PostgreSQL query and never clears it, which kept every CLI run alive
// for 10 s after its work was done. Unref'd timers still fire while the process has other work.
function withUnrefTimers(): WebAssembly.ModuleImports {
  const imports: Record<string, unknown> = { ...bindings };
  for (const name of Object.keys(imports).filter((key) => key.startsWith('__wbg_setTimeout_'))) {
    imports[name] = (callback: () => void, ms: number) => {
      const timer = setTimeout(callback, ms >>> 0);
      timer.unref();
      return timer;
    };
  }
  return imports as WebAssembly.ModuleImports;
}

export interface OpenEngine {
  engine: SchemaEngine;
  close(): Promise<void>;
}

// The engine never disposes the driver connections it opens, so track them and close them ourselves
// (an open pg pool would keep the process alive and block DROP DATABASE).
export async function openSchemaEngine(
  factory: SqlMigrationAwareDriverAdapterFactory,
  schema: { path: string; content: string },
): Promise<OpenEngine> {
  await loadWasm();
  const opened: SqlDriverAdapter[] = [];
  const tracked: SqlMigrationAwareDriverAdapterFactory = {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => remember(await factory.connect()),
    connectToShadowDb: async () => remember(await factory.connectToShadowDb()),
  };
  function remember(adapter: SqlDriverAdapter): SqlDriverAdapter {
    opened.push(adapter);
    return adapter;
  }
  const log = (line: string) => {
    if (process.env.DEBUG_SCHEMA_ENGINE) console.error(line);
  };
  const engine = await bindings.SchemaEngine.new(
    { datamodels: [[schema.path, schema.content]] },
    log,
    bindMigrationAwareSqlAdapterFactory(tracked),
  );
  return {
    engine,
    async close() {
      engine.free();
      await Promise.all(opened.splice(0).map((adapter) => adapter.dispose()));
    },
  };
}
