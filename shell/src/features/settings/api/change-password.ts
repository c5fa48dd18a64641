import { useMutation } from '@tanstack/react-query';
import { changePassword } from '@app/api-client/account';
import type { MessageResponse } from '@app/contracts/auth';

export function useChangePassword(options: { onSuccess(res: MessageResponse): void; onError(err: Error): void }) {
  return useMutation({ mutationFn: changePassword, ...options });
}
