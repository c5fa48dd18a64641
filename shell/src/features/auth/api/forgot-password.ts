import { useMutation } from '@tanstack/react-query';
import { forgotPassword } from '@app/api-client/account';
import type { MessageResponse } from '@app/contracts/auth';

export function useForgotPassword(options: { onSuccess(res: MessageResponse): void; onError(err: Error): void }) {
  return useMutation({ mutationFn: forgotPassword, ...options });
}
