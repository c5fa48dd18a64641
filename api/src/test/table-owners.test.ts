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

const schema = readFileSync(sqliteSchemaPath, 'utf8');
const delegateOf = (model: string) => model[0].toLowerCase() + model.slice(1);
const models = [...schema.matchAll(/^model (\w+) \{/gm)].map(([, name]) => delegateOf(name));
/** Relation fields of every model (`messages` -> chatMessage, `user` -> user): reading one reads the target's table. */
const relationTargets = new Map<string, Set<string>>();
for (const [, body] of schema.matchAll(/^model \w+ \{([\s\S]*?)^\}/gm)) {
  for (const [, field, target] of body.matchAll(/^\s+(\w+)\s+(\w+)(?:\[\]|\?)?(?=\s|$)/gm)) {
    if (models.includes(delegateOf(target))) relationTargets.set(field, new Set([...(relationTargets.get(field) ?? []), delegateOf(target)]));
  }
}
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

/** Reads through relations in repositories (`include: { messages: true }`, `select: { user: {...} }`): `file: field`. */
function relationReads(): { file: string; field: string }[] {
  const fields = [...relationTargets.keys()].join('|');
  return sourceFiles(srcDir).filter((f) => f.endsWith('.repository.ts')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(new RegExp(`\\b(${fields})\\s*:\\s*(?:true\\b|\\{)`, 'g'))].map(([, field]) => ({ file: path.relative(srcDir, file), field })),
  );
}

describe('one owner per table', () => {
  const found = accessors();
  const ownerOf = (model: string) => new Set((found.get(model) ?? []).map(moduleOf));

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

  it('when a repository reads through a relation, then it owns the related table too (the export asks each owner)', () => {
    expect(relationTargets.get('messages')).toEqual(new Set(['chatMessage']));
    const offenders = relationReads().filter(({ file, field }) =>
      [...relationTargets.get(field)!].some((target) => [...ownerOf(target)].some((owner) => owner !== moduleOf(file))));
    expect(offenders).toEqual([]);
  });
});
