import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '@app/contracts/account';
import { messageResponseSchema, type MessageResponse } from '@app/contracts/auth';
import { apiRequest } from '@app/api-client/http';

export const forgotPassword = async (body: ForgotPasswordRequest) =>
  apiRequest('POST', '/api/auth/forgot-password', body, messageResponseSchema);

export function useForgotPassword(options: { onSuccess(res: MessageResponse): void; onError(err: Error): void }) {
  return useMutation({ mutationFn: forgotPassword, ...options });
}
