import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ParcelConfig } from 'single-spa';
import type { RemoteEntry } from '@app/contracts/manifest';
import { isCompatibleSdk } from '@app/shell-sdk/version';

export class IncompatibleRemoteError extends Error {
  constructor(readonly remote: RemoteEntry) {
    super(`${remote.name} ${remote.version} was built for shell-sdk ${remote.sdkVersion}`);
    this.name = 'IncompatibleRemoteError';
  }
}

const registered = new Map<string, string>();

/**
 * Registers the remote from the manifest and loads its exposed parcel. `force` drops a cached
 * failed load so that "retry" really fetches remoteEntry.js again.
 */
export async function loadRemoteParcel(remote: RemoteEntry, force: boolean): Promise<ParcelConfig> {
  if (!isCompatibleSdk(remote.sdkVersion)) throw new IncompatibleRemoteError(remote);
  const entry = new URL(remote.entry, window.location.href).href;
  if (force || registered.get(remote.name) !== entry) {
    registerRemotes([{ name: remote.name, entry }], { force: registered.has(remote.name) });
    registered.set(remote.name, entry);
  }
  const mod = await loadRemote<{ default: ParcelConfig }>(`${remote.name}/App`);
  if (!mod?.default) throw new Error(`${remote.name}/App exposes no parcel`);
  return mod.default;
}
