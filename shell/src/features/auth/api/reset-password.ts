import { useMutation } from '@tanstack/react-query';
import { resetPassword } from '@app/api-client/account';
import type { MessageResponse } from '@app/contracts/auth';

export function useResetPassword(options: { onSuccess(res: MessageResponse): void; onError(err: Error): void }) {
  return useMutation({ mutationFn: resetPassword, ...options });
}
