// Bumped on any breaking change of the props contract. The shell refuses a remote whose
// manifest entry names another major version.
export const SHELL_SDK_VERSION = '1.0.0';

export function isCompatibleSdk(remoteSdkVersion: string | undefined, hostSdkVersion = SHELL_SDK_VERSION): boolean {
  if (!remoteSdkVersion) return false;
  const major = (v: string) => Number.parseInt(v.split('.')[0] ?? '', 10);
  const remote = major(remoteSdkVersion);
  return Number.isFinite(remote) && remote === major(hostSdkVersion);
}
