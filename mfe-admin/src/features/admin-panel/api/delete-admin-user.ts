import { adminUserWriteInvalidates, deleteAdminUser } from '@app/api-client/admin-users';
import { useAdminMutation } from './admin-mutation';

/** Deletes an account (its sessions go at once). */
export const useDeleteAdminUser = () =>
  useAdminMutation({ call: deleteAdminUser, invalidates: adminUserWriteInvalidates, success: 'toasts.userDeleted', failure: 'toasts.userDeleteFailed' });
