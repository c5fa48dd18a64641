import { useMutation } from '@tanstack/react-query';
import { register } from '@app/api-client/account';
import type { RegisterRequest, RegisterResponse } from '@app/contracts/auth';

export function useRegister(options: { onSuccess(res: RegisterResponse, body: RegisterRequest): void; onError(err: Error): void }) {
  return useMutation({ mutationFn: register, ...options });
}
