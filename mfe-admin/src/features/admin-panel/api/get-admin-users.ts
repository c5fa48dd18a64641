import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { adminUserListSchema } from '@app/contracts/admin';

export const ADMIN_USERS_KEY = ['admin', 'users'] as const;

/** GET /api/admin/users (spec 001 §7: no refetch on window focus). */
export const adminUsersQuery = () =>
  queryOptions({ queryKey: ADMIN_USERS_KEY, queryFn: async () => apiGet('/api/admin/users', adminUserListSchema), refetchOnWindowFocus: false });

export const useAdminUsers = () => useQuery(adminUsersQuery());
