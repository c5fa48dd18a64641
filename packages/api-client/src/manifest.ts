import { queryOptions } from '@tanstack/react-query';
import type { MfeManifest } from '@app/contracts/manifest';
import { apiGet, readToken } from './http';

/** Every cached manifest lives under this key; a remote's retry invalidates it to look again. */
export const MANIFEST_KEY = ['mfe-manifest'] as const;

// The contract loads beside the call (http.ts ContractLoader): the shell's start asks for the
// manifest (prefetchManifest) without carrying zod on the sign-in page.
const fetchManifest = () => apiGet('/mfe-manifest.json', async () => (await import('@app/contracts/manifest')).mfeManifestSchema);

let early: { token: string | null; answer: Promise<MfeManifest> } | undefined;

/**
 * A signed-in first visit to a remote's route asks for the manifest at once, beside the user's own
 * call; the first manifest query takes that answer if it was asked with the same token.
 */
export function prefetchManifest(): Promise<MfeManifest> {
  early ??= { token: readToken(), answer: fetchManifest() };
  return early.answer;
}

/**
 * GET /mfe-manifest.json: remote locations come from the API at runtime, never from the shell's
 * build. Keyed by role: the server lists admin code only for admins.
 */
export const manifestQuery = (role: string) =>
  queryOptions({
    queryKey: [...MANIFEST_KEY, role] as const,
    queryFn: () => {
      const taken = early?.token === readToken() ? early?.answer : undefined;
      early = undefined;
      return taken ?? fetchManifest();
    },
  });
