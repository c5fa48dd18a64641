import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserKey } from '@app/api-client/auth-keys';
import { apiGet, parseContract } from '@app/api-client/http';
import { clearToken, readToken } from './auth-token';
import { useTokenRenewal } from './use-token-renewal';

/**
 * Spec 000 §4: the current user is asked for only when a token is stored (cached 5 minutes); any
 * failure removes the token and the visitor is treated as signed out, silently.
 */
export function useCurrentUser() {
  const hasToken = readToken() !== null;
  const query = useQuery({ ...signedInUserQuery, enabled: hasToken });
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

const USER_URL = '/api/auth/user';

/** The read itself; the app's start asks it at once when a token is stored (lazy-screens.ts). */
export const signedInUserQuery = queryOptions({ queryKey: currentUserKey, queryFn: fetchCurrentUser, staleTime: 300_000, retry: false });

/**
 * currentUserQuery's fetcher, with its contract (zod) fetched side by side with the answer: a
 * signed-out visit never downloads zod, a signed-in one does not wait for it before asking.
 * It stays in the shell rather than using @app/api-client/auth's currentUserQuery: that module
 * imports the contract statically, which would put zod into the first visit of /login (budget).
 */
async function fetchCurrentUser() {
  const [answer, { currentUserSchema }] = await Promise.all([apiGet(USER_URL), import(/* webpackChunkName: "current-user" */ '@app/contracts/user')]);
  return parseContract(currentUserSchema, answer, 'GET', USER_URL);
}
