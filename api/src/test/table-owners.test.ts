import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sqliteSchemaPath } from '../lib/prisma-schemas';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['generated', 'test'].includes(entry.name) && dir === srcDir ? [] : sourceFiles(full);
    // Tests and their support code set up rows directly; only the app's own code is held to the rule.
    return entry.name.endsWith('.ts') && !/(\.test|-test-support)\.ts$/.test(entry.name) ? [full] : [];
  });
}

const models = [...readFileSync(sqliteSchemaPath, 'utf8').matchAll(/^model (\w+) \{/gm)].map(([, name]) => name[0].toLowerCase() + name.slice(1));
const moduleOf = (file: string) => /modules\/([^/]+)\//.exec(file)?.[1] ?? path.relative(srcDir, file);

/** Where each table is queried from: `<client>.<model>.<operation>` in the source. */
function accessors(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const model of models) {
      if (new RegExp(`\\b(db|tx|client|prisma)\\.${model}\\.\\w+\\(`).test(text)) found.set(model, [...(found.get(model) ?? []), path.relative(srcDir, file)]);
    }
  }
  return found;
}

describe('one owner per table', () => {
  const found = accessors();

  it('when the source is scanned, then the tables it queries are found (the scan works)', () => {
    expect(found.get('user')).toBeDefined();
    expect(found.get('chatMessage')).toBeDefined();
  });

  it('when a table is queried, then only from repositories of one module', () => {
    const offenders = [...found].flatMap(([model, files]) => {
      const owners = new Set(files.map(moduleOf));
      const outside = files.filter((f) => !f.endsWith('.repository.ts'));
      return owners.size > 1 || outside.length ? [`${model}: ${files.join(', ')}`] : [];
    });
    expect(offenders).toEqual([]);
  });
});
