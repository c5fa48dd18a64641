import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { adminUserListSchema, adminUserSchema, type AdminUserUpdate } from '@app/contracts/admin';
import { apiGet, apiRequest } from './http';

// The accounts admins manage (spec 001 §8); the teams screen's people picker reads the same cache.
export const ADMIN_USERS_KEY = ['admin', 'users'] as const;

/** GET /api/admin/users (spec 001 §7: no refetch on window focus). */
export const adminUsersQuery = () =>
  queryOptions({ queryKey: ADMIN_USERS_KEY, queryFn: () => apiGet('/api/admin/users', adminUserListSchema), refetchOnWindowFocus: false });

/** PUT /api/admin/users/{id} with {name, email, role}. */
export const updateAdminUser = (id: number, body: AdminUserUpdate) => apiRequest('PUT', `/api/admin/users/${id}`, body, adminUserSchema);

/** DELETE /api/admin/users/{id}: the account and its sessions go at once (204). */
export const deleteAdminUser = (id: number) => apiRequest<void>('DELETE', `/api/admin/users/${id}`);

/** What an account write refetches: the users list (and with it the people picker). */
export const adminUserWriteInvalidates: readonly QueryKey[] = [ADMIN_USERS_KEY];
