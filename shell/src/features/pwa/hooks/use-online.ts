import { useOffline } from '@app/shell-sdk/load-error';

/** The shell reads the same network state as the remotes' offline cards. */
export const useOnline = () => !useOffline();
