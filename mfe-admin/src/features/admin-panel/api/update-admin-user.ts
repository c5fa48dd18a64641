import { adminUserWriteInvalidates, updateAdminUser } from '@app/api-client/admin-users';
import type { AdminUserUpdate } from '@app/contracts/admin';
import { useAdminMutation } from './admin-mutation';

/** Saves an account's name, email and role. */
export const useUpdateAdminUser = (id: number, onSaved: () => void) =>
  useAdminMutation({
    call: (body: AdminUserUpdate) => updateAdminUser(id, body),
    invalidates: adminUserWriteInvalidates,
    success: 'toasts.userUpdated',
    failure: 'toasts.userUpdateFailed',
    onSuccess: onSaved,
  });
