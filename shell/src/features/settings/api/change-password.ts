import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@app/api-client/http';
import type { ChangePasswordRequest, MessageResponse } from '@app/contracts/auth';

export const changePassword = (body: ChangePasswordRequest) => apiRequest<MessageResponse>('POST', '/api/auth/password', body);

export function useChangePassword(options: { onSuccess(res: MessageResponse): void; onError(err: Error): void }) {
  return useMutation({ mutationFn: changePassword, ...options });
}
