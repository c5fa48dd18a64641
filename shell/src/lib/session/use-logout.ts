import { useCallback } from 'react';
import { logout } from '@app/api-client/auth';
import { clearToken } from './auth-token';

/** Revokes the session on the server, forgets the token and reloads into the signed-out routes. */
export function useLogout() {
  return useCallback(async () => {
    try {
      await logout();
    } catch (err) {
      console.warn('logout request failed', err);
    }
    clearToken();
    window.location.assign('/login');
  }, []);
}
