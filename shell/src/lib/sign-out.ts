import { useCallback } from 'react';
import { useLogout } from './session/use-logout';

/** The service worker's copy of API answers belongs to the signed-in user: drop it with the session. */
export const API_CACHE = 'api';

export function useSignOut() {
  const logout = useLogout();
  return useCallback(async () => {
    try {
      if ('caches' in window) await caches.delete(API_CACHE);
    } catch (err) {
      console.warn('could not clear the offline API cache', err);
    }
    await logout();
  }, [logout]);
}
