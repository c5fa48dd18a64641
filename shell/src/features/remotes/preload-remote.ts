import { prefetchManifest } from '@app/api-client/manifest';
import type { RemoteName } from '@app/contracts/manifest';
import { loadRemoteParcel } from './load-remote';

/**
 * The remote of the route being opened, loaded while the user is being checked: its manifest entry,
 * remoteEntry.js and exposed App, instead of one after another once the route renders. A failure
 * here is left to the route, which loads (and reports) again.
 */
export async function preloadRemote(name: RemoteName): Promise<void> {
  try {
    const remote = (await prefetchManifest()).remotes.find((r) => r.name === name);
    if (remote) await loadRemoteParcel(remote, false);
  } catch {
    // The route's own load says what went wrong.
  }
}
