import { useMutation } from '@tanstack/react-query';
import { deleteAccount } from '@app/api-client/account';

export function useDeleteAccount(options: { onSuccess(): void; onError(err: Error): void }) {
  return useMutation({ mutationFn: deleteAccount, ...options });
}
