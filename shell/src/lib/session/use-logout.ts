import { useCallback } from 'react';
import { logout } from '@app/api-client/auth';
import { AUTH_TOKEN_KEY } from '@app/api-client/http';

/** Revokes the session on the server, forgets the token and reloads into the signed-out routes. */
export function useLogout() {
  return useCallback(async () => {
    try {
      await logout();
    } catch (err) {
      console.warn('logout request failed', err);
    }
    localStorage.removeItem(AUTH_TOKEN_KEY);
    window.location.assign('/login');
  }, []);
}
