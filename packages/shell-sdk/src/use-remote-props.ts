import { createContext, useContext } from 'react';
import type { RemoteAppProps } from './props';

export const RemotePropsContext = createContext<RemoteAppProps | null>(null);

/** The shell's props (user, toast, logout ...) anywhere inside a remote. */
export function useRemoteProps(): RemoteAppProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemoteProps must be used inside RemoteRoot');
  return props;
}
