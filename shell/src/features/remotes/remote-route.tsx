import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import type { RemoteName } from '@app/contracts/manifest';
import type { CurrentUser } from '@app/contracts/user';
import type { RemoteAppProps } from '@app/shell-sdk/props';
import { MANIFEST_KEY, manifestQuery } from '@app/api-client/manifest';
import { LoadError } from '@app/shell-sdk/load-error';
import { ModuleErrorCard } from '@app/ui/module-error-card';
import { Centered, Spinner } from '@app/ui/components';
import { useToast } from '@app/ui/toast';
import { useLogout } from '../../lib/session/use-logout';
import { usePreferences } from '../../lib/preferences';
import { IncompatibleRemoteError, loadRemoteParcel } from './load-remote';

interface Props {
  name: RemoteName;
  basePath: string;
  user: CurrentUser;
}

/** Mounts one remote's parcel for the current route, or the "module unavailable" card. */
export function RemoteRoute({ name, basePath, user }: Props) {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const manifest = useQuery(manifestQuery(user.role));
  const remote = manifest.data?.remotes.find((r) => r.name === name);
  const parcel = useQuery({
    queryKey: ['remote-parcel', name, remote?.entry, attempt],
    queryFn: () => (remote ? loadRemoteParcel(remote, attempt > 0) : Promise.reject(new Error(`${name} is not in the manifest`))),
    enabled: !!remote,
    staleTime: Infinity,
  });
  const [mountError, setMountError] = useState(false);
  const props = useParcelProps(basePath, user);
  const retry = useCallback(() => {
    setMountError(false);
    setAttempt((a) => a + 1);
    void queryClient.invalidateQueries({ queryKey: MANIFEST_KEY });
  }, [queryClient]);

  if (manifest.isPending || (remote && parcel.isPending)) {
    return (
      <Centered aria-busy="true">
        <Spinner />
        <span>{t('loading')}</span>
      </Centered>
    );
  }
  if (!remote || parcel.isError || mountError || !parcel.data) {
    const incompatible = parcel.error instanceof IncompatibleRemoteError;
    // Offline, a module never opened on this device has no cached code: LoadError says so.
    return incompatible ? (
      <ModuleErrorCard title={t('moduleUnavailable.title')} body={t('moduleUnavailable.incompatible')} retryLabel={t('retry')} onRetry={retry} />
    ) : (
      <LoadError title={t('moduleUnavailable.title')} body={t('moduleUnavailable.body', { module: t(`modules.${name}`) })} onRetry={retry} />
    );
  }
  return (
    <Parcel
      key={`${name}-${attempt}`}
      config={parcel.data}
      mountParcel={mountRootParcel}
      wrapWith="div"
      wrapStyle={{ display: 'contents' }}
      handleError={(err: unknown) => {
        console.error(`${name} failed to mount`, err);
        setMountError(true);
      }}
      {...props}
    />
  );
}

function useParcelProps(basePath: string, user: CurrentUser): RemoteAppProps {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const logout = useLogout();
  const { language, theme } = usePreferences();
  const stableNavigate = useCallback((to: string, options?: { replace?: boolean }) => navigate(to, options), [navigate]);
  return useMemo(
    () => ({
      user: { id: user.id, name: user.name, username: user.username, email: user.email, role: user.role },
      basePath,
      location: { pathname: location.pathname, search: location.search, hash: location.hash },
      navigate: stableNavigate,
      language,
      theme,
      toast,
      queryClient,
      logout: () => void logout(),
    }),
    [user, basePath, location.pathname, location.search, location.hash, stableNavigate, language, theme, toast, queryClient, logout],
  );
}
