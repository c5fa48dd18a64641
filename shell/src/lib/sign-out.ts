import { useCallback } from 'react';
import { useLogout } from './session/use-logout';

/** The service worker's copy of API answers belongs to the signed-in user: drop it with the session. */
export const API_CACHE = 'api';
/** The manifest is answered per caller (admins also get mfe-admin): the next user must not be served this one's copy. */
const REMOTES_CACHE = 'remotes';

export function useSignOut() {
  const logout = useLogout();
  return useCallback(async () => {
    try {
      if ('caches' in window) {
        await caches.delete(API_CACHE);
        await (await caches.open(REMOTES_CACHE)).delete('/mfe-manifest.json');
      }
    } catch (err) {
      console.warn('could not clear the offline API cache', err);
    }
    await logout();
  }, [logout]);
}
