import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type MessageResponse, type ResendVerificationRequest } from '@app/contracts/auth';
import { apiRequest } from '@app/api-client/http';

export const resendVerification = (body: ResendVerificationRequest) =>
  apiRequest('POST', '/api/auth/resend-verification', body, messageResponseSchema);

export function useResendVerification(options: { onSuccess(res: MessageResponse): void; onError(err: Error): void }) {
  return useMutation({ mutationFn: resendVerification, ...options });
}
