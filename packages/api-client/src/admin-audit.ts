import { queryOptions } from '@tanstack/react-query';
import { auditLogSchema } from '@app/contracts/admin';
import { apiGet } from './http';

export const AUDIT_LOG_KEY = ['admin', 'audit-log'] as const;

/** GET /api/admin/audit-log: the latest admin writes, newest first; always read afresh (staleTime 0). */
export const auditLogQuery = () => queryOptions({ queryKey: AUDIT_LOG_KEY, queryFn: () => apiGet('/api/admin/audit-log', auditLogSchema), staleTime: 0 });
