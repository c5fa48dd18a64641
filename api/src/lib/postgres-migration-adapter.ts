import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';

const pgCharOid = 18; // the one-byte "char" type of pg_catalog columns (relkind, contype, ...)
const textOid = 25;

type QueryResultLike = { fields?: { dataTypeID: number }[] };

// @prisma/adapter-pg 7.10 cannot map "char" columns and rejects the query with
// "Column type 'char' could not be deserialized", which breaks the schema engine's introspection
// of pg_catalog. pg already returns those values as strings, so relabelling the columns as text is exact.
class CatalogFriendlyClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const callback = typeof args[args.length - 1] === 'function' ? args.pop() : undefined;
    // Every overload of pg's query, called with the arguments as given.
    const result = Reflect.apply(super.query, this, args);
    if (!result || typeof result.then !== 'function') return result; // submittables (cursors) pass through
    const relabelled: Promise<QueryResultLike> = result.then(relabelCharColumns);
    if (!callback) return relabelled;
    relabelled.then((value) => callback(null, value), (error: unknown) => callback(error));
    return undefined;
  }
}

function relabelCharColumns<T extends QueryResultLike>(result: T): T {
  for (const field of result?.fields ?? []) {
    if (field.dataTypeID === pgCharOid) field.dataTypeID = textOid;
  }
  return result;
}

/** Adapter factory for the schema engine (not for the app's PrismaClient, which never reads pg_catalog). */
export function postgresMigrationFactory(url: string): SqlMigrationAwareDriverAdapterFactory {
  const pool = new pg.Pool({ connectionString: url, Client: CatalogFriendlyClient });
  return new PrismaPg(pool, { disposeExternalPool: true });
}
