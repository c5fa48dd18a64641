import { useQuery } from '@tanstack/react-query';
import { adminUsersQuery } from '@app/api-client/admin-users';

export const useAdminUsers = () => useQuery(adminUsersQuery());
