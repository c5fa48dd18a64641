import { readFileSync } from 'node:fs';
import { sqliteSchemaPath } from '../lib/prisma-schemas';

/** A model holding user data, and how one of its rows points at the user (directly or through a parent). */
export interface OwnedModel {
  model: string;
  /** Prisma `where` for the rows of user `id`. */
  where(id: number): Record<string, unknown>;
  /** The relation field on the path to User, and whether it cascades on delete. */
  relation: { field: string; target: string; cascades: boolean };
}

interface Relation {
  field: string;
  target: string;
  fk?: string;
  cascades: boolean;
}

/** Reads schema.prisma: every model, with its relations that point at one row (the ones that carry a key). */
function parseModels(): Map<string, Relation[]> {
  const schema = readFileSync(sqliteSchemaPath, 'utf8');
  const models = new Map<string, Relation[]>();
  for (const [, name, body] of schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    const relations = [...body!.matchAll(/^\s+(\w+)\s+(\w+)\??\s+@relation\(([^)]*)\)/gm)].map(([, field, target, args]) => ({
      field: field!,
      target: target!,
      fk: /fields:\s*\[(\w+)\]/.exec(args!)?.[1],
      cascades: /onDelete:\s*Cascade/.test(args!),
    }));
    models.set(name!, relations);
  }
  return models;
}

/** Every model whose rows belong to a user, found by walking the relations from User outwards. */
export function userOwnedModels(): OwnedModel[] {
  const models = parseModels();
  const owned = new Map<string, OwnedModel>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const [model, relations] of models) {
      if (model === 'User' || owned.has(model)) continue;
      const toUser = relations.find((r) => r.target === 'User' && r.fk);
      const toOwned = relations.find((r) => owned.has(r.target) && r.fk);
      const via = toUser ?? toOwned;
      if (!via) continue;
      const parent = owned.get(via.target);
      owned.set(model, {
        model,
        where: toUser ? (id) => ({ [via.fk!]: id }) : (id) => ({ [via.field]: parent!.where(id) }),
        relation: { field: via.field, target: via.target, cascades: via.cascades },
      });
      grew = true;
    }
  }
  return [...owned.values()];
}

/** The names of User's list relations, as in `db.user.findUnique({ include })`. */
export function userListRelations(): string[] {
  const schema = readFileSync(sqliteSchemaPath, 'utf8');
  const body = /^model User \{([\s\S]*?)^\}/m.exec(schema)![1]!;
  return [...body.matchAll(/^\s+(\w+)\s+\w+\[\]/gm)].map((m) => m[1]!);
}
