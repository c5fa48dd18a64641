import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { ToastProvider } from '@app/ui/toast';
import { TooltipProvider } from '@app/ui/tooltip';
import { PreferencesProvider } from '../lib/preferences';
import { createQueryClient } from './query-client';
import { AppRoutes } from './routes';

export function App() {
  const queryClient = useMemo(createQueryClient, []);
  return (
    <QueryClientProvider client={queryClient}>
      <PreferencesProvider>
        <Toasts>
          <TooltipProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </TooltipProvider>
        </Toasts>
      </PreferencesProvider>
    </QueryClientProvider>
  );
}

function Toasts({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('common');
  return <ToastProvider closeLabel={t('close')}>{children}</ToastProvider>;
}
