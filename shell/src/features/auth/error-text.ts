import { ApiError } from '@app/api-client/http';

/**
 * Spec 000 §8: show the server's message when it answered, a fallback otherwise; a request that
 * never got an answer (offline, server down) is the "network failure" case.
 */
export function serverMessage(err: unknown): string | undefined {
  return err instanceof ApiError ? err.serverMessage : undefined;
}

export const isNetworkFailure = (err: unknown) => !(err instanceof ApiError);
