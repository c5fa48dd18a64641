import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@app/contracts/account';
import { messageResponseSchema, type MessageResponse } from '@app/contracts/auth';
import { apiRequest } from '@app/api-client/http';

export const resetPassword = async (body: ResetPasswordRequest) =>
  apiRequest('POST', '/api/auth/reset-password', body, messageResponseSchema);

export function useResetPassword(options: { onSuccess(res: MessageResponse): void; onError(err: Error): void }) {
  return useMutation({ mutationFn: resetPassword, ...options });
}
