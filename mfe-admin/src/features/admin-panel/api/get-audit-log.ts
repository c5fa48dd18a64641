import { useQuery } from '@tanstack/react-query';
import { auditLogQuery } from '@app/api-client/admin-audit';

export const useAuditLog = () => useQuery(auditLogQuery());
