import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { auditLogSchema } from '@app/contracts/admin';

/** GET /api/admin/audit-log: the latest admin writes, newest first. */
export const auditLogQuery = () =>
  queryOptions({ queryKey: ['admin', 'audit-log'], queryFn: async () => apiGet('/api/admin/audit-log', auditLogSchema), staleTime: 0 });

export const useAuditLog = () => useQuery(auditLogQuery());
