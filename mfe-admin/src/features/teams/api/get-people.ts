import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { adminUserListSchema } from '@app/contracts/admin';

/** The accounts an admin can add to a team (GET /api/admin/users; the same cache as the users tab). */
export const usePeople = (enabled: boolean) =>
  useQuery({ ...queryOptions({ queryKey: ['admin', 'users'], queryFn: () => apiGet('/api/admin/users', adminUserListSchema), refetchOnWindowFocus: false }), enabled });
