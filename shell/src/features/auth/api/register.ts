import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest, RegisterResponse } from '@app/contracts/auth';
import { apiRequest } from '@app/api-client/http';

export const register = (body: RegisterRequest) => apiRequest<RegisterResponse>('POST', '/api/auth/register', body);

export function useRegister(options: { onSuccess(res: RegisterResponse, body: RegisterRequest): void; onError(err: Error): void }) {
  return useMutation({ mutationFn: register, ...options });
}
