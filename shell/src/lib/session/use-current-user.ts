import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserQuery } from '@app/api-client/auth';
import { clearToken, readToken } from './auth-token';
import { useTokenRenewal } from './use-token-renewal';

/**
 * Spec 000 §4: the current user is asked for only when a token is stored (cached 5 minutes); any
 * failure removes the token and the visitor is treated as signed out, silently.
 */
export function useCurrentUser() {
  const hasToken = readToken() !== null;
  const query = useQuery({ ...currentUserQuery(), enabled: hasToken });
  useEffect(() => {
    if (query.isError) {
      console.warn('current user check failed', query.error);
      clearToken();
    }
  }, [query.isError, query.error]);
  const user = query.isError ? undefined : query.data;
  useTokenRenewal(user !== undefined);
  return {
    user,
    isLoading: hasToken && query.isPending && !query.isError,
  };
}
