import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { ToastProvider, useToast } from '@app/ui/toast';
import { PreferencesProvider } from '../lib/preferences';
import { takePendingToast } from '../lib/session/pending-toast';
import { createQueryClient } from './query-client';
import { AppRoutes } from './routes';

/** client: the start's own (bootstrap.tsx), which it has already sent the first reads with; i18n: the shell's texts, built by the start too. */
export function App({ client, i18n }: { client?: QueryClient; i18n?: I18n }) {
  const queryClient = useMemo(() => client ?? createQueryClient(), [client]);
  return (
    <QueryClientProvider client={queryClient}>
      <PreferencesProvider i18n={i18n}>
        <Toasts>
          {/* No tooltip provider here: each tooltip brings its own, with its code, when first wanted. */}
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Toasts>
      </PreferencesProvider>
    </QueryClientProvider>
  );
}

function Toasts({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <ToastProvider closeLabel={t('close')}>
      <PendingToast />
      {children}
    </ToastProvider>
  );
}

/** Shows the toast a sign-in or sign-up left before reloading the page. */
function PendingToast() {
  const toast = useToast();
  useEffect(() => {
    const pending = takePendingToast();
    if (pending) toast(pending);
  }, [toast]);
  return null;
}
