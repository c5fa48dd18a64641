import { queryOptions } from '@tanstack/react-query';
import { mfeManifestSchema } from '@app/contracts/manifest';
import { apiGet } from './http';

/** Every cached manifest lives under this key; a remote's retry invalidates it to look again. */
export const MANIFEST_KEY = ['mfe-manifest'] as const;

/**
 * GET /mfe-manifest.json: remote locations come from the API at runtime, never from the shell's
 * build. Keyed by role: the server lists admin code only for admins.
 */
export const manifestQuery = (role: string) =>
  queryOptions({ queryKey: [...MANIFEST_KEY, role] as const, queryFn: () => apiGet('/mfe-manifest.json', mfeManifestSchema) });
