import { useMutation } from '@tanstack/react-query';
import { registerResponseSchema, type RegisterRequest, type RegisterResponse } from '@app/contracts/auth';
import { apiRequest } from '@app/api-client/http';

export const register = async (body: RegisterRequest) =>
  registerResponseSchema.parse(await apiRequest<unknown>('POST', '/api/auth/register', body));

export function useRegister(options: { onSuccess(res: RegisterResponse, body: RegisterRequest): void; onError(err: Error): void }) {
  return useMutation({ mutationFn: register, ...options });
}
