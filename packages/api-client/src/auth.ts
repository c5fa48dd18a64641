import { queryOptions } from '@tanstack/react-query';
import { loginResponseSchema, type LoginRequest } from '@app/contracts/auth';
import { currentUserSchema } from '@app/contracts/user';
import { currentUserKey } from './auth-keys';
import { apiGet, apiRequest, readToken } from './http';

export const currentUserQuery = () =>
  queryOptions({
    queryKey: currentUserKey,
    queryFn: () => apiGet('/api/auth/user', currentUserSchema),
    enabled: readToken() !== null,
    staleTime: 300_000,
    retry: false,
  });

export const login = (body: LoginRequest) => apiRequest('POST', '/api/auth/login', body, loginResponseSchema);
export const logout = () => apiRequest<void>('POST', '/api/auth/logout');
