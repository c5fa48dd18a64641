import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@app/api-client/http';
import { messageResponseSchema, type ChangePasswordRequest, type MessageResponse } from '@app/contracts/auth';

export const changePassword = (body: ChangePasswordRequest) => apiRequest('POST', '/api/auth/password', body, messageResponseSchema);

export function useChangePassword(options: { onSuccess(res: MessageResponse): void; onError(err: Error): void }) {
  return useMutation({ mutationFn: changePassword, ...options });
}
