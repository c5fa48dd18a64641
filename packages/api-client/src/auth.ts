import { queryOptions } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@app/contracts/auth';
import type { CurrentUser } from '@app/contracts/user';
import { apiGet, apiRequest, readToken } from './http';

export const currentUserQuery = () =>
  queryOptions({
    queryKey: ['auth', 'user'],
    queryFn: () => apiGet<CurrentUser>('/api/auth/user'),
    enabled: readToken() !== null,
    staleTime: 300_000,
    retry: false,
  });

export const login = (body: LoginRequest) => apiRequest<LoginResponse>('POST', '/api/auth/login', body);
export const logout = () => apiRequest<void>('POST', '/api/auth/logout');
