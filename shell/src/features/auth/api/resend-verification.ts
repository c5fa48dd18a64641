import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResendVerificationRequest } from '@app/contracts/auth';
import { apiRequest } from '@app/api-client/http';

export const resendVerification = (body: ResendVerificationRequest) =>
  apiRequest<MessageResponse>('POST', '/api/auth/resend-verification', body);

export function useResendVerification(options: { onSuccess(res: MessageResponse): void; onError(err: Error): void }) {
  return useMutation({ mutationFn: resendVerification, ...options });
}
