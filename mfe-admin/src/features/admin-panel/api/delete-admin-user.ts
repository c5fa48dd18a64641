import { apiRequest } from '@app/api-client/http';
import { ADMIN_USERS_KEY } from './get-admin-users';
import { useAdminMutation } from './admin-mutation';

/** DELETE /api/admin/users/{id}: the account and its sessions go at once. */
export const useDeleteAdminUser = () =>
  useAdminMutation({
    call: (id: number) => apiRequest<void>('DELETE', `/api/admin/users/${id}`),
    invalidates: ADMIN_USERS_KEY,
    success: 'toasts.userDeleted',
    failure: 'toasts.userDeleteFailed',
  });
