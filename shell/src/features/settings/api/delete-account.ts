import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@app/contracts/account';
import { apiRequest } from '@app/api-client/http';

export const deleteAccount = (body: DeleteAccountRequest) => apiRequest<void>('DELETE', '/api/auth/account', body);

export function useDeleteAccount(options: { onSuccess(): void; onError(err: Error): void }) {
  return useMutation({ mutationFn: deleteAccount, ...options });
}
