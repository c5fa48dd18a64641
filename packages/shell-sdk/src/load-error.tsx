import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ModuleErrorCard } from '@app/ui/module-error-card';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser says it has no network (updates when that changes). */
export const useOffline = () => useSyncExternalStore(subscribe, () => typeof navigator !== 'undefined' && navigator.onLine === false);

interface Props {
  /** What failed, in the screen's own words ("The quiz could not be loaded"), for when the app is online. */
  title: string;
  body?: string;
  retryLabel?: string;
  onRetry?: () => void;
}

/**
 * The one "could not load" card of every screen and remote: offline, it says so (a screen never
 * opened on this device has nothing cached) instead of blaming the screen; online, the screen's text.
 */
export function LoadError({ title, body, retryLabel, onRetry }: Props) {
  const { t } = useTranslation('common');
  const offline = useOffline();
  return offline ? (
    <ModuleErrorCard title={t('offline.title')} body={t('offline.body')} retryLabel={retryLabel ?? t('retry')} onRetry={onRetry} />
  ) : (
    <ModuleErrorCard title={title} body={body ?? ''} retryLabel={retryLabel ?? t('retry')} onRetry={onRetry} />
  );
}
