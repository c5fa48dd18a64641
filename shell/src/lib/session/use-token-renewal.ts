import { useEffect, useRef } from 'react';
import { apiRequest } from '@app/api-client/http';
import { needsRenewal, readToken, storeToken } from './auth-token';

// A tab can stay open for days: look again every hour, not only when the app loads.
const CHECK_EVERY_MS = 3_600_000;

/**
 * Swaps the stored token for a fresh one once half its life has passed (the server ends the old
 * session a minute later). A failure is harmless: the old token keeps working until it expires.
 */
export function useTokenRenewal(signedIn: boolean) {
  const inFlight = useRef(false);
  useEffect(() => {
    if (!signedIn) return;
    const check = () => {
      const token = readToken();
      if (inFlight.current || !token || !needsRenewal(token)) return;
      inFlight.current = true;
      // The contract loads on demand: the app's first paint never waits for it. That is why this
      // fetcher stays here, not in @app/api-client: its modules import their contracts statically,
      // and this hook is part of the first visit (bootstrap), where zod would cost the budget.
      import('@app/contracts/auth')
        .then(({ tokenResponseSchema }) => apiRequest('POST', '/api/auth/refresh', undefined, tokenResponseSchema))
        .then((res) => {
          // Another tab may have signed out or renewed meanwhile: only replace the token we renewed.
          if (readToken() === token) storeToken(res.token);
        })
        .catch((err: unknown) => console.warn('token renewal failed', err))
        .finally(() => {
          inFlight.current = false;
        });
    };
    check();
    const timer = setInterval(check, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [signedIn]);
}
