import { apiRequest } from '@app/api-client/http';
import { adminUserSchema, type AdminUserUpdate } from '@app/contracts/admin';
import { ADMIN_USERS_KEY } from './get-admin-users';
import { useAdminMutation } from './admin-mutation';

/** PUT /api/admin/users/{id} with {name, email, role}. */
export const useUpdateAdminUser = (id: number, onSaved: () => void) =>
  useAdminMutation({
    call: async (body: AdminUserUpdate) => apiRequest('PUT', `/api/admin/users/${id}`, body, adminUserSchema),
    invalidates: ADMIN_USERS_KEY,
    success: 'toasts.userUpdated',
    failure: 'toasts.userUpdateFailed',
    onSuccess: onSaved,
  });
