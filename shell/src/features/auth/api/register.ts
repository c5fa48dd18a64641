import { useMutation } from '@tanstack/react-query';
import { registerResponseSchema, type RegisterRequest, type RegisterResponse } from '@app/contracts/auth';
import { apiRequest } from '@app/api-client/http';

export const register = (body: RegisterRequest) => apiRequest('POST', '/api/auth/register', body, registerResponseSchema);

export function useRegister(options: { onSuccess(res: RegisterResponse, body: RegisterRequest): void; onError(err: Error): void }) {
  return useMutation({ mutationFn: register, ...options });
}
