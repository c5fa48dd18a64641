import type { Db } from '../../lib/db';

export interface AuditRowInput {
  actorId: number;
  actorName: string;
  action: string;
  entity: string;
  entityId: string | null;
  before: string;
  after: string;
}

/** The audit table: rows are only ever added and read. */
export function createAuditRepository(db: Db) {
  return {
    add: (data: AuditRowInput) => db.auditLog.create({ data }),
    latest: (limit: number, entity?: string) =>
      db.auditLog.findMany({ where: entity ? { entity } : {}, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: limit }),
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
