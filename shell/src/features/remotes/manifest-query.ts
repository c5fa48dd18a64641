import { queryOptions } from '@tanstack/react-query';
import { mfeManifestSchema, type MfeManifest } from '@app/contracts/manifest';
import { apiGet } from '@app/api-client/http';

/** Remote locations come from the API at runtime, never from the shell's build. */
export const manifestQuery = (role: string) =>
  queryOptions({
    queryKey: ['mfe-manifest', role],
    queryFn: async (): Promise<MfeManifest> => apiGet('/mfe-manifest.json', mfeManifestSchema),
  });
