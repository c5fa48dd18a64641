import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserQuery } from '@app/api-client/auth';
import { AUTH_TOKEN_KEY, readToken } from '@app/api-client/http';

/**
 * Spec 000 §4: the current user is asked for only when a token is stored; any failure removes
 * the token and the visitor is treated as signed out, silently.
 */
export function useCurrentUser() {
  const hasToken = readToken() !== null;
  const query = useQuery({ ...currentUserQuery(), enabled: hasToken });
  useEffect(() => {
    if (query.isError) {
      console.warn('current user check failed', query.error);
      localStorage.removeItem(AUTH_TOKEN_KEY);
    }
  }, [query.isError, query.error]);
  return {
    user: query.isError ? undefined : query.data,
    isLoading: hasToken && query.isPending && !query.isError,
  };
}
