import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@app/contracts/language';

export type { Language };
export type ThemeName = 'dark' | 'light';

export interface SdkUser {
  id: number;
  name: string;
  username: string;
  email: string;
  role: 'user' | 'admin';
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** What the shell hands every remote it mounts: the whole contract between them. */
export interface RemoteAppProps {
  user: SdkUser;
  /** Where the shell mounted this module (for example "/chat"). */
  basePath: string;
  /** The shell's current location; the remote renders from it instead of owning history. */
  location: RouteLocation;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  language: Language;
  theme: ThemeName;
  toast: (toast: ToastInput) => void;
  queryClient: QueryClient;
  logout: () => void;
}
