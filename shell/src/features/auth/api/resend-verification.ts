import { useMutation } from '@tanstack/react-query';
import { resendVerification } from '@app/api-client/account';
import type { MessageResponse } from '@app/contracts/auth';

export function useResendVerification(options: { onSuccess(res: MessageResponse): void; onError(err: Error): void }) {
  return useMutation({ mutationFn: resendVerification, ...options });
}
